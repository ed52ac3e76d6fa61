/**
 * Technical indicators and risk statistics over plain numeric series. See series.ts for the shared
 * conventions (Float64Array in and out, NaN warm-up, non-finite inputs rejected).
 */
export type { Series } from './series.ts';
export { sma, ema, wma } from './moving-averages.ts';
export { rsi, macd, type MacdOptions, type MacdResult } from './momentum.ts';
export { kd, stochastic, type KdOptions, type KdResult } from './stochastic.ts';
export { bollinger, atr, type BollingerResult } from './volatility.ts';
export { obv } from './volume.ts';
export { rollingMax, rollingMin } from './rolling.ts';
export {
  TRADING_DAYS_PER_YEAR,
  simpleReturns,
  logReturns,
  logReturnStdDev,
  annualizedVolatility,
} from './returns.ts';
export { maxDrawdown, beta, correlation, historicalVar, type MaxDrawdown } from './risk.ts';
