import type { Position } from './ledger.ts';
import { dailyReturns } from './returns.ts';
import { sharesPerLot, type HeldSecurity } from './types.ts';
import type { ValuationSeries } from './valuation.ts';

/**
 * Holdings as the member sees them on the last day of a valuation: both cost methods side by side
 * (moving average — what Taiwan brokers show — and FIFO), unrealised and realised gain under each,
 * dividends, day change and weight. Percentages are fractions here; presentation rounds them.
 */
export interface HoldingSummary {
  symbol: string;
  name: string;
  kind: 'stock' | 'etf';
  sector: string | null;
  market: string;
  exchange: string;
  quantity: number;
  /** Whole lots (張) and the odd shares beyond them (零股). */
  lots: number;
  oddShares: number;
  currentPrice: number;
  totalValue: number;
  averagePrice: number;
  totalCost: number;
  unrealizedGain: number;
  unrealizedGainPercent: number | null;
  fifoAveragePrice: number;
  fifoCost: number;
  fifoUnrealizedGain: number;
  fifoUnrealizedGainPercent: number | null;
  realizedGain: number;
  fifoRealizedGain: number;
  dividends: number;
  fees: number;
  taxes: number;
  dayChange: number;
  dayChangePercent: number | null;
  weight: number;
  openedOn: string | null;
}

/** A security no longer held whose sales, dividends or fees still count in the result. */
export interface ClosedPosition {
  symbol: string;
  name: string;
  realizedGain: number;
  fifoRealizedGain: number;
  dividends: number;
  fees: number;
  taxes: number;
}

export interface PortfolioSummary {
  asOf: string | null;
  totalValue: number;
  holdingsValue: number;
  cash: number;
  totalCost: number;
  totalGain: number;
  totalGainPercent: number | null;
  fifoCost: number;
  realizedGain: number;
  fifoRealizedGain: number;
  dividends: number;
  fees: number;
  taxes: number;
  dayChange: number;
  dayChangePercent: number | null;
  holdings: HoldingSummary[];
  closed: ClosedPosition[];
}

const ratio = (part: number, whole: number) => (Math.abs(whole) > 1e-9 ? part / whole : null);

function dayChangeOf(series: ValuationSeries, symbol: string): { change: number; base: number } {
  const own = series.symbols.get(symbol);
  const last = series.dates.length - 1;
  if (!own || last < 0) return { change: 0, base: 0 };
  const valueBefore = last > 0 ? own.values[last - 1]! : 0;
  const investedBefore = last > 0 ? own.netInvested[last - 1]! : 0;
  const putIn = own.netInvested[last]! - investedBefore;
  const change = own.values[last]! - valueBefore - putIn;
  return { change, base: valueBefore + Math.max(0, putIn) };
}

function fifoCostOf(position: Position): number {
  return position.lots.reduce((sum, lot) => sum + lot.cost, 0);
}

/** `series` must be valued with `perSymbol` for day changes. Unknown securities show their symbol. */
export function summarisePortfolio(
  series: ValuationSeries,
  securities: ReadonlyMap<string, HeldSecurity>,
): PortfolioSummary {
  const last = series.dates.length - 1;
  const ledger = series.ledger;
  const totalValue = last >= 0 ? series.values[last]! : 0;
  const holdings: HoldingSummary[] = [];
  const closed: ClosedPosition[] = [];
  for (const position of ledger.positions.values()) {
    const info = securities.get(position.symbol);
    const name = info?.name ?? position.symbol;
    if (position.shares <= 0) {
      closed.push({
        symbol: position.symbol,
        name,
        realizedGain: position.realisedAverage,
        fifoRealizedGain: position.realisedFifo,
        dividends: position.dividends,
        fees: position.fees,
        taxes: position.taxes,
      });
      continue;
    }
    const price = series.marks.get(position.symbol) ?? 0;
    const value = position.shares * price;
    const fifoCost = fifoCostOf(position);
    const day = dayChangeOf(series, position.symbol);
    holdings.push({
      symbol: position.symbol,
      name,
      kind: info?.kind ?? 'stock',
      sector: info?.sector ?? null,
      market: info?.market ?? 'TW',
      exchange: info?.exchange ?? 'TWSE',
      quantity: position.shares,
      lots: Math.floor(position.shares / sharesPerLot),
      oddShares: position.shares % sharesPerLot,
      currentPrice: price,
      totalValue: value,
      averagePrice: position.averageCost / position.shares,
      totalCost: position.averageCost,
      unrealizedGain: value - position.averageCost,
      unrealizedGainPercent: ratio(value - position.averageCost, position.averageCost),
      fifoAveragePrice: fifoCost / position.shares,
      fifoCost,
      fifoUnrealizedGain: value - fifoCost,
      fifoUnrealizedGainPercent: ratio(value - fifoCost, fifoCost),
      realizedGain: position.realisedAverage,
      fifoRealizedGain: position.realisedFifo,
      dividends: position.dividends,
      fees: position.fees,
      taxes: position.taxes,
      dayChange: day.change,
      dayChangePercent: ratio(day.change, day.base),
      weight: ratio(value, totalValue) ?? 0,
      openedOn: position.openedOn,
    });
  }
  holdings.sort((a, b) => b.totalValue - a.totalValue || (a.symbol < b.symbol ? -1 : 1));
  const sum = (pick: (position: Position) => number) =>
    [...ledger.positions.values()].reduce((total, position) => total + pick(position), 0);
  const totalCost = holdings.reduce((total, holding) => total + holding.totalCost, 0);
  const holdingsValue = holdings.reduce((total, holding) => total + holding.totalValue, 0);
  const daily = dailyReturns(series);
  const dayChange =
    last >= 0
      ? series.values[last]! -
        (last > 0 ? series.values[last - 1]! : 0) -
        series.inflows[last]! +
        series.outflows[last]!
      : 0;
  return {
    asOf: last >= 0 ? series.dates[last]! : null,
    totalValue,
    holdingsValue,
    cash: ledger.cash,
    totalCost,
    totalGain: holdingsValue - totalCost,
    totalGainPercent: ratio(holdingsValue - totalCost, totalCost),
    fifoCost: holdings.reduce((total, holding) => total + holding.fifoCost, 0),
    realizedGain: sum((position) => position.realisedAverage),
    fifoRealizedGain: sum((position) => position.realisedFifo),
    dividends: sum((position) => position.dividends),
    fees: sum((position) => position.fees) + ledger.portfolioFees,
    taxes: sum((position) => position.taxes),
    dayChange,
    dayChangePercent: last >= 0 ? daily[last]! : null,
    holdings,
    closed,
  };
}
