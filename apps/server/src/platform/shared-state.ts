import { Redis } from 'ioredis';

/**
 * What several processes of one deployment must count together: rate-limit windows. With
 * REDIS_URL the counts live in Redis (every process sees the same number); without it, in this
 * process's memory — correct for one process, and per process when several run (documented).
 */
export interface WindowCounter {
  /** Counts one hit of `key` in the current fixed window of `windowMs`; returns the window's count. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
}

export interface SharedState {
  /** The Redis connection when REDIS_URL is set (rate limits, the live feed's fan-out); null otherwise. */
  readonly redis: Redis | null;
  readonly counter: WindowCounter;
  close(): Promise<void>;
}

export function createSharedState(redisUrl: string | undefined, now: () => number = Date.now): SharedState {
  if (!redisUrl) {
    return { redis: null, counter: memoryWindowCounter(now), close: async () => undefined };
  }
  // A request must not hang on an unreachable Redis: one retry, then the command fails (500, logged).
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', () => undefined); // reported by the failing commands; keeps the process alive
  return {
    redis,
    counter: redisWindowCounter(redis, now),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Fixed windows in memory; old windows are dropped as new ones open. */
export function memoryWindowCounter(now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let lastSweep = 0;
  return {
    async hit(key, windowMs) {
      const at = now();
      if (at - lastSweep > 10_000) {
        lastSweep = at;
        for (const [name, window] of windows) if (window.endsAt <= at) windows.delete(name);
      }
      const start = Math.floor(at / windowMs) * windowMs;
      const name = `${key}:${windowMs}:${start}`;
      const window = windows.get(name) ?? { count: 0, endsAt: start + windowMs };
      window.count += 1;
      windows.set(name, window);
      return { count: window.count, resetMs: window.endsAt - at };
    },
  };
}

/** Fixed windows in Redis: one INCR per hit, the key expiring with its window. */
export function redisWindowCounter(redis: Redis, now: () => number = Date.now): WindowCounter {
  return {
    async hit(key, windowMs) {
      const at = now();
      const start = Math.floor(at / windowMs) * windowMs;
      const name = `alphadesk:window:${key}:${windowMs}:${start}`;
      const results = await redis
        .multi()
        .incr(name)
        .pexpire(name, windowMs * 2)
        .exec();
      const [error, count] = results?.[0] ?? [new Error('redis transaction aborted'), 0];
      if (error) throw error;
      return { count: Number(count), resetMs: start + windowMs - at };
    },
  };
}
