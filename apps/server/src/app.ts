import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Database } from '@alphadesk/db';
import type { Config } from './config.ts';
import { createHttpServer } from './platform/http.ts';
import { enforceDeclaredAccess } from './platform/access.ts';
import { registerWebApps } from './platform/web-apps.ts';
import type { JobQueue } from './platform/queue.ts';
import { registerDevMailboxPage } from './platform/dev-mailbox-page.ts';
import { isDevMailbox } from './platform/mail.ts';
import type { Services } from './services.ts';
import { createHealthModule, healthRoutes } from './modules/health/index.ts';
import { planRoutes } from './modules/plans/index.ts';
import { accountRoutes, createAuthenticator } from './modules/accounts/index.ts';
import { preferenceRoutes } from './modules/preferences/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { subscriptionRoutes } from './modules/subscriptions/index.ts';
import { marketRoutes } from './modules/market/index.ts';
import { analysisRoutes } from './modules/analysis/index.ts';
import { portfolioRoutes } from './modules/portfolios/index.ts';
import { einvoiceRoutes } from './modules/einvoice/index.ts';
import {
  alertDeliveryRoutes,
  monitorRoutes,
  registerMonitorFeed,
  registerMonitorLive,
  simulatedTickRoutes,
} from './modules/monitor/index.ts';
import { createStaffAuthenticator, roleRoutes, staffRoutes } from './modules/staff/index.ts';
import { staffManagementRoutes } from './modules/staff/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { adminUserRoutes } from './modules/admin-users/index.ts';
import { adminFinanceRoutes } from './modules/admin-finance/index.ts';
import { ttsRoutes } from './modules/tts/index.ts';
import { adminAnalystsRoutes } from './modules/admin-analysts/index.ts';
import { personalityRoutes } from './modules/personality/index.ts';
import { memberDashboardRoutes } from './modules/member-dashboard/index.ts';
import { supportRoutes } from './modules/support/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { apiKeyRoutes } from './modules/api-keys/index.ts';
import { publicApiRoutes } from './modules/public-api/index.ts';
import { operationsRoutes } from './modules/operations/index.ts';
import { registerMetricsRoute } from './platform/metrics.ts';
import { grantsAllow, roleGrants } from '@alphadesk/contracts';
import { notificationRoutes, registerAdminFeed } from './modules/notifications/index.ts';
import { dashboardRoutes } from './modules/admin-dashboard/index.ts';
import { flagRoutes } from './modules/flags/index.ts';
import { optimisationRoutes } from './modules/optimisation/index.ts';
import { workflowRoutes } from './modules/workflows/index.ts';
import { performanceRoutes } from './modules/performance/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  queue: JobQueue | null;
  services: Services;
  version: string;
  startedAt?: number;
  /** Where the HTTP log goes; stdout unless given. */
  logStream?: DestinationStream;
}

/**
 * Builds the HTTP application for the roles in config. Health is always served so every process
 * can be probed; the API routes only in the api role.
 */
