import { describe, expect, it } from 'vitest';
import { alertCheckSeconds, CadencedAlertEngine, checkPointOf } from './cadence.ts';
import type { AlertRule, Tick } from './rules.ts';

const day = '2026-03-02';
const open = Date.parse(`${day}T09:00:00+08:00`);

function rule(id: string, condition: number, overrides: Partial<AlertRule> = {}): AlertRule {
  return {
    id,
    symbol: '2330',
    type: 'price_above',
    condition,
    frequency: 'every_time',
    minIntervalSeconds: 0,
    expiresAt: null,
    isActive: true,
    lastTriggeredAt: null,
    ...overrides,
  };
}

function tick(price: number, seconds: number): Tick {
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
  };
}

/** Feeds ticks 5 s apart and lists each firing as "id@second:price". */
function run(engine: CadencedAlertEngine, prices: number[], from = 0): string[] {
  return prices.flatMap((price, i) =>
    engine
      .evaluate(tick(price, from + i * 5))
      .firings.map((firing) => `${firing.alertId}@${(firing.time - open) / 1000}:${firing.price}`),
  );
}

describe('the tier rule', () => {
  it('real-time plans every tick; others at their seconds, never under a minute', () => {
    expect(alertCheckSeconds({ realtimeAlerts: true, alertCheckSeconds: 300 })).toBe(0);
    expect(alertCheckSeconds({ realtimeAlerts: false, alertCheckSeconds: 60 })).toBe(60);
    expect(alertCheckSeconds({ realtimeAlerts: false, alertCheckSeconds: 300 })).toBe(300);
    expect(alertCheckSeconds({ realtimeAlerts: false, alertCheckSeconds: 0 })).toBe(60);
  });

  it('evaluation points are aligned on the clock', () => {
    expect(checkPointOf(open + 59_999, 60)).toBe(checkPointOf(open, 60));
    expect(checkPointOf(open + 60_000, 60)).toBe(checkPointOf(open, 60) + 1);
    expect(checkPointOf(open + 299_999, 300)).toBe(checkPointOf(open, 300));
  });
});

describe('CadencedAlertEngine', () => {
  // 09:00:00 1000, 09:00:05 1005, 09:00:10 1012 (the crossing), then 1015 until 09:05:00.
  const prices = [1000, 1005, 1012, ...Array.from({ length: 58 }, () => 1015)];

  it('the same crossing fires on the tick, at the next minute, or at the next five minutes', () => {
    const engine = new CadencedAlertEngine();
    engine.load([
      { rule: rule('diamond', 1010), cadence: 0 },
      { rule: rule('gold', 1010), cadence: 60 },
      { rule: rule('free', 1010), cadence: 300 },
    ]);
    expect(run(engine, prices)).toEqual(['diamond@10:1012', 'gold@60:1015', 'free@300:1015']);
  });

  it('a crossing that reverted before the next point is not seen by a delayed rule (edge)', () => {
    const engine = new CadencedAlertEngine();
    engine.load([
      { rule: rule('diamond', 1010), cadence: 0 },
      { rule: rule('gold', 1010), cadence: 60 },
    ]);
    const back = [1000, 1012, ...Array.from({ length: 11 }, () => 1000), 1011];
    // 09:00:05 crosses and falls back; at 09:01:00 the price is under again; 09:01:05 is not a point.
    expect(run(engine, back)).toEqual(['diamond@5:1012', 'diamond@65:1011']);
  });

  it('a rule moved to another cadence follows it from the next tick', () => {
    const engine = new CadencedAlertEngine();
    engine.load([{ rule: rule('member', 1010), cadence: 0 }]);
    expect(run(engine, [1000, 1012])).toEqual(['member@5:1012']);
    engine.setCadence('member', 300);
    expect(engine.cadenceOf('member')).toBe(300);
    // Under at 09:05:00 (a point), over at 09:05:05: a five-minute plan waits for 09:10:00.
    const later = [1000, 1012, ...Array.from({ length: 59 }, () => 1013)];
    expect(run(engine, later, 300)).toEqual(['member@600:1013']);
  });

  it('a delayed engine made mid-session starts from the latest quote, not the previous close', () => {
    const engine = new CadencedAlertEngine();
    engine.load([{ rule: rule('diamond', 2000), cadence: 0 }]);
    expect(run(engine, [1020])).toEqual([]);
    engine.upsert(rule('gold', 1010), 60);
    const stay = Array.from({ length: 13 }, () => 1020);
    expect(run(engine, stay)).toEqual([]);
  });
});

describe('CadencedAlertEngine, a rule moved into a running delayed engine', () => {
  it('is judged from that cadence’s last point, like every rule of the plan it moved to', () => {
    const engine = new CadencedAlertEngine();
    engine.load([
      { rule: rule('member', 1010), cadence: 0 },
      { rule: rule('other', 1014), cadence: 300 },
    ]);
    expect(run(engine, [1000, 1012])).toEqual(['member@5:1012']);
    engine.setCadence('member', 300);
    // The five-minute plan last looked at 09:00:00 (1000): at 09:05:00 both rules have crossed.
    expect(run(engine, [1015], 300).sort()).toEqual(['member@300:1015', 'other@300:1015']);
  });
});
