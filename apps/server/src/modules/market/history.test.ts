import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchHistoryItemResponse, SearchHistoryResponse } from '@alphadesk/contracts';
import { createSignedInUser, randomIp, type SignedInUser } from '../../testing/auth.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';

describe('search history (members only)', () => {
  let server: TestServer;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let clock = Date.parse('2025-09-03T02:30:00Z');
  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date((clock += 1000)) });
    alice = await createSignedInUser(server);
    bob = await createSignedInUser(server);
  });
  afterAll(() => server?.close());

  const add = (user: SignedInUser | null, payload: object) =>
    server.app.inject({
      method: 'POST',
      url: '/api/stocks/search-history',
      headers: user?.headers ?? {},
      remoteAddress: randomIp(),
      payload,
    });
  const list = (user: SignedInUser | null, query = '') =>
    server.app.inject({
      method: 'GET',
      url: `/api/stocks/search-history${query}`,
      headers: user?.headers ?? {},
      remoteAddress: randomIp(),
    });

  it('records searches, newest first, a repeated symbol moving to the top', async () => {
    for (const [symbol, name, market] of [
      ['2330', '台積電', 'TW'],
      ['AAPL', '蘋果', 'US'],
      ['2317', '鴻海', 'TW'],
    ]) {
      const response = await add(alice, { symbol, name, market });
      expect(response.statusCode).toBe(200);
      expect(SearchHistoryItemResponse.parse(response.json()).item).toMatchObject({
        symbol,
        market,
        analysisCount: 0,
      });
    }
    await add(alice, { symbol: '2330', name: '台積電', market: 'TW' });
    const { history } = SearchHistoryResponse.parse((await list(alice)).json());
    expect(history.map((item) => item.symbol)).toEqual(['2330', '2317', 'AAPL']);
    expect(history[0]!.searchedAt > history[1]!.searchedAt).toBe(true);
    const { history: two } = SearchHistoryResponse.parse((await list(alice, '?limit=2')).json());
    expect(two).toHaveLength(2);
  });

  it('shows each member only their own history', async () => {
    await add(bob, { symbol: '2454', name: '聯發科', market: 'TW' });
    const bobs = SearchHistoryResponse.parse((await list(bob)).json()).history;
    expect(bobs.map((item) => item.symbol)).toEqual(['2454']);
    const alices = SearchHistoryResponse.parse((await list(alice)).json()).history;
    expect(alices.map((item) => item.symbol)).not.toContain('2454');
    // No parameter lets one member address another's rows.
    const sneaky = await list(alice, `?limit=10&userId=${bob.userId}`);
    expect(sneaky.statusCode).toBe(400);
    const forged = await add(alice, { symbol: '2330', name: '台積電', market: 'TW', userId: bob.userId });
    expect(forged.statusCode).toBe(400);
    expect(SearchHistoryResponse.parse((await list(bob)).json()).history.map((item) => item.symbol)).toEqual([
      '2454',
    ]);
  });

  it('keeps at most 50 searches per member', async () => {
    const carol = await createSignedInUser(server);
    const symbols = [
      '2330',
      '2317',
      '2454',
      '2308',
      '2382',
      '2881',
      '2882',
      '2412',
      '2891',
      '3711',
      '2303',
      '2886',
      '2884',
      '1301',
      '1303',
      '2002',
    ];
    const foreign = [
      'AAPL',
      'MSFT',
      'NVDA',
      'AMZN',
      'META',
      'TSLA',
      'GOOGL',
      'AVGO',
      'TSM',
      'JPM',
      'V',
      'MA',
      'BAC',
      'WFC',
      'C',
      'GS',
      'MS',
      'AXP',
      'BLK',
      'SCHW',
      'PYPL',
      'UNH',
      'JNJ',
      'LLY',
      'PFE',
      'MRK',
      'ABBV',
      'TMO',
      'ABT',
      'DHR',
      'ISRG',
      'AMGN',
      'GILD',
      'MRNA',
      'XOM',
    ];
    for (const symbol of symbols)
      expect((await add(carol, { symbol, name: symbol, market: 'TW' })).statusCode).toBe(200);
    for (const symbol of foreign)
      expect((await add(carol, { symbol, name: symbol, market: 'US' })).statusCode).toBe(200);
    const { history } = SearchHistoryResponse.parse((await list(carol, '?limit=50')).json());
    expect(history).toHaveLength(50);
    expect(history[0]!.symbol).toBe('XOM');
    expect(history.map((item) => item.symbol)).not.toContain('2330'); // the oldest was dropped
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const response = await add(null, { symbol: '2330', name: '台積電', market: 'TW' });
    expect(response.statusCode).toBe(401);
    expect(expectCleanError(response.body).code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input with a zh-TW 400 and unknown securities with 404', async () => {
    for (const [payload, message] of [
      [{ symbol: '2330', name: '台積電' }, '市場'],
      [{ symbol: '2330', name: '', market: 'TW' }, '請輸入股票名稱'],
      [{ symbol: 2330, name: '台積電', market: 'TW' }, '股票代碼格式不正確'],
      [{ symbol: '2330', name: '台積電', market: 'EU' }, '不支援的市場'],
    ] as const) {
      const response = await add(alice, payload);
      expect(response.statusCode).toBe(400);
      expect(expectCleanError(response.body).message).toContain(message);
    }
    for (const query of ['?limit=0', '?limit=51', '?limit=x', '?page=1']) {
      const response = await list(alice, query);
      expect(response.statusCode).toBe(400);
      expect(expectCleanError(response.body).message).toMatch(/[\u4e00-\u9fff]/);
    }
    const unknown = await add(alice, { symbol: 'ZZZZ', name: '不存在', market: 'US' });
    expect(unknown.statusCode).toBe(404);
    expect(expectCleanError(unknown.body).message).toBe('找不到相關股票，請檢查股票代碼或名稱');
  });
});
