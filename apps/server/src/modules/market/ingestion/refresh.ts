import { marketPhase, nextFactor, addDays } from '@alphadesk/core';
import type { BarsRepository, StoredBar } from '../store/bars-repository.ts';
import type { Catalog } from '../store/catalog.ts';
import type { FactsRepository } from '../store/facts-repository.ts';
import { ProviderError, type MarketDataProvider, type SecurityRef } from './providers/types.ts';
import { lastClosedSession, previousMonth } from './sessions.ts';

/** Quotes are still refreshed this long after the close, to store the closing quote. */
export const afterCloseGraceMs = 15 * 60_000;

export interface DailyRefreshReport {
  date: string;
  bars: number;
  indices: number;
  valuations: number;
  flows: number;
  margin: number;
  revenue: number;
  dividends: number;
  statuses: number;
  failures: string[];
}

/**
 * The scheduled refreshes: quotes while Taiwan trades (and just after the close), and after the
 * close the day's bars, indices, valuations, flows, margin, revenue, dividends and notices. Each
 * part fails on its own; 'no-data' (not published yet) is not a failure.
 */
export function createRefresher(deps: {
  provider: MarketDataProvider;
  catalog: Catalog;
  /** Fetches and stores quotes for many securities (the quote cache, bypassed and refilled). */
  quotes: { refresh(securities: readonly SecurityRef[]): Promise<number> };
  bars: BarsRepository;
  facts: FactsRepository;
  now: () => Date;
  holidays: ReadonlySet<string>;
  onError?: ((error: unknown) => void) | undefined;
}) {
  const taiwanSecurities = async () =>
    (await deps.catalog.all()).filter((security) => security.market === 'TW');

  return {
    /** Refreshes every Taiwan quote if the market is open or closed less than 15 minutes ago. */
    async refreshQuotes(): Promise<{ skipped: boolean; quotes: number }> {
      const at = deps.now();
      const phase = marketPhase(at, deps.holidays);
      const justClosed =
        phase === 'closed' &&
        marketPhase(new Date(at.getTime() - afterCloseGraceMs), deps.holidays) === 'open';
      if (phase !== 'open' && !justClosed) return { skipped: true, quotes: 0 };
      return { skipped: false, quotes: await deps.quotes.refresh(await taiwanSecurities()) };
    },

    /** Stores the last closed session's data; safe to run several times (upserts). */
    async refreshDaily(date = lastClosedSession(deps.now(), deps.holidays)): Promise<DailyRefreshReport> {
      const parts = dailyParts(deps, date, await taiwanSecurities());
      const report: DailyRefreshReport = { date, ...emptyCounts(), failures: [] };
      for (const name of dailyPartNames) {
        try {
          report[name] = await parts[name]();
        } catch (error) {
          if (error instanceof ProviderError && (error.kind === 'no-data' || error.kind === 'unsupported'))
            continue;
          deps.onError?.(error);
          report.failures.push(`${name}: ${(error as Error).message}`);
        }
      }
      return report;
    },
  };
}

type RefresherDeps = Parameters<typeof createRefresher>[0];
type DailyPart = keyof Omit<DailyRefreshReport, 'date' | 'failures'>;
const dailyPartNames = [
  'bars',
  'indices',
  'valuations',
  'flows',
  'margin',
  'revenue',
  'dividends',
  'statuses',
] as const satisfies readonly DailyPart[];
const emptyCounts = () =>
  Object.fromEntries(dailyPartNames.map((name) => [name, 0])) as Record<DailyPart, number>;

/** Each part of the daily refresh fetches one kind of data for the session and stores it. */
function dailyParts(
  deps: RefresherDeps,
  date: string,
  securities: readonly SecurityRef[],
): Record<DailyPart, () => Promise<number>> {
  const stored = async <T>(rows: Promise<T[]>, store: (rows: T[]) => Promise<unknown>) => {
    const fetched = await rows;
    await store(fetched);
    return fetched.length;
  };
  return {
    bars: async () => {
      const snapshot = await deps.provider.dailySnapshot(date, securities);
      const previous = await deps.bars.lastBarsBefore(
        snapshot.map((bar) => bar.symbol),
        date,
      );
      const bars = snapshot.map((bar): StoredBar => {
        const before = previous.get(bar.symbol);
        return {
          ...bar,
          adjFactor: before
            ? nextFactor({ date: before.date, close: before.close, factor: before.adjFactor }, bar)
            : (bar.adjFactor ?? 1),
        };
      });
      await deps.bars.upsertBars(bars);
      return bars.length;
    },
    // Each level keeps its own date (foreign markets close at other times).
    indices: () => stored(deps.provider.indices(deps.now()), deps.facts.upsertIndexValues),
    valuations: () => stored(deps.provider.valuations(date, securities), deps.facts.upsertValuations),
    flows: () => stored(deps.provider.institutionalFlows(date, securities), deps.facts.upsertFlows),
    margin: () => stored(deps.provider.marginBalances(date, securities), deps.facts.upsertMargin),
    revenue: () =>
      stored(deps.provider.monthlyRevenue(previousMonth(date), securities), deps.facts.upsertRevenue),
    dividends: () =>
      stored(deps.provider.dividends(addDays(date, -7), addDays(date, 30)), deps.bars.upsertDividends),
    statuses: () => stored(deps.provider.securityStatus(date), deps.facts.upsertStatus),
  };
}
export type Refresher = ReturnType<typeof createRefresher>;
