import { hashNormal, hashUniform } from './random.ts';
import { sessionTimes } from '../market/session.ts';
import { roundPrice, volumeShare, type SimBar, type SimQuote, type SimSecurity } from './simulator-model.ts';

export const sessionSeconds = (sessionTimes.close - sessionTimes.open) * 60;
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The hashes that make a day's intraday noise deterministic. */
export interface IntradayNoise {
  seedHash: number;
  symbolHash: number;
  /** Weekday index of the session. */
  k: number;
}

/**
 * A quote `seconds` into a running session. The price follows a bridge through the day's open,
 * high and low (at hashed instants) to its close, with noise that vanishes at each anchor, so the
 * intraday path always ends on the completed bar the rest of the product reads.
 */
export function intradayQuote(
  security: SimSecurity,
  bar: SimBar,
  noise: IntradayNoise,
  seconds: number,
): SimQuote {
  const { seedHash, symbolHash: h, k } = noise;
  const previousClose = round2(bar.close - bar.change);
  const u1 = 0.05 + 0.9 * hashUniform(seedHash, h, k, 60);
  let u2 = 0.05 + 0.9 * hashUniform(seedHash, h, k, 61);
  if (Math.abs(u1 - u2) < 0.02) u2 = u1 < 0.5 ? u1 + 0.1 : u1 - 0.1;
  const points: [number, number][] = [
    [0, bar.open],
    [u1, bar.high],
    [u2, bar.low],
    [1, bar.close],
  ];
  points.sort((a, b) => a[0] - b[0]);
  const step = Math.floor(seconds / 5);
  const priceAt = (x: number, noiseStep: number) => {
    let segment = 0;
    while (segment < points.length - 2 && x > points[segment + 1]![0]) segment++;
    const [xa, pa] = points[segment]!;
    const [xb, pb] = points[segment + 1]!;
    const t = xb > xa ? (x - xa) / (xb - xa) : 0;
    const bridge = Math.sin(Math.PI * t);
    const jitter = 0.2 * (bar.high - bar.low) * bridge * hashNormal(seedHash, h, k, 1000 + noiseStep);
    const raw = Math.min(bar.high, Math.max(bar.low, pa + (pb - pa) * t + jitter));
    return roundPrice(raw, security.market, security.kind);
  };
  const x = seconds / sessionSeconds;
  const price = priceAt(x, step);
  let high = Math.max(bar.open, price);
  let low = Math.min(bar.open, price);
  for (let minute = 1; minute / 270 < x; minute++) {
    const value = priceAt(minute / 270, minute * 12);
    high = Math.max(high, value);
    low = Math.min(low, value);
  }
  for (const [px, pv] of points) {
    if (px <= x) {
      high = Math.max(high, pv);
      low = Math.min(low, pv);
    }
  }
  const volume =
    security.market === 'TW'
      ? Math.round((bar.volume * volumeShare(x)) / 1000) * 1000
      : Math.round(bar.volume * volumeShare(x));
  const change = round2(price - previousClose);
  return {
    price,
    open: bar.open,
    high,
    low,
    previousClose,
    change,
    changePercent: round2((change / previousClose) * 100),
    volume,
    date: bar.date,
    live: true,
    asOf: new Date(Date.parse(`${bar.date}T09:00:00+08:00`) + step * 5000),
  };
}
