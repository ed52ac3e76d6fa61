import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeText } from '@alphadesk/contracts';
import { registerErrorHandler } from './error-handler.ts';
import { memoisingValidatorCompiler, pureQuery } from './validation.ts';

z.config(z.locales.zhTW());

async function appWith(schema: z.ZodType) {
  const seen: unknown[] = [];
  const app = Fastify();
  app.setValidatorCompiler(memoisingValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/q', { schema: { querystring: schema } }, async (request) => {
    seen.push(request.query);
    return { query: request.query };
  });
  await app.ready();
  return { app, seen, get: (url: string) => app.inject({ method: 'GET', url }) };
}

/** A schema of its own per test: declaring one pure is for good. */
const query = () => z.strictObject({ q: safeText().max(5), market: z.enum(['TW', 'US']).default('TW') });

describe('query validation kept for pure schemas', () => {
  it('checks a query once and hands later requests the same frozen value', async () => {
    const { app, seen, get } = await appWith(pureQuery(query()));
    expect((await get('/q?q=ab')).json()).toEqual({ query: { q: 'ab', market: 'TW' } });
    expect((await get('/q?q=ab')).statusCode).toBe(200);
    expect(seen[0]).toBe(seen[1]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect((await get('/q?q=ab&market=US')).json()).toEqual({ query: { q: 'ab', market: 'US' } });
    await app.close();
  });

  it('still refuses bad input after a good query was kept, whatever it holds', async () => {
    const { app, get } = await appWith(pureQuery(query()));
    expect((await get('/q?q=a&market=US')).statusCode).toBe(200);
    // Would read the same as the kept query were names and values merely joined by a separator.
    for (const url of ['/q?q=a%00market%00US', '/q?q=a1%3Amarket2%3AUS', '/q?q=toolong', '/q?q=a&x=1']) {
      const refused = await get(url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    // Repeated parameters (an array) are checked, and refused, every time.
    expect((await get('/q?q=a&q=b')).statusCode).toBe(400);
    await app.close();
  });

  it('checks a schema not declared pure on every request', async () => {
    const { app, seen, get } = await appWith(query());
    await get('/q?q=ab');
    await get('/q?q=ab');
    expect(seen[0]).not.toBe(seen[1]);
    expect(Object.isFrozen(seen[0])).toBe(false);
    await app.close();
  });
});
