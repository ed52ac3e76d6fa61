import { describe, expect, it } from 'vitest';
import { formatCompact, formatPercent, formatTwd } from './numbers.ts';

describe('formatTwd', () => {
  it.each([
    [0, 'NT$0'],
    [1999, 'NT$1,999'],
    [19990, 'NT$19,990'],
    [1234567, 'NT$1,234,567'],
    [1999.5, 'NT$2,000'],
    [-500, '-NT$500'],
  ])('%d → %s', (amount, expected) => {
    expect(formatTwd(amount)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it('always prints two decimals', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(3)).toBe('3.00%');
    expect(formatPercent(-1.5)).toBe('-1.50%');
  });

  it('adds a plus sign to rises only when asked', () => {
    expect(formatPercent(2.1, { signed: true })).toBe('+2.10%');
    expect(formatPercent(-2.1, { signed: true })).toBe('-2.10%');
    expect(formatPercent(0, { signed: true })).toBe('0.00%');
  });

  it('never prints a negative zero', () => {
    expect(formatPercent(-0.001)).toBe('0.00%');
  });
});

describe('formatCompact', () => {
  it('uses K, M, B and T in English', () => {
    expect(formatCompact(999, 'en-US')).toBe('999');
    expect(formatCompact(1_000, 'en-US')).toBe('1K');
    expect(formatCompact(1_234_567, 'en-US')).toBe('1.23M');
    expect(formatCompact(2_500_000_000, 'en-US')).toBe('2.5B');
    expect(formatCompact(25_000_000_000_000, 'en-US')).toBe('25T');
    expect(formatCompact(-45_600, 'en-US')).toBe('-45.6K');
  });

  it('moves to the next unit instead of printing 1,000 of the smaller one', () => {
    expect(formatCompact(999_999, 'en-US')).toBe('1M');
    expect(formatCompact(99_999_999, 'zh-TW')).toBe('1億');
  });

  it('uses 萬, 億 and 兆 in Traditional Chinese', () => {
    expect(formatCompact(9_999, 'zh-TW')).toBe('9,999');
    expect(formatCompact(12_345, 'zh-TW')).toBe('1.23萬');
    expect(formatCompact(123_456_789, 'zh-TW')).toBe('1.23億');
    expect(formatCompact(3_000_000_000_000, 'zh-Hant-TW')).toBe('3兆');
  });

  it('uses simplified characters in Simplified Chinese', () => {
    expect(formatCompact(12_345, 'zh-CN')).toBe('1.23万');
    expect(formatCompact(123_456_789, 'zh-Hans-CN')).toBe('1.23亿');
  });
});
