import { parseGregorianDate, parseInteger, parseNumber, parseRocDate, parseRocMonth } from '@alphadesk/core';
import type { HttpClient } from './http.ts';
import { asArray } from './tables.ts';
import {
  ProviderError,
  type Bar,
  type MonthlyRevenue,
  type SecurityStatus,
  type Valuation,
} from './types.ts';

const provider = 'twse-openapi';
const flag = { source: 'twse' as const, simulated: false };
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** OpenAPI dates are 7-digit ROC (`1150717`); a few tables use Gregorian `YYYYMMDD`. */
const date = (value: unknown) => parseRocDate(text(value)) ?? parseGregorianDate(text(value));

function nonEmpty<T>(rows: T[], what: string): T[] {
  if (rows.length === 0) throw new ProviderError('no-data', provider, `${what}: no rows`);
  return rows;
}

/**
 * The TWSE OpenAPI (openapi.twse.com.tw/v1): JSON arrays of the latest published snapshot, every
 * value a string. Field names as in the exchange's OpenAPI description.
 */
export function createTwseOpenApiClient(http: HttpClient, baseUrl: string) {
  const get = async (path: string) => asArray(await http.getJson(`${baseUrl}${path}`), provider);

  return {
    /** STOCK_DAY_ALL: the latest session of every listed security. */
    async latestBars(): Promise<Bar[]> {
      const rows = nonEmpty(await get('/exchangeReport/STOCK_DAY_ALL'), 'STOCK_DAY_ALL');
      return rows.flatMap((row) => {
        const day = date(row.Date);
        const [open, high, low, close] = ['OpeningPrice', 'HighestPrice', 'LowestPrice', 'ClosingPrice'].map(
          (key) => parseNumber(row[key]),
        );
        const volume = parseInteger(row.TradeVolume);
        if (
          !day ||
          open == null ||
          high == null ||
          low == null ||
          close == null ||
          volume === null ||
          !(close > 0)
        )
          return [];
        return [
          {
            symbol: text(row.Code),
            date: day,
            open,
            high,
            low,
            close,
            change: parseNumber(row.Change),
            volume,
            value: parseInteger(row.TradeValue),
            transactions: parseInteger(row.Transaction),
            ...flag,
          },
        ];
      });
    },

    /** BWIBBU_ALL: the latest P/E, dividend yield and P/B ("" when not computed). */
    async latestValuations(): Promise<Valuation[]> {
      const rows = nonEmpty(await get('/exchangeReport/BWIBBU_ALL'), 'BWIBBU_ALL');
      return rows.flatMap((row) => {
        const day = date(row.Date);
        if (!day) return [];
        return [
          {
            symbol: text(row.Code),
            date: day,
            peRatio: parseNumber(row.PEratio),
            dividendYield: parseNumber(row.DividendYield),
            pbRatio: parseNumber(row.PBratio),
            ...flag,
          },
        ];
      });
    },

    /** t187ap05_L: the latest monthly revenue (資料年月 as 5-digit ROC, amounts in thousand NT$). */
    async latestMonthlyRevenue(): Promise<MonthlyRevenue[]> {
      const rows = nonEmpty(await get('/opendata/t187ap05_L'), 't187ap05_L');
      return rows.flatMap((row) => {
        const month = parseRocMonth(text(row['資料年月']));
        const thousands = parseNumber(row['營業收入-當月營收']);
        if (!month || thousands === null) return [];
        return [
          {
            symbol: text(row['公司代號']),
            month,
            revenue: Math.round(thousands * 1000),
            yoyPercent: parseNumber(row['營業收入-去年同月增減(%)']),
            momPercent: parseNumber(row['營業收入-上月比較增減(%)']),
            ...flag,
          },
        ];
      });
    },

    /** announcement/notice (注意) and announcement/punish (處置) of the day. */
    async securityStatus(): Promise<SecurityStatus[]> {
      const statuses: SecurityStatus[] = [];
      for (const row of await get('/announcement/notice')) {
        const day = date(row.Date);
        if (!day || !text(row.Code)) continue;
        statuses.push({
          symbol: text(row.Code),
          date: day,
          kind: 'attention',
          reason: text(row.TradingInfoForAttention) || '注意股票',
          until: null,
          source: 'twse',
        });
      }
      for (const row of await get('/announcement/punish')) {
        const day = date(row.Date);
        if (!day || !text(row.Code)) continue;
        const period = text(row.DispositionPeriod).split(/[~～]/);
        statuses.push({
          symbol: text(row.Code),
          date: day,
          kind: 'disposition',
          reason: text(row.ReasonsOfDisposition) || text(row.DispositionMeasures) || '處置股票',
          until: period[1] ? parseRocDate(period[1].trim()) : null,
          source: 'twse',
        });
      }
      return statuses;
    },
  };
}
export type TwseOpenApiClient = ReturnType<typeof createTwseOpenApiClient>;
