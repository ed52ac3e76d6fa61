import type { Market, MarketIndex, Plan, StockDetail, Tier } from '@alphadesk/contracts';
import type { Announcements } from '../market/index.ts';

/** What the monitor reads about the market (the market module's facade satisfies it). */
export interface MonitorMarket {
  findSecurity(symbol: string): Promise<{ symbol: string; name: string; market: Market } | null>;
  detail(q: string, market: string, sector: string): Promise<StockDetail>;
  indices(): Promise<MarketIndex[]>;
  /** Stored daily bars between two dates, inclusive (the live volume baseline reads them). */
  dailyBars(
    symbol: string,
    from: string,
    to: string,
  ): Promise<Array<{ date: string; volume: number; close: number }>>;
  /** The exchanges' announcements of a Taipei date (the announcement events read them). */
  announcements(date: string): Promise<Announcements>;
}

/** The plan table's monitor limits. */
export interface MonitorPlans {
  find(tier: Tier): Promise<Plan | null>;
}

/** The members the monitor reads about: their tiers (the accounts module's facade satisfies it). */
export interface MonitorMembers {
  tiersOf(userIds: readonly string[]): Promise<Map<string, Tier>>;
}

/** Who is calling (the platform's auth context satisfies it). */
export interface Caller {
  userId: string;
  kind: 'guest' | 'member' | 'staff';
  tier: Tier;
}
