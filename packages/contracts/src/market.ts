import { z } from 'zod';
import { safeText } from './text.ts';

/** The spec's wording for market features (member-site §5, §8). */
export const marketMessages = {
  queryRequired: '請輸入股票代碼或名稱',
  queryTooLong: '搜尋文字不可超過50個字',
  limitRange: (max: number) => `筆數需介於 1 到 ${max} 之間`,
  marketInvalid: '不支援的市場，請選擇 all、TW、US、HK、CN、JP 或 KR',
  sectorInvalid: '不支援的產業類別',
  symbolInvalid: '股票代碼格式不正確',
  dateInvalid: '日期格式需為 YYYY-MM-DD',
  dateRange: '起始日期不可晚於結束日期',
  booleanInvalid: 'adjusted 只能是 true 或 false',
  nameRequired: '請輸入股票名稱',
} as const;

export const Market = z.enum(['TW', 'US', 'HK', 'CN', 'JP', 'KR']);
export type Market = z.infer<typeof Market>;

export const Sector = z.enum([
  'technology',
  'finance',
  'healthcare',
  'energy',
  'consumer',
  'industrial',
  'materials',
  'utilities',
  'realestate',
  'telecom',
]);
export type Sector = z.infer<typeof Sector>;

export const Exchange = z.enum(['TWSE', 'TPEx', 'NASDAQ', 'NYSE', 'HKEX', 'SSE', 'SZSE', 'TSE', 'KRX']);
export type Exchange = z.infer<typeof Exchange>;

export const SecurityKind = z.enum(['stock', 'etf']);
export type SecurityKind = z.infer<typeof SecurityKind>;

/** Where a number came from: a real provider, the database, or the simulator. */
export const DataSource = z.enum(['simulator', 'twse', 'tpex', 'mis', 'yahoo', 'finmind', 'import']);
export type DataSource = z.infer<typeof DataSource>;

const marketFilter = z.enum(['all', ...Market.options], { error: marketMessages.marketInvalid });
const sectorFilter = z.enum(['all', ...Sector.options], { error: marketMessages.sectorInvalid });
const limit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: marketMessages.limitRange(max) })
    .int(marketMessages.limitRange(max))
    .min(1, marketMessages.limitRange(max))
    .max(max, marketMessages.limitRange(max))
    .default(fallback);
const symbol = safeText({ error: marketMessages.symbolInvalid })
  .trim()
  .regex(/^[A-Za-z0-9^][A-Za-z0-9.^:-]{0,19}$/, marketMessages.symbolInvalid);
const isoDate = safeText({ error: marketMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, marketMessages.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), marketMessages.dateInvalid);

// ——— Search ———

/** GET /api/stocks/search — an empty or blank q answers an empty list. */
export const StockSearchQuery = z.strictObject({
  q: safeText().max(50, marketMessages.queryTooLong).default(''),
  market: marketFilter.default('all'),
  sector: sectorFilter.default('all'),
  limit: limit(10, 10),
});
export type StockSearchQuery = z.input<typeof StockSearchQuery>;

export const StockSuggestion = z.object({
  symbol: z.string(),
  name: z.string(),
  exchange: z.string(),
  market: Market,
  nameEn: z.string().nullable(),
  sector: Sector.nullable(),
  kind: SecurityKind,
});
export type StockSuggestion = z.infer<typeof StockSuggestion>;

export const StockSearchResponse = z.object({ suggestions: z.array(StockSuggestion) });
export type StockSearchResponse = z.infer<typeof StockSearchResponse>;

// ——— Detail ———

export const StockDetailQuery = z.strictObject({
  q: safeText({ error: marketMessages.queryRequired })
    .trim()
    .min(1, marketMessages.queryRequired)
    .max(50, marketMessages.queryTooLong),
  market: marketFilter.default('all'),
  sector: sectorFilter.default('all'),
});
export type StockDetailQuery = z.input<typeof StockDetailQuery>;

/** Freshness of a value: when it was true, and whether the provider failed so it is older than usual. */
const freshness = {
  asOf: z.string().nullable(),
  stale: z.boolean(),
  simulated: z.boolean(),
  source: DataSource.nullable(),
};

/**
 * The stock detail of spec §3. The AI preview fields stay null until analyses exist: the server
 * never invents a rating, target or score.
 */
export const StockDetail = z.object({
  symbol: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  exchange: z.string(),
  market: Market,
  sector: Sector.nullable(),
  industry: z.string().nullable(),
  kind: SecurityKind,
  currency: z.string(),
  price: z.number().nullable(),
  change: z.number().nullable(),
  changePercent: z.number().nullable(),
  open: z.number().nullable(),
  high: z.number().nullable(),
  low: z.number().nullable(),
  previousClose: z.number().nullable(),
  limitUp: z.number().nullable(),
  limitDown: z.number().nullable(),
  /** Shares traded in the session. */
  volume: z.number().nullable(),
  /** price × shares outstanding, when shares outstanding are known. */
  marketCap: z.number().nullable(),
  peRatio: z.number().nullable(),
  pbRatio: z.number().nullable(),
  dividendYield: z.number().nullable(),
  analystRating: z.enum(['BUY', 'HOLD', 'SELL']).nullable(),
  analystConfidence: z.number().nullable(),
  targetPrice: z.number().nullable(),
  potentialReturn: z.number().nullable(),
  technicalSignal: z.enum(['BULLISH', 'BEARISH', 'NEUTRAL']).nullable(),
  riskLevel: z.number().int().min(1).max(5).nullable(),
  fundamentalScore: z.number().nullable(),
  ...freshness,
});
export type StockDetail = z.infer<typeof StockDetail>;

