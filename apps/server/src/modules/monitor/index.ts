import type { Alert, CreateAlertInput, MarketEvent, MonitorUsage, WatchlistItem } from '@alphadesk/contracts';
import type { IndexUpdate, MarketFeedQuery, PriceUpdate } from '@alphadesk/contracts';
import type { Locale, Tick } from '@alphadesk/core';
import type { Db } from '@alphadesk/db';
import type { Redis } from 'ioredis';
import { createAlerts } from './alerts.ts';
import { createEvaluator, type FiredAlert } from './evaluation.ts';
import { createEvents, eventInEachLocale, eventOf } from './events.ts';
import { createEventAlerts } from './events/alerts.ts';
import { createAnnouncementIngestion, type AnnouncementIngestReport } from './events/ingest.ts';
import { createAnnouncementRepository } from './events/repository.ts';
import { limitsOf, requireMember, usageOf } from './limits.ts';
import type { Caller, MonitorMarket, MonitorMembers, MonitorPlans } from './ports.ts';
import { planCadences } from './cadences.ts';
import { createMonitorRepository, type MarketEventRow, type NewMarketEventRow } from './repository.ts';
import { createWatchlist } from './watchlist.ts';
import { openFeedConnection, type FeedConnection } from './feed/connection.ts';
import type { FeedSocket } from './feed/feed-client.ts';
import { createFeedHub, defaultFeedLimits } from './feed/hub.ts';
import { createLivePump } from './live/pump.ts';
import { createAverageVolumes } from './live/average-volume.ts';
import { simulatedQuote } from './live/simulated-tick.ts';
import { appError } from '../../platform/errors.ts';
import { createLocalFanout, createRedisFanout, type AlertRuleChange, type MonitorFanout } from './fanout.ts';

export type { Caller, MonitorMarket, MonitorMembers, MonitorPlans } from './ports.ts';
export type { FiredAlert } from './evaluation.ts';
export type { NewMarketEventRow } from './repository.ts';
export { monitorRoutes } from './routes.ts';
export { registerMonitorFeed, registerMonitorLive } from './feed/routes.ts';
export { simulatedTickRoutes } from './live/simulated-tick-routes.ts';
export { monitorConfig, type MonitorSettings } from './config.ts';
export { registerMonitorJobs } from './events/jobs.ts';
export type { AnnouncementIngestReport } from './events/ingest.ts';
export type { FeedConnection } from './feed/connection.ts';
export {
  alertDeliveryRoutes,
  createAlertDelivery,
  registerAlertDeliveryJobs,
  webhookSignature,
  type AlertDelivery,
} from './delivery/index.ts';

