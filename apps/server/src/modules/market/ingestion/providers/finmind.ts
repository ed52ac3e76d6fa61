import { parseNumber } from '@alphadesk/core';
import type { HttpClient } from './http.ts';
import { asObject } from './tables.ts';
import {
  ProviderError,
  type Bar,
  type DividendEvent,
  type InstitutionalFlow,
  type MarginBalance,
  type MonthlyRevenue,
  type Valuation,
} from './types.ts';

const provider = 'finmind';
const flag = { source: 'finmind' as const, simulated: false };
type Row = Record<string, unknown>;
const text = (value: unknown) => String(value ?? '').trim();
const integer = (value: unknown) => {
  const parsed = parseNumber(value);
  return parsed === null ? null : Math.round(parsed);
};

/**
 * FinMind v4 (api.finmindtrade.com/api/v4/data?dataset=…): `{ msg, status, data }` with a Bearer
 * token. status 402 means the token's quota is used up (rate-limited); an empty `data` is no-data.
 */
export function createFinMindClient(http: HttpClient, baseUrl: string, token: string | undefined) {
  async function dataset(name: string, query: Record<string, string>): Promise<Row[]> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const answer = asObject(
      await http.getJson(
        `${baseUrl}/api/v4/data?${new URLSearchParams({ dataset: name, ...query })}`,
        headers,
      ),
      provider,
    );
    const status = Number(answer.status);
    if (status === 402 || status === 429)
      throw new ProviderError('rate-limited', provider, text(answer.msg), status);
    if (status !== 200) throw new ProviderError('http', provider, `${status}: ${text(answer.msg)}`, status);
    if (!Array.isArray(answer.data)) throw new ProviderError('malformed', provider, 'data missing');
    if (answer.data.length === 0) throw new ProviderError('no-data', provider, `${name}: no rows`);
    return answer.data as Row[];
  }

  return {
    async dailyBars(code: string, from: string, to: string): Promise<Bar[]> {
      const rows = await dataset('TaiwanStockPrice', { data_id: code, start_date: from, end_date: to });
      return rows.flatMap((row) => {
        const [open, high, low, close] = ['open', 'max', 'min', 'close'].map((key) => parseNumber(row[key]));
        const volume = integer(row.Trading_Volume);
        if (open == null || high == null || low == null || close == null || volume === null || !(close > 0))
          return [];
        return [
          {
            symbol: code,
            date: text(row.date),
            open,
            high,
            low,
            close,
            change: parseNumber(row.spread),
            volume,
            value: integer(row.Trading_money),
            transactions: integer(row.Trading_turnover),
            ...flag,
          },
        ];
      });
    },

    async valuations(date: string): Promise<Valuation[]> {
      const rows = await dataset('TaiwanStockPER', { start_date: date, end_date: date });
      return rows.map((row) => ({
        symbol: text(row.stock_id),
        date: text(row.date),
        peRatio: parseNumber(row.PER),
        dividendYield: parseNumber(row.dividend_yield),
        pbRatio: parseNumber(row.PBR),
        ...flag,
      }));
    },

    /** TaiwanStockMonthRevenue: `date` is the publication month; revenue_year/revenue_month the period. */
    async monthlyRevenue(month: string): Promise<MonthlyRevenue[]> {
      const rows = await dataset('TaiwanStockMonthRevenue', {
        start_date: `${month}-01`,
        end_date: `${month}-28`,
      });
      return rows.flatMap((row) => {
        const revenue = integer(row.revenue);
        const year = integer(row.revenue_year);
        const mon = integer(row.revenue_month);
        if (revenue === null || !year || !mon) return [];
        return [
          {
            symbol: text(row.stock_id),
            month: `${year}-${String(mon).padStart(2, '0')}`,
            revenue,
            yoyPercent: null,
            momPercent: null,
            ...flag,
          },
        ];
      });
    },

    /** Sums buy − sell per investor group: Foreign_Investor + Foreign_Dealer_Self, Investment_Trust, Dealer*. */
    async institutionalFlows(date: string): Promise<InstitutionalFlow[]> {
      const rows = await dataset('TaiwanStockInstitutionalInvestorsBuySell', {
        start_date: date,
        end_date: date,
      });
      const bySymbol = new Map<string, InstitutionalFlow>();
      for (const row of rows) {
        const symbol = text(row.stock_id);
        const net = (integer(row.buy) ?? 0) - (integer(row.sell) ?? 0);
        const flow = bySymbol.get(symbol) ?? {
          symbol,
          date: text(row.date),
          foreignNet: 0,
          trustNet: 0,
          dealerNet: 0,
          totalNet: 0,
          ...flag,
        };
        const name = text(row.name);
        if (name.startsWith('Foreign')) flow.foreignNet += net;
        else if (name === 'Investment_Trust') flow.trustNet += net;
        else if (name.startsWith('Dealer')) flow.dealerNet += net;
        else continue;
        flow.totalNet += net;
        bySymbol.set(symbol, flow);
      }
      return [...bySymbol.values()];
    },

    async marginBalances(date: string): Promise<MarginBalance[]> {
      const rows = await dataset('TaiwanStockMarginPurchaseShortSale', { start_date: date, end_date: date });
      return rows.flatMap((row) => {
        const marginBalance = integer(row.MarginPurchaseTodayBalance);
        const shortBalance = integer(row.ShortSaleTodayBalance);
        if (marginBalance === null || shortBalance === null) return [];
        return [{ symbol: text(row.stock_id), date: text(row.date), marginBalance, shortBalance, ...flag }];
      });
    },

    async dividends(from: string, to: string): Promise<DividendEvent[]> {
      const rows = await dataset('TaiwanStockDividendResult', { start_date: from, end_date: to });
      return rows.flatMap((row) => {
        const previousClose = parseNumber(row.before_price);
        const referencePrice = parseNumber(row.after_price);
        if (!previousClose || !referencePrice) return [];
        const label = text(row.stock_or_cache_dividend);
        return [
          {
            symbol: text(row.stock_id),
            date: text(row.date),
            kind:
              label.includes('權') && label.includes('息')
                ? 'rights-dividend'
                : label.includes('權')
                  ? 'rights'
                  : 'dividend',
            previousClose,
            referencePrice,
            cashDividend: null,
            stockDividend: null,
            source: 'finmind',
          } satisfies DividendEvent,
        ];
      });
    },
  };
}
export type FinMindClient = ReturnType<typeof createFinMindClient>;
