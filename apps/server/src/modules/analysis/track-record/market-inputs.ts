import type { CloseSeries, ForeignIndex, RateSeries } from '@alphadesk/core';
import type { AnalysisMarket, StoredMarketSeries } from '../ports.ts';

/**
 * The market-level series a backtest hands the macro and international analysts, read from what
 * the market-series import stored: ^GSPC (FRED daily closes), USD/TWD and the US long rate (monthly
 * averages, each dated on the last day of its month, when it is known). Every series is given whole;
 * the replay slices the bundle at each call date, so a call on D reads no value dated after D.
 */
export interface MarketInputs {
  foreignIndices?: ForeignIndex[];
  fx?: CloseSeries;
  rates?: RateSeries[];
}

export const marketInputSymbols = { sp500: '^GSPC', usdTwd: 'USD/TWD', usLongRate: 'US10Y' } as const;

const closesOf = (series: StoredMarketSeries): CloseSeries => ({
  symbol: series.symbol,
  source: series.source,
  simulated: series.simulated,
  dates: series.points.map((point) => point.date),
  close: Float64Array.from(series.points, (point) => point.close),
});

/**
 * A monthly series as a daily one on a trading calendar: each day carries the latest value dated on
 * or before it (days before the first value are left out). The analysts count changes in sessions
 * (USD/TWD over 20 and 60 sessions); on this step series that is the change over one and three
 * months of averages, never a value not yet known on the day.
 */
export function stepToCalendar(series: CloseSeries, calendar: readonly string[]): CloseSeries {
  const dates: string[] = [];
  const values: number[] = [];
  let j = -1;
  for (const day of calendar) {
    while (j + 1 < series.dates.length && series.dates[j + 1]! <= day) j++;
    if (j < 0) continue;
    dates.push(day);
    values.push(series.close[j]!);
  }
  return { ...series, dates, close: Float64Array.from(values) };
}

/** Reads the stored market-level series between two dates; absent series are left out. */
export async function loadMarketInputs(
  market: Pick<AnalysisMarket, 'marketSeries'>,
  from: string,
  to: string,
  calendar: readonly string[],
): Promise<MarketInputs> {
  const [sp500, usdTwd, longRate] = await Promise.all([
    market.marketSeries(marketInputSymbols.sp500, from, to),
    market.marketSeries(marketInputSymbols.usdTwd, from, to),
    market.marketSeries(marketInputSymbols.usLongRate, from, to),
  ]);
  const inputs: MarketInputs = {};
  if (sp500) inputs.foreignIndices = [{ ...closesOf(sp500), region: 'US' }];
  if (usdTwd) inputs.fx = stepToCalendar(closesOf(usdTwd), calendar);
  if (longRate) {
    const closes = closesOf(longRate);
    inputs.rates = [
      {
        symbol: closes.symbol,
        source: closes.source,
        simulated: closes.simulated,
        dates: closes.dates,
        value: closes.close,
      },
    ];
  }
  return inputs;
}
