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
  return {
    mailer,
    plans,
    entitlements,
    accounts: accounts.service,
    passwordResets: accounts.resets,
    preferences: createPreferenceService(db, now),
    heartbeats: createHeartbeatService(db),
  };
}
export type Services = ReturnType<typeof createServices>;

function createMailer(config: Config, log: Logger): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  if (config.env !== 'production') return createDevMailbox(config.mail.from, log);
  return createDisabledMailer();
}
