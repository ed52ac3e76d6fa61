import { describe, expect, it } from 'vitest';
import { defaultStopDistance, evaluateCall, lockedAt, type Bar } from './evaluate.ts';
import { longNetReturn, shortNetReturn } from './costs.ts';

/** Trading days after 2026-01-05, one per weekday, flat at `price` unless overridden. */
function path(days: Array<Partial<Bar> & { close: number }>): Bar[] {
  const start = Date.parse('2026-01-06T00:00:00Z');
  return days.map((day, i) => {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    return {
      date,
      open: day.open ?? day.close,
      high: day.high ?? day.close,
      low: day.low ?? day.close,
      close: day.close,
    };
  });
}
const callDay: Bar = { date: '2026-01-05', open: 99, high: 101, low: 98, close: 100 };

describe('scoring a call', () => {
  it('scores a buy at 100 whose target 110 is hit on day 7 as a profit, after costs, as by hand', () => {
    const after = path([
      { close: 101, high: 102, low: 99.5 },
      { close: 103, high: 103.5, low: 100.5 },
      { close: 102, high: 104, low: 101 },
      { close: 105, high: 105.5, low: 102 },
      { close: 106, high: 107, low: 104 },
      { close: 108, high: 108.5, low: 105 },
      { close: 109, open: 108.5, high: 111, low: 108 }, // day 7: the high crosses 110
      { close: 112, high: 113, low: 109 },
    ]);
    const result = evaluateCall(
      { signal: 'buy', priceAtCall: 100, targetPrice: 110, horizonDays: 20 },
      callDay,
      99,
      after,
    );
    // By hand: paid 100 × 1.001425 = 100.1425; received 110 × (1 − 0.001425 − 0.003) = 109.51325;
    // (109.51325 − 100.1425) / 100.1425 = 9.37075 / 100.1425 = 0.093574156…
    expect(result.outcome).toBe('profit');
    expect(result.exitReason).toBe('target');
    expect(result.exitDate).toBe(after[6]!.date);
    expect(result.holdingDays).toBe(7);
    expect(result.actualReturn).toBeCloseTo(9.37075 / 100.1425, 12);
    expect(result.actualReturn).toBe(longNetReturn(100, 110));
  });

  it('fills a gap through the target at the open, not the target', () => {
    const after = path([{ close: 104 }, { open: 112, high: 113, low: 111, close: 112 }]);
    const result = evaluateCall(
      { signal: 'buy', priceAtCall: 100, targetPrice: 110, horizonDays: 10 },
      callDay,
      99,
      after,
    );
    expect(result.exitPrice).toBe(112);
  });

  it('takes the stop first when a day touches both', () => {
    const after = path([{ close: 100, high: 111, low: 91.5 }]);
    const result = evaluateCall(
      { signal: 'buy', priceAtCall: 100, targetPrice: 110, stopPrice: 92, horizonDays: 10 },
      callDay,
      99,
      after,
    );
    expect(result).toMatchObject({ outcome: 'loss', exitReason: 'stop', exitPrice: 92 });
  });

  it('applies no stop when the call states none (the measured default)', () => {
    expect(defaultStopDistance).toBeNull();
    const after = path([{ close: 100, high: 111, low: 91.5 }]);
    const result = evaluateCall(
      { signal: 'buy', priceAtCall: 100, targetPrice: 110, horizonDays: 10 },
      callDay,
      99,
      after,
    );
    expect(result).toMatchObject({ outcome: 'profit', exitReason: 'target' });
  });

  it('treats a limit-locked day as no fill', () => {
    // The call day closed locked at limit-up (prev 91 → limit 100): the buy cannot fill that day.
    const lockedCallDay: Bar = { date: '2026-01-05', open: 100, high: 100, low: 100, close: 100 };
    expect(lockedAt(lockedCallDay, 91)).toBe('up');
    const after = path([
      { open: 110, high: 110, low: 110, close: 110 }, // locked limit-up again: no fill
      { open: 108, high: 112, low: 107, close: 111 }, // fills at the open, 108
      { close: 112 },
    ]);
    const result = evaluateCall(
      { signal: 'buy', priceAtCall: 100, targetPrice: 120, horizonDays: 3 },
      lockedCallDay,
      91,
      after,
    );
    expect(result.unfillableDays).toEqual(['2026-01-05', '2026-01-06']);
    expect(result.entryPrice).toBe(108);
    expect(result.entryDate).toBe('2026-01-07');
    expect(result).toMatchObject({ exitReason: 'horizon', exitPrice: 112, holdingDays: 1 });
    expect(result.actualReturn).toBe(longNetReturn(108, 112));
  });

  it('postpones a stop exit past a day locked limit-down', () => {
    const after = path([
      { open: 90, high: 90, low: 90, close: 90 }, // locked limit-down from 100: cannot sell
      { open: 85, high: 88, low: 84, close: 86 },
    ]);
    const result = evaluateCall(
      { signal: 'buy', priceAtCall: 100, targetPrice: 110, stopPrice: 92, horizonDays: 10 },
      callDay,
      99,
      after,
    );
    expect(result).toMatchObject({
      exitReason: 'stop',
      exitPrice: 85,
      exitDate: after[1]!.date,
      unfillableDays: [after[0]!.date],
    });
  });

  it('scores a sell call as a short with its own costs', () => {
    const after = path([{ close: 95, low: 89, high: 99 }]);
    const result = evaluateCall(
      { signal: 'sell', priceAtCall: 100, targetPrice: 90, horizonDays: 5 },
      callDay,
      99,
      after,
    );
    expect(result).toMatchObject({ outcome: 'profit', exitReason: 'target', exitPrice: 90 });
    expect(result.actualReturn).toBe(shortNetReturn(100, 90));
  });

  it('is pending until the horizon passes, and scores hold calls by the band', () => {
    const few = path([{ close: 101 }, { close: 102 }]);
    expect(
      evaluateCall({ signal: 'buy', priceAtCall: 100, targetPrice: 110, horizonDays: 5 }, callDay, 99, few)
        .outcome,
    ).toBe('pending');
    expect(
      evaluateCall({ signal: 'hold', priceAtCall: 100, targetPrice: null, horizonDays: 5 }, callDay, 99, few)
        .outcome,
    ).toBe('pending');
    const calm = path([{ close: 101 }, { close: 102 }, { close: 99 }, { close: 103 }, { close: 104 }]);
    expect(
      evaluateCall(
        { signal: 'hold', priceAtCall: 100, targetPrice: null, horizonDays: 5 },
        callDay,
        99,
        calm,
      ),
    ).toMatchObject({
      outcome: 'profit',
      actualReturn: 0,
    });
  });

  it('reports the return in excess of a benchmark over the same days', () => {
    const after = path([{ close: 105 }, { close: 106 }]);
    const byDate = new Map([
      [after[0]!.date, 10_100],
      [after[1]!.date, 10_200],
    ]);
    const result = evaluateCall(
      { signal: 'buy', priceAtCall: 100, targetPrice: 120, horizonDays: 2 },
      callDay,
      99,
      after,
      {
        benchmark: { entryClose: 10_000, byDate },
      },
    );
    expect(result.excessReturn).toBeCloseTo(longNetReturn(100, 106) - 0.02, 12);
  });
});
