/**
 * Revenue growth from 月營收 for the fundamental analyst.
 *
 * 3-month YoY = Σ revenue of the last three published months / Σ revenue of the same months a year
 * earlier − 1, when those months are in the data; otherwise the mean of the three published YoY
 * figures. The previous 3-month YoY (months 4–6 back) measures acceleration.
 */
import type { Notebook } from '../evidence.ts';
import { clamp } from '../stats.ts';
import type { MonthlyRevenue, RevenueMonth } from '../types.ts';

const yearBefore = (month: string) => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;

/** YoY (percent) of the three rows ending at `end`, or NaN. */
function threeMonthYoY(rows: readonly RevenueMonth[], byMonth: Map<string, number>, end: number): number {
  if (end < 2) return NaN;
  const window = rows.slice(end - 2, end + 1);
  const prior = window.map((row) => byMonth.get(yearBefore(row.month)));
  if (prior.every((v) => v !== undefined && v > 0)) {
    const now = window.reduce((sum, row) => sum + row.revenue, 0);
    const before = prior.reduce<number>((sum, v) => sum + v!, 0);
    return (now / before - 1) * 100;
  }
  if (window.every((row) => row.yoy !== null)) return window.reduce((sum, row) => sum + row.yoy!, 0) / 3;
  return NaN;
}

export function revenueVotes(
  nb: Notebook,
  revenue: MonthlyRevenue,
): { growth: number | null; acceleration: number | null } {
  const rows = revenue.rows;
  const last = rows.length - 1;
  const latest = rows[last]!;
  const byMonth = new Map(rows.map((row) => [row.month, row.revenue]));
  const prior = byMonth.get(yearBefore(latest.month));
  const yoy = latest.yoy ?? (prior !== undefined && prior > 0 ? (latest.revenue / prior - 1) * 100 : NaN);
  const src = { dataset: 'revenue' as const, info: revenue, date: latest.published };
  const amount = nb.cite('revenue', latest.revenue, 'amount', src);
  const yoy3 = threeMonthYoY(rows, byMonth, last);
  if (!Number.isFinite(yoy3)) {
    if (Number.isFinite(yoy))
      nb.key('fundamental.revenueLatest', { amount, yoy: nb.cite('revenueYoY', yoy, 'percent', src) });
    return { growth: Number.isFinite(yoy) ? clamp(yoy / 30) : null, acceleration: null };
  }
  // A finite 3-month YoY implies a finite latest YoY (same prior-year rows, or published figures).
  const refs = {
    amount,
    yoy: nb.cite('revenueYoY', yoy, 'percent', src),
    yoy3: nb.cite('revenueYoY3m', yoy3, 'percent', { ...src, from: rows[last - 2]!.published }),
  };
  const previous = threeMonthYoY(rows, byMonth, last - 3);
  let acceleration: number | null = null;
  if (yoy3 < 0) nb.risk('fundamental.revenueDecline', refs);
  else nb.key('fundamental.revenueGrowth', refs);
  if (Number.isFinite(previous)) {
    const change = yoy3 - previous;
    acceleration = clamp(change / 20);
    const accRefs = {
      yoy3: refs.yoy3,
      previous: nb.cite('revenueYoY3mPrevious', previous, 'percent', {
        ...src,
        date: rows[last - 3]!.published,
      }),
    };
    if (change >= 5) nb.opportunity('fundamental.revenueAccelerating', accRefs);
    else if (change <= -5) nb.risk('fundamental.revenueDecelerating', accRefs);
  }
  return { growth: clamp(yoy3 / 30), acceleration };
}
