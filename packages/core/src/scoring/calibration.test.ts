import { describe, expect, it } from 'vitest';
import { seededRandom } from '../market-data/random.ts';
import {
  applyIsotonic,
  brierScore,
  calibrateWalkForward,
  fitIsotonic,
  reliabilityTable,
  type CalibrationInput,
} from './calibration.ts';

describe('isotonic regression (pool adjacent violators)', () => {
  it('pools the violating pair, as by hand', () => {
    const model = fitIsotonic([
      { p: 0.1, hit: false },
      { p: 0.2, hit: true },
      { p: 0.3, hit: false },
      { p: 0.4, hit: true },
    ]);
    expect(model.x).toEqual([0.1, 0.25, 0.4]);
    expect(model.y).toEqual([0, 0.5, 1]);
    expect(applyIsotonic(model, 0.05)).toBe(0);
    expect(applyIsotonic(model, 0.325)).toBeCloseTo(0.75, 12);
    expect(applyIsotonic(model, 0.9)).toBe(1);
  });

  it('computes Brier score and reliability bands by hand', () => {
    const items = [
      { p: 0.8, hit: true },
      { p: 0.8, hit: false },
      { p: 0.2, hit: false },
    ];
    // (0.04 + 0.64 + 0.04) / 3 = 0.24
    expect(brierScore(items)).toBeCloseTo(0.24, 12);
    const bands = reliabilityTable(items, [0, 0.5, 1]);
    expect(bands).toEqual([
      { from: 0, to: 0.5, count: 1, stated: 0.2, realised: 0 },
      { from: 0.5, to: 1, count: 2, stated: 0.8, realised: 0.5 },
    ]);
    expect(brierScore([])).toBeNull();
  });
});

describe('walk-forward calibration', () => {
  /** A caller whose stated confidence s is right with probability 0.35 + 2 (s − 0.55): over-confident low, true high. */
  function caller(count: number, seed: number): CalibrationInput[] {
    const random = seededRandom(seed);
    const stated = [0.55, 0.6, 0.65, 0.7, 0.75];
    const calls: CalibrationInput[] = [];
    for (let i = 0; i < count; i++) {
      const day = Math.floor(i / 20);
      const date = new Date(Date.UTC(2005, 0, 3) + day * 86_400_000).toISOString().slice(0, 10);
      const resolved = new Date(Date.UTC(2005, 0, 3) + (day + 28) * 86_400_000).toISOString().slice(0, 10);
      const confidence = stated[Math.floor(random.next() * stated.length)]!;
      calls.push({ date, resolved, confidence, hit: random.next() < 0.35 + 2 * (confidence - 0.55) });
    }
    return calls;
  }

  it('brings a caller with known hit rates within 5 points in every well-filled band', () => {
    const calls = caller(20_000, 11);
    const calibrated = calibrateWalkForward(calls, 500);
    const scored = calls.map((call, i) => ({ p: calibrated[i]!, hit: call.hit }));
    const after = scored.slice(2_000); // once the fit has history
    for (const band of reliabilityTable(after)) {
      if (band.count < 500) continue;
      expect(Math.abs(band.stated! - band.realised!), `${band.from}–${band.to}`).toBeLessThan(0.05);
    }
    const raw = calls.slice(2_000).map((call) => ({ p: call.confidence, hit: call.hit }));
    expect(brierScore(after)!).toBeLessThan(brierScore(raw)!);
  });

  it('never uses an outcome that was not known before the call date', () => {
    // Every call resolves after the last call date: nothing is known, so confidence is kept as stated.
    const calls = caller(1_000, 3).map((call) => ({ ...call, resolved: '2099-01-01' }));
    expect(calibrateWalkForward(calls, 10)).toEqual(calls.map((call) => call.confidence));
  });
});
