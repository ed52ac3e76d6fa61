import { appError } from '../../platform/errors.ts';
import type { StaffRepository } from './repository.ts';

/** Admin spec §9: 5 failed sign-ins lock the account for 15 minutes. */
export const lockoutPolicy = {
  maxFailures: 5,
  lockMinutes: 15,
  /** Failures from one address (any accounts) before that address is refused for a while. */
  maxSourceFailures: 20,
} as const;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * The account lock and the per-source throttle. Keys: `account:<id>:<device>` (a browser that has
 * signed in before has its own bucket, so a stranger's guesses cannot keep its owner out) and
 * `source:<ip>`.
 */
export function createLockout(repository: StaffRepository, now: () => Date) {
  const windowMs = lockoutPolicy.lockMinutes * 60_000;
  const staleBefore = () => new Date(now().getTime() - windowMs);
  return {
    accountKey: (accountRef: string, device: string | null) => `account:${accountRef}:${device ?? 'any'}`,
    accountPrefix: (staffId: string) => `account:${staffId}:`,
    sourceKey: (ip: string) => `source:${ip}`,

    /** Refuses a source that failed too often lately, before it can count against any account. */
    async checkSource(key: string): Promise<void> {
      const row = await repository.attempt(key);
      if (!row || row.lastFailedAt < staleBefore()) return;
      if (row.failures >= lockoutPolicy.maxSourceFailures) {
        const left = row.lastFailedAt.getTime() + windowMs - now().getTime();
        throw appError('ADMIN_SOURCE_THROTTLED', { minutes: minutes(left) });
      }
    },

    /** Refuses a locked bucket; otherwise reserves this attempt and returns its number. */
    async reserve(key: string): Promise<{ attempt: number } | { lockedFor: number }> {
      const row = await repository.attempt(key);
      const at = now();
      if (row?.lockedUntil && row.lockedUntil > at) {
        return { lockedFor: minutes(row.lockedUntil.getTime() - at.getTime()) };
      }
      const attempt = await repository.reserveAttempt(key, at, staleBefore());
      // A parallel guess past the limit waits for the lock its predecessor is about to set.
      if (attempt > lockoutPolicy.maxFailures) return { lockedFor: lockoutPolicy.lockMinutes };
      return { attempt };
    },

    /** The reserved attempt failed: returns whether it was the one that locks the bucket. */
    async failed(key: string, attempt: number): Promise<boolean> {
      if (attempt < lockoutPolicy.maxFailures) return false;
      await repository.lock(key, new Date(now().getTime() + windowMs));
      return true;
    },
    async countSourceFailure(key: string): Promise<void> {
      await repository.reserveAttempt(key, now(), staleBefore());
    },
    release: (key: string) => repository.releaseAttempt(key),
    succeeded: (key: string) => repository.clearAttempts(key),
    unlockAccount: (staffId: string) => repository.clearAccountAttempts(`account:${staffId}:`),
  };
}
export type Lockout = ReturnType<typeof createLockout>;
