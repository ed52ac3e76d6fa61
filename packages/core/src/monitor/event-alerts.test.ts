import { describe, expect, it } from 'vitest';
import { evaluateMarketEvent, type MarketEventSignal } from './event-alerts.ts';
import { marketEventAlertTypes, type AlertRule } from './rules.ts';

const rule = (overrides: Partial<AlertRule>): AlertRule => ({
  id: 'a1',
  symbol: '2603',
  type: 'attention_entered',
  condition: 0,
  frequency: 'every_time',
  minIntervalSeconds: 60,
  expiresAt: null,
  isActive: true,
  lastTriggeredAt: null,
  ...overrides,
});

const event = (overrides: Partial<MarketEventSignal>): MarketEventSignal => ({
  key: 'attention-entered:2603:2024-03-04',
  type: 'attention_entered',
  symbol: '2603',
  time: Date.parse('2024-03-04T10:00:00Z'),
  tradingDay: '2024-03-04',
  price: 195.5,
  yoyPercent: null,
  ...overrides,
});

/** The event each alert type waits for. */
const eventOfType: Record<(typeof marketEventAlertTypes)[number], string> = {
  attention_entered: 'attention_entered',
  attention_exited: 'attention_exited',
  disposition_entered: 'disposition_entered',
  disposition_exited: 'disposition_exited',
  monthly_revenue: 'monthly_revenue',
  monthly_revenue_yoy_above: 'monthly_revenue',
  ex_dividend_upcoming: 'ex_dividend_upcoming',
  ex_dividend_today: 'ex_dividend_today',
  dividend_gap_filled: 'dividend_gap_filled',
};

describe('alerts on market events', () => {
  it('fires each type on its own event only, keyed by the event', () => {
    const eventTypes = [...new Set(Object.values(eventOfType)), 'limit_up'];
    for (const type of marketEventAlertTypes) {
      const rules = [rule({ id: type, type, condition: type === 'monthly_revenue_yoy_above' ? 5 : 0 })];
      for (const eventType of eventTypes) {
        const { firings } = evaluateMarketEvent(
          rules,
          event({ type: eventType, key: `k:${eventType}`, yoyPercent: 12 }),
        );
        if (eventType === eventOfType[type]) {
          expect(firings, `${type} on ${eventType}`).toEqual([
            expect.objectContaining({ alertId: type, type, idempotencyKey: `${type}:event:k:${eventType}` }),
          ]);
        } else {
          expect(firings, `${type} on ${eventType}`).toEqual([]);
        }
      }
    }
  });

  it('does not fire on another symbol or an inactive rule', () => {
    expect(evaluateMarketEvent([rule({ symbol: '2330' })], event({})).firings).toEqual([]);
    expect(evaluateMarketEvent([rule({ isActive: false })], event({})).firings).toEqual([]);
  });

  it('fires the YoY threshold at or above it, never on an unknown YoY', () => {
    const threshold = [rule({ type: 'monthly_revenue_yoy_above', condition: 11.32 })];
    const revenue = (yoyPercent: number | null) =>
      evaluateMarketEvent(threshold, event({ type: 'monthly_revenue', key: 'r', yoyPercent })).firings;
    expect(revenue(11.32)).toEqual([expect.objectContaining({ value: 11.32 })]);
    expect(revenue(11.31)).toEqual([]);
    expect(revenue(null)).toEqual([]);
  });

  it('keys a once alert once (and spends it), a daily one per day, the others per event', () => {
    const once = evaluateMarketEvent([rule({ frequency: 'once' })], event({})).firings[0]!;
    expect(once).toMatchObject({ idempotencyKey: 'a1:once', deactivates: true });
    const daily = evaluateMarketEvent([rule({ frequency: 'once_per_day' })], event({})).firings[0]!;
    expect(daily).toMatchObject({ idempotencyKey: 'a1:day:2024-03-04', deactivates: false });
    const again = evaluateMarketEvent([rule({ frequency: 'once_per_bar' })], event({})).firings[0]!;
    expect(again.idempotencyKey).toBe('a1:event:attention-entered:2603:2024-03-04');
  });

  it('drops an expired rule and keeps the least interval of every_time', () => {
    const time = Date.parse('2024-03-04T10:00:00Z');
    expect(evaluateMarketEvent([rule({ expiresAt: time })], event({ time }))).toEqual({
      firings: [],
      expired: ['a1'],
    });
    const recent = rule({ lastTriggeredAt: time - 30_000, minIntervalSeconds: 60 });
    expect(evaluateMarketEvent([recent], event({ time })).firings).toEqual([]);
    const earlier = rule({ lastTriggeredAt: time - 60_000, minIntervalSeconds: 60 });
    expect(evaluateMarketEvent([earlier], event({ time })).firings).toHaveLength(1);
  });
});
