import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { createMarketProvider } from '../ingestion/providers/index.ts';
import type { MarketDataProvider, Quote, SecurityRecord } from '../ingestion/providers/types.ts';
import { lastClosedSession } from '../ingestion/sessions.ts';
import { createFactsRepository } from '../store/facts-repository.ts';
import { createMarketRepository } from '../store/repository.ts';
import { createDetail } from './detail.ts';
import { createQuoteService } from './quotes.ts';

// Wednesday 2025-09-03 10:30 in Taipei: the market is open, quotes live 5 s.
const clock = { now: new Date('2025-09-03T02:30:00Z') };

describe('stock detail: what it keeps in memory', () => {
  let server: TestServer;
  let securities: Map<string, SecurityRecord>;
  beforeAll(async () => {
    server = await createTestServer({ now: () => clock.now });
    securities = new Map();
    for (const symbol of ['2330', '2317', '2454', '2412'])
      securities.set(symbol, (await server.services.market.findSecurity(symbol))!);
  });
  afterAll(() => server?.close());

  /** The simulator with a price that can be moved, counting the quote batches it is asked for. */
  function movableSimulator() {
    const simulator = createMarketProvider(server.config.market, () => clock.now);
    const asked: string[][] = [];
    const shift = { by: 0 };
    const provider: MarketDataProvider = {
      ...simulator,
      quotes: async (wanted) => {
        asked.push(wanted.map((security) => security.symbol).sort());
        await new Promise((resolve) => setTimeout(resolve, 5)); // a provider answers later
        return (await simulator.quotes(wanted)).map((quote: Quote) => ({
          ...quote,
          price: quote.price + shift.by,
        }));
      },
    };
    return { provider, asked, shift };
  }

  function build(provider: MarketDataProvider) {
    const repository = createMarketRepository(server.database.db);
    const quotes = createQuoteService({ provider, repository, now: () => clock.now, holidays: new Set() });
    const detail = createDetail({
      provider,
      search: {
        resolve: async (q) => {
          const found = securities.get(q);
          if (!found) throw new Error(`unknown ${q}`);
          return found;
        },
      },
      quotes,
      facts: createFactsRepository(server.database.db),
      now: () => clock.now,
      holidays: new Set(),
    });
    return { quotes, detail };
  }

  it('shows the new price as soon as the quotes are refreshed, not the one it served before', async () => {
    const { provider, shift } = movableSimulator();
    const { quotes, detail } = build(provider);
    const before = await detail('2330', 'all', 'all');
    shift.by = 7;
    // Within the quote's lifetime the served price stays (the quote cache's freshness)…
    expect((await detail('2330', 'all', 'all')).price).toBe(before.price);
    // …but the scheduled refresh replaces it at once.
    await quotes.refresh([securities.get('2330')!]);
    const after = await detail('2330', 'all', 'all');
    expect(after.price).toBe(before.price! + 7);
    expect(after.marketCap).not.toBe(before.marketCap);
  });

  it('hands out the same frozen answer while its quote is the same, a new one once it changes', async () => {
    const { provider, shift } = movableSimulator();
    const { quotes, detail } = build(provider);
    const first = await detail('2454', 'all', 'all');
    expect(Object.isFrozen(first)).toBe(true);
    expect(await detail('2454', 'all', 'all')).toBe(first);
    expect((await detail('2317', 'all', 'all')).symbol).toBe('2317'); // another symbol keeps its own
    expect(await detail('2454', 'all', 'all')).toBe(first);
    shift.by = 3;
    await quotes.refresh([securities.get('2454')!]);
    const moved = await detail('2454', 'all', 'all');
    expect(moved).not.toBe(first);
    expect(moved.price).toBe(first.price! + 3);
    expect(await detail('2454', 'all', 'all')).toBe(moved);
  });

  it('fetches the quotes that concurrent details miss together, each detail getting its own', async () => {
    const { provider, asked } = movableSimulator();
    const { detail } = build(provider);
    const symbols = ['2317', '2454', '2412'];
    const answers = await Promise.all([...symbols, ...symbols].map((symbol) => detail(symbol, 'all', 'all')));
    expect(asked).toEqual([[...symbols].sort()]);
    expect(answers.map((answer) => answer.symbol)).toEqual([...symbols, ...symbols]);
    const simulator = createMarketProvider(server.config.market, () => clock.now);
    for (const answer of answers) {
      const [own] = await simulator.quotes([securities.get(answer.symbol)!]);
      expect(answer.price).toBe(own!.price);
    }
  });

  it("reads concurrent details' stored valuations in one go, never giving one symbol another's", async () => {
    const facts = createFactsRepository(server.database.db);
    const stored = (symbol: string, peRatio: number) => ({
      symbol,
      date: '2025-09-02',
      peRatio,
      dividendYield: peRatio / 10,
      pbRatio: peRatio / 5,
      source: 'twse' as const,
      simulated: false,
    });
    await facts.upsertValuations([stored('2317', 11.5), stored('2454', 22.5)]);
    const { provider } = movableSimulator();
    const { detail } = build(provider);
    const [hon, media, cht] = await Promise.all(
      ['2317', '2454', '2412'].map((symbol) => detail(symbol, 'all', 'all')),
    );
    expect([hon!.peRatio, hon!.pbRatio]).toEqual([11.5, 2.3]);
    expect([media!.peRatio, media!.pbRatio]).toEqual([22.5, 4.5]);
    // Nothing stored for 2412: the simulator's own computed valuation, not a neighbour's.
    const session = lastClosedSession(clock.now, new Set());
    const [computed] = await provider.valuations(session, [securities.get('2412')!]);
    expect(cht!.peRatio).toBe(computed?.peRatio ?? null);
    expect(cht!.peRatio).not.toBe(11.5);
    expect(cht!.peRatio).not.toBe(22.5);
  });
});
