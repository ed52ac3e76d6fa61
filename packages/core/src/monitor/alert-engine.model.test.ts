import { describe, expect, it } from 'vitest';
import { AlertEngine } from './alert-engine.ts';
import { alertFrequencies, firingKey, type AlertRule, type AlertType, type Tick } from './rules.ts';

/**
 * The engine against a plain model of the rules: every rule of the ticked symbol checked on every
 * tick, with the same integer measures, edge-triggered inclusive crossings and per-period firing.
 * Random ticks (several symbols, days, limit touches) interleaved with added, replaced, switched
 * and removed rules: whatever the engine's cursors and bands do, the firings must be the model's.
 */

const h = (value: number) => Math.round(value * 100);
interface Ref {
  day: string;
  cents: number;
  percent: number;
  volume: number;
  up: boolean;
  down: boolean;
}

function measure(tick: Tick): Ref {
  const cents = h(tick.price);
  const close = h(tick.previousClose);
  const average = tick.averageVolume ?? 0;
  return {
    day: tick.tradingDay,
    cents,
    percent: close > 0 ? Math.round(((cents - close) * 10_000) / close) : 0,
    volume: average > 0 ? Math.floor((tick.volume * 100) / average) : 0,
    up: cents >= h(tick.limitUp),
    down: cents <= h(tick.limitDown),
  };
}

function crossed(rule: AlertRule, before: Ref, now: Ref): boolean {
  const v = h(rule.condition);
  switch (rule.type) {
    case 'price_above':
      return before.cents < v && v <= now.cents;
    case 'price_below':
      return now.cents <= v && v < before.cents;
    case 'change_percent':
      if (v > 0) return before.percent < v && v <= now.percent;
      return v < 0 && now.percent <= v && v < before.percent;
    case 'volume_spike':
      return v > 0 && before.volume < v && v <= now.volume;
    case 'limit_up_touched':
      return !before.up && now.up;
    case 'limit_up_reopened':
      return before.up && !now.up;
    case 'limit_down_touched':
      return !before.down && now.down;
    case 'limit_down_reopened':
      return before.down && !now.down;
    default:
      return false;
  }
}

class Model {
  rules = new Map<string, AlertRule>();
  refs = new Map<string, Ref>();
  keys = new Map<string, string>();

  upsert(rule: AlertRule) {
    this.remove(rule.id);
    if (rule.isActive) this.rules.set(rule.id, { ...rule });
  }

  remove(id: string) {
    this.rules.delete(id);
    this.keys.delete(id);
  }

  evaluate(tick: Tick) {
    const now = measure(tick);
    const stored = this.refs.get(tick.symbol);
    const before =
      stored && stored.day === tick.tradingDay
        ? stored
        : { ...now, cents: h(tick.previousClose), percent: 0, volume: 0, up: false, down: false };
    this.refs.set(tick.symbol, now);
    const firings: string[] = [];
    const expired: string[] = [];
    for (const rule of [...this.rules.values()]) {
      if (rule.symbol !== tick.symbol || !crossed(rule, before, now)) continue;
      if (rule.expiresAt !== null && tick.time >= rule.expiresAt) {
        this.remove(rule.id);
        expired.push(rule.id);
        continue;
      }
      const last = rule.lastTriggeredAt;
      if (
        rule.frequency === 'every_time' &&
        last !== null &&
        tick.time - last < rule.minIntervalSeconds * 1000
      )
        continue;
      const key = firingKey(rule, tick);
      if (this.keys.get(rule.id) === key) continue;
      this.keys.set(rule.id, key);
      rule.lastTriggeredAt = tick.time;
      const value =
        rule.type === 'change_percent'
          ? now.percent / 100
          : rule.type === 'volume_spike'
            ? now.volume / 100
            : tick.price;
      firings.push(`${key}=${value}`);
      if (rule.frequency === 'once') this.remove(rule.id);
    }
    return { firings: firings.sort(), expired: expired.sort() };
  }
}

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const types: AlertType[] = [
  'price_above',
  'price_below',
  'change_percent',
  'volume_spike',
  'limit_up_touched',
  'limit_up_reopened',
  'limit_down_touched',
  'limit_down_reopened',
];
const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
const open = Date.parse('2026-03-02T09:00:00+08:00');

const symbols = ['A', 'B', 'C'];

