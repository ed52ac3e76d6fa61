import type { Database } from '@alphadesk/db';
import type { Config } from './config.ts';
import type { Logger } from './platform/logger.ts';
import { createDevMailbox, createDisabledMailer, createSmtpMailer, type Mailer } from './platform/mail.ts';
import type { JobQueue } from './platform/queue.ts';
import { createAccountsModule } from './modules/accounts/index.ts';
import { createEntitlementsModule } from './modules/entitlements/index.ts';
import { createPlansModule } from './modules/plans/index.ts';
import { createPreferencesModule } from './modules/preferences/index.ts';
import { createSystemModule } from './modules/system/index.ts';
import { createMarketModule } from './modules/market/index.ts';
import { createSubscriptionsModule } from './modules/subscriptions/index.ts';
import { createPaymentsModule } from './modules/payments/index.ts';
import { createAnalysisModule, type AnalysisModule } from './modules/analysis/index.ts';
import { createPortfoliosModule } from './modules/portfolios/index.ts';
import { createEinvoiceModule } from './modules/einvoice/index.ts';
import { createAlertDelivery, createMonitorModule } from './modules/monitor/index.ts';
import { createMemberDashboardModule } from './modules/member-dashboard/index.ts';
import { createAuditModule } from './modules/audit/index.ts';
import { createStaffModule } from './modules/staff/index.ts';
import { createAdminUsersModule } from './modules/admin-users/index.ts';
import { createAdminFinanceModule } from './modules/admin-finance/index.ts';
import { createPersonalityModule } from './modules/personality/index.ts';
import { createSupportModule } from './modules/support/index.ts';
import { createContentModule } from './modules/content/index.ts';
import { createApiKeysModule } from './modules/api-keys/index.ts';
import { createSharedState } from './platform/shared-state.ts';
import { createOperationsModule } from './modules/operations/index.ts';
import { createMetrics } from './platform/metrics.ts';
import { operationsPorts } from './operations-ports.ts';
import { createNotificationsModule, type NotificationsModule } from './modules/notifications/index.ts';
import { createAdminDashboardModule } from './modules/admin-dashboard/index.ts';
import { createFlagsModule } from './modules/flags/index.ts';
import { analyticsSources } from './analytics-ports.ts';
import {
  createWorkflowsModule,
  type WorkflowEventInput,
  type WorkflowsModule,
} from './modules/workflows/index.ts';
import { createTtsModule } from './modules/tts/index.ts';
import { createAdminAnalystsModule } from './modules/admin-analysts/index.ts';
import { createOptimisationModule } from './modules/optimisation/index.ts';
import { createPerformanceModule } from './modules/performance/index.ts';

export interface ServiceDeps {
  database: Database;
  config: Config;
  queue: JobQueue | null;
  log: Logger;
  now?: () => Date;
  /** The running version and when the process started (deployments, uptime). */
  version?: string;
  startedAt?: number;
  /** Test seams: hooks the modules call at points a test needs to control. */
  hooks?: {
    /** Before each stage of an analysis run. */
    onAnalysisStage?: (runId: string, stage: string) => Promise<void>;
  };
}

/**
 * Composes the modules: each is made by its factory from the platform pieces, its config slice and
 * the other modules it calls. Modules reach each other only through these.
 */
