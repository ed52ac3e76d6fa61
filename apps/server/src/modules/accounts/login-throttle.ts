import { and, eq, gt, isNull, loginFailures, sessions, sql, users, type Db } from '@alphadesk/db';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from './tokens.ts';

/**
 * Progressive delay on sign-in attempts. An attempt is reserved in the database, atomically,
 * BEFORE the password is checked, so a hundred parallel guesses cannot all slip through while the
 * first ones are still being verified, whichever process serves them.
 *
 * Buckets:
 *  - the account, per device: a device that holds a live session of this account (its refresh
 *    cookie) has a bucket of its own; every other device shares the account's "unknown" bucket.
 *    Strangers' guesses slow down guessing from unknown devices but never lock the owner's signed-in
 *    device out.
 *  - the client address, for unknown devices only: one address guessing many accounts slows down,
 *    while people behind the same address who are signed in are not held back by it.
 *
 * After a few free attempts each further one must wait twice as long as the last (1 s, 2 s, 4 s …
 * capped at 5 min); attempts older than the window are forgotten. A successful sign-in clears the
 * account bucket and gives the address its attempt back; a password reset by mail clears every
 * bucket of the account, so the owner can always get back in.
 */
const rules = { account: { freeAttempts: 5 }, address: { freeAttempts: 20 } } as const;
type Rule = (typeof rules)[keyof typeof rules];
const windowMs = 15 * 60 * 1000;
const maxDelayMs = 5 * 60 * 1000;

export function delayAfter(attempts: number, freeAttempts: number): number {
  if (attempts < freeAttempts) return 0;
  return Math.min(1000 * 2 ** (attempts - freeAttempts), maxDelayMs);
}

export interface LoginClient {
  ip: string;
  /** The refresh cookie the device presented, if any: a live session of the account proves the device. */
  refreshToken?: string | undefined;
}

/** A reserved attempt: report success so the buckets forget it. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

const accountPrefix = (email: string) => `account:${email}|`;

/** Thrown inside the reservation transaction to roll it back when a bucket must wait. */
class Refused extends Error {}

export function createLoginThrottle(db: Db, now: () => Date) {
  /** The family of a live session of this account on the calling device, or null. */
  async function provenDevice(email: string, refreshToken: string | undefined, at: Date) {
    if (!refreshToken) return null;
    const [row] = await db
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashToken(refreshToken)),
          eq(users.email, email),
          isNull(sessions.revokedAt),
          isNull(sessions.rotatedAt),
          gt(sessions.expiresAt, at),
        ),
      )
      .limit(1);
    return row?.familyId ?? null;
  }

  /**
   * Counts one attempt on `key` unless it must wait: one INSERT … ON CONFLICT DO UPDATE … WHERE, so
   * concurrent attempts on the same key are serialised by the row lock and each sees the last count.
   */
  async function reserveOne(tx: Db, key: string, rule: Rule, at: Date): Promise<boolean> {
    const atValue = sql`${at.toISOString()}::timestamptz`;
    const windowStart = sql`${new Date(at.getTime() - windowMs).toISOString()}::timestamptz`;
    const expired = sql`${loginFailures.lastFailedAt} < ${windowStart}`;
    const waited = sql`${loginFailures.lastFailedAt} + make_interval(secs => least(power(2, ${loginFailures.failures} - ${rule.freeAttempts}::int), ${maxDelayMs / 1000}::int)) <= ${atValue}`;
    const rows = await tx
      .insert(loginFailures)
      .values({ key, failures: 1, lastFailedAt: at })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`,
          lastFailedAt: at,
        },
        setWhere: sql`${expired} or ${loginFailures.failures} < ${rule.freeAttempts}::int or ${waited}`,
      })
      .returning({ attempts: loginFailures.failures });
    return rows.length > 0;
  }

  async function waitSeconds(buckets: { key: string; rule: Rule }[], at: Date): Promise<number> {
    let waitMs = 1000;
    for (const bucket of buckets) {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, bucket.key));
      if (!row) continue;
      const due = row.lastFailedAt.getTime() + delayAfter(row.failures, bucket.rule.freeAttempts);
      waitMs = Math.max(waitMs, due - at.getTime());
    }
    return Math.ceil(waitMs / 1000);
  }

  return {
    /** Reserves one attempt for this account from this client, or throws RATE_LIMITED. */
    async reserve(email: string, client: LoginClient): Promise<LoginAttempt> {
      const at = now();
      const device = await provenDevice(email, client.refreshToken, at);
      const accountKey = `${accountPrefix(email)}${device ? `device:${device}` : 'unknown'}`;
      const addressKey = `address:${client.ip}`;
      // Keys in one fixed order ("account:" < "address:"), so concurrent transactions never deadlock.
      const buckets = [
        { key: accountKey, rule: rules.account },
        ...(device ? [] : [{ key: addressKey, rule: rules.address }]),
      ];
      // All buckets or none: a refusal by the address must not spend an attempt of the account.
      const reserved = await db
        .transaction(async (tx) => {
          for (const bucket of buckets) {
            if (!(await reserveOne(tx as unknown as Db, bucket.key, bucket.rule, at))) throw new Refused();
          }
        })
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof Refused) return false;
            throw error;
          },
        );
      if (!reserved) {
        const seconds = await waitSeconds(buckets, at);
        throw new AppError('LOGIN_THROTTLED', undefined, undefined, { seconds });
      }
      return {
        async succeeded() {
          await db.delete(loginFailures).where(eq(loginFailures.key, accountKey));
          if (!device) {
            await db
              .update(loginFailures)
              .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
              .where(eq(loginFailures.key, addressKey));
          }
        },
      };
    },

    /** Forgets every attempt on the account (after the owner proved the mailbox by a reset link). */
    async forgetAccount(email: string): Promise<void> {
      const prefix = accountPrefix(email);
      await db
        .delete(loginFailures)
        .where(sql`left(${loginFailures.key}, ${prefix.length}::int) = ${prefix}`);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
