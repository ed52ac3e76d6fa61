import { describe, expect, it } from 'vitest';
import { AlertEngine } from './alert-engine.ts';
import { firingKey, type AlertRule, type Tick } from './rules.ts';

const day = '2026-03-02';
const open = Date.parse(`${day}T09:00:00+08:00`);

function rule(overrides: Partial<AlertRule> & Pick<AlertRule, 'id' | 'type' | 'condition'>): AlertRule {
  return {
    symbol: '2330',
    frequency: 'every_time',
    minIntervalSeconds: 0,
    expiresAt: null,
    isActive: true,
    lastTriggeredAt: null,
    ...overrides,
  };
}

/** A tick of 2330 (previous close 1,000, limits 1,100 / 900) `seconds` after the open. */
function tick(price: number, seconds: number, overrides: Partial<Tick> = {}): Tick {
  return {
    symbol: '2330',
    price,
    previousClose: 1000,
    volume: 0,
    averageVolume: null,
    limitUp: 1100,
    limitDown: 900,
    time: open + seconds * 1000,
    tradingDay: day,
    ...overrides,
  };
}

/** Runs the prices one second apart and lists the ids fired at each step. */
function run(engine: AlertEngine, prices: Array<number | Tick>): string[][] {
  return prices.map((price, i) => {
    const t = typeof price === 'number' ? tick(price, i) : price;
    return engine.evaluate(t).firings.map((firing) => firing.alertId);
  });
}

describe('crossing semantics per type', () => {
  it('price_above fires when the price reaches the threshold from below, equality included', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'a', type: 'price_above', condition: 1005.5 })]);
    expect(run(engine, [1005, 1005.5, 1006, 1004, 1010])).toEqual([[], ['a'], [], [], ['a']]);
  });

  it('price_above does not fire while the price stays above (edge, not level)', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'a', type: 'price_above', condition: 1001 })]);
    expect(run(engine, [1002, 1003, 1004])).toEqual([['a'], [], []]);
  });

  it('price_below fires when the price reaches the threshold from above, equality included', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'b', type: 'price_below', condition: 995 })]);
    expect(run(engine, [996, 995, 990, 1000, 994.99])).toEqual([[], ['b'], [], [], ['b']]);
  });

  it('a gap at the open crosses from the previous close', () => {
    const engine = new AlertEngine();
    engine.load([
      rule({ id: 'up', type: 'price_above', condition: 1020 }),
      rule({ id: 'down', type: 'price_below', condition: 1010 }),
    ]);
    expect(run(engine, [1030])).toEqual([['up']]);
  });

  it('change_percent: a positive condition fires at or above, a negative one at or below', () => {
    const engine = new AlertEngine();
    engine.load([
      rule({ id: 'plus3', type: 'change_percent', condition: 3 }),
      rule({ id: 'minus2', type: 'change_percent', condition: -2 }),
    ]);
    // 1,030 is exactly +3.00 %; 980 exactly −2.00 %.
    expect(run(engine, [1029.9, 1030, 1000, 980.1, 980, 1031])).toEqual([
      [],
      ['plus3'],
      [],
      [],
      ['minus2'],
      ['plus3'],
    ]);
  });

  it('volume_spike fires when the session volume reaches the multiple of the average, once per rise', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'v', type: 'volume_spike', condition: 2 })]);
    const v = (volume: number, seconds: number) => tick(1000, seconds, { volume, averageVolume: 10_000 });
    expect(run(engine, [v(19_999, 0), v(20_000, 1), v(35_000, 2)])).toEqual([[], ['v'], []]);
    // Unknown average: nothing to compare with.
    expect(engine.evaluate(tick(1000, 3, { volume: 90_000, averageVolume: null })).firings).toEqual([]);
  });

  it('limit-up touched and reopened', () => {
    const engine = new AlertEngine();
    engine.load([
      rule({ id: 'touch', type: 'limit_up_touched', condition: 0 }),
      rule({ id: 'reopen', type: 'limit_up_reopened', condition: 0 }),
    ]);
    expect(run(engine, [1095, 1100, 1100, 1099, 1100])).toEqual([[], ['touch'], [], ['reopen'], ['touch']]);
  });

  it('limit-down touched and reopened', () => {
    const engine = new AlertEngine();
    engine.load([
      rule({ id: 'touch', type: 'limit_down_touched', condition: 0 }),
      rule({ id: 'reopen', type: 'limit_down_reopened', condition: 0 }),
    ]);
    expect(run(engine, [900, 905, 900])).toEqual([['touch'], ['reopen'], ['touch']]);
  });

  it('a move touches only the thresholds it passes', () => {
    const engine = new AlertEngine();
    engine.load(
      [990, 1001, 1002, 1003, 1010, 1020].map((condition) =>
        rule({ id: `p${condition}`, type: 'price_above', condition }),
      ),
    );
    expect(run(engine, [1000.5, 1003])).toEqual([[], ['p1001', 'p1002', 'p1003']]);
  });

  it('other symbols never fire', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'a', type: 'price_above', condition: 1001 })]);
    expect(engine.evaluate(tick(2000, 0, { symbol: '2317' })).firings).toEqual([]);
  });
});