/** Test conveniences in use: the development mailbox, or a payment sandbox taking the payments. */
function testModeOf(config: Config, services: Services) {
  const devMailbox = isDevMailbox(services.mailer);
  const paymentSandbox = config.payments.gateway !== 'disabled' && config.payments.testMode;
  return { active: devMailbox || paymentSandbox, devMailbox, paymentSandbox };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, queue, services } = deps;
  const app = await createHttpServer(
    config,
    {
      googleSignIn: !!config.auth.googleClientId,
      formActionOrigins: config.payments.formActionOrigin ? [config.payments.formActionOrigin] : [],
    },
    deps.logStream,
    services.shared.redis,
    { metrics: services.metrics, policy: services.operations.policy },
  );
  app.addHook('onClose', () => services.shared.close());
  app.addHook('onClose', () => services.accounts.stopSessionCache());
  app.addHook('onClose', () => services.adminAnalysts.stop());
  app.addHook('onClose', () => services.plans.stop());
  const memberAuthenticator = createAuthenticator(services.accounts);
  const staffAuthenticator = createStaffAuthenticator(services.staff);
  enforceDeclaredAccess(app, (request, access) =>
    access === 'api-key'
      ? services.apiKeys.authenticate(request)
      : access === 'staff'
        ? staffAuthenticator(request)
        : memberAuthenticator(request, access),
  );

  const testMode = testModeOf(config, services);
  const health = createHealthModule({
    database,
    queue,
    roles: config.roles,
    version: deps.version,
    startedAt: deps.startedAt ?? Date.now(),
    testMode,
  });
  await app.register(healthRoutes(health));
  if (config.roles.includes('api')) {
    await app.register(planRoutes(services.plans));
    await app.register(accountRoutes(services.accounts, { secureCookies: config.env === 'production' }));
    await app.register(preferenceRoutes(services.preferences, services.entitlements));
    await app.register(
      marketRoutes(services.market, { rateLimitPerMinute: config.market.rateLimitPerMinute }),
    );
    await app.register(paymentRoutes(services.payments));
    await app.register(subscriptionRoutes(services.subscriptions));
    await app.register(analysisRoutes(services.analysis));
    await app.register(portfolioRoutes(services.portfolios));
    await app.register(einvoiceRoutes(services.einvoices));
    await app.register(monitorRoutes(services.monitor));
    // Test mode only: browser tests drive the live feed with simulated ticks at any hour.
    if (config.env === 'test') await app.register(simulatedTickRoutes(services.monitor));
    await app.register(alertDeliveryRoutes(services.alertDelivery));
    await app.register(staffRoutes(services.staff, { secureCookies: config.env === 'production' }));
    await app.register(roleRoutes);
    await app.register(auditRoutes(services.audit));
    await app.register(adminUserRoutes(services.adminUsers));
    await app.register(adminFinanceRoutes(services.adminFinance));
    await app.register(personalityRoutes(services.personality));
    await app.register(supportRoutes(services.support));
    await app.register(apiKeyRoutes(services.apiKeys));
    await app.register(publicApiRoutes({ market: services.market, analysis: services.analysis }));
    await app.register(operationsRoutes(services.operations, app));
    await app.register(staffManagementRoutes(services.staff));
    await app.register(notificationRoutes(services.notifications));
    await app.register(dashboardRoutes(services.adminDashboard));
    await app.register(contentRoutes(services.content));
    await app.register(memberDashboardRoutes(services.memberDashboard));
    await app.register(flagRoutes(services.flags));
    await app.register(optimisationRoutes(services.optimisation, app));
    await app.register(workflowRoutes(services.workflows));
    await app.register(adminAnalystsRoutes(services.adminAnalysts));
    await app.register(ttsRoutes(services.tts));
    await app.register(performanceRoutes(services.performance, app));
    // Every 5xx answer is announced to the staff watching the system (at most once a minute per route).
    // A callback hook: it runs on every answer, and an async one costs a promise each time.
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode < 500) return done();
      const endpoint = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
      services.notifications
        .serverError({ endpoint, status: reply.statusCode, requestId: String(request.id) })
        .catch((error: unknown) => request.log.warn({ err: error }, 'server error notification failed'))
        .finally(() => done());
    });
    if (isDevMailbox(services.mailer)) registerDevMailboxPage(app, services.mailer.messages);
  }
  if (config.roles.includes('ws')) await registerMonitorFeed(app, services.monitor);
  if (config.roles.includes(services.monitor.liveRole))
    registerMonitorLive(app, services.monitor, config.monitor);
  registerMetricsRoute(app, services.metrics, {
    tokens: () => [config.metricsToken, ...services.operations.scrapeTokens()],
    async authorizeStaff(token) {
      const caller = await services.staff.authenticate(token);
      return !!caller && grantsAllow(roleGrants[caller.role], { module: 'system_monitor', action: 'read' });
    },
  });
  services.metrics.gauge('websocket_clients', 'Open WebSocket connections', [], async () => [
    { labels: {}, value: app.websocketServer?.clients.size ?? 0 },
  ]);
  app.addHook('onReady', () => services.operations.start());
  app.addHook('onReady', async () => services.optimisation.start());
  app.addHook('onClose', async () => services.operations.stop());
  app.addHook('onClose', async () => services.optimisation.stop());
  if (config.roles.includes('ws')) registerAdminFeed(app, services.notifications);
  await registerWebApps(app, config, { testMode });
  return app;
}
