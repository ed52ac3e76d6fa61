import { describe, expect, it } from 'vitest';
import { marketIndices } from './indices.ts';
import { referenceIndexLevels, referenceLevels } from './reference-levels.ts';
import { MarketSimulator } from './simulator.ts';

describe('the simulator starts Taiwan securities from real levels', () => {
  const simulator = new MarketSimulator('reference-test');

  it('prices 台積電 and 鴻海 from their closes and values them with their share counts', () => {
    const tsmc = simulator.profile({ symbol: '2330', market: 'TW', sector: 'technology', kind: 'stock' });
    expect(tsmc.basePrice).toBe(543);
    expect(tsmc.sharesOutstanding).toBe(25_930e6);
    const foxconn = simulator.profile({ symbol: '2317', market: 'TW', sector: 'technology', kind: 'stock' });
    expect(foxconn.basePrice).toBe(98.1);
    // Market value order as on the reference day: 台積電 about 14 trillion, 鴻海 about 1.4 trillion.
    expect(tsmc.basePrice * tsmc.sharesOutstanding).toBeGreaterThan(
      5 * foxconn.basePrice * foxconn.sharesOutstanding,
    );
  });

  it('keeps TPEx share counts as published', () => {
    const [close, shares] = referenceLevels['6488']!;
    const profile = simulator.profile({ symbol: '6488', market: 'TW', sector: null, kind: 'stock' });
    expect(profile.basePrice).toBe(close);
    expect(profile.sharesOutstanding).toBe(shares);
  });

  it('starts the TAIEX from its close of the reference day', () => {
    expect(marketIndices.find((index) => index.symbol === '^TWII')?.baseLevel).toBe(
      referenceIndexLevels['^TWII'],
    );
    expect(referenceIndexLevels['^TWII']).toBe(15493.82);
  });

  it('still draws a level for a security outside the table', () => {
    const profile = simulator.profile({ symbol: 'ZZZZ', market: 'US', sector: null, kind: 'stock' });
    expect(profile.basePrice).toBeGreaterThanOrEqual(15);
    expect(profile.basePrice).toBeLessThanOrEqual(500);
  });
});
