import type { TestServer } from '../../../testing/server.ts';
import { buildMember, randomIp, type SignedInMember } from '../../../testing/factories.ts';
import { randomUUID } from 'node:crypto';
import { analyses } from '@alphadesk/db';
import { storeBars, storeDividends } from '../../market/testing/store.ts';

/** A signed-in member on a plan (portfolio management needs gold or diamond). */
export function memberOn(server: TestServer, tier: 'free' | 'gold' | 'diamond'): Promise<SignedInMember> {
  return buildMember(server, { tier });
}

/** Real-looking stored closes (open = high = low = close), as the market module keeps them. */
export async function storeCloses(server: TestServer, symbol: string, closes: Record<string, number>) {
  await storeBars(
    server.database.db,
    Object.entries(closes).map(([date, close]) => ({
      symbol,
      date,
      open: close,
      high: close,
      low: close,
      close,
      change: null,
      volume: 1_000_000,
      value: null,
      transactions: null,
      adjFactor: 1,
      source: 'twse' as const,
      simulated: false,
    })),
  );
}

/** Calls the API as `member`, from an address of its own (rate limits are per client). */
export function api(server: TestServer, member: { headers: { authorization: string } }) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: member.headers,
      remoteAddress: randomIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/** A portfolio of `member`, created through the API. */
export async function createPortfolio(
  server: TestServer,
  member: { headers: { authorization: string } },
  body: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const response = await api(server, member).post('/api/simple-portfolios', {
    name: '我的投資組合 #1',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string };
}

/** A published cash dividend (除息) of `perShare` NT$ on `exDate`. */
export async function storeCashDividend(
  server: TestServer,
  symbol: string,
  exDate: string,
  perShare: number,
  previousClose: number,
) {
  await storeDividends(server.database.db, [
    {
      symbol,
      date: exDate,
      kind: 'dividend',
      previousClose,
      referencePrice: previousClose - perShare,
      cashDividend: perShare,
      stockDividend: null,
      source: 'twse',
    },
  ]);
}

/** A completed analysis of `userId` whose call was `price` on `date` (what the what-if reads). */
export async function storeAnalysisCall(
  server: TestServer,
  userId: string,
  call: { symbol: string; companyName: string; price: number; date: string },
): Promise<{ id: string }> {
  const id = randomUUID();
  await server.database.db.insert(analyses).values({
    id,
    userId,
    symbol: call.symbol,
    companyName: call.companyName,
    market: 'TW',
    analysts: ['technical'],
    analysisType: 'quick',
    status: 'completed',
    progress: 100,
    result: 'buy',
    confidence: 0.6,
    priceAtCall: call.price,
    callDate: call.date,
    horizonDays: 20,
  });
  return { id };
}
