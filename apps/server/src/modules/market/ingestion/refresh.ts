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
      const securities = await taiwanSecurities();
      const report: DailyRefreshReport = {
        date,
        bars: 0,
        indices: 0,
        valuations: 0,
        flows: 0,
        margin: 0,
        revenue: 0,
        dividends: 0,
        statuses: 0,
        failures: [],
      };
      const step = async (
        name: keyof Omit<DailyRefreshReport, 'date' | 'failures'>,
        run: () => Promise<number>,
      ) => {
        try {
          report[name] = await run();
        } catch (error) {
          if (error instanceof ProviderError && (error.kind === 'no-data' || error.kind === 'unsupported'))
            return;
          deps.onError?.(error);
          report.failures.push(`${name}: ${(error as Error).message}`);
        }
      };

      await step('bars', async () => {
        const snapshot = await deps.provider.dailySnapshot(date, securities);
        const previous = await deps.bars.lastBarsBefore(
          snapshot.map((bar) => bar.symbol),
          date,
        );
        const stored = snapshot.map((bar): StoredBar => {
          const before = previous.get(bar.symbol);
          return {
            ...bar,
            adjFactor: before
              ? nextFactor({ date: before.date, close: before.close, factor: before.adjFactor }, bar)
              : (bar.adjFactor ?? 1),
          };
        });
        await deps.bars.upsertBars(stored);
        return stored.length;
      });
      await step('indices', async () => {
        // Each level keeps its own date (foreign markets close at other times).
        const values = await deps.provider.indices(deps.now());
        await deps.facts.upsertIndexValues(values);
        return values.length;
      });
      await step('valuations', async () => {
        const rows = await deps.provider.valuations(date, securities);
        await deps.facts.upsertValuations(rows);
        return rows.length;
      });
      await step('flows', async () => {
        const rows = await deps.provider.institutionalFlows(date, securities);
        await deps.facts.upsertFlows(rows);
        return rows.length;
      });
      await step('margin', async () => {
        const rows = await deps.provider.marginBalances(date, securities);
        await deps.facts.upsertMargin(rows);
        return rows.length;
      });
      await step('revenue', async () => {
        const rows = await deps.provider.monthlyRevenue(previousMonth(date), securities);
        await deps.facts.upsertRevenue(rows);
        return rows.length;
      });
      await step('dividends', async () => {
        const events = await deps.provider.dividends(addDays(date, -7), addDays(date, 30));
        await deps.bars.upsertDividends(events);
        return events.length;
      });
      await step('statuses', async () => {
        const rows = await deps.provider.securityStatus(date);
        await deps.facts.upsertStatus(rows);
        return rows.length;
      });
      return report;
    },
  };
}
export type Refresher = ReturnType<typeof createRefresher>;
