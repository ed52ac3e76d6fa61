/**
 * Checking and slicing an evidence bundle at its `asOf` date.
 *
 * `sliceBundle` drops every row after `asOf` (typed arrays become views, date lists are cut), so
 * an analysis can never see the future however much data the caller holds. Every analyst calls
 * `assertAsOf` first: it throws when any dataset still holds a row after `asOf` — a caller bug,
 * not something to analyse around.
 */
import type {
  DailyBars,
  DatasetName,
  EvidenceBundle,
  MonthlyRevenue,
  NewsFeed,
  TradingStatus,
  Dividends,
} from './types.ts';

/** Thrown when a bundle holds data after its `asOf` date, or is malformed. */
export class BundleError extends Error {
  override name = 'BundleError';
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Index of the last date ≤ `asOf` in an ascending list (−1 when none). Binary search. */
export function lastIndexAtOrBefore(dates: readonly string[], asOf: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid]!.slice(0, 10) <= asOf) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

type Dated = { dates: readonly string[] };

/** A copy of a dated dataset keeping rows up to index `end` (inclusive); typed arrays become views. */
function cut<T extends Dated>(dataset: T, asOf: string): T {
  const end = lastIndexAtOrBefore(dataset.dates, asOf) + 1;
  if (end === dataset.dates.length) return dataset;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(dataset)) {
    if (value instanceof Float64Array) out[key] = value.subarray(0, end);
    else if (key === 'dates') out[key] = dataset.dates.slice(0, end);
    else out[key] = value;
  }
  return out as T;
}

function cutRows<T extends { rows: readonly unknown[] }>(
  dataset: T,
  keep: (row: T['rows'][number]) => boolean,
): T {
  const rows = dataset.rows.filter(keep);
  return rows.length === dataset.rows.length ? dataset : { ...dataset, rows };
}

/** The bundle as seen on `asOf` (defaults to the bundle's own): every row after it removed. */
export function sliceBundle(bundle: EvidenceBundle, asOf: string = bundle.asOf): EvidenceBundle {
  if (!isoDate.test(asOf)) throw new BundleError(`asOf must be YYYY-MM-DD, got ${asOf}`);
  const b = bundle;
  const out: EvidenceBundle = { ...b, asOf, bars: cut(b.bars, asOf) };
  if (b.benchmark) out.benchmark = cut(b.benchmark, asOf);
  if (b.valuation) out.valuation = cut(b.valuation, asOf);
  if (b.peers) {
    if (b.peers.date <= asOf) out.peers = b.peers;
    else delete out.peers;
  }
  if (b.revenue) out.revenue = cutRows(b.revenue, (row) => row.published <= asOf);
  if (b.institutional) out.institutional = cut(b.institutional, asOf);
  if (b.margin) out.margin = cut(b.margin, asOf);
  if (b.marketMargin) out.marketMargin = cut(b.marketMargin, asOf);
  if (b.dividends) out.dividends = cutRows(b.dividends, (row) => row.exDate <= asOf);
  if (b.status) out.status = cutRows(b.status, (row) => row.date <= asOf);
  if (b.news) {
    const items = b.news.items.filter((h) => h.date.slice(0, 10) <= asOf);
    out.news = items.length === b.news.items.length ? b.news : { ...b.news, items };
  }
  if (b.foreignIndices) out.foreignIndices = b.foreignIndices.map((series) => cut(series, asOf));
  if (b.fx) out.fx = cut(b.fx, asOf);
  if (b.adr) out.adr = cut(b.adr, asOf);
  if (b.breadth) out.breadth = cut(b.breadth, asOf);
  if (b.rates) out.rates = b.rates.map((series) => cut(series, asOf));
  return out;
}

const lastDate = (dates: readonly string[]) =>
  dates.length > 0 ? dates[dates.length - 1]!.slice(0, 10) : '';

function check(name: DatasetName, date: string | undefined, asOf: string): void {
  if (date !== undefined && date > asOf) {
    throw new BundleError(`${name} holds data of ${date}, after asOf ${asOf}; slice the bundle first`);
  }
}

const lastRow = <R>(rows: readonly R[], date: (row: R) => string) =>
  rows.reduce<string | undefined>(
    (max, row) => (max === undefined || date(row) > max ? date(row) : max),
    undefined,
  );

/**
 * Throws a `BundleError` when any dataset holds a row after `asOf`. Dated series are sorted, so
 * only their last date is read; row lists (revenue, dividends, status, news) are scanned.
 */
export function assertAsOf(bundle: EvidenceBundle): void {
  const { asOf } = bundle;
  check('bars', lastDate(bundle.bars.dates), asOf);
  for (const name of [
    'benchmark',
    'valuation',
    'institutional',
    'margin',
    'marketMargin',
    'fx',
    'adr',
    'breadth',
  ] as const) {
    const dataset = bundle[name];
    if (dataset) check(name, lastDate(dataset.dates), asOf);
  }
  for (const series of bundle.foreignIndices ?? []) check('foreignIndices', lastDate(series.dates), asOf);
  for (const series of bundle.rates ?? []) check('rates', lastDate(series.dates), asOf);
  if (bundle.peers) check('peers', bundle.peers.date, asOf);
  const revenue: MonthlyRevenue | undefined = bundle.revenue;
  if (revenue)
    check(
      'revenue',
      lastRow(revenue.rows, (row) => row.published),
      asOf,
    );
  const dividends: Dividends | undefined = bundle.dividends;
  if (dividends)
    check(
      'dividends',
      lastRow(dividends.rows, (row) => row.exDate),
      asOf,
    );
  const status: TradingStatus | undefined = bundle.status;
  if (status)
    check(
      'status',
      lastRow(status.rows, (row) => row.date),
      asOf,
    );
  const news: NewsFeed | null | undefined = bundle.news;
  if (news)
    check(
      'news',
      lastRow(news.items, (item) => item.date.slice(0, 10)),
      asOf,
    );
}

/**
 * Throws a `BundleError` unless the bars are well formed: parallel arrays, strictly ascending ISO
 * dates, positive finite prices and finite non-negative volumes.
 */
export function validateBars(bars: DailyBars): void {
  const n = bars.dates.length;
  const arrays = { open: bars.open, high: bars.high, low: bars.low, close: bars.close, volume: bars.volume };
  for (const [name, array] of Object.entries({ ...arrays, adjClose: bars.adjClose })) {
    if (array.length !== n) throw new BundleError(`bars.${name} has ${array.length} values for ${n} dates`);
  }
  if (bars.value && bars.value.length !== n)
    throw new BundleError(`bars.value has ${bars.value.length} values`);
  for (let i = 0; i < n; i++) {
    const date = bars.dates[i]!;
    if (!isoDate.test(date)) throw new BundleError(`bars.dates[${i}] is ${date}; expected YYYY-MM-DD`);
    if (i > 0 && !(date > bars.dates[i - 1]!))
      throw new BundleError(`bars.dates are not ascending at ${date}`);
    for (const name of ['open', 'high', 'low', 'close'] as const) {
      const v = bars[name][i]!;
      if (!(v > 0 && Number.isFinite(v))) throw new BundleError(`bars.${name}[${i}] (${date}) is ${v}`);
    }
    const adj = bars.adjClose[i]!;
    if (!(adj > 0 && Number.isFinite(adj))) throw new BundleError(`bars.adjClose[${i}] (${date}) is ${adj}`);
    const volume = bars.volume[i]!;
    if (!(volume >= 0 && Number.isFinite(volume)))
      throw new BundleError(`bars.volume[${i}] (${date}) is ${volume}`);
  }
}
