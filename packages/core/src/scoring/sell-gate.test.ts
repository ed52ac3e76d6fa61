import { describe, expect, it } from 'vitest';
import type { ReplayedCall } from './protocol.ts';
import { gateSell, sellGate, sellRecord, walkForwardSellGates } from './sell-gate.ts';

/** n values alternating a, b (a first). */
const alternating = (n: number, a: number, b: number) =>
  Array.from({ length: n }, (_, i) => (i % 2 === 0 ? a : b));

function sell(id: string, symbol: string, date: string, resolved: string, exit: number): ReplayedCall {
  return {
    ...{ analystId: id, symbol, date, resolved, signal: 'sell', confidence: 0.6 },
    ...{ entry: 100, exit, benchmarkEntry: 100, benchmarkExit: 100 },
  };
}

describe('sellGate (hand-computed)', () => {
  it('keeps the sell of an analyst whose past sells paid: 30 × {2 %, 4 %}', () => {
    // mean 0.03; sd = √(30 · 0.01² / 29) = 0.0101710; lower bound 0.03 − 1.645 · 0.0101710 / √30 = 0.026945
    const gate = sellGate(alternating(30, 0.02, 0.04));
    expect(gate.keep).toBe(true);
    expect(gate.basis).toBe('measured');
    expect(gate.meanExcess).toBeCloseTo(0.03, 10);
    expect(gate.lowerBound).toBeCloseTo(0.026945, 5);
  });

  it('turns to hold a positive but unproven mean: 30 × {+5 %, −4 %}', () => {
    // mean 0.005; sd = √(30 · 0.045² / 29) = 0.045769; lower bound 0.005 − 0.013746 = −0.008746
    const gate = sellGate(alternating(30, 0.05, -0.04));
    expect(gate.keep).toBe(false);
    expect(gate.basis).toBe('not-shown');
    expect(gate.lowerBound).toBeCloseTo(-0.008746, 5);
  });

  it('turns to hold a losing record and one with too few sells', () => {
    expect(sellGate(alternating(40, -0.02, -0.01)).keep).toBe(false);
    const few = sellGate(alternating(29, 0.02, 0.04));
    expect(few).toMatchObject({ keep: false, basis: 'too-few', n: 29 });
    expect(sellGate([])).toMatchObject({ keep: false, basis: 'too-few', n: 0, meanExcess: null });
  });
});

describe('walkForwardSellGates', () => {
  // Short at 100, buy back at 90, benchmark flat: (100·(1 − 0.001425 − 0.003) − 90·1.001425) /
  // (100·(1 − 0.001425 − 0.003)) = 9.42925 / 99.5575 = 0.0947116.
  const paid = Array.from({ length: 30 }, (_, i) =>
    sell('technical', `A${i}`, '2010-01-04', `2010-03-${String(i + 1).padStart(2, '0')}`, 90),
  );

  it('reads only sells resolved strictly before the date', () => {
    const gates = walkForwardSellGates(paid, ['technical', 'quant']);
    expect(sellRecord('technical', paid)[0]).toBeCloseTo(0.0947116, 6);
    // On 2010-03-30 only 29 had resolved before it (the 30th resolves that day).
    expect(gates('2010-03-30').technical).toMatchObject({ keep: false, basis: 'too-few', n: 29 });
    expect(gates('2010-03-31').technical).toMatchObject({ keep: true, basis: 'measured', n: 30 });
    expect(gates('2010-03-31').quant).toMatchObject({ keep: false, n: 0 });
  });

  it('counts a market-level caller by dates: 30 sells on one date are one', () => {
    const macro = paid.map((call) => ({ ...call, analystId: 'macro' }));
    expect(walkForwardSellGates(macro, ['macro'])('2011-01-01').macro).toMatchObject({ keep: false, n: 1 });
  });

  it('gateSell turns a closed gate into a neutral hold and leaves the rest alone', () => {
    const gates = walkForwardSellGates(paid, ['technical', 'quant'])('2010-03-31');
    const quantSell = { analyst: 'quant', signal: 'sell', score: -0.4 };
    expect(gateSell(quantSell, gates)).toEqual({ analyst: 'quant', signal: 'hold', score: 0 });
    const technicalSell = { analyst: 'technical', signal: 'sell', score: -0.4 };
    expect(gateSell(technicalSell, gates)).toBe(technicalSell);
    const buy = { analyst: 'quant', signal: 'buy', score: 0.4 };
    expect(gateSell(buy, gates)).toBe(buy);
  });
});
