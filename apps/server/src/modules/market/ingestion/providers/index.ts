import { createFinMindClient } from './finmind.ts';
import { createHttpClient } from './http.ts';
import { createAnnouncementsClient } from './announcements-client.ts';
import { createMisClient } from './mis.ts';
import { createRealProvider } from './real.ts';
import { createSimulatorProvider } from './simulator.ts';
import { createTpexClient } from './tpex.ts';
import { createTwseOpenApiClient } from './twse-openapi.ts';
import { createTwseClient } from './twse.ts';
import type { MarketDataProvider } from './types.ts';
import { createYahooClient } from './yahoo.ts';

export interface MarketProviderSettings {
  provider: 'simulator' | 'twse' | 'finmind' | 'yahoo';
  simSeed: string;
  holidays: readonly string[];
  finmindToken: string | undefined;
  urls: {
    twse: string;
    twseOpenApi: string;
    tpex: string;
    tpexOpenApi: string;
    mis: string;
    yahoo: string;
    finmind: string;
  };
  httpTimeoutMs: number;
  httpRetries: number;
  /** First back-off delay after a 429/503. */
  httpBackoffMs?: number;
  /** Overrides the per-host spacing between requests (0 in tests against a local server). */
  httpMinIntervalMs?: number | undefined;
}

const userAgent = 'Mozilla/5.0 (compatible; AlphaDesk market data)';

/** Builds the configured provider. Real ones share polite HTTP clients (one per host). */
export function createMarketProvider(settings: MarketProviderSettings, now: () => Date): MarketDataProvider {
  if (settings.provider === 'simulator') {
    return createSimulatorProvider({ seed: settings.simSeed, holidays: new Set(settings.holidays), now });
  }
  const http = (provider: string, minIntervalMs: number) =>
    createHttpClient({
      provider,
      timeoutMs: settings.httpTimeoutMs,
      retries: settings.httpRetries,
      backoffMs: settings.httpBackoffMs ?? 500,
      minIntervalMs: settings.httpMinIntervalMs ?? minIntervalMs,
      headers: { 'user-agent': userAgent },
    });
  const { urls } = settings;
  const clients = {
    // TWSE blocks callers that make more than a few requests in five seconds.
    twse: createTwseClient(http('twse', 2000), urls.twse),
    twseOpenApi: createTwseOpenApiClient(http('twse-openapi', 500), urls.twseOpenApi),
    tpex: createTpexClient(http('tpex', 1000), urls.tpex, urls.tpexOpenApi),
    mis: createMisClient(http('mis', 1000), urls.mis),
    yahoo: createYahooClient(http('yahoo', 200), urls.yahoo),
    finmind: createFinMindClient(http('finmind', 200), urls.finmind, settings.finmindToken),
    announcements: createAnnouncementsClient(http('twse-openapi', 500), http('tpex', 1000), urls),
  };
  const taiwan = settings.provider === 'twse' ? 'exchanges' : settings.provider;
  return createRealProvider(clients, taiwan);
}

export * from './types.ts';
