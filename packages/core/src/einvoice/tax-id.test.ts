import { describe, expect, it } from 'vitest';
import { isValidTaxId, taxIdChecksum } from './tax-id.ts';

// Sums worked out by hand: weights 1,2,1,2,1,2,4,1, digits of each product added.
// 22099131: 2+4+0+(1+8)+9+2+(1+2)+1 = 30.
describe('統一編號 checksum', () => {
  it('adds the digit sums of the weighted digits', () => {
    expect(taxIdChecksum('22099131')).toBe(30);
    expect(taxIdChecksum('96979933')).toBe(50);
    // 7th digit 7: 4 × 7 = 28 counts as 2 + 8 = 10.
    expect(taxIdChecksum('10458575')).toBe(30);
    expect(taxIdChecksum('10458574')).toBe(29);
    expect(taxIdChecksum('10458570')).toBe(25);
  });

  it.each([
    // Registered companies' numbers (sum divisible by 10): valid under both rules.
    ['22099131', true, true], // 台灣積體電路製造
    ['96979933', true, true], // 中華電信
    ['22555003', true, true], // 統一超商
    // The Ministry's 7th-digit-7 examples: 28's "10" may count as 1 or 0.
    ['10458575', true, true], // sum 30
    ['10458574', true, true], // sum 29, +1 = 30
    // Only the 2023 rule (divisible by 5) accepts these.
    ['22099136', false, true], // sum 35
    ['10458570', false, true], // sum 25
    ['10458579', false, true], // sum 34, +1 = 35 (7th digit 7)
    ['00000005', false, true], // sum 5
    // Invalid under both.
    ['22099132', false, false], // sum 31
    ['10458576', false, false], // sum 31, +1 = 32
    ['10458578', false, false], // sum 33, +1 = 34
    ['40000010', false, false], // sum 8
  ])('%s: before 2023 %s, since 2023 %s', (taxId, before, since) => {
    expect(isValidTaxId(taxId, 'before-2023')).toBe(before);
    expect(isValidTaxId(taxId, 'since-2023')).toBe(since);
    expect(isValidTaxId(taxId)).toBe(since);
  });

  it.each(['', '1234567', '123456789', '2209913A', ' 22099131', '２２０９９１３１', '-2099131'])(
    'refuses %j as not eight ASCII digits',
    (taxId) => {
      expect(isValidTaxId(taxId)).toBe(false);
      expect(isValidTaxId(taxId, 'before-2023')).toBe(false);
    },
  );
});
