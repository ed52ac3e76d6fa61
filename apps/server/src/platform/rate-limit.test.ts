import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { rateLimitEntries, registerLocalRateLimits, windowMs } from './rate-limit.ts';

/** A bare app with the error handler and the in-process limits, on a clock the test moves. */
async function appWith(max: number | (() => number)) {
  let at = 1_000_000;
  const app = Fastify();
  registerErrorHandler(app);
  registerLocalRateLimits(app, () => at);
  app.get('/limited', { config: { rateLimit: { max, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  app.get('/free', async () => ({ ok: true }));
  await app.ready();
  const get = (url: string, remoteAddress = '10.0.0.1') => app.inject({ method: 'GET', url, remoteAddress });
  return { app, get, advance: (ms: number) => (at += ms) };
}

describe('in-process rate limits', () => {
  it('counts per address and route, with the headers, and refuses beyond the limit in zh-TW', async () => {
    const { app, get, advance } = await appWith(2);
    const first = await get('/limited');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect(first.headers['x-ratelimit-remaining']).toBe('1');
    expect(first.headers['x-ratelimit-reset']).toBe('60');
    advance(15_000);
    expect((await get('/limited')).headers['x-ratelimit-remaining']).toBe('0');
    const refused = await get('/limited');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: '請求過於頻繁，請稍後再試' },
    });
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['retry-after']).toBe('45');
    // Another address has its own count; a route without a limit has none.
    expect((await get('/limited', '10.0.0.2')).statusCode).toBe(200);
    expect((await get('/free')).headers['x-ratelimit-limit']).toBeUndefined();
    // The address's next window starts at its first request after this one ends.
    advance(45_000);
    const again = await get('/limited');
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe('1');
    await app.close();
  });

  it('asks a limit given as a function on every request (the run-time policy overrides)', async () => {
    let limit = 1;
    const { app, get } = await appWith(() => limit);
    expect((await get('/limited')).statusCode).toBe(200);
    expect((await get('/limited')).statusCode).toBe(429);
    limit = 5;
    const raised = await get('/limited');
    expect(raised.statusCode).toBe(200);
    expect(raised.headers['x-ratelimit-limit']).toBe('5');
    await app.close();
  });

  it('keys IPv6 clients by their /64 network and forgets the least recently seen beyond its bound', async () => {
    const { app, get } = await appWith(1);
    expect((await get('/limited', '2001:db8:1:2::10')).statusCode).toBe(200);
    expect((await get('/limited', '2001:db8:1:2::20')).statusCode).toBe(429);
    expect((await get('/limited', '2001:db8:1:3::10')).statusCode).toBe(200);
    for (let i = 0; i < rateLimitEntries; i++) await get('/limited', `10.1.${i >> 8}.${i & 255}`);
    expect((await get('/limited', '2001:db8:1:2::10')).statusCode).toBe(200);
    await app.close();
  });

  it('reads the declared windows', () => {
    expect(windowMs('1 minute')).toBe(60_000);
    expect(windowMs('15 minutes')).toBe(900_000);
    expect(windowMs('30s')).toBe(30_000);
    expect(windowMs(500)).toBe(500);
    expect(() => windowMs('soon')).toThrow();
  });
});