/** Random rules: new ids, or (`again`) an id already used, so a rule is replaced. */
function ruleMaker(random: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  let nextId = 0;
  const make = (id: string): AlertRule => {
    const type = pick(types);
    const condition =
      type === 'change_percent'
        ? Math.round((random() * 12 - 6) * 4) / 4
        : type === 'volume_spike'
          ? Math.round(random() * 8) / 4
          : 94 + Math.round(random() * 24) / 2;
    return {
      id,
      symbol: pick(symbols),
      type,
      condition,
      frequency: pick(alertFrequencies),
      minIntervalSeconds: pick([0, 0, 5, 30]),
      expiresAt: random() < 0.1 ? open + Math.floor(random() * 600_000) : null,
      isActive: random() < 0.9,
      lastTriggeredAt: random() < 0.1 ? open : null,
    };
  };
  return {
    pick,
    next: () => make(`r${nextId++}`),
    again: () => make(`r${Math.floor(random() * nextId)}`),
    usedId: () => `r${Math.floor(random() * nextId)}`,
  };
}

function scenario(seed: number) {
  const random = generator(seed);
  const rules = ruleMaker(random);
  const { pick } = rules;
  const engine = new AlertEngine();
  const model = new Model();
  // Some ids repeat within the load: the last active one counts.
  const initial = Array.from({ length: 60 }, (_, i) =>
    i > 10 && random() < 0.15 ? rules.again() : rules.next(),
  );
  engine.load(initial);
  for (const rule of initial) if (rule.isActive) model.upsert(rule);
  const prices = new Map(symbols.map((s) => [s, 100]));
  const volumes = new Map(symbols.map((s) => [s, 0]));
  let day = 0;
  let time = open;
  let fired = 0;
  for (let step = 0; step < 1500; step++) {
    const roll = random();
    if (roll < 0.04) {
      const rule = random() < 0.5 ? rules.next() : rules.again();
      engine.upsert(rule);
      model.upsert(rule);
      continue;
    }
    if (roll < 0.045) {
      // A load in mid-session (a new cadence's rules), into indexes that may be empty.
      const batch = Array.from({ length: 5 }, () => rules.next());
      engine.load(batch);
      for (const rule of batch) if (rule.isActive) model.upsert(rule);
      continue;
    }
    if (roll < 0.06) {
      const id = rules.usedId();
      engine.remove(id);
      model.remove(id);
      expect(engine.has(id)).toBe(false);
      continue;
    }
    if (roll < 0.065 && day < days.length - 1) {
      day++;
      for (const s of symbols) {
        prices.set(s, 100);
        volumes.set(s, 0);
      }
    }
    const symbol = pick(symbols);
    const price = Math.min(
      110,
      Math.max(90, Math.round((prices.get(symbol)! + (random() - 0.5) * 3) * 4) / 4),
    );
    prices.set(symbol, price);
    volumes.set(symbol, volumes.get(symbol)! + Math.floor(random() * 400));
    time += pick([0, 1_000, 7_000, 40_000]);
    const tick: Tick = {
      symbol,
      price,
      previousClose: 100,
      volume: volumes.get(symbol)!,
      averageVolume: random() < 0.05 ? null : 1_000,
      limitUp: 110,
      limitDown: 90,
      time,
      tradingDay: days[day]!,
    };
    if (random() < 0.03) {
      engine.observe(tick);
      model.refs.set(symbol, measure(tick));
      continue;
    }
    const result = engine.evaluate(tick);
    const ours = {
      firings: result.firings.map((f) => `${f.idempotencyKey}=${f.value}`).sort(),
      expired: [...result.expired].sort(),
    };
    expect(ours, `step ${step}`).toEqual(model.evaluate(tick));
    fired += ours.firings.length;
  }
  expect(engine.size).toBe(model.rules.size);
  return fired;
}

describe('the engine fires what a scan of every rule fires', () => {
  it('rules loaded after their symbol was seen fire on its next crossing', () => {
    const engine = new AlertEngine();
    const tick = (price: number, seconds: number): Tick => ({
      symbol: 'X',
      price,
      previousClose: 100,
      volume: 0,
      averageVolume: null,
      limitUp: 110,
      limitDown: 90,
      time: open + seconds * 1000,
      tradingDay: days[0]!,
    });
    engine.evaluate(tick(100, 0));
    engine.load([
      {
        id: 'late',
        symbol: 'X',
        type: 'price_above',
        condition: 101,
        frequency: 'every_time',
        minIntervalSeconds: 0,
        expiresAt: null,
        isActive: true,
        lastTriggeredAt: null,
      },
    ]);
    expect(engine.evaluate(tick(101, 1)).firings.map((firing) => firing.alertId)).toEqual(['late']);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])('random session %i with rule changes', (seed) => {
    // The sessions are dense enough that many rules fire, so agreeing says something.
    expect(scenario(seed)).toBeGreaterThan(50);
  });
});
