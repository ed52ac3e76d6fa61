import type { Database } from '@alphadesk/db';
import type { Config } from './platform/config.ts';
import type { Logger } from './platform/logger.ts';
import { createDevMailbox, createDisabledMailer, createSmtpMailer, type Mailer } from './platform/mail.ts';
import type { JobQueue } from './platform/queue.ts';
import { createAccountsModule } from './modules/accounts/index.ts';
import { createEntitlementService } from './modules/entitlements/service.ts';
import { createPlanRepository } from './modules/plans/repository.ts';
import { createPlanService } from './modules/plans/service.ts';
import { createPreferenceService } from './modules/preferences/service.ts';
import { createHeartbeatService } from './modules/system/heartbeat.ts';
import { createMarketProvider } from './modules/market/providers/index.ts';
import { createMarketService } from './modules/market/service.ts';
import { createFinMindNews } from './modules/market/news.ts';
import { createPlanPricing } from './modules/subscriptions/pricing.ts';
import { createSubscriptionService } from './modules/subscriptions/service.ts';
import { createRenewals } from './modules/subscriptions/renewals.ts';
import { createPaymentsModule } from './modules/payments/service.ts';
import { createRunsRepository } from './modules/analysis/runs-repository.ts';
import { createAiPreview } from './modules/analysis/runs-preview.ts';
import { createAnalysisRunsModule } from './modules/analysis/runs-module.ts';
import { createHistoryModule } from './modules/analysis/history-module.ts';
import { createTrackRecordService } from './modules/analysis/track-record.ts';

export interface ServiceDeps {
  database: Database;
  config: Config;
  queue: JobQueue | null;
  log: Logger;
  now?: () => Date;
}

/** Wires each module's service to its repository. Modules reach each other only through these. */
export function createServices(deps: ServiceDeps) {
  const { database, config, queue, log } = deps;
  const now = deps.now ?? (() => new Date());
  const db = database.db;
  const mailer = createMailer(config, log);
  const plans = createPlanService(createPlanRepository(db));
  const entitlements = createEntitlementService({ db, plans, now });
  const accounts = createAccountsModule({ db, config, entitlements, mailer, queue, log, now });
  const pricing = createPlanPricing(plans);
  const subscriptions = createSubscriptionService({
    db,
    pricing,
    entitlements,
    accounts: accounts.service,
    now,
    graceDays: config.payments.graceDays,
  });
  const payments = createPaymentsModule({
    db,
    settings: config.payments,
    publicBaseUrl: config.publicBaseUrl,
    pricing,
    subscriptions,
    contacts: accounts.service,
    queue,
    log,
    now,
  });
  const analysisRuns = createRunsRepository(db);
  const market = createMarketService({
    db,
    provider: createMarketProvider(config.market, now),
    now,
    holidays: config.market.holidays,
    onProviderError: (error) => log.warn({ err: error }, 'market data provider failed'),
    analysisCounts: (symbols) => analysisRuns.countsBySymbol(symbols),
    aiPreview: createAiPreview(analysisRuns),
    news:
      config.market.news === 'finmind'
        ? createFinMindNews({
            baseUrl: config.market.urls.finmind,
            token: config.market.finmindToken,
            timeoutMs: config.market.httpTimeoutMs,
            retries: config.market.httpRetries,
            minIntervalMs: config.market.httpMinIntervalMs,
          })
        : null,
  });
  const analysis = createAnalysisRunsModule({
    db,
    repository: analysisRuns,
    market,
    entitlements,
    accounts: accounts.service,
    plans,
    queue,
    log,
    now,
    llm: config.llm,
  });
  const trackRecord = createTrackRecordService(db);
  analysis.catalogue.setTrackRecordSource(() => trackRecord.catalogueRecords());
  return {
    mailer,
    plans,
    entitlements,
    accounts: accounts.service,
    passwordResets: accounts.resets,
    preferences: createPreferenceService(db, now),
    heartbeats: createHeartbeatService(db),
    subscriptions,
    payments,
    renewals: createRenewals({ db, subscriptions, charger: payments.charger, now }),
    market,
    analysis,
    history: createHistoryModule({ db, market, publicBaseUrl: config.publicBaseUrl, now }),
    trackRecord,
  };
}
export type Services = ReturnType<typeof createServices>;

function createMailer(config: Config, log: Logger): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  if (config.env !== 'production') return createDevMailbox(config.mail.from, log);
  return createDisabledMailer();
}
