import { addDays, type EvidenceBundle, type DatasetInfo } from '@alphadesk/core';
import type { AnalysisData, AnalysisMarket, StoredCloses } from '../ports.ts';

export type Depth = 'quick' | 'detailed' | 'collaborative';

/** Calendar days read before the latest bar: ~1 year for quick, ~10 years otherwise. */
export const lookbackDays: Record<Depth, number> = { quick: 400, detailed: 3_700, collaborative: 3_700 };

const f64 = (values: readonly number[]) => Float64Array.from(values);
const num = (value: number | null | undefined) => (value === null || value === undefined ? NaN : value);
const info = (items: readonly { source: string; simulated: boolean }[]): DatasetInfo => ({
  source: items.at(-1)?.source ?? 'unknown',
  simulated: items.some((item) => item.simulated),
});

function closeSeries(series: StoredCloses) {
  return {
    symbol: series.symbol,
    source: series.source,
    simulated: series.simulated,
    dates: series.points.map((p) => p.date),
    close: f64(series.points.map((p) => p.close)),
  };
}

const regionOf = (market: string): 'US' | 'EU' | 'ASIA' => (market === 'US' ? 'US' : 'ASIA');

/** Revenue of month M is published by the 10th of M+1; a row is visible from then. */
function publishedOn(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return `${next}-10`;
}

/** Turns what the market module stores into the analysts' evidence bundle, as of the last bar. */
export function toBundle(data: AnalysisData): EvidenceBundle {
  const bars = data.bars;
  const asOf = bars.at(-1)!.date;
  const latestFactor = bars.at(-1)!.adjFactor || 1;
  const simulated = bars.some((bar) => bar.simulated);
  const s = data.security;
  const bundle: EvidenceBundle = {
    asOf,
    security: {
      symbol: s.symbol,
      name: s.name,
      market: s.market,
      exchange: s.exchange,
      sector: s.sector,
      kind: s.kind,
      simulated,
    },
    bars: {
      ...info(bars),
      dates: bars.map((bar) => bar.date),
      open: f64(bars.map((bar) => bar.open)),
      high: f64(bars.map((bar) => bar.high)),
      low: f64(bars.map((bar) => bar.low)),
      close: f64(bars.map((bar) => bar.close)),
      volume: f64(bars.map((bar) => bar.volume)),
      adjClose: f64(bars.map((bar) => (bar.close * (bar.adjFactor || 1)) / latestFactor)),
      value: f64(bars.map((bar) => bar.value ?? bar.close * bar.volume)),
    },
    news: data.news ? { source: data.news.source, simulated: false, items: data.news.items } : null,
  };
  if (data.benchmark) bundle.benchmark = closeSeries(data.benchmark);
  if (data.foreignIndices.length > 0) {
    bundle.foreignIndices = data.foreignIndices.map((series) => ({
      ...closeSeries(series),
      region: regionOf(series.market),
    }));
  }
  Object.assign(bundle, factsOf(data, asOf, simulated));
  return bundle;
}

/** The dated facts beside the bars (each present only when something is stored for it). */
function factsOf(data: AnalysisData, asOf: string, simulated: boolean): Partial<EvidenceBundle> {
  const bundle: Partial<EvidenceBundle> = {};
  const v = data.valuations;
  if (v.length > 0) {
    bundle.valuation = {
      ...info(v),
      dates: v.map((row) => row.date),
      pe: f64(v.map((row) => num(row.peRatio))),
      pb: f64(v.map((row) => num(row.pbRatio))),
      dividendYield: f64(v.map((row) => num(row.dividendYield))),
    };
  }
  if (data.peers.length > 0) {
    bundle.peers = {
      ...info(data.peers),
      date: data.peers
        .map((peer) => peer.date)
        .sort()
        .at(-1)!,
      peers: data.peers.map((peer) => ({ symbol: peer.symbol, name: peer.name, pe: peer.pe, pb: peer.pb })),
    };
  }
  const revenue = data.revenue.filter((row) => publishedOn(row.month) <= asOf);
  if (revenue.length > 0) {
    bundle.revenue = {
      ...info(revenue),
      rows: revenue.map((row) => ({
        month: row.month,
        published: publishedOn(row.month),
        revenue: row.revenue,
        yoy: row.yoyPercent,
      })),
    };
  }
  if (data.flows.length > 0) {
    bundle.institutional = {
      ...info(data.flows),
      dates: data.flows.map((row) => row.date),
      foreign: f64(data.flows.map((row) => row.foreignNet)),
      investmentTrust: f64(data.flows.map((row) => row.trustNet)),
      dealer: f64(data.flows.map((row) => row.dealerNet)),
    };
  }
  if (data.margin.length > 0) {
    bundle.margin = {
      ...info(data.margin),
      dates: data.margin.map((row) => row.date),
      margin: f64(data.margin.map((row) => row.marginBalance)),
      short: f64(data.margin.map((row) => row.shortBalance)),
    };
  }
  const dividends = data.dividends.filter((row) => row.kind !== 'derived');
  if (dividends.length > 0) {
    bundle.dividends = {
      source: dividends.at(-1)!.source,
      simulated,
      rows: dividends.map((row) => ({
        exDate: row.date,
        cash: row.cashDividend ?? 0,
        stock: row.stockDividend ?? 0,
      })),
    };
  }
  if (data.status.length > 0) {
    bundle.status = {
      source: data.status.at(-1)!.source,
      simulated,
      rows: data.status.map((row) => ({
        date: row.date,
        kind: row.kind,
        ...(row.until ? { until: row.until } : {}),
      })),
    };
  }
  return bundle;
}

/**
 * Loads a security's evidence as of its latest stored bar. Returns null when the symbol is not in
 * the universe, and a bundle without bars (`bars.dates` empty) is never returned: `noBars` instead.
 */
export async function loadEvidence(
  market: Pick<AnalysisMarket, 'analysisData' | 'latestBarDate'>,
  symbol: string,
  depth: Depth,
  today: string,
): Promise<{ bundle: EvidenceBundle; newsFailed: boolean } | { missing: 'symbol' | 'bars' }> {
  const last = await market.latestBarDate(symbol, today);
  const to = last ?? today;
  const data = await market.analysisData(symbol, addDays(to, -lookbackDays[depth]), to);
  if (!data) return { missing: 'symbol' };
  if (data.bars.length < 2) return { missing: 'bars' };
  return { bundle: toBundle(data), newsFailed: data.newsFailed === true };
}
