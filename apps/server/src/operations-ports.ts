import type { Database } from '@alphadesk/db';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Logger } from './platform/logger.ts';
import type { Mailer } from './platform/mail.ts';
import type { JobQueue } from './platform/queue.ts';
import { tcpReachable } from './platform/tcp-probe.ts';
import type { AccountsModule } from './modules/accounts/index.ts';
import type { OperationsPorts, ServiceProbe } from './modules/operations/index.ts';
import type { StaffModule } from './modules/staff/index.ts';

interface PortDeps {
  database: Database;
  config: Config;
  queue: JobQueue | null;
  log: Logger;
  mailer: Mailer;
  marketHealth: { lastFailureAt: Date | null };
  now: () => Date;
  accounts: Pick<AccountsModule, 'revokeMemberSessions'>;
  staff: Pick<StaffModule, 'securityFacts'>;
  heartbeats: OperationsPorts['heartbeats'];
  /** The deployment's Redis (REDIS_URL), or null when the processes share nothing but the database. */
  redis: Redis | null;
}

const reachable = async (url: string, defaultPort: number) => {
  const parsed = new URL(url);
  const port = parsed.port ? Number(parsed.port) : defaultPort;
  return tcpReachable(parsed.hostname, port);
};

/** The dependencies the system monitor probes, each asked for real (a ping, a connection, a state). */
function probesOf(deps: PortDeps): ServiceProbe[] {
  const { database, config, queue, mailer, marketHealth, now } = deps;
  return [
    {
      name: 'database',
      async check() {
        const latency = await database.ping().catch(() => null);
        return latency === null
          ? { status: 'down', detail: `${database.kind} 無回應` }
          : { status: 'up', detail: `${database.kind}` };
      },
    },
    {
      name: 'queue',
      async check() {
        if (!queue) return { status: 'not_configured', detail: '此程序未啟用工作佇列' };
        return (await queue.isHealthy())
          ? { status: 'up', detail: 'pg-boss' }
          : { status: 'down', detail: 'pg-boss 無回應' };
      },
    },
    {
      name: 'redis',
      // Rate-limit windows and the live feed's fan-out use it when REDIS_URL is set.
      async check() {
        const redis = deps.redis;
        if (!redis) return { status: 'not_configured', detail: '未設定 REDIS_URL' };
        const answer = await Promise.race([
          redis.ping().catch(() => null),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000).unref()),
        ]);
        return answer === 'PONG'
          ? { status: 'up', detail: 'Redis' }
          : { status: 'down', detail: 'Redis 無回應' };
      },
    },
    {
      name: 'market_data',
      async check() {
        const provider = config.market.provider;
        const failed = marketHealth.lastFailureAt;
        if (failed && now().getTime() - failed.getTime() < 5 * 60_000) {
          return { status: 'degraded', detail: `${provider}：最近一次失敗於 ${failed.toISOString()}` };
        }
        return { status: 'up', detail: provider === 'simulator' ? 'simulator（模擬行情）' : provider };
      },
    },
    {
      name: 'smtp',
      async check() {
        if (config.mail.smtpUrl) {
          return (await reachable(config.mail.smtpUrl, config.mail.smtpUrl.startsWith('smtps') ? 465 : 587))
            ? { status: 'up', detail: 'SMTP 可連線' }
            : { status: 'down', detail: 'SMTP 無法連線' };
        }
        return mailer.kind === 'dev-mailbox'
          ? { status: 'up', detail: '開發信箱（/dev/mailbox）' }
          : { status: 'not_configured', detail: '未設定 SMTP_URL' };
      },
    },
    {
      name: 'payuni',
      async check() {
        const payments = config.payments;
        if (payments.gateway === 'disabled')
          return { status: 'not_configured', detail: '未設定 PayUni 商店' };
        if (payments.gateway === 'builtin-sandbox') return { status: 'up', detail: '內建測試閘道' };
        return (await reachable(payments.apiBase, 443))
          ? { status: 'up', detail: `${new URL(payments.apiBase).host} 可連線` }
          : { status: 'down', detail: `${new URL(payments.apiBase).host} 無法連線` };
      },
    },
  ];
}

/** Wires the operations module to the platform and to the modules it reads. */
export function operationsPorts(deps: PortDeps): OperationsPorts {
  const { database, config, queue } = deps;
  return {
    probes: probesOf(deps),
    queueStats: async () => (queue ? queue.stats() : []),
    databasePool() {
      const raw = database.raw;
      if (raw.kind === 'postgres') {
        return {
          kind: 'postgres',
          total: raw.pool.totalCount,
          idle: raw.pool.idleCount,
          waiting: raw.pool.waitingCount,
        };
      }
      // PGlite is one connection inside this process.
      return { kind: 'pglite', total: 1, idle: 1, waiting: 0 };
    },
    heartbeats: deps.heartbeats,
    revokeMemberSessions: (userId, within) => deps.accounts.revokeMemberSessions(userId, within),
    staffFacts: () => deps.staff.securityFacts(),
    secretsAtDefault() {
      const found: string[] = [];
      if (config.auth.secretIsEphemeral) found.push('AUTH_SECRET（每次啟動隨機產生）');
      // Outside a test mode, the e-invoice provider must not run on ECPay's published test merchant.
      if (
        config.einvoice.provider === 'ecpay' &&
        !config.einvoice.testMode &&
        config.einvoice.merchantId === '2000132'
      ) {
        found.push('ECPAY_EINVOICE_MERCHANT_ID（公開測試商店）');
      }
      return found;
    },
    log: deps.log,
  };
}
