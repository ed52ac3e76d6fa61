import { taipeiDate } from '../market/session.ts';
import { addDays, isSession, weekdayDate, weekdayIndex, weekdayIndexOnOrBefore } from './calendar.ts';
import type { IndexDefinition } from './indices.ts';
import { intradayQuote, round2, sessionSeconds } from './simulator-intraday.ts';
import { hashNormal, hashString, hashUniform } from './random.ts';
import {
  clipToLimits,
  garchSeries,
  normalSeries,
  roundPrice,
  simProfile,
  type SimBar,
  type SimProfile,
  type SimQuote,
  type SimSecurity,
} from './simulator-model.ts';

export type { SimBar, SimQuote } from './simulator-model.ts';

interface Path {
  /** Closes in hundredths (exact for every tick), and the day's volatility. */
  cents: Int32Array;
  vols: Float32Array;
  profile: SimProfile;
}

const drift = 0.0002;
const meanReversion = 0.003;
const marketVols: Record<string, number> = {
  TW: 0.009,
  US: 0.009,
  HK: 0.011,
  CN: 0.011,
  JP: 0.009,
  KR: 0.01,
};

/**
 * A deterministic market: every price, volume and fundamental is a function of the seed, the
 * security and the date (intraday: the instant), so restarts and replicas agree. Model in
 * simulator-model.ts; intraday prices follow a path through the day's open, high, low and close.
 */
export class MarketSimulator {
  readonly seedHash: number;
  private readonly factors = new Map<string, Float64Array>();
  private readonly marketVolSeries = new Map<string, Float64Array>();
  private readonly paths = new Map<string, Path>();
  private taiwanSessions = new Uint8Array(0);

  constructor(
    readonly seed: string,
    private readonly holidays: ReadonlySet<string> = new Set(),
    /** Paths kept in memory (about 16 KB each for seven years). */
    private readonly cacheSize = 2500,
  ) {
    this.seedHash = hashString(seed);
  }

  profile(security: SimSecurity): SimProfile {
    return simProfile(this.seedHash, security);
  }

  /** Completed sessions in [from, to] (inclusive). */
  bars(security: SimSecurity, from: string, to: string): SimBar[] {
    const first = Math.max(0, weekdayIndexOnOrBefore(addDays(from, -1)) + 1);
    const last = weekdayIndexOnOrBefore(to);
    const bars: SimBar[] = [];
    for (let k = first; k <= last; k++) {
      if (this.isSession(security.market, k)) bars.push(this.bar(security, k));
    }
    return bars;
  }

  /** The quote at an instant: live during a Taiwan session, else the last completed session. */
  quote(security: SimSecurity, at: Date): SimQuote {
    const date = taipeiDate(at);
    const index = weekdayIndex(date);
    if (security.market === 'TW' && index !== null && this.isSession('TW', index)) {
      const seconds = (at.getTime() - Date.parse(`${date}T09:00:00+08:00`)) / 1000;
      if (seconds >= 0 && seconds < sessionSeconds) return this.liveQuote(security, index, seconds);
      if (seconds >= sessionSeconds) return this.closedQuote(security, index, at);
    }
    return this.closedQuote(security, this.lastSessionBefore(security.market, date), at);
  }

  bar(security: SimSecurity, k: number): SimBar {
    const path = this.path(security, k);
    const previous =
      k > 0 ? path.cents[k - 1]! / 100 : roundPrice(path.profile.basePrice, security.market, security.kind);
    const close = path.cents[k]! / 100;
    const sigma = path.vols[k]!;
    const h = path.profile.symbolHash;
    const round = (price: number) => roundPrice(price, security.market, security.kind);
    const clip = (price: number) => clipToLimits(price, previous, security.market, security.kind);
    const open = round(clip(previous * Math.exp(0.35 * sigma * hashNormal(this.seedHash, h, k, 1))));
    const high = Math.max(
      open,
      close,
      round(
        clip(Math.max(open, close) * Math.exp(Math.abs(hashNormal(this.seedHash, h, k, 2)) * 0.5 * sigma)),
      ),
    );
    const low = Math.min(
      open,
      close,
      round(
        clip(Math.min(open, close) * Math.exp(-Math.abs(hashNormal(this.seedHash, h, k, 3)) * 0.5 * sigma)),
      ),
    );
    const move = Math.abs(Math.log(close / previous)) / sigma;
    let volume =
      path.profile.baseVolume * Math.exp(0.35 * hashNormal(this.seedHash, h, k, 4)) * (1 + 0.6 * move);
    volume = security.market === 'TW' ? Math.max(1000, Math.round(volume / 1000) * 1000) : Math.round(volume);
    return {
      date: weekdayDate(k),
      open,
      high,
      low,
      close,
      change: round2(close - previous),
      volume,
      value: Math.round((volume * (open + high + low + close)) / 4),
      transactions: Math.max(1, Math.round(volume / path.profile.tradeSize)),
    };
  }

