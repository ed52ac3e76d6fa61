/**
 * Hot-stock metrics, computed from daily closes (oldest first, the last element being the latest
 * price — today's running quote while the market is open) and the volumes of completed sessions
 * (a running session's volume is not comparable with full days). Notation: C_t the latest close,
 * V_t the latest completed session's volume, σ the sample standard deviation of the last 20 daily
 * log returns (floored at 0.5 %), H60 the highest close of the last 60 sessions, L20 the lowest of
 * the last 20.
 */
export type MomentumLevel = 'HIGH' | 'MEDIUM' | 'LOW';

export interface HotInput {
  closes: readonly number[];
  /** Volumes of completed sessions, oldest first (at least 21). */
  volumes: readonly number[];
  /** Analyses made of this symbol (0 until analyses exist). */
  analysisCount: number;
}

export interface HotMetrics {
  return5: number;
  return20: number;
  volatility20: number;
  volumeRatio: number;
  trendScore: number;
  momentumLevel: MomentumLevel;
  momentumZ: number;
  riskReward: number | null;
  targetUpside: number;
  hotScore: number;
}

/** Sessions of history the metrics need: 20 returns plus the latest close. */
export const hotMinimumSessions = 21;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** σ: sample standard deviation of the last `count` daily log returns, floored at 0.005. */
export function dailyVolatility(closes: readonly number[], count = 20): number {
  const returns: number[] = [];
  for (let i = Math.max(1, closes.length - count); i < closes.length; i++) {
    returns.push(Math.log(closes[i]! / closes[i - 1]!));
  }
  if (returns.length < 2) return 0.005;
  const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
  const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
  return Math.max(0.005, Math.sqrt(variance));
}

/**
 * trendScore (0–100) = round(50 + 50 · tanh(z20 / 2)) with z20 = ln(C_t / C_{t−20}) / (σ · √20):
 * the 20-session move measured in its own volatility, squashed to a score; 50 is flat, a move of
 * one standard deviation scores 73 (or 27), two score 88 (or 12).
 */
export function trendScore(closes: readonly number[], sigma: number): number {
  const last = closes.length - 1;
  const z = Math.log(closes[last]! / closes[last - 20]!) / (sigma * Math.sqrt(20));
  return Math.min(100, Math.max(0, Math.round(50 + 50 * Math.tanh(z / 2))));
}

/**
 * momentumLevel from z5 = ln(C_t / C_{t−5}) / (σ · √5): HIGH when z5 ≥ 1, LOW when z5 ≤ −1,
 * MEDIUM otherwise.
 */
export function momentum(closes: readonly number[], sigma: number): { level: MomentumLevel; z: number } {
  const last = closes.length - 1;
  const z = Math.log(closes[last]! / closes[last - 5]!) / (sigma * Math.sqrt(5));
  return { level: z >= 1 ? 'HIGH' : z <= -1 ? 'LOW' : 'MEDIUM', z };
}

/**
 * riskReward = (H60 − C_t) / (C_t − L20), to 2 decimals: the way back up to the recent high per
 * unit of the way down to the recent low. Null when C_t is at or below L20 (no measurable risk).
 */
export function riskReward(closes: readonly number[]): number | null {
  const close = closes[closes.length - 1]!;
  const high60 = Math.max(...closes.slice(-60));
  const low20 = Math.min(...closes.slice(-20));
  const risk = close - low20;
  return risk > 0 ? round((high60 - close) / risk, 2) : null;
}

/** targetUpside (%) = (H60 − C_t) / C_t × 100, to 2 decimals: the distance to the 60-session high. */
export function targetUpside(closes: readonly number[]): number {
  const close = closes[closes.length - 1]!;
  return round(((Math.max(...closes.slice(-60)) - close) / close) * 100, 2);
}