/** The market monitor: watchlist, alert rules and their evaluation, market events. */
export interface MonitorModule {
  watchlist(caller: Caller): Promise<WatchlistItem[]>;
  addToWatchlist(caller: Caller, symbol: string): Promise<WatchlistItem>;
  removeFromWatchlist(caller: Caller, id: string): Promise<void>;
  /** The member's rules, the last firing of each worded in `locale`. */
  alerts(caller: Caller, locale?: Locale): Promise<Alert[]>;
  createAlert(caller: Caller, request: CreateAlertInput): Promise<Alert>;
  setAlertActive(caller: Caller, id: string, isActive: boolean): Promise<Alert>;
  removeAlert(caller: Caller, id: string): Promise<void>;
  usage(caller: Caller): Promise<MonitorUsage>;
  /** The latest 50 market events, newest first, worded in `locale` where the product wrote them. */
  events(locale?: Locale): Promise<MarketEvent[]>;
  /** The 注意/處置 events (types starting with attention/disposition) of one Taipei day. */
  notices(date: string, locale?: Locale): Promise<MarketEvent[]>;
  /** Stores market events once per source key; answers the new ones. */
  recordEvents(rows: readonly NewMarketEventRow[]): Promise<MarketEvent[]>;
  /** Evaluates ticks against every active alert; answers how many firings were newly stored. */
  evaluateTicks(ticks: readonly Tick[], options: { simulated: boolean }): Promise<number>;
  /** Records the last known quotes without firing (so a restart does not see every level as new). */
  observeTicks(ticks: readonly Tick[]): Promise<void>;
  /**
   * Stores the exchanges' announcements of a Taipei date (today by default) as market events and
   * fires the alerts on them; repeated runs store and fire nothing twice.
   */
  ingestAnnouncements(date?: string): Promise<AnnouncementIngestReport>;
  /** Listens to stored firings and new events (the live feed); answers the unsubscribe. */
  subscribe(listener: MonitorListener): () => void;
  /** A `/ws/market` client: authenticated by the query's token, then fed until it closes. */
  openFeed(
    socket: FeedSocket & { ping(): void; terminate(): void },
    query: MarketFeedQuery | null,
    /** The upgrade request's Accept-Language: the language when the query states none of ours. */
    acceptLanguage?: string,
  ): FeedConnection;
  /** Sends quotes to the live clients subscribed to their symbols (latest wins per symbol). */
  publishPrices(updates: readonly PriceUpdate[]): void;
  publishIndex(update: IndexUpdate): void;
  /** Live feed clients connected to this process. */
  feedClients(): number;
  /** Closes every live connection (shutdown). */
  closeFeeds(): void;
  /** One pass of the live feed: quotes of watched and alerted symbols, alerts, limit events. */
  liveCycle(): Promise<void>;
  /**
   * Test mode only (its route exists only then): the symbol's quote moved to `price` now, delivered
   * like a cycle's quote — pushed to subscribers, evaluated against the alerts, limit locks recorded.
   */
  simulateTick(symbol: string, price: number): Promise<{ symbol: string; price: number; fired: number }>;
  /** Runs liveCycle every interval (0: never). */
  startLive(intervalMs: number): void;
  stopLive(): void;
  /**
   * The role whose process reads quotes and evaluates alerts: every ws process on its own without
   * Redis; with Redis the one scheduler, which publishes to every ws process.
   */
  readonly liveRole: 'ws' | 'scheduler';
  /** Starts receiving fanned-out messages: feed ones in ws processes, rule changes where alerts are evaluated. */
  listen(options: { feed: boolean; rules: boolean }): Promise<void>;
  /** Stops receiving (shutdown). */
  closeFanout(): Promise<void>;
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
  /** The owners' tiers, read before each evaluation (the plan decides the alerts' cadence). */
  members: MonitorMembers;
  /** Resolves an access token to its caller; null when it is not valid (the live feed's sign-in). */
  authenticate(token: string): Promise<Caller | null>;
  now: () => Date;
  onLiveError?: (error: unknown) => void;
  /** Test seam: the live feed's buffer caps and heartbeat period. */
  feedLimits?: typeof defaultFeedLimits;
  /** Least time between two flush passes of the live feed (`MONITOR_FEED_FLUSH_MS`); 0 = every turn. */
  feedFlushMs?: number;
  /** With Redis, the live feed fans out across processes (one channel per symbol). */
  redis?: Redis | null;
  /** Market holidays (the ex-dividend eve is the trading day before). */
  holidays?: readonly string[];
}

