import type { Alert, CreateAlertInput, MarketEvent, MonitorUsage, WatchlistItem } from '@alphadesk/contracts';
import type { Tick } from '@alphadesk/core';
import type { Db } from '@alphadesk/db';
import { createAlerts } from './alerts.ts';
import { createEvaluator, type FiredAlert } from './evaluation.ts';
import { createEvents } from './events.ts';
import { limitsOf, requireMember, usageOf } from './limits.ts';
import type { Caller, MonitorMarket, MonitorPlans } from './ports.ts';
import { createMonitorRepository, type NewMarketEventRow } from './repository.ts';
import { createWatchlist } from './watchlist.ts';

export type { Caller, MonitorMarket, MonitorPlans } from './ports.ts';
export type { FiredAlert } from './evaluation.ts';
export type { NewMarketEventRow } from './repository.ts';
export { monitorRoutes } from './routes.ts';

/** The market monitor: watchlist, alert rules and their evaluation, market events. */
export interface MonitorModule {
  watchlist(caller: Caller): Promise<WatchlistItem[]>;
  addToWatchlist(caller: Caller, symbol: string): Promise<WatchlistItem>;
  removeFromWatchlist(caller: Caller, id: string): Promise<void>;
  alerts(caller: Caller): Promise<Alert[]>;
  createAlert(caller: Caller, request: CreateAlertInput): Promise<Alert>;
  setAlertActive(caller: Caller, id: string, isActive: boolean): Promise<Alert>;
  removeAlert(caller: Caller, id: string): Promise<void>;
  usage(caller: Caller): Promise<MonitorUsage>;
  /** The latest 50 market events, newest first. */
  events(): Promise<MarketEvent[]>;
  /** Stores market events once per source key; answers the new ones. */
  recordEvents(rows: readonly NewMarketEventRow[]): Promise<MarketEvent[]>;
  /** Evaluates ticks against every active alert; answers how many firings were newly stored. */
  evaluateTicks(ticks: readonly Tick[], options: { simulated: boolean }): Promise<number>;
  /** Records the last known quotes without firing (so a restart does not see every level as new). */
  observeTicks(ticks: readonly Tick[]): Promise<void>;
  /** Listens to stored firings and new events (the live feed); answers the unsubscribe. */
  subscribe(listener: MonitorListener): () => void;
}

export interface MonitorListener {
  alertFired?(fired: FiredAlert): void;
  eventRecorded?(event: MarketEvent): void;
}

export interface MonitorModuleDeps {
  db: Db;
  /** The market module's facade (the part the monitor reads). */
  market: MonitorMarket;
  plans: MonitorPlans;
  now: () => Date;
}

export function createMonitorModule(deps: MonitorModuleDeps): MonitorModule {
  const repository = createMonitorRepository(deps.db);
  const listeners = new Set<MonitorListener>();
  const evaluator = createEvaluator({
    repository,
    onFired: (fired) => listeners.forEach((listener) => listener.alertFired?.(fired)),
  });
  const watchlist = createWatchlist({ repository, market: deps.market, plans: deps.plans });
  const alerts = createAlerts({
    repository,
    market: deps.market,
    plans: deps.plans,
    now: deps.now,
    onChange: evaluator.apply,
  });
  const events = createEvents(repository, (event) =>
    listeners.forEach((listener) => listener.eventRecorded?.(event)),
  );
  return {
    watchlist: watchlist.list,
    addToWatchlist: watchlist.add,
    removeFromWatchlist: watchlist.remove,
    alerts: alerts.list,
    createAlert: alerts.create,
    setAlertActive: alerts.setActive,
    removeAlert: alerts.remove,
    async usage(caller) {
      requireMember(caller);
      const [limits, watchlistCount, alertCount] = await Promise.all([
        limitsOf(deps.plans, caller.tier),
        watchlist.count(caller),
        alerts.countActive(caller),
      ]);
      return usageOf(limits, watchlistCount, alertCount);
    },
    events: events.latest,
    recordEvents: events.record,
    evaluateTicks: evaluator.evaluate,
    observeTicks: evaluator.observe,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