describe('frequencies', () => {
  it('once: fires one time, then the rule is spent', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'a', type: 'price_above', condition: 1001, frequency: 'once' })]);
    const first = engine.evaluate(tick(1002, 0));
    expect(first.firings).toMatchObject([{ alertId: 'a', deactivates: true, idempotencyKey: 'a:once' }]);
    expect(run(engine, [1000, 1002])).toEqual([[], []]);
    expect(engine.has('a')).toBe(false);
  });

  it('once_per_bar: repeated crossings in one minute fire once, the next minute again', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'a', type: 'price_above', condition: 1001, frequency: 'once_per_bar' })]);
    const seconds = [0, 10, 20, 30, 60, 70];
    const prices = [1002, 1000, 1002, 1000, 1002, 1000];
    const fired = prices.map((price, i) => engine.evaluate(tick(price, seconds[i]!)).firings);
    expect(fired.map((list) => list.length)).toEqual([1, 0, 0, 0, 1, 0]);
    expect(fired[0]![0]!.idempotencyKey).not.toBe(fired[4]![0]!.idempotencyKey);
  });

  it('once_per_day: fires once per trading day', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'a', type: 'price_below', condition: 990, frequency: 'once_per_day' })]);
    expect(run(engine, [989, 995, 985, 999, 980]).flat()).toEqual(['a']);
    const nextDay = tick(989, 0, { tradingDay: '2026-03-03', time: open + 86_400_000 });
    expect(engine.evaluate(nextDay).firings).toMatchObject([{ idempotencyKey: 'a:day:2026-03-03' }]);
  });

  it('every_time respects the minimum interval', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'a', type: 'price_above', condition: 1001, minIntervalSeconds: 30 })]);
    const at = [0, 10, 20, 29, 30, 40];
    const prices = [1002, 1000, 1002, 1000, 1002, 1000];
    const fired = prices.map((price, i) => engine.evaluate(tick(price, at[i]!)).firings.length);
    expect(fired).toEqual([1, 0, 0, 0, 1, 0]);
  });

  it('every_time keeps its interval from a firing before a restart', () => {
    const engine = new AlertEngine();
    engine.load([
      rule({ id: 'a', type: 'price_above', condition: 1001, minIntervalSeconds: 60, lastTriggeredAt: open }),
    ]);
    expect(run(engine, [1002]).flat()).toEqual([]);
  });
});

describe('expiry, toggling and keys', () => {
  it('an expired rule does not fire and is reported', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'a', type: 'price_above', condition: 1001, expiresAt: open })]);
    const result = engine.evaluate(tick(1002, 0));
    expect(result).toEqual({ firings: [], expired: ['a'] });
    expect(engine.has('a')).toBe(false);
  });

  it('an inactive rule is not evaluated; activating it again arms it', () => {
    const engine = new AlertEngine();
    const base = rule({ id: 'a', type: 'price_above', condition: 1001 });
    engine.load([{ ...base, isActive: false }]);
    expect(run(engine, [1002]).flat()).toEqual([]);
    engine.upsert(base);
    expect(engine.evaluate(tick(1000, 5)).firings).toEqual([]);
    expect(engine.evaluate(tick(1001, 6)).firings.map((f) => f.alertId)).toEqual(['a']);
    engine.upsert({ ...base, isActive: false });
    expect(engine.evaluate(tick(1000, 7)).firings).toEqual([]);
    expect(engine.evaluate(tick(1001, 8)).firings).toEqual([]);
  });

  it('observing a quote arms the reference without firing', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'a', type: 'price_above', condition: 1001, frequency: 'once_per_day' })]);
    engine.observe(tick(1005, 0));
    expect(engine.evaluate(tick(1006, 1)).firings).toEqual([]);
  });

  it('the key names the alert and its period', () => {
    const base = rule({ id: 'x', type: 'price_above', condition: 1 });
    const t = tick(1, 75);
    expect(firingKey({ ...base, frequency: 'once' }, t)).toBe('x:once');
    expect(firingKey({ ...base, frequency: 'once_per_bar' }, t)).toBe(
      `x:bar:${Math.floor((open + 75_000) / 60_000)}`,
    );
    expect(firingKey({ ...base, frequency: 'once_per_day' }, t)).toBe(`x:day:${day}`);
    expect(firingKey({ ...base, frequency: 'every_time' }, t)).toBe(`x:at:${open + 75_000}`);
  });

  it('the firing carries the crossed value', () => {
    const engine = new AlertEngine();
    engine.load([rule({ id: 'p', type: 'change_percent', condition: 2.5 })]);
    expect(engine.evaluate(tick(1026, 0)).firings[0]).toMatchObject({ value: 2.6, price: 1026 });
  });
});
