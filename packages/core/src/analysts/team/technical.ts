/**
 * Technical analyst (技術分析師). Reads the bars only, on prices adjusted for dividends and splits
 * (anchored on the last raw close, see bars.ts), and votes on seven components:
 *
 * | component            | weight | vote                                                                          |
 * |----------------------|--------|-------------------------------------------------------------------------------|
 * | moving averages      | 2      | ±1 for a full bull/bear alignment close > MA5 > MA20 > MA60 > MA120 (週/月/季/半年線), else (MAs below the close − 2) / 2 |
 * | RSI(14)              | 1      | ≥ 70 overbought −0.4, ≤ 30 oversold +0.4, else (RSI − 50) / 40                |
 * | MACD(12,26,9)        | 1      | ½·sign(OSC) + ½·sign(DIF); a cross in the last 3 bars counts ±1                |
 * | KD(9), Taiwan style  | 1      | K > D +0.6 (+0.2 when K ≥ 80), K < D −0.6 (−0.2 when K ≤ 20); a cross below 20 +1, above 80 −1 |
 * | Bollinger(20, 2)     | 0.5    | close above the upper band −0.5, below the lower +0.5                          |
 * | volume vs MA20       | 0.5    | ≥ 1.5× the 20-day average: +0.6 on an up day, −0.6 on a down day               |
 * | support / resistance | 0.5    | close above the prior 60-day high +0.5 (breakout), below the 60-day low −0.5  |
 *
 * Comparisons of prices are strict beyond rounding (stats.ts `above`/`below`): a tie is no signal.
 * Target (20 trading days): buy → the 60-day high when ≥ 1 % above the close, else close + 2·ATR(14);
 * sell → the 60-day low when ≥ 1 % below, else close − 2·ATR(14); hold → the Bollinger middle band.
 */
import { atr, bollinger, kd, macd, rollingMax, rollingMin, rsi, sma } from '../../indicators/index.ts';
import { adjustedPrices, barWindow } from '../bars.ts';
import { assertAsOf } from '../bundle.ts';
import { Notebook } from '../evidence.ts';
import { combine, finish, insufficient, nearestTick, signalOf, type Vote } from '../opinion.ts';
import { above, below, QUARTER } from '../stats.ts';
import type { AnalystOptions, EvidenceBundle, Opinion } from '../types.ts';

export const TECHNICAL_HORIZON = 20;
export const TECHNICAL_MIN_BARS = 121;

const sign = (x: number) => (x > 0 ? 1 : x < 0 ? -1 : 0);