export function createServices(deps: ServiceDeps) {
  const { database, config, queue, log } = deps;
  const now = deps.now ?? (() => new Date());
  const db = database.db;
  const mailer = createMailer(config, log);
  // Member-side events start workflows. The workflows module is composed last (its steps call many
  // modules); a failed start is logged and never fails what reported the event.
  let workflows: WorkflowsModule | null = null;
  // Runtime settings (operations) are read by modules composed before it; each read asks the store.
  let runtimeSetting: (key: string) => unknown = () => undefined;
  const workflowEvent = async (input: WorkflowEventInput) => {
    await workflows
      ?.emit(input)
      .catch((error: unknown) => log.warn({ err: error, event: input.event }, 'workflow event failed'));
  };
  const plans = createPlansModule({ db, raw: database.raw });
  const entitlements = createEntitlementsModule({ db, plans, now });
  const accounts = createAccountsModule({
    db,
    raw: database.raw,
    settings: config.auth,
    publicBaseUrl: config.publicBaseUrl,
    entitlements,
    mailer,
    queue,
    log,
    now,
    onSignedUp: (member) =>
      workflowEvent({
        event: 'signed_up',
        id: member.userId,
        userId: member.userId,
        parameters: { method: member.method },
      }),
  });
  const subscriptions = createSubscriptionsModule({
    db,
    plans,
    entitlements,
    accounts,
    // Payments is built on subscriptions, so billing reaches it once it exists (calls come later).
    billing: {
      chargeRenewal: (input) => payments.chargeRenewal(input),
      billingHistory: (userId) => payments.billingHistory(userId),
      changePlan: (caller, tier, cycle) => payments.changePlan(caller, tier, cycle),
    },
    now,
    graceDays: config.subscriptions.graceDays,
  });
  const einvoices = createEinvoiceModule({
    db,
    settings: config.einvoice,
    publicBaseUrl: config.publicBaseUrl,
    contacts: accounts,
    queue,
    log,
    now,
  });
  const payments = createPaymentsModule({
    db,
    settings: config.payments,
    publicBaseUrl: config.publicBaseUrl,
    plans,
    subscriptions,
    contacts: accounts,
    queue,
    log,
    now,
    invoices: einvoices,
    // Experiments count a completed payment as a conversion (flags is composed below, before any call).
    onPaid: (event) => flags.paymentCompleted(event),
    onPaymentFailed: (failure) =>
      workflowEvent({
        event: 'payment_failed',
        id: failure.orderNumber,
        userId: failure.userId,
        parameters: { order_number: failure.orderNumber, amount: failure.amount, reason: failure.reason },
      }),
  });
  // Market asks analysis for counts and previews only when serving a request, by which time the
  // analysis module (composed below, as it reads the market) exists.
  const analysisReads = {
    counts: (symbols: readonly string[]) => analysis.analysisCounts(symbols),
    preview: (symbol: string, price: number | null) => analysis.aiPreview(symbol, price),
  };
  // When the market data provider last failed, for the system monitor's probe.
  const marketHealth = { lastFailureAt: null as Date | null };
  const market = createMarketModule({
    db,
    settings: config.market,
    now,
    onProviderError: (error) => {
      marketHealth.lastFailureAt = now();
      log.warn({ err: error }, 'market data provider failed');
    },
    analysisCounts: analysisReads.counts,
    aiPreview: analysisReads.preview,
    quoteTtls: () => ({
      open: Number(runtimeSetting('cache.market_quote_open_seconds') ?? 5) * 1000,
      closed: Number(runtimeSetting('cache.market_quote_closed_seconds') ?? 60) * 1000,
    }),
    hotTtlMs: () => Number(runtimeSetting('cache.market_hot_seconds') ?? 60) * 1000,
    // The monitor module (composed below, as it reads the market) stores the 注意/處置 events.
    marketNotices: (date, locale) => monitor.notices(date, locale),
  });
  const analysis: AnalysisModule = createAnalysisModule({
    db,
    market,
    entitlements,
    accounts,
    plans,
    queue,
    log,
    now,
    llm: config.llm,
    publicBaseUrl: config.publicBaseUrl,
    fontPath: config.payments.receiptFontPath,
    onStage: deps.hooks?.onAnalysisStage,
    settings: config.analysis,
    onRunCompleted: (run) =>
      workflowEvent({
        event: 'analysis_completed',
        id: run.id,
        userId: run.userId,
        parameters: { run_id: run.id, symbol: run.symbol },
      }),
    // Staff take analysts out of service in the back-office (composed below; read per request).
    analystAvailability: () => adminAnalysts.availability(),
    claimAnalystSlots: (analysts, take) => adminAnalysts.claimSlots(analysts, take),
  });
  const portfolios = createPortfoliosModule({
    db,
    market,
    entitlements,
    analyses: {
      async callOf(userId, analysisId) {
        const [record] = await analysis.records(userId, [analysisId]);
        return record ? { symbol: record.symbol, price: record.priceAtCall, date: record.callDate } : null;
      },
    },
    now,
  });
  // Counts every process of the deployment shares (Redis with REDIS_URL, this process otherwise).
  const shared = createSharedState(config.redisUrl, () => now().getTime());
  const monitor = createMonitorModule({
    db,
    market,
    plans,
    members: accounts,
    authenticate: (token) => accounts.authenticate(token),
    now,
    onLiveError: (error) => log.warn({ err: error }, 'market monitor live cycle failed'),
    redis: shared.redis,
    holidays: config.market.holidays,
    feedFlushMs: config.monitor.feedFlushMs,
  });
  const preferences = createPreferencesModule({
    db,
    now,
    defaultOverrides: () => runtimeSetting('features.default_preferences'),
  });
  const alertDelivery = createAlertDelivery({
    db,
    members: {
      contactOf: (userId) => accounts.contactOf(userId),
      languageOf: async (userId) => (await preferences.get(userId)).display.language,
    },
    plans,
    mailer,
    queue,
    settings: config.monitor.delivery,
    serverSecret: config.auth.secret,
    now,
    onError: (error) => log.warn({ err: error }, 'alert delivery failed'),
  });
  monitor.subscribe({ alertFired: (fired) => void alertDelivery.fired(fired) });
  monitor.subscribe({
    alertFired: (fired) =>
      void workflowEvent({
        event: 'alert_fired',
        id: fired.firing.idempotencyKey,
        userId: fired.userId,
        parameters: { symbol: fired.firing.symbol, alert_type: fired.firing.type, price: fired.firing.price },
      }),
  });
  const audit = createAuditModule({ db, now });
  const apiKeys = createApiKeysModule({ db, accounts, entitlements, plans, counter: shared.counter, now });
  // Staff announce locks through the notification centre, which asks staff who may hear of what:
  // the centre is made right after, and the lock notice is only sent once both exist.
  let notifications: NotificationsModule | null = null;
  const staff = createStaffModule({
    db,
    audit,
    authSecret: config.auth.secret,
    demo: config.env !== 'production' && config.seedDemoData,
    now,
    notify: async (kind, params) => notifications?.notify(kind, params),
  });
  const metrics = createMetrics();
  const operations = createOperationsModule({
    db,
    audit,
    metrics,
    ports: operationsPorts({
      database,
      config,
      queue,
      log,
      mailer,
      marketHealth,
      now,
      accounts,
      staff,
      heartbeats: () => createSystemModule({ db, now }).heartbeats(),
      redis: shared.redis,
    }),
    environment: config.env,
    dataDir: config.database.dataDir,
    version: deps.version ?? 'development',
    roles: config.roles,
    startedAt: deps.startedAt ?? Date.now(),
    now,
  });
  runtimeSetting = (key) => operations.settings.read(key);
  if (queue) {
    // Workers take their concurrency from the setting, re-checked after each reload of the settings.
    queue.concurrencyFrom(
      (name) => operations.settings.read<Record<string, number>>('jobs.concurrency')[name],
    );
    operations.settings.onReload(() => void queue.applyConcurrency());
  }
  notifications = createNotificationsModule({
    db,
    now,
    recipients: (permission) => staff.activeStaffAllowed(permission),
    authenticate: (token) => staff.authenticate(token),
  });
  const support = createSupportModule({ db, mailer, log, now, audit });
  const flags = createFlagsModule({
    db,
    audit,
    sources: analyticsSources(db),
    environment: config.env,
    now,
  });
  const optimisation = createOptimisationModule({
    db,
    audit,
    settings: operations.settings,
    monitor: operations.monitor,
    queueStats: () => operations.ports.queueStats(),
    scoredCalls: () => analysis.scoredCalls(),
    environment: config.env,
    roles: config.roles,
    log,
    now,
  });
  const notificationCentre = notifications;
  workflows = createWorkflowsModule({
    db,
    audit,
    queue,
    mailer,
    settings: config.workflows,
    log,
    now,
    members: {
      contactOf: (userId) => accounts.contactOf(userId),
      setTier: (userId, tier) => accounts.setTier(userId, tier),
    },
    notify: (params) => notificationCentre.notify('workflow.notice', params),
    startAnalysis: (member, input) =>
      analysis.startRun(
        { userId: member.userId, sessionId: 'workflow', kind: 'member', tier: member.tier },
        { symbol: input.symbol, analysts: ['technical', 'fundamental'], analysisType: input.analysisType },
      ),
    async trialsEnding(withinMs) {
      const at = now().getTime();
      return (await subscriptions.staffList())
        .filter(
          (row) =>
            row.status === 'trialing' &&
            row.trialEndsAt !== null &&
            row.trialEndsAt.getTime() > at &&
            row.trialEndsAt.getTime() - at <= withinMs,
        )
        .map((row) => ({ subscriptionId: row.id, userId: row.userId, trialEndsAt: row.trialEndsAt! }));
    },
  });
  const adminAnalysts = createAdminAnalystsModule({
    db,
    raw: database.raw,
    audit,
    analysis,
    queue,
    log,
    now,
    llm: config.llm,
  });
  const content = createContentModule({
    db,
    audit,
    now,
    mediaCacheSeconds: () => Number(runtimeSetting('cache.content_media_max_age_seconds') ?? 86_400),
  });
  const tts = createTtsModule({
    db,
    audit,
    queue,
    log,
    now,
    settings: config.tts,
    runtime: {
      read: (key) => operations.settings.read(key),
      readFresh: (key) => operations.settings.readFresh(key),
      set: (input, actor) => operations.settings.set(input, actor),
      environment: config.env,
    },
    secret: config.auth.secret,
    runOf: (caller, id) => analysis.run(caller, id, 'zh-TW'),
    articleText: (id) => content.spokenText(id),
  });
  return {
    mailer,
    metrics,
    operations,
    plans,
    entitlements,
    accounts,
    preferences,
    system: createSystemModule({ db, now }),
    subscriptions,
    payments,
    market,
    analysis,
    portfolios,
    einvoices,
    monitor,
    alertDelivery,
    audit,
    staff,
    adminUsers: createAdminUsersModule({ db, accounts, audit, apiUsage: apiKeys }),
    adminFinance: createAdminFinanceModule({
      db,
      accounts,
      audit,
      plans,
      subscriptions,
      payments,
      portfolios,
      einvoices,
      mailer,
      now,
    }),
    personality: createPersonalityModule({
      db,
      now,
      fit: {
        async callOf(caller, runId) {
          const run = await analysis.run(caller, runId, 'zh-TW');
          const volatility = run.report?.evidence.find((item) => item.id === 'risk.volatility');
          return {
            status: run.status,
            signal: run.report?.result ?? null,
            price: run.report?.priceAtCall ?? null,
            riskLevel: run.report?.riskLevel ?? null,
            annualVolatility: volatility ? volatility.value : null,
            simulated: run.report?.simulated ?? false,
          };
        },
        // A stateless facade over the preferences table, as the one composed below.
        savedRiskTolerance: async (userId) =>
          (await createPreferencesModule({ db, now }).getAnalyst(userId)).riskTolerance,
      },
    }),
    shared,
    apiKeys,
    memberDashboard: createMemberDashboardModule({
      now,
      ports: {
        latestAnalyses: async (userId, count) =>
          (await analysis.history(userId, { sort: 'date', order: 'desc', page: 1, pageSize: count }))
            .analyses,
        performance: (userId) => analysis.performanceStats(userId),
        // Guests keep no watchlist or alerts.
        watchlist: async (caller) => (caller.kind === 'guest' ? [] : monitor.watchlist(caller)),
        alerts: async (caller, locale) => (caller.kind === 'guest' ? [] : monitor.alerts(caller, locale)),
      },
    }),
    support: {
      ...support,
      // A new ticket is announced to customer service; a failed notice never fails the ticket.
      async createTicket(...args: Parameters<typeof support.createTicket>) {
        const answer = await support.createTicket(...args);
        await notifications
          ?.notify('support.ticket_created', { reference: answer.reference, category: args[0].category })
          .catch((error: unknown) => log.warn({ err: error }, 'ticket notification failed'));
        return answer;
      },
    },
    notifications,
    content,
    flags,
    optimisation,
    workflows,
    adminAnalysts,
    tts,
    performance: createPerformanceModule({
      db,
      audit,
      operations,
      caches: [{ name: 'market_quotes', ...market.quoteCache }],
      startedAt: deps.startedAt ?? Date.now(),
      now,
    }),
    adminDashboard: createAdminDashboardModule({
      now,
      memberCount: async () =>
        (await accounts.listMembers({ page: 1, limit: 1, sort: 'createdAt', order: 'desc' })).total,
      revenueTotals: () => payments.revenueTotals(),
      // A heartbeat row is written by the worker that processed it: its latest says when a worker ran.
      async workerLastSeen() {
        const beats = await createSystemModule({ db, now }).heartbeats();
        const latest = Math.max(...beats.map((beat) => beat.lastProcessedAt.getTime()));
        return Number.isFinite(latest) ? new Date(latest) : null;
      },
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

function createMailer(config: Config, log: Logger): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  if (config.mail.devMailbox) return createDevMailbox(config.mail.from, log);
  return createDisabledMailer();
}