export const StockDetailResponse = z.object({ stock: StockDetail });
export type StockDetailResponse = z.infer<typeof StockDetailResponse>;

// ——— Hot stocks ———

export const HotStocksQuery = z.strictObject({ limit: limit(20, 10) });
export type HotStocksQuery = z.input<typeof HotStocksQuery>;

/** A hot stock of spec §3; the formulas of trendScore, riskReward, … are in the market module README. */
export const HotStock = z.object({
  symbol: z.string(),
  name: z.string(),
  market: Market,
  reason: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  volume: z.number(),
  analysisCount: z.number().int().nonnegative(),
  trendScore: z.number().int().min(0).max(100),
  momentumLevel: z.enum(['HIGH', 'MEDIUM', 'LOW']),
  riskReward: z.number().nullable(),
  analystRating: z.enum(['BUY', 'HOLD', 'SELL']).nullable(),
  targetUpside: z.number(),
  isWatchlistPopular: z.boolean(),
  volumeRatio: z.number(),
});
export type HotStock = z.infer<typeof HotStock>;

export const HotStocksResponse = z.object({
  stocks: z.array(HotStock),
  asOf: z.string(),
  simulated: z.boolean(),
});
export type HotStocksResponse = z.infer<typeof HotStocksResponse>;

// ——— Search history ———

export const SearchHistoryQuery = z.strictObject({ limit: limit(50, 10) });
export type SearchHistoryQuery = z.input<typeof SearchHistoryQuery>;

export const SearchHistoryRequest = z.strictObject({
  symbol,
  name: safeText({ error: marketMessages.nameRequired }).trim().min(1, marketMessages.nameRequired).max(60),
  market: z.enum(Market.options, { error: marketMessages.marketInvalid }),
});
export type SearchHistoryRequest = z.input<typeof SearchHistoryRequest>;

export const SearchHistoryItem = z.object({
  symbol: z.string(),
  name: z.string(),
  market: Market,
  searchedAt: z.string(),
  analysisCount: z.number().int().nonnegative(),
});
export type SearchHistoryItem = z.infer<typeof SearchHistoryItem>;

export const SearchHistoryResponse = z.object({ history: z.array(SearchHistoryItem) });
export type SearchHistoryResponse = z.infer<typeof SearchHistoryResponse>;

export const SearchHistoryItemResponse = z.object({ item: SearchHistoryItem });
export type SearchHistoryItemResponse = z.infer<typeof SearchHistoryItemResponse>;

// ——— Indices and status ———

export const MarketIndex = z.object({
  symbol: z.string(),
  name: z.string(),
  market: Market,
  value: z.number(),
  change: z.number(),
  changePercent: z.number(),
  lastUpdated: z.string(),
  ...freshness,
});
export type MarketIndex = z.infer<typeof MarketIndex>;

export const MarketIndicesResponse = z.object({ indices: z.array(MarketIndex) });
export type MarketIndicesResponse = z.infer<typeof MarketIndicesResponse>;

/** Routes without parameters still refuse unknown query fields. */
export const MarketNoQuery = z.strictObject({});

export const MarketPhase = z.enum(['pre-open', 'open', 'closed']);

export const MarketStatusResponse = z.object({
  market: z.literal('TW'),
  phase: MarketPhase,
  isTradingDay: z.boolean(),
  now: z.string(),
  nextOpen: z.string(),
  timezone: z.literal('Asia/Taipei'),
  session: z.object({ preOpen: z.string(), open: z.string(), close: z.string() }),
  provider: z.string(),
  simulated: z.boolean(),
});
export type MarketStatusResponse = z.infer<typeof MarketStatusResponse>;

// ——— Bars ———

export const StockBarsParams = z.strictObject({ symbol });

export const StockBarsQuery = z
  .strictObject({
    from: isoDate.optional(),
    to: isoDate.optional(),
    adjusted: z.enum(['true', 'false'], { error: marketMessages.booleanInvalid }).default('true'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: marketMessages.dateRange,
    path: ['from'],
  });
export type StockBarsQuery = z.input<typeof StockBarsQuery>;

export const DailyBar = z.object({
  date: z.string(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  /** Shares traded. */
  volume: z.number(),
  /** NT$ (or local currency) traded, when the source gives it. */
  value: z.number().nullable(),
  transactions: z.number().nullable(),
});
export type DailyBar = z.infer<typeof DailyBar>;

export const StockBarsResponse = z.object({
  symbol: z.string(),
  adjusted: z.boolean(),
  from: z.string(),
  to: z.string(),
  bars: z.array(DailyBar),
  source: DataSource.nullable(),
  simulated: z.boolean(),
});
export type StockBarsResponse = z.infer<typeof StockBarsResponse>;

// ——— Jobs ———

export const marketJobNames = {
  refreshQuotes: 'market.refresh-quotes',
  refreshDaily: 'market.refresh-daily',
} as const;

export const RefreshQuotesJob = z.object({ requestedAt: z.string() });
export type RefreshQuotesJob = z.infer<typeof RefreshQuotesJob>;

export const RefreshDailyJob = z.object({ requestedAt: z.string(), date: z.string().optional() });
export type RefreshDailyJob = z.infer<typeof RefreshDailyJob>;