  /** Valuation ratios of a session: P/E from a simulated trailing EPS, P/B, cash yield (%). */
  valuation(
    security: SimSecurity,
    date: string,
  ): { peRatio: number; pbRatio: number; dividendYield: number } | null {
    const k = weekdayIndexOnOrBefore(date);
    if (k < 0) return null;
    const path = this.path(security, k);
    const { profile } = path;
    const quarter = Math.floor(k / 63);
    const eps =
      (profile.basePrice / profile.peBase) *
      1.02 ** quarter *
      Math.exp(0.08 * hashNormal(this.seedHash, profile.symbolHash, quarter, 20));
    const bookValue = (profile.basePrice / profile.pbBase) * (1 + 0.012 * quarter);
    const close = path.cents[k]! / 100;
    return {
      peRatio: round2(close / eps),
      pbRatio: round2(close / bookValue),
      dividendYield: round2(((profile.payout * eps) / close) * 100),
    };
  }

  /** Monthly revenue in NT$ (month `YYYY-MM`) with its year-on-year and month-on-month change (%). */
  monthlyRevenue(
    security: SimSecurity,
    month: string,
  ): { revenue: number; yoyPercent: number; momPercent: number } {
    const [year, mon] = month.split('-').map(Number) as [number, number];
    const m = (year - 2019) * 12 + (mon - 1);
    const at = (index: number) => this.revenueAt(security, index);
    const revenue = at(m);
    return {
      revenue,
      yoyPercent: round2((revenue / at(m - 12) - 1) * 100),
      momPercent: round2((revenue / at(m - 1) - 1) * 100),
    };
  }

  /** Net buying (shares) of foreign investors, investment trusts and dealers on a session. */
  flows(
    security: SimSecurity,
    date: string,
  ): { foreignNet: number; trustNet: number; dealerNet: number } | null {
    const k = weekdayIndex(date);
    if (k === null || !this.isSession(security.market, k)) return null;
    const bar = this.bar(security, k);
    const path = this.path(security, k);
    const h = path.profile.symbolHash;
    const z = Math.tanh(Math.log(bar.close / (bar.close - bar.change)) / path.vols[k]!);
    const lots = (share: number) => Math.round((share * bar.volume) / 1000) * 1000;
    return {
      foreignNet: lots(0.12 * z + 0.05 * hashNormal(this.seedHash, h, k, 30)),
      trustNet: lots(0.03 * z + 0.015 * hashNormal(this.seedHash, h, k, 31)),
      dealerNet: lots(0.02 * hashNormal(this.seedHash, h, k, 32)),
    };
  }

  /** Margin purchase and short sale balances (lots) at the end of a session. */
  margin(security: SimSecurity, date: string): { marginBalance: number; shortBalance: number } | null {
    const k = weekdayIndex(date);
    if (k === null || !this.isSession(security.market, k)) return null;
    const profile = this.profile(security);
    const phase = hashUniform(this.seedHash, profile.symbolHash, 40) * 2 * Math.PI;
    const base = (profile.baseVolume / 1000) * 3;
    const marginBalance = Math.max(
      0,
      Math.round(
        base *
          (1 +
            0.2 * Math.sin((2 * Math.PI * k) / 90 + phase) +
            0.04 * hashNormal(this.seedHash, profile.symbolHash, k, 41)),
      ),
    );
    const shortBalance = Math.max(
      0,
      Math.round(marginBalance * (0.08 + 0.04 * Math.sin((2 * Math.PI * k) / 70 + phase))),
    );
    return { marginBalance, shortBalance };
  }

  /** Index levels of completed sessions in [from, to]. */
  indexBars(definition: IndexDefinition, from: string, to: string): SimBar[] {
    const security = this.indexSecurity(definition);
    return this.bars(security, from, to);
  }

  indexQuote(definition: IndexDefinition, at: Date): SimQuote {
    return this.quote(this.indexSecurity(definition), at);
  }

  /** Whether weekday k is a session of the market (Taiwan holidays precomputed in a mask). */
  private isSession(market: string, k: number): boolean {
    if (market !== 'TW') return true;
    if (k >= this.taiwanSessions.length) {
      const mask = new Uint8Array((Math.floor(k / 512) + 2) * 512);
      for (let i = 0; i < mask.length; i++) mask[i] = isSession('TW', i, this.holidays) ? 1 : 0;
      this.taiwanSessions = mask;
    }
    return this.taiwanSessions[k] === 1;
  }

  private indexSecurity(definition: IndexDefinition): SimSecurity {
    return {
      symbol: definition.symbol,
      market: definition.market,
      sector: definition.sector,
      kind: 'index',
      baseLevel: definition.baseLevel,
    };
  }

