import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler, requestLocale } from './error-handler.ts';
import { AppError } from './errors.ts';

describe('the language of error answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    app.get('/order', async () => {
      throw new AppError('ORDER_NOT_FOUND');
    });
    app.get('/throttled', async () => {
      throw new AppError('RATE_LIMITED', '登入失敗次數過多，請於 30 秒後再試');
    });
    app.get('/bug', async () => {
      throw new Error('relation "orders" does not exist');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, language?: string) =>
    app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it('answers a catalogued error in the language the request asks for', async () => {
    const english = await get('/order', 'en-US,en;q=0.9');
    expect(english.statusCode).toBe(404);
    expect(english.headers['content-language']).toBe('en-US');
    expect(english.json().error).toMatchObject({
      code: 'ORDER_NOT_FOUND',
      message: 'This order was not found',
    });
    const simplified = await get('/order', 'zh-CN');
    expect(simplified.headers['content-language']).toBe('zh-CN');
    expect(simplified.json().error.message).toBe('找不到此订单');
  });

  it('answers in zh-TW when the request names no language of ours, or none', async () => {
    for (const language of [undefined, 'fr-FR', 'zh-TW', '*']) {
      const response = await get('/order', language);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-language']).toBe('zh-TW');
      expect(response.json().error.message).toBe('找不到此訂單');
    }
  });

  it('sends a specific zh-TW message as it is, saying it is zh-TW', async () => {
    const response = await get('/throttled', 'en-US');
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-language']).toBe('zh-TW');
    expect(response.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: '登入失敗次數過多，請於 30 秒後再試',
    });
  });

  it('never shows an unexpected error’s own message', async () => {
    const response = await get('/bug', 'en-US');
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    expect(response.body).not.toContain('relation');
    expect(response.headers['content-language']).toBe('en-US');
  });
});

describe('requestLocale', () => {
  it('takes the most preferred language we speak', () => {
    expect(requestLocale('fr;q=1, en;q=0.8, zh-CN;q=0.9')).toBe('zh-CN');
    expect(requestLocale('en-GB')).toBe('en-US');
    expect(requestLocale('zh-Hant-HK, en;q=0.5')).toBe('zh-TW');
    expect(requestLocale('zh-Hans')).toBe('zh-CN');
    expect(requestLocale('en;q=0, ja')).toBe('zh-TW');
    expect(requestLocale(undefined)).toBe('zh-TW');
  });
});
