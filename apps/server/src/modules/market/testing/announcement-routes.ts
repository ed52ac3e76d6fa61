import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Route } from './fake-upstream.ts';
import { fixture, fixturesDir } from './fixtures.ts';

/** Responses built from the exchanges' documented field names (see responses/constructed/README.md). */
export const constructed = (name: string) => readFileSync(resolve(fixturesDir, 'constructed', name));

/**
 * The exchanges' announcement endpoints as a fake upstream serves them, at the paths the provider
 * settings of the tests use (TWSE OpenAPI under /v1, TPEx OpenAPI under /openapi/v1, the TWSE and
 * TPEx web sites under /rwd/zh and /www/zh-tw). `no-data` answers every one as "nothing published".
 */
export function announcementRoutes(variant: 'data' | 'no-data' = 'data'): Record<string, Route> {
  const none = variant === 'no-data';
  const built = (name: string): Route => ({
    body: constructed(none ? `${name}-no-data.json` : `${name}.json`),
  });
  const saved = (name: string): Route => ({ body: fixture(none ? `${name}-no-data.json` : `${name}.json`) });
  return {
    '/v1/announcement/notice': built('twse-openapi-announcement-notice'),
    '/v1/announcement/punish': built('twse-openapi-announcement-punish'),
    '/v1/opendata/t187ap05_L': built('twse-openapi-t187ap05_L'),
    '/v1/exchangeReport/TWT48U_ALL': built('twse-openapi-TWT48U_ALL'),
    '/openapi/v1/tpex_trading_warning_information': built('tpex-openapi-trading-warning-information'),
    '/openapi/v1/tpex_disposal_information': built('tpex-openapi-disposal-information'),
    '/rwd/zh/exRight/TWT49U': saved('twse-stocks-dividends'),
    '/rwd/zh/change/TWTB8U': { body: fixture('twse-stocks-splits-no-data.json') },
    '/rwd/zh/reducation/TWTAUU': { body: fixture('twse-stocks-capital-reductions-no-data.json') },
    '/rwd/zh/split/TWTCAU': { body: fixture('twse-stocks-capital-reductions-no-data.json') },
    '/www/zh-tw/bulletin/exDailyQ': saved('tpex-stocks-dividends'),
    '/www/zh-tw/bulletin/parValueChange': { body: fixture('tpex-stocks-splits-no-data.json') },
    '/www/zh-tw/bulletin/revivt': { body: fixture('tpex-stocks-capital-reductions-no-data.json') },
    '/www/zh-tw/bulletin/etfSplit': { body: fixture('tpex-stocks-splits-no-data.json') },
    '/www/zh-tw/bulletin/etfReverseSplit': { body: fixture('tpex-stocks-splits-no-data.json') },
  };
}

/** The provider settings of a server (or a provider) pointed at a fake upstream. */
export const exchangeEnv = (base: string) => ({
  MARKET_PROVIDER: 'twse',
  TWSE_BASE_URL: base,
  TWSE_OPENAPI_URL: `${base}/v1`,
  TPEX_BASE_URL: `${base}/www/zh-tw`,
  TPEX_OPENAPI_URL: `${base}/openapi/v1`,
  MIS_BASE_URL: base,
  YAHOO_BASE_URL: base,
  FINMIND_BASE_URL: base,
  MARKET_HTTP_MIN_INTERVAL_MS: '0',
  MARKET_HTTP_RETRIES: '0',
  MARKET_HTTP_TIMEOUT_MS: '2000',
});