export function createMonitorModule(deps: MonitorModuleDeps): MonitorModule {
  const repository = createMonitorRepository(deps.db);
  const feedLimits = {
    ...(deps.feedLimits ?? defaultFeedLimits),
    ...(deps.feedFlushMs === undefined ? {} : { flushMs: deps.feedFlushMs }),
  };
  const hub = createFeedHub(repository, feedLimits);
  const announcementRepository = createAnnouncementRepository(deps.db);
  const listeners = new Set<MonitorListener>([
    {
      alertFired: (fired) => fanout.alertFired(fired.userId, fired.firing),
    },
  ]);
  const evaluator = createEvaluator({
    repository,
    onFired: (fired) => listeners.forEach((listener) => listener.alertFired?.(fired)),
    cadences: planCadences(deps.members, deps.plans),
  });
  const watchlist = createWatchlist({ repository, market: deps.market, plans: deps.plans });
  const alerts = createAlerts({
    repository,
    market: deps.market,
    plans: deps.plans,
    now: deps.now,
    onChange(change) {
      evaluator.apply(change);
      fanout.ruleChanged({ userId: change.alert.userId, alertId: change.alert.id, removed: change.removed });
    },
  });
  // A rule changed in another process, as told through Redis: read it back from the database.
  async function applyRuleChange(change: AlertRuleChange): Promise<void> {
    const row = change.removed ? undefined : await repository.findAlert(change.userId, change.alertId);
    if (row) evaluator.apply({ alert: row, removed: false });
    else evaluator.forget(change.alertId);
  }
  const onLiveError = deps.onLiveError ?? (() => undefined);
  const fanout: MonitorFanout = deps.redis
    ? createRedisFanout(
        deps.redis,
        { hub, applyRuleChange: (change) => void applyRuleChange(change).catch(onLiveError) },
        onLiveError,
      )
    : createLocalFanout(hub);
  // An event reaches the live feed worded in each reader language, and this process's listeners.
  const announceEvent = (event: MarketEvent, row: MarketEventRow) => {
    fanout.eventRecorded(eventInEachLocale(row));
    listeners.forEach((listener) => listener.eventRecorded?.(event));
  };
  const events = createEvents(repository, announceEvent);
  const ingestAnnouncements = createAnnouncementIngestion({
    announcements: announcementRepository,
    market: deps.market,
    holidays: new Set(deps.holidays ?? []),
    now: deps.now,
    async record(rows) {
      const stored = (await repository.insertEvents(rows)).sort((a, b) => a.id - b.id);
      for (const row of stored) announceEvent(eventOf(row), row);
      return stored;
    },
    fire: createEventAlerts({
      repository,
      announcements: announcementRepository,
      onFired: (fired) => listeners.forEach((listener) => listener.alertFired?.(fired)),
    }),
  });
  const pump = createLivePump({
    async symbols() {
      const [watched, alerted] = await Promise.all([
        fanout.watchedSymbols(),
        repository.activeAlertSymbols(),
      ]);
      return [...new Set([...watched, ...alerted])];
    },
    quote: (symbol) => deps.market.detail(symbol, 'TW', 'all'),
    averageVolume: createAverageVolumes(deps.market),
    async indices() {
      return (await deps.market.indices()).map((index) => ({
        symbol: index.symbol,
        name: index.name,
        value: index.value,
        change: index.change,
        changePercent: index.changePercent,
        lastUpdated: index.lastUpdated,
        simulated: index.simulated,
      }));
    },
    publishPrices: (updates) => updates.forEach((update) => fanout.publishPrice(update)),
    publishIndex: (update) => fanout.publishIndex(update),
    evaluate: evaluator.evaluate,
    recordEvents: events.record,
    now: deps.now,
    onError: onLiveError,
  });
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
    notices: events.notices,
    recordEvents: events.record,
    ingestAnnouncements,
    evaluateTicks: evaluator.evaluate,
    observeTicks: evaluator.observe,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openFeed: (socket, query, acceptLanguage) =>
      openFeedConnection(
        { hub, authenticate: deps.authenticate, heartbeatMs: feedLimits.heartbeatMs, now: deps.now },
        socket,
        query,
        acceptLanguage,
      ),
    publishPrices(updates) {
      for (const update of updates) fanout.publishPrice(update);
    },
    publishIndex: (update) => fanout.publishIndex(update),
    feedClients: () => hub.size,
    closeFeeds: () => hub.closeAll(),
    liveCycle: pump.cycle,
    async simulateTick(symbol, price) {
      const security = await deps.market.findSecurity(symbol);
      if (!security) throw appError('UNKNOWN_SYMBOL');
      const quote = simulatedQuote(await deps.market.detail(security.symbol, 'TW', 'all'), price, deps.now());
      return { symbol: quote.symbol, price, fired: await pump.deliver([quote]) };
    },
    startLive: pump.start,
    stopLive: pump.stop,
    liveRole: deps.redis ? 'scheduler' : 'ws',
    listen: (options) => fanout.listen(options),
    closeFanout: () => fanout.close(),
  };
}