export function technicalAnalyst(bundle: EvidenceBundle, options: AnalystOptions = {}): Opinion {
  assertAsOf(bundle);
  const nb = new Notebook('technical', bundle);
  const w = barWindow(bundle.bars, options.maxBars);
  const cite = nb.windowBars(w);
  if (w.n < TECHNICAL_MIN_BARS) {
    return insufficient(nb, ['bars'], TECHNICAL_HORIZON, { need: TECHNICAL_MIN_BARS, have: w.n });
  }
  const p = adjustedPrices(w);
  const i = w.n - 1;
  const c = p.close[i]!;
  const kind = bundle.security.kind;
  const close = cite('close', c, 'TWD', i);

  // Moving averages.
  const mas = [5, 20, 60, 120].map((period) => sma(p.close, period)[i]!);
  const [ma5, ma20, ma60, ma120] = mas as [number, number, number, number];
  const refs = {
    close,
    ma5: cite('ma5', ma5, 'TWD', i, i - 4),
    ma20: cite('ma20', ma20, 'TWD', i, i - 19),
    ma60: cite('ma60', ma60, 'TWD', i, i - 59),
    ma120: cite('ma120', ma120, 'TWD', i, i - 119),
  };
  const over = mas.filter((ma) => above(c, ma)).length;
  let maVote: number;
  if (above(c, ma5) && ma5 > ma20 && ma20 > ma60 && ma60 > ma120) {
    maVote = 1;
    nb.key('technical.maBullish', refs);
  } else if (below(c, ma5) && ma5 < ma20 && ma20 < ma60 && ma60 < ma120) {
    maVote = -1;
    nb.key('technical.maBearish', refs);
  } else {
    maVote = (over - 2) / 2;
    nb.key('technical.maMixed', { ...refs, above: nb.derived('masBelowClose', over, 'count') });
  }

  // RSI(14).
  const r = rsi(p.close, 14)[i]!;
  const rsiRef = { rsi: cite('rsi14', r, 'number', i, i - 14) };
  let rsiVote = (r - 50) / 40;
  if (r >= 70) {
    rsiVote = -0.4;
    nb.risk('technical.rsiOverbought', rsiRef);
  } else if (r <= 30) {
    rsiVote = 0.4;
    nb.opportunity('technical.rsiOversold', rsiRef);
  } else nb.key('technical.rsiNeutral', rsiRef);

  // MACD(12, 26, 9): DIF, MACD (signal) and OSC (histogram) as Taiwanese platforms name them.
  const m = macd(p.close);
  const dif = m.macd[i]!;
  const osc = m.histogram[i]!;
  const macdRefs = {
    dif: cite('macdDif', dif, 'number', i),
    signal: cite('macdSignal', m.signal[i]!, 'number', i),
    osc: cite('macdOsc', osc, 'number', i),
  };
  let macdVote = 0.5 * sign(osc) + 0.5 * sign(dif);
  const crossUp = [1, 2, 3].some((k) => m.histogram[i - k]! <= 0) && osc > 0;
  const crossDown = [1, 2, 3].some((k) => m.histogram[i - k]! >= 0) && osc < 0;
  if (crossUp) {
    macdVote = 1;
    nb.opportunity('technical.macdGoldenCross', macdRefs);
  } else if (crossDown) {
    macdVote = -1;
    nb.risk('technical.macdDeadCross', macdRefs);
  } else nb.key(osc >= 0 ? 'technical.macdBull' : 'technical.macdBear', macdRefs);

  // KD(9), Taiwan style.
  const kdLines = kd(p.high, p.low, p.close, 9);
  const k = kdLines.k[i]!;
  const d = kdLines.d[i]!;
  const wasAbove = kdLines.k[i - 1]! > kdLines.d[i - 1]!;
  const kdRefs = { k: cite('kdK', k, 'number', i, i - 8), d: cite('kdD', d, 'number', i, i - 8) };
  let kdVote: number;
  if (k > d && !wasAbove && k < 20) {
    kdVote = 1;
    nb.opportunity('technical.kdGoldenCrossLow', kdRefs);
  } else if (k < d && wasAbove && k > 80) {
    kdVote = -1;
    nb.risk('technical.kdDeadCrossHigh', kdRefs);
  } else if (k > d) {
    kdVote = k >= 80 ? 0.2 : 0.6;
    nb.key('technical.kdBull', kdRefs);
  } else {
    kdVote = k <= 20 ? -0.2 : -0.6;
    nb.key('technical.kdBear', kdRefs);
  }

  // Bollinger(20, 2).
  const bands = bollinger(p.close, 20, 2);
  const upper = bands.upper[i]!;
  const middle = bands.middle[i]!;
  const lower = bands.lower[i]!;
  const bandRefs = {
    close,
    upper: cite('bollUpper', upper, 'TWD', i, i - 19),
    middle: cite('bollMiddle', middle, 'TWD', i, i - 19),
    lower: cite('bollLower', lower, 'TWD', i, i - 19),
  };
  let bollVote = 0;
  if (above(c, upper)) {
    bollVote = -0.5;
    nb.risk('technical.bollAbove', bandRefs);
  } else if (below(c, lower)) {
    bollVote = 0.5;
    nb.opportunity('technical.bollBelow', bandRefs);
  } else nb.key('technical.bollInside', bandRefs);

  // Volume against its 20-day average (raw shares).
  const volume = w.volume[i]!;
  const avgVolume = sma(w.volume, 20)[i]!;
  const volumeRatio = avgVolume > 0 ? volume / avgVolume : 1;
  const volRefs = {
    volume: cite('volume', volume, 'shares', i),
    avgVolume: cite('avgVolume20', avgVolume, 'shares', i, i - 19),
    ratio: nb.derived('volumeRatio', volumeRatio, 'multiple'),
  };
  let volumeVote = 0;
  const upDay = above(c, p.close[i - 1]!);
  if (volumeRatio >= 1.5) {
    volumeVote = upDay ? 0.6 : -0.6;
    if (upDay) nb.opportunity('technical.volumeSurgeUp', volRefs);
    else nb.risk('technical.volumeSurgeDown', volRefs);
  } else nb.key('technical.volumeNormal', volRefs);

  // Support and resistance: the lowest low and highest high of the 60 bars before today.
  const resistance = rollingMax(p.high, QUARTER)[i - 1]!;
  const support = rollingMin(p.low, QUARTER)[i - 1]!;
  const srRefs = {
    close,
    resistance: cite('resistance', resistance, 'TWD', i - 1, i - QUARTER),
    support: cite('support', support, 'TWD', i - 1, i - QUARTER),
  };
  let srVote = 0;
  if (above(c, resistance)) {
    srVote = 0.5;
    nb.opportunity('technical.breakout', srRefs);
  } else if (below(c, support)) {
    srVote = -0.5;
    nb.risk('technical.breakdown', srRefs);
  } else {
    nb.key('technical.range', {
      ...srRefs,
      toSupport: nb.derived('distanceToSupport', support / c - 1, 'fraction'),
      toResistance: nb.derived('distanceToResistance', resistance / c - 1, 'fraction'),
    });
  }

  const votes: Vote[] = [
    { weight: 2, value: maVote },
    { weight: 1, value: rsiVote },
    { weight: 1, value: macdVote },
    { weight: 1, value: kdVote },
    { weight: 0.5, value: bollVote },
    { weight: 0.5, value: volumeVote },
    { weight: 0.5, value: srVote },
  ];
  const combined = combine(votes);
  const range = atr(p.high, p.low, p.close, 14)[i]!;
  cite('atr14', range, 'TWD', i, i - 14);
  const signal = signalOf(Math.round(combined.score * 1e4) / 1e4);
  let target: number;
  if (signal === 'buy') target = resistance >= c * 1.01 ? resistance : c + 2 * range;
  else if (signal === 'sell') target = support <= c * 0.99 ? support : Math.max(c - 2 * range, c * 0.5);
  else target = middle;
  return finish(nb, { combined, targetPrice: nearestTick(target, kind), horizonDays: TECHNICAL_HORIZON });
}
