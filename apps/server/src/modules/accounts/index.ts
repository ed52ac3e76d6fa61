import type { Db } from '@alphadesk/db';
import type { Config } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { EntitlementService } from '../entitlements/service.ts';
import { createGoogleVerifier } from './google.ts';
import { sendPasswordResetJob } from './jobs.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createPasswordResets } from './password-resets.ts';
import { createAccountRepository } from './repository.ts';
import { createAccountService } from './service.ts';
import { createSessionManager } from './sessions.ts';
import { createAccessTokens } from './tokens.ts';

/** Assembles the accounts module from its parts. */
export function createAccountsModule(deps: {
  db: Db;
  config: Config;
  entitlements: EntitlementService;
  mailer: Mailer;
  queue: JobQueue | null;
  log: Logger;
  now: () => Date;
}) {
  const { db, config, entitlements, mailer, queue, log, now } = deps;
  const repository = createAccountRepository(db);
  const tokens = createAccessTokens(config.auth.secret, config.auth.accessTokenTtlSeconds, now);
  const resets = createPasswordResets({
    repository,
    mailer,
    publicBaseUrl: config.publicBaseUrl,
    now,
    enqueue: queue
      ? async (email) => {
          await queue.send(sendPasswordResetJob, { email });
        }
      : null,
    onError: (error) => log.error({ err: error }, 'password reset mail failed'),
  });
  const service = createAccountService({
    repository,
    sessions: createSessionManager({
      repository,
      tokens,
      policy: { rememberMeDays: config.auth.rememberMeDays, sessionHours: config.auth.sessionHours },
      now,
    }),
    tokens,
    throttle: createLoginThrottle(repository, now),
    entitlements,
    resets,
    google: config.auth.googleClientId
      ? createGoogleVerifier({
          clientId: config.auth.googleClientId,
          jwksUrl: config.auth.googleJwksUrl,
          now,
        })
      : null,
    now,
  });
  return { service, resets };
}
