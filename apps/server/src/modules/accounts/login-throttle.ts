import { AppError } from '../../platform/errors.ts';
import type { AccountRepository } from './repository.ts';

/**
 * Progressive delay after repeated sign-in failures, per email and per IP: after a few free
 * attempts each further one must wait twice as long as the last (1 s, 2 s, 4 s … capped at 5 min).
 * Failures older than the window are forgotten. Stored in the database so every process agrees.
 */
const rules = { email: { freeAttempts: 5 }, ip: { freeAttempts: 20 } } as const;
const windowMs = 15 * 60 * 1000;
const maxDelayMs = 5 * 60 * 1000;

export function delayAfter(failures: number, freeAttempts: number): number {
  if (failures < freeAttempts) return 0;
  return Math.min(1000 * 2 ** (failures - freeAttempts), maxDelayMs);
}

export function createLoginThrottle(repository: AccountRepository, now: () => Date) {
  const keysFor = (email: string, ip: string) => ({ email: `email:${email}`, ip: `ip:${ip}` });
  return {
    async check(email: string, ip: string): Promise<void> {
      const keys = keysFor(email, ip);
      const rows = await repository.loginFailures([keys.email, keys.ip]);
      const at = now().getTime();
      let waitMs = 0;
      for (const row of rows) {
        const since = at - row.lastFailedAt.getTime();
        if (since > windowMs) continue;
        const rule = row.key === keys.email ? rules.email : rules.ip;
        waitMs = Math.max(waitMs, delayAfter(row.failures, rule.freeAttempts) - since);
      }
      if (waitMs > 0) {
        throw new AppError('RATE_LIMITED', `登入失敗次數過多，請於 ${Math.ceil(waitMs / 1000)} 秒後再試`);
      }
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      const keys = keysFor(email, ip);
      const at = now();
      // A failure after the window starts a new count.
      const rows = await repository.loginFailures([keys.email, keys.ip]);
      for (const row of rows) {
        if (at.getTime() - row.lastFailedAt.getTime() > windowMs)
          await repository.clearLoginFailures(row.key);
      }
      await repository.recordLoginFailure(keys.email, at);
      await repository.recordLoginFailure(keys.ip, at);
    },
    async recordSuccess(email: string): Promise<void> {
      await repository.clearLoginFailures(keysFor(email, '').email);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
