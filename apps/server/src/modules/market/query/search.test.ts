import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockSearchResponse } from '@alphadesk/contracts';
import { randomIp } from '../../../testing/auth.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';

describe('search answers kept between requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const search = async (q: string) =>
    StockSearchResponse.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/stocks/search?q=${encodeURIComponent(q)}`,
          remoteAddress: randomIp(),
        })
      ).json(),
    ).suggestions.map((item) => item.symbol);

  it('answers a repeated query the same, and a changed universe with its new securities', async () => {
    const before = await search('晶望');
    expect(before).not.toContain('9917');
    expect(await search('晶望')).toEqual(before);
    await server.services.market.addSecurities([
      {
        symbol: '9917',
        code: '9917',
        market: 'TW',
        exchange: 'TWSE',
        name: '晶望科技',
        nameEn: 'Jingwang Technology',
        isin: null,
        industry: null,
        sector: 'technology',
        kind: 'stock',
        listedOn: null,
        currency: 'TWD',
        sharesOutstanding: null,
        popularity: 10,
        source: 'import',
      },
    ]);
    expect(await search('晶望')).toContain('9917');
  });
});
