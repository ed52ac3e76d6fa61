import { addDays } from '@alphadesk/core';
import type { MonitorMarket } from '../ports.ts';

/** Sessions whose mean daily volume is volume_spike's baseline. */
export const averageVolumeSessions = 20;
/** Fewer stored sessions than this give no baseline (a spike against two days means little). */
const minimumSessions = 5;
/** Calendar days read back: 20 sessions plus the longest holiday breaks (Lunar New Year). */
const lookbackDays = 45;

/**
 * The baseline a live tick's volume is compared with: the mean volume (shares) of the last 20
 * sessions stored before the trading day, read once per symbol and day. The tick's volume is the
 * session so far, so "volume ≥ 2× average" means the session has already traded two average days.
 */
export function createAverageVolumes(market: Pick<MonitorMarket, 'dailyBars'>) {
  const byDay = new Map<string, { day: string; value: Promise<number | null> }>();

  async function load(symbol: string, tradingDay: string): Promise<number | null> {
    const bars = await market.dailyBars(symbol, addDays(tradingDay, -lookbackDays), tradingDay);
    const recent = bars.filter((bar) => bar.date < tradingDay).slice(-averageVolumeSessions);
    if (recent.length < minimumSessions) return null;
    return recent.reduce((sum, bar) => sum + bar.volume, 0) / recent.length;
  }

  return function averageVolume(symbol: string, tradingDay: string): Promise<number | null> {
    const known = byDay.get(symbol);
    if (known?.day === tradingDay) return known.value;
    const value = load(symbol, tradingDay).catch(() => {
      // Not kept: the next cycle asks again rather than going without a baseline all day.
      byDay.delete(symbol);
      return null;
    });
    byDay.set(symbol, { day: tradingDay, value });
    return value;
  };
}
