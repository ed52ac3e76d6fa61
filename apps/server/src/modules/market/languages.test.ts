import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotStocksResponse, MarketIndicesResponse } from '@alphadesk/contracts';
import { marketIndices } from '@alphadesk/core';
import { randomIp } from '../../testing/auth.ts';
import { han, traditionalIn } from '../../testing/languages.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { indexName } from './texts.ts';

// Wednesday 2025-09-03 10:30 in Taipei: a trading session is running.
const clock = { now: new Date('2025-09-03T02:30:00Z') };

describe('market texts follow the reader language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ now: () => clock.now });
  });
  afterAll(() => server?.close());

  const get = (url: string, language?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      remoteAddress: randomIp(),
      headers: language ? { 'accept-language': language } : {},
    });
  const indices = async (language?: string) =>
    MarketIndicesResponse.parse((await get('/api/market/indices', language)).json()).indices;
  const hot = async (language?: string) =>
    HotStocksResponse.parse((await get('/api/stocks/hot?limit=20', language)).json()).stocks;

  it('has a translation of every index the product shows', () => {
    for (const { symbol, name } of marketIndices) {
      expect(indexName(symbol, name, 'zh-TW')).toBe(name);
      expect(indexName(symbol, name, 'en-US'), symbol).not.toMatch(han);
      expect(indexName(symbol, name, 'en-US'), symbol).not.toBe(symbol);
      expect(traditionalIn(indexName(symbol, name, 'zh-CN')), symbol).toEqual([]);
    }
    // An index nobody translated yet: its symbol in English, never its Chinese name.
    expect(indexName('TWSE:NEW', '新類指數', 'en-US')).toBe('TWSE:NEW');
  });

  it('names every index in the reader language', async () => {
    const [taiwan, simplified, english] = await Promise.all([
      indices(),
      indices('zh-CN,zh;q=0.9'),
      indices('en-US,en;q=0.9'),
    ]);
    const named = (list: typeof taiwan) =>
      Object.fromEntries(list.map((index) => [index.symbol, index.name]));
    expect(named(taiwan)['^TWII']).toBe('發行量加權股價指數');
    expect(named(taiwan)['^TWOII']).toBe('櫃買指數');
    expect(named(simplified)['^TWOII']).toBe('柜买指数');
    expect(named(english)['^TWII']).toBe('TAIEX');
    expect(named(english)['TWSE:SEMI']).toBe('TWSE Semiconductor Index');
    expect(simplified.map((index) => index.symbol)).toEqual(taiwan.map((index) => index.symbol));
    expect(english.map((index) => index.symbol)).toEqual(taiwan.map((index) => index.symbol));
    expect(english.filter((index) => han.test(index.name))).toEqual([]);
    expect(simplified.flatMap((index) => traditionalIn(index.name))).toEqual([]);
    // The levels are the same whatever the language: only the names are translated.
    expect(english.map((index) => index.value)).toEqual(taiwan.map((index) => index.value));
  });

  it('explains each hot stock in the reader language, names unchanged', async () => {
    const taiwan = await hot();
    const [simplified, english] = await Promise.all([hot('zh-CN'), hot('en-US')]);
    expect(taiwan.length).toBeGreaterThan(0);
    expect(taiwan.every((stock) => han.test(stock.reason))).toBe(true);
    expect(english.map((stock) => stock.symbol)).toEqual(taiwan.map((stock) => stock.symbol));
    expect(simplified.map((stock) => stock.symbol)).toEqual(taiwan.map((stock) => stock.symbol));
    // Stock names are proper names and stay as listed.
    expect(english.map((stock) => stock.name)).toEqual(taiwan.map((stock) => stock.name));
    expect(english.filter((stock) => han.test(stock.reason) || stock.reason === '')).toEqual([]);
    expect(simplified.flatMap((stock) => traditionalIn(stock.reason))).toEqual([]);
    expect(taiwan.some((stock) => traditionalIn(stock.reason).length > 0)).toBe(true);
  });
});