  private revenueAt(security: SimSecurity, m: number): number {
    const profile = this.profile(security);
    const month = ((m % 12) + 12) % 12;
    const season = month === 1 ? 0.85 : month === 11 ? 1.08 : 1 + 0.05 * Math.sin((2 * Math.PI * month) / 12);
    const base = (profile.sharesOutstanding * profile.basePrice * profile.revenueToCap) / 12;
    const noise = Math.exp(0.07 * hashNormal(this.seedHash, profile.symbolHash, m + 10_000, 50));
    return Math.round((base * 1.006 ** m * season * noise) / 1000) * 1000;
  }

  private lastSessionBefore(market: string, date: string): number {
    let k = weekdayIndexOnOrBefore(addDays(date, -1));
    while (k > 0 && !this.isSession(market, k)) k--;
    return Math.max(0, k);
  }

  private closedQuote(security: SimSecurity, k: number, at: Date): SimQuote {
    const bar = this.bar(security, k);
    const previousClose = round2(bar.close - bar.change);
    return {
      price: bar.close,
      open: bar.open,
      high: bar.high,
      low: bar.low,
      previousClose,
      change: bar.change,
      changePercent: round2((bar.change / previousClose) * 100),
      volume: bar.volume,
      date: bar.date,
      live: false,
      asOf: new Date(Math.min(at.getTime(), Date.parse(`${bar.date}T13:30:00+08:00`))),
    };
  }

  private liveQuote(security: SimSecurity, k: number, seconds: number): SimQuote {
    const bar = this.bar(security, k);
    const noise = { seedHash: this.seedHash, symbolHash: this.path(security, k).profile.symbolHash, k };
    return intradayQuote(security, bar, noise, seconds);
  }

  /** The close path of a security up to weekday k (memoised, extended in blocks). */
  private path(security: SimSecurity, k: number): Path {
    const key = `${security.market}:${security.symbol}`;
    const cached = this.paths.get(key);
    if (cached && cached.cents.length > k) {
      this.paths.delete(key);
      this.paths.set(key, cached);
      return cached;
    }
    const n = (Math.floor(k / 128) + 2) * 128;
    const profile = this.profile(security);
    const market = this.factor(`market:${security.market}`, n);
    const marketVol = this.marketVolSeries.get(security.market)!;
    const sector = this.factor(`sector:${security.market}:${security.sector ?? 'none'}`, n);
    const idio = garchSeries(profile.symbolHash ^ this.seedHash, n, profile.idioVol, 0.07, 0.9);
    const isIndex = security.kind === 'index';
    const beta = isIndex ? (security.symbol === '^TWOII' ? 1.15 : 1) : profile.beta;
    const loading = isIndex ? (security.sector ? 1 : 0) : profile.sectorLoading;
    const idioScale = isIndex ? 0.15 : 1;
    const cents = new Int32Array(n);
    const vols = new Float32Array(n);
    const start = roundPrice(profile.basePrice, security.market, security.kind);
    let previous = start;
    for (let i = 0; i < n; i++) {
      vols[i] = Math.sqrt(
        (beta * marketVol[i]!) ** 2 + (loading * 0.006) ** 2 + (idioScale * idio.vols[i]!) ** 2,
      );
      if (this.isSession(security.market, i)) {
        const pull = isIndex ? 0 : meanReversion * Math.log(previous / start);
        const r = beta * market[i]! + loading * sector[i]! + idioScale * idio.returns[i]! + drift - pull;
        const next = clipToLimits(previous * Math.exp(r), previous, security.market, security.kind);
        previous = roundPrice(next, security.market, security.kind);
      }
      cents[i] = Math.round(previous * 100);
    }
    const path = { cents, vols, profile };
    this.paths.set(key, path);
    if (this.paths.size > this.cacheSize) this.paths.delete(this.paths.keys().next().value!);
    return path;
  }

  /** Market factors include 30 % of a global factor; sector factors are plain normals. */
  private factor(name: string, n: number): Float64Array {
    const cached = this.factors.get(name);
    if (cached && cached.length >= n) return cached;
    let values: Float64Array;
    if (name.startsWith('market:')) {
      const market = name.slice('market:'.length);
      const own = garchSeries(hashString(`${this.seed}:${name}`), n, marketVols[market] ?? 0.01);
      const global = garchSeries(hashString(`${this.seed}:global`), n, 0.006);
      values = own.returns.map((value, i) => value + 0.3 * global.returns[i]!);
      this.marketVolSeries.set(market, own.vols);
    } else {
      values = normalSeries(hashString(`${this.seed}:${name}`), n, 0.006);
    }
    this.factors.set(name, values);
    return values;
  }
}
