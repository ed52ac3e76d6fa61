import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../testing/auth.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { startRun, waitForRun } from '../testing/runs.ts';

/**
 * A local stand-in for FinMind's v4 data API, answering TaiwanStockNews in its wire format
 * (`{msg, status, data}`); any other call is a test failure.
 */
async function startFakeFinMind(answer: (url: URL) => { status: number; body: unknown }) {
  const unexpected: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/api/v4/data' || url.searchParams.get('dataset') !== 'TaiwanStockNews') {
      unexpected.push(url.toString());
      return response.writeHead(404).end();
    }
    const { status, body } = answer(url);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    unexpected,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const headlinesFor = (url: URL) => {
  const to = url.searchParams.get('end_date')!;
  return [
    {
      date: `${to} 09:30:00`,
      stock_id: '2330',
      title: '台積電先進製程訂單強勁 營收創新高',
      description: '',
      link: '',
      source: '經濟日報',
    },
    {
      date: `${to} 08:00:00`,
      stock_id: '2330',
      title: '外資買超台積電 法人看好獲利成長',
      description: '',
      link: '',
      source: '工商時報',
    },
  ];
};

async function analyseNews(server: TestServer, user: SignedInUser) {
  const started = await startRun(server, user.headers, {
    symbol: '2330',
    analysts: ['news'],
    analysisType: 'detailed',
  });
  expect(started.statusCode).toBe(202);
  const run = await waitForRun(server, user.headers, (started.json() as { id: string }).id, 120_000);
  expect(run.status, run.error ?? '').toBe('completed');
  const report = run.report!;
  const news = report.analysts.find((analyst) => analyst.id === 'news')!;
  const cited = report.evidence.filter((item) => (news.evidence as readonly string[]).includes(item.id));
  return { news, cited };
}

describe('the news analyst with a configured feed', () => {
  let feed: Awaited<ReturnType<typeof startFakeFinMind>>;
  let server: TestServer;
  let gold: SignedInUser;
  let failing = false;
  beforeAll(async () => {
    feed = await startFakeFinMind((url) =>
      failing
        ? { status: 200, body: { msg: 'Your level is register', status: 402, data: [] } }
        : { status: 200, body: { msg: 'success', status: 200, data: headlinesFor(url) } },
    );
    server = await createTestServer({
      env: {
        NEWS_PROVIDER: 'finmind',
        FINMIND_BASE_URL: feed.url,
        MARKET_HTTP_RETRIES: '0',
        MARKET_HTTP_MIN_INTERVAL_MS: '0',
      },
      withQueue: true,
    });
    gold = await createSignedInUser(server);
    await server.services.accounts.setTier(gold.userId, 'gold');
  });
  afterAll(async () => {
    await server?.close();
    await feed?.close();
  });

  it('scores the feed’s headlines and cites them', async () => {
    failing = false;
    const { news, cited } = await analyseNews(server, gold);
    expect(news.status).toBe('ok');
    expect(news.signal).toBe('buy'); // both headlines carry positive words of the lexicon
    expect(cited.length).toBeGreaterThan(0);
    expect(JSON.stringify(cited.map((item) => item.source))).toContain('FinMind TaiwanStockNews');
    expect(feed.unexpected).toEqual([]);
  }, 180_000);

  it('reports no news data when the feed fails, instead of guessing', async () => {
    failing = true;
    const { news } = await analyseNews(server, gold);
    expect(news.status).toBe('insufficient');
  }, 180_000);
});
