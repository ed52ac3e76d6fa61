import type { FastifyInstance } from 'fastify';
import type { Database } from '@alphadesk/db';
import type { Config } from './platform/config.ts';
import { createHttpServer } from './platform/http.ts';
import { enforceDeclaredAccess } from './platform/access.ts';
import { registerWebApps } from './platform/web-apps.ts';
import type { JobQueue } from './platform/queue.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { planRoutes } from './modules/plans/routes.ts';
import type { Services } from './services.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { createAuthenticator } from './modules/accounts/authenticator.ts';
import { preferenceRoutes } from './modules/preferences/routes.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { historyRoutes } from './modules/analysis/history-routes.ts';
import { registerDevMailboxPage } from './platform/dev-mailbox-page.ts';
import { isDevMailbox } from './platform/mail.ts';
import { runRoutes } from './modules/analysis/run-routes.ts';
import { catalogueRoutes } from './modules/analysis/catalogue-routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  queue: JobQueue | null;
  services: Services;
  version: string;
  startedAt?: number;
}

/**
 * Builds the HTTP application for the roles in config. Health is always served so every process
 * can be probed; the API routes only in the api role.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, queue, services } = deps;
  const app = await createHttpServer(config);
  enforceDeclaredAccess(app, createAuthenticator(services.accounts));

  await app.register(
    healthRoutes({
      database,
      queue,
      roles: config.roles,
      version: deps.version,
      startedAt: deps.startedAt ?? Date.now(),
    }),
  );
  if (config.roles.includes('api')) {
    await app.register(planRoutes(services.plans));
    await app.register(accountRoutes(services.accounts, { secureCookies: config.env === 'production' }));
    await app.register(preferenceRoutes(services.preferences, services.entitlements));
    await app.register(
      marketRoutes(services.market, { rateLimitPerMinute: config.market.rateLimitPerMinute }),
    );
    await app.register(paymentRoutes(services.payments));
    await app.register(subscriptionRoutes(services.subscriptions, services.payments));
    await app.register(runRoutes(services.analysis.runs));
    await app.register(catalogueRoutes(services.analysis.catalogue));
    await app.register(
      historyRoutes({
        history: services.history.service,
        evaluator: services.history.evaluator,
        fontPath: config.payments.receiptFontPath,
        now: () => new Date(),
      }),
    );
    if (isDevMailbox(services.mailer)) registerDevMailboxPage(app, services.mailer.messages);
  }
  await registerWebApps(app, config);
  return app;
}