/**
 * volumeRatio = V_t / mean(V_{t−20} … V_{t−1}); hotScore = ln(max(volumeRatio, 0.05)) + 0.5 · |z5|
 * + 0.5 · ln(1 + analysisCount). Unusual volume dominates, strong moves either way and analysis
 * interest add to it. Returns null with fewer than 21 closes or volumes, or a non-positive price.
 */
export function hotMetrics(input: HotInput): HotMetrics | null {
  const { closes, volumes } = input;
  if (closes.length < hotMinimumSessions || volumes.length < hotMinimumSessions) return null;
  if (closes.slice(-61).some((close) => !(close > 0))) return null;
  const sigma = dailyVolatility(closes);
  const last = closes.length - 1;
  const previousVolumes = volumes.slice(-21, -1);
  const averageVolume = previousVolumes.reduce((sum, value) => sum + value, 0) / previousVolumes.length;
  const volumeRatio = averageVolume > 0 ? volumes[volumes.length - 1]! / averageVolume : 1;
  const { level, z } = momentum(closes, sigma);
  return {
    return5: round((closes[last]! / closes[last - 5]! - 1) * 100, 2),
    return20: round((closes[last]! / closes[last - 20]! - 1) * 100, 2),
    volatility20: sigma,
    volumeRatio: round(volumeRatio, 2),
    trendScore: trendScore(closes, sigma),
    momentumLevel: level,
    momentumZ: z,
    riskReward: riskReward(closes),
    targetUpside: targetUpside(closes),
    hotScore:
      Math.log(Math.max(volumeRatio, 0.05)) + 0.5 * Math.abs(z) + 0.5 * Math.log(1 + input.analysisCount),
  };
}

type ReasonLocale = 'zh-TW' | 'zh-CN' | 'en-US';

const reasonParts: Record<
  ReasonLocale,
  {
    volume: (ratio: string) => string;
    move: (up: boolean, percent: string) => string;
    analyses: (count: number) => string;
    trend: (score: number) => string;
    join: string;
  }
> = {
  'zh-TW': {
    volume: (ratio) => `成交量為20日均量的${ratio}倍`,
    move: (up, percent) => `近5日${up ? '上漲' : '下跌'}${percent}%`,
    analyses: (count) => `AI 分析 ${count} 次`,
    trend: (score) => `20日趨勢分數 ${score}`,
    join: '，',
  },
  'zh-CN': {
    volume: (ratio) => `成交量为20日均量的${ratio}倍`,
    move: (up, percent) => `近5日${up ? '上涨' : '下跌'}${percent}%`,
    analyses: (count) => `AI 分析 ${count} 次`,
    trend: (score) => `20日趋势分数 ${score}`,
    join: '，',
  },
  'en-US': {
    volume: (ratio) => `volume ${ratio}x the 20-day average`,
    move: (up, percent) => `${up ? 'up' : 'down'} ${percent}% in 5 days`,
    analyses: (count) => `${count} AI ${count === 1 ? 'analysis' : 'analyses'}`,
    trend: (score) => `20-day trend score ${score}`,
    join: ', ',
  },
};

/** Why a stock is hot, from the metrics that ranked it, in `locale` (zh-TW unless asked). */
export function hotReason(
  metrics: HotMetrics,
  analysisCount: number,
  locale: ReasonLocale = 'zh-TW',
): string {
  const text = reasonParts[locale];
  const parts: string[] = [];
  if (metrics.volumeRatio >= 1.5) parts.push(text.volume(metrics.volumeRatio.toFixed(1)));
  if (Math.abs(metrics.return5) >= 3) {
    parts.push(text.move(metrics.return5 > 0, Math.abs(metrics.return5).toFixed(2)));
  }
  if (analysisCount > 0) parts.push(text.analyses(analysisCount));
  if (parts.length === 0) parts.push(text.trend(metrics.trendScore));
  const joined = parts.join(text.join);
  return locale === 'en-US' ? joined.charAt(0).toUpperCase() + joined.slice(1) : joined;
}
