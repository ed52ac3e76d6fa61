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
import { createMarketProvider } from './modules/market/providers/index.ts';
import { createMarketService } from './modules/market/service.ts';
import { createFinMindNews } from './modules/market/news.ts';
import { createSubscriptionsModule } from './modules/subscriptions/index.ts';
import { createPaymentsModule } from './modules/payments/index.ts';
import { createRunsRepository } from './modules/analysis/runs-repository.ts';
import { createAiPreview } from './modules/analysis/runs-preview.ts';
import { createAnalysisRunsModule } from './modules/analysis/runs-module.ts';
import { createHistoryModule } from './modules/analysis/history-module.ts';
import { createTrackRecordService } from './modules/analysis/track-record.ts';
import { createPortfoliosModule } from './modules/portfolios/index.ts';

export interface ServiceDeps {
  database: Database;
  config: Config;
  queue: JobQueue | null;
  log: Logger;
  now?: () => Date;
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
  const plans = createPlansModule({ db });
  const entitlements = createEntitlementsModule({ db, plans, now });
  const accounts = createAccountsModule({
    db,
    settings: config.auth,
    publicBaseUrl: config.publicBaseUrl,
    entitlements,
    mailer,
    queue,
    log,
    now,
  });
  const subscriptions = createSubscriptionsModule({
    db,
    plans,
    entitlements,
    accounts,
    // Payments is built on subscriptions, so billing reaches it once it exists (calls come later).
    billing: {
      chargeRenewal: (input) => payments.charger.chargeRenewal(input),
      billingHistory: (userId) => payments.billingHistory(userId),
      changePlan: (caller, tier, cycle) => payments.checkout.changePlan(caller, tier, cycle),
    },
    now,
    graceDays: config.subscriptions.graceDays,
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
    accounts,
    plans,
    queue,
    log,
    now,
    llm: config.llm,
  });
  const trackRecord = createTrackRecordService(db);
  analysis.catalogue.setTrackRecordSource(() => trackRecord.catalogueRecords());
  const history = createHistoryModule({ db, market, publicBaseUrl: config.publicBaseUrl, now });
  const portfolios = createPortfoliosModule({
    db,
    market: {
      findSecurity: async (symbol) => (await market.catalog.find(symbol)) ?? null,
      search: (q, filter, sector, limit) => market.search(q, filter, sector, limit),
      stockBars: (symbol, from, to, adjusted) => market.bars(symbol, from, to, adjusted),
      detail: (q, filter, sector) => market.detail(q, filter, sector),
      analysisData: (symbol, from, to) => market.analysisData.read(symbol, from, to),
    },
    entitlements,
    analyses: {
      async callOf(userId, analysisId) {
        const [record] = await history.service.records(userId, [analysisId]);
        return record ? { symbol: record.symbol, price: record.priceAtCall, date: record.callDate } : null;
      },
    },
    now,
  });
  return {
    mailer,
    plans,
    entitlements,
    accounts,
    preferences: createPreferencesModule({ db, now }),
    system: createSystemModule({ db, now }),
    subscriptions,
    payments,
    market,
    analysis,
    history,
    trackRecord,
    portfolios,
  };
}
export type Services = ReturnType<typeof createServices>;

function createMailer(config: Config, log: Logger): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  if (config.env !== 'production') return createDevMailbox(config.mail.from, log);
  return createDisabledMailer();
}
