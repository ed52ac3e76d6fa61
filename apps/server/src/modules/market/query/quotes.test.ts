import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../testing/eventually.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { createMarketProvider } from '../ingestion/providers/index.ts';
import type { MarketDataProvider, SecurityRef } from '../ingestion/providers/types.ts';
import { createMarketRepository } from '../store/repository.ts';
import { createQuoteService, quoteTtlMs } from './quotes.ts';

// Wednesday 2025-09-03 10:30 in Taipei: the market is open, quotes live 5 s.
const clock = { now: new Date('2025-09-03T02:30:00Z') };

describe('quote cache', () => {
  let server: TestServer;
  let securities: SecurityRef[];
  beforeAll(async () => {
    server = await createTestServer({ now: () => clock.now });
    securities = await Promise.all(
      ['2330', '2317', '2454'].map(async (symbol) => (await server.services.market.findSecurity(symbol))!),
    );
  });
  afterAll(() => server?.close());

  /** The simulator, counting what it is asked for. */
  function countedSimulator() {
    const simulator = createMarketProvider(server.config.market, () => clock.now);
    const asked: string[][] = [];
    const provider: MarketDataProvider = {
      ...simulator,
      quotes: async (wanted) => {
        asked.push(wanted.map((security) => security.symbol));
        await new Promise((resolve) => setTimeout(resolve, 5)); // a provider answers later
        return simulator.quotes(wanted);
      },
    };
    return { provider, asked };
  }

  it('asks the provider once for the symbols that many requests want at the same moment', async () => {
    const { provider, asked } = countedSimulator();
    const quotes = createQuoteService({
      provider,
      repository: createMarketRepository(server.database.db),
      now: () => clock.now,
      holidays: new Set(),
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => quotes.quotes(i % 2 ? securities : [securities[0]!])),
    );
    // The misses of requests arriving together are fetched in one call, each symbol once.
    expect(asked).toEqual([['2330', '2317', '2454']]);
    const prices = new Set(answers.map((answer) => answer.get('2330')!.price));
    expect(prices.size).toBe(1);
    // Answers keep the order they were asked in.
    expect([...answers[1]!.keys()]).toEqual(['2330', '2317', '2454']);
  });

  it('lets a request arriving while a fetch is under way wait for it instead of asking again', async () => {
    const { provider, asked } = countedSimulator();
    const quotes = createQuoteService({
      provider,
      repository: createMarketRepository(server.database.db),
      now: () => clock.now,
      holidays: new Set(),
    });
    const first = quotes.quotes([securities[0]!, securities[1]!]);
    // The fetch has started (the provider has been asked; it answers 5 ms later). A fixed pause
    // could end before the cache's own read on a loaded machine.
    await eventually(() => (asked.length === 1 ? true : undefined), { everyMs: 1 });
    const [early, late] = await Promise.all([first, quotes.quotes([securities[1]!, securities[2]!])]);
    expect(asked).toEqual([['2330', '2317'], ['2454']]);
    expect(late.get('2317')!.price).toBe(early.get('2317')!.price);
  });

  it('fetches again once a quote has lived its time', async () => {
    const { provider, asked } = countedSimulator();
    const quotes = createQuoteService({
      provider,
      repository: createMarketRepository(server.database.db),
      now: () => clock.now,
      holidays: new Set(),
    });
    await quotes.quotes([securities[1]!]);
    await quotes.quotes([securities[1]!]);
    expect(asked).toHaveLength(1);
    clock.now = new Date(clock.now.getTime() + quoteTtlMs.open + 1);
    await quotes.quotes([securities[1]!]);
    expect(asked).toHaveLength(2);
  });
});
