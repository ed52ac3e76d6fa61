import type {
  Alert,
  AnalysisRecord,
  DashboardAlert,
  DashboardInsight,
  DashboardOpportunity,
  MemberDashboardResponse,
  PerformanceStats,
  WatchlistItem,
} from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import type { AuthContext } from '../../platform/access.ts';

export { memberDashboardRoutes } from './routes.ts';

/** What the dashboard reads from the other modules (all owner-scoped by the caller). */
export interface MemberDashboardPorts {
  /** The caller's newest completed analyses, newest first. */
  latestAnalyses(userId: string, count: number): Promise<AnalysisRecord[]>;
  performance(userId: string): Promise<PerformanceStats>;
  /** Empty for a guest (no watchlist). */
  watchlist(caller: AuthContext): Promise<WatchlistItem[]>;
  /** Empty for a guest (no alerts); the last firings worded in `locale`. */
  alerts(caller: AuthContext, locale: Locale): Promise<Alert[]>;
}

export interface MemberDashboardModule {
  /** The panels; texts the server words (a triggered alert's) in `locale`. */
  overview(caller: AuthContext, locale?: Locale): Promise<Omit<MemberDashboardResponse, 'success'>>;
}

/** How many analyses the computed panels look at, and the lists' lengths. */
export const DASHBOARD_RULES = {
  recent: 5,
  window: 100,
  alerts: 5,
  opportunities: 5,
  unanalysedDays: 30,
} as const;

const round2 = (value: number) => Math.round(value * 100) / 100;
const DAY_MS = 86_400_000;

/**
 * The member dashboard's live panels, each computed from the member's own data by a stated rule:
 * - recent analyses: the 5 newest completed analyses;
 * - alerts: the member's price alerts the monitor triggered and the calls the evaluator scored,
 *   newest 5 together;
 * - opportunities: among the newest 100 analyses, each stock's latest call when it is a buy with a
 *   target above the price (the watchlist's quote when the stock is watched, else the price at the
 *   call), by upside (target − price) ÷ price, largest 5;
 * - insights: the hit rate of the scored calls; watched stocks with no analysis in 30 days; watched
 *   stocks whose latest call is sell; the buy/hold/sell mix of each stock's latest call.
 */
export function createMemberDashboardModule(deps: {
  ports: MemberDashboardPorts;
  now: () => Date;
}): MemberDashboardModule {
  const { ports, now } = deps;
  return {
    async overview(caller, locale = 'zh-TW') {
      const [records, performance, watchlist, alerts] = await Promise.all([
        ports.latestAnalyses(caller.userId, DASHBOARD_RULES.window),
        ports.performance(caller.userId),
        ports.watchlist(caller),
        ports.alerts(caller, locale),
      ]);
      const at = now();
      return {
        generatedAt: at.toISOString(),
        recentAnalyses: records.slice(0, DASHBOARD_RULES.recent).map((record) => ({
          id: record.id,
          symbol: record.symbol,
          companyName: record.companyName,
          result: record.result,
          confidence: record.confidence,
          targetPrice: record.targetPrice,
          priceAtCall: record.priceAtCall,
          createdAt: record.createdAt,
        })),
        alerts: alertsOf(records, alerts),
        opportunities: opportunitiesOf(records, watchlist),
        insights: insightsOf(records, performance, watchlist, at),
      };
    },
  };
}

/** Each stock's newest record (records come newest first). */
function latestPerSymbol(records: readonly AnalysisRecord[]): Map<string, AnalysisRecord> {
  const latest = new Map<string, AnalysisRecord>();
  for (const record of records) if (!latest.has(record.symbol)) latest.set(record.symbol, record);
  return latest;
}

export function alertsOf(records: readonly AnalysisRecord[], alerts: readonly Alert[]): DashboardAlert[] {
  const triggered: DashboardAlert[] = alerts
    .filter((alert) => alert.triggeredAt !== null)
    .map((alert) => ({
      kind: 'triggered',
      id: alert.id,
      symbol: alert.symbol,
      type: alert.type,
      condition: alert.condition,
      ...(alert.triggeredText ? { text: alert.triggeredText } : {}),
      at: alert.triggeredAt!,
    }));
  const scored: DashboardAlert[] = records
    .filter((record) => record.evaluatedAt !== null && record.actualOutcome !== 'pending')
    .map((record) => ({
      kind: 'scored',
      id: record.id,
      symbol: record.symbol,
      companyName: record.companyName,
      result: record.result,
      outcome: record.actualOutcome as 'profit' | 'loss',
      actualReturn: record.actualReturn,
      at: record.evaluatedAt!,
    }));
  return [...triggered, ...scored]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, DASHBOARD_RULES.alerts);
}

export function opportunitiesOf(
  records: readonly AnalysisRecord[],
  watchlist: readonly WatchlistItem[],
): DashboardOpportunity[] {
  const quotes = new Map(watchlist.map((item) => [item.symbol, item.currentPrice]));
  const found: DashboardOpportunity[] = [];
  for (const record of latestPerSymbol(records).values()) {
    if (record.result !== 'buy' || record.targetPrice === null) continue;
    const quote = quotes.get(record.symbol) ?? null;
    const price = quote ?? record.priceAtCall;
    if (price === null || price <= 0 || record.targetPrice <= price) continue;
    found.push({
      analysisId: record.id,
      symbol: record.symbol,
      companyName: record.companyName,
      targetPrice: record.targetPrice,
      price,
      priceSource: quote === null ? 'call' : 'watchlist',
      upsidePercent: round2(((record.targetPrice - price) / price) * 100),
      confidence: record.confidence,
      createdAt: record.createdAt,
    });
  }
  return found
    .sort((a, b) => b.upsidePercent - a.upsidePercent || a.symbol.localeCompare(b.symbol))
    .slice(0, DASHBOARD_RULES.opportunities);
}

export function insightsOf(
  records: readonly AnalysisRecord[],
  performance: PerformanceStats,
  watchlist: readonly WatchlistItem[],
  at: Date,
): DashboardInsight[] {
  const insights: DashboardInsight[] = [];
  if (performance.scoredAnalyses > 0) {
    insights.push({
      kind: 'hit_rate',
      scored: performance.scoredAnalyses,
      hits: performance.successfulPredictions,
      hitRate: round2((performance.successfulPredictions / performance.scoredAnalyses) * 100),
    });
  }
  const latest = latestPerSymbol(records);
  const since = at.getTime() - DASHBOARD_RULES.unanalysedDays * DAY_MS;
  const unanalysed = watchlist
    .filter((item) => {
      const record = latest.get(item.symbol);
      return !record || Date.parse(record.createdAt) < since;
    })
    .map((item) => item.symbol);
  if (unanalysed.length > 0) {
    insights.push({
      kind: 'watchlist_unanalysed',
      days: DASHBOARD_RULES.unanalysedDays,
      symbols: unanalysed,
    });
  }
  const sell = watchlist
    .filter((item) => latest.get(item.symbol)?.result === 'sell')
    .map((item) => item.symbol);
  if (sell.length > 0) insights.push({ kind: 'watchlist_sell', symbols: sell });
  if (latest.size > 0) {
    const calls = [...latest.values()];
    const count = (result: AnalysisRecord['result']) => calls.filter((call) => call.result === result).length;
    insights.push({
      kind: 'call_mix',
      counted: calls.length,
      buy: count('buy'),
      hold: count('hold'),
      sell: count('sell'),
    });
  }
  return insights;
}
