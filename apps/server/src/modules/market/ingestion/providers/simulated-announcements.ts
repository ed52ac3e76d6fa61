import { addDays, hashString, hashUniform, isTradingDay, type MarketSimulator } from '@alphadesk/core';
import type { Announcements, AttentionNotice, DispositionNotice, ExDividendNotice } from './announcements.ts';
import type { NamedSecurityRef as SecurityRef } from './types.ts';

const flag = { source: 'simulator' as const, simulated: true };
const round2 = (value: number) => Math.round(value * 100) / 100;

function tradingDayAfter(date: string, holidays: ReadonlySet<string>, steps = 1): string {
  let day = date;
  for (let left = steps; left > 0;) {
    day = addDays(day, 1);
    if (isTradingDay(day, holidays)) left--;
  }
  return day;
}

/**
 * Simulated announcements for the simulator's market, a deterministic function of the seed, the
 * symbol and the date (so restarts agree): a few attention and disposition notices a day, every
 * company's revenue of the previous month on the 10th, and one ex-dividend date a year in July.
 * Every row carries `simulated: true`; the reasons say they are simulated.
 */
export function simulatedAnnouncements(options: {
  seed: string;
  simulator: MarketSimulator;
  holidays: ReadonlySet<string>;
  date: string;
  securities: readonly SecurityRef[];
}): Announcements {
  const { date, holidays } = options;
  const stocks = options.securities.filter(
    (security) => security.market === 'TW' && security.kind === 'stock',
  );
  const seed = hashString(options.seed);
  const draw = (symbol: string, what: string) => hashUniform(seed, hashString(`${symbol}|${date}|${what}`));
  const result: Announcements = {
    attention: [],
    disposition: [],
    revenue: [],
    exDividends: [],
    failures: [],
  };
  if (!isTradingDay(date, holidays)) return result;

  const attention: AttentionNotice[] = [];
  for (const stock of stocks) {
    if (draw(stock.symbol, 'attention') < 0.03) {
      attention.push({
        symbol: stock.symbol,
        name: stock.name,
        date,
        reason: '（模擬）最近六個營業日累積收盤價漲幅異常',
        count: 1,
        closingPrice: null,
        ...flag,
      });
    }
    if (draw(stock.symbol, 'disposition') < 0.004)
      result.disposition.push(disposition(stock, date, holidays));
  }
  for (const market of ['twse', 'tpex'] as const) {
    const notices = attention.filter((notice) => marketOf(options.securities, notice.symbol) === market);
    result.attention.push({ market, date, notices });
  }
  if (date.endsWith('-10')) result.revenue = stocks.map((stock) => revenue(stock, date, draw));
  result.exDividends = stocks.flatMap((stock) => exDividend(options, stock, seed));
  return result;
}

function marketOf(securities: readonly SecurityRef[], symbol: string): 'twse' | 'tpex' {
  return securities.find((security) => security.symbol === symbol)?.exchange === 'TPEx' ? 'tpex' : 'twse';
}

function disposition(stock: SecurityRef, date: string, holidays: ReadonlySet<string>): DispositionNotice {
  const start = tradingDayAfter(date, holidays);
  return {
    market: stock.exchange === 'TPEx' ? 'tpex' : 'twse',
    symbol: stock.symbol,
    name: stock.name,
    date,
    start,
    end: tradingDayAfter(start, holidays, 9),
    reason: '（模擬）連續三個營業日達注意標準',
    measures: '（模擬）第一次處置，每五分鐘撮合一次',
    count: 1,
    ...flag,
  };
}

function revenue(stock: SecurityRef, date: string, draw: (symbol: string, what: string) => number) {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const reported = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return {
    symbol: stock.symbol,
    name: stock.name,
    month: reported,
    publishedOn: date,
    revenue: Math.round(1e8 + draw(stock.symbol, 'revenue') * 5e10),
    yoyPercent: round2((draw(stock.symbol, 'yoy') - 0.4) * 80),
    momPercent: round2((draw(stock.symbol, 'mom') - 0.5) * 40),
    ...flag,
  };
}

/** Each stock goes ex-dividend once a year on a July trading day; listed from 14 days before. */
function exDividend(
  options: { simulator: MarketSimulator; holidays: ReadonlySet<string>; date: string },
  stock: SecurityRef,
  seed: number,
): ExDividendNotice[] {
  const year = options.date.slice(0, 4);
  let exDate = `${year}-07-${String(1 + Math.floor(hashUniform(seed, hashString(`${stock.symbol}|${year}|ex`)) * 28)).padStart(2, '0')}`;
  while (!isTradingDay(exDate, options.holidays)) exDate = addDays(exDate, 1);
  if (options.date > exDate || options.date < addDays(exDate, -14)) return [];
  const security = { symbol: stock.symbol, market: stock.market, sector: stock.sector, kind: stock.kind };
  const before = options.simulator.bars(security, addDays(exDate, -10), addDays(exDate, -1)).at(-1);
  return [
    {
      market: stock.exchange === 'TPEx' ? 'tpex' : 'twse',
      symbol: stock.symbol,
      name: stock.name,
      exDate,
      kind: 'dividend',
      cashDividend: before ? round2(before.close * 0.03) : null,
      stockDividendRatio: null,
      // Known once the day before has closed, as on the exchanges' result tables.
      previousClose: before && options.date >= exDate ? before.close : null,
      ...flag,
    },
  ];
}
