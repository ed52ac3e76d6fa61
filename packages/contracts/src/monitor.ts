import { z } from 'zod';
import { errorMessage } from './errors/catalogue.ts';
import { Market } from './market.ts';
import { safeText } from './text.ts';

/**
 * The market monitor (member-site spec §2, §3, §5, §7 `/api/market/*` and `/ws/market`): watchlist,
 * alerts and market events. The rules read as the spec words them.
 */
export const monitorMessages = {
  incomplete: errorMessage('ALERT_INCOMPLETE', 'zh-TW'),
  symbolRequired: errorMessage('SYMBOL_REQUIRED', 'zh-TW'),
  unknownSymbol: errorMessage('UNKNOWN_SYMBOL', 'zh-TW'),
  watchlistNotFound: errorMessage('WATCHLIST_ITEM_NOT_FOUND', 'zh-TW'),
  alertNotFound: errorMessage('ALERT_NOT_FOUND', 'zh-TW'),
  typeInvalid: '不支援的預警類型',
  frequencyInvalid: '不支援的觸發頻率',
  priceInvalid: '價格條件需大於 0，最小單位 0.01',
  percentInvalid: '漲跌幅條件需為 -10 到 10 之間的整數，且不可為 0',
  volumeInvalid: '量能倍數需為 1 到 100 的整數',
  messageTooLong: '預警訊息最多 200 個字',
  intervalInvalid: '最短間隔需為 10 到 86,400 秒的整數',
  expiryInvalid: '到期時間格式錯誤',
  activeRequired: '請指定預警是否啟用',
  yoyInvalid: '營收年增率門檻需介於 -100 到 10,000 之間，最小單位 0.01',
  conditionNotApplicable: '此預警類型不需設定數值條件',
} as const;

/**
 * Alerts on the exchanges' announcements (market events): 注意 and 處置 lists entered or left,
 * 月營收 published (optionally only with a YoY growth at or above a threshold), 除權息 the trading
 * day before and on the day, and 填息 completed.
 */
export const marketEventAlertTypes = [
  'attention_entered',
  'attention_exited',
  'disposition_entered',
  'disposition_exited',
  'monthly_revenue',
  'monthly_revenue_yoy_above',
  'ex_dividend_upcoming',
  'ex_dividend_today',
  'dividend_gap_filled',
] as const;
/** Event alerts that take no number (all but the YoY threshold). */
const conditionlessEventTypes: readonly string[] = marketEventAlertTypes.filter(
  (type) => type !== 'monthly_revenue_yoy_above',
);

/** The spec's four types, then the Taiwan limit events (touched = reached, reopened = left). */
export const AlertType = z.enum(
  [
    'price_above',
    'price_below',
    'change_percent',
    'volume_spike',
    'limit_up_touched',
    'limit_up_reopened',
    'limit_down_touched',
    'limit_down_reopened',
    ...marketEventAlertTypes,
  ],
  { error: monitorMessages.incomplete },
);
export type AlertType = z.infer<typeof AlertType>;
const thresholdTypes: readonly AlertType[] = [
  'price_above',
  'price_below',
  'change_percent',
  'volume_spike',
  'monthly_revenue_yoy_above',
];
export const isThresholdAlertType = (type: AlertType) => thresholdTypes.includes(type);

export const AlertFrequency = z.enum(['once', 'once_per_bar', 'once_per_day', 'every_time'], {
  error: monitorMessages.frequencyInvalid,
});
export type AlertFrequency = z.infer<typeof AlertFrequency>;

const rowId = (message: string) => safeText({ error: message }).regex(/^[\w-]{1,64}$/, message);
export const WatchlistItemParams = z.strictObject({ id: rowId(monitorMessages.watchlistNotFound) });
export const AlertParams = z.strictObject({ id: rowId(monitorMessages.alertNotFound) });

const symbol = safeText({ error: monitorMessages.symbolRequired })
  .trim()
  .toUpperCase()
  .min(1, monitorMessages.symbolRequired)
  .max(20, monitorMessages.unknownSymbol);

export const AddWatchlistRequest = z.strictObject({ symbol });
export type AddWatchlistRequest = z.input<typeof AddWatchlistRequest>;

/** Spec §3 watchlist item; prices are null until a quote exists, `simulated` labels simulator quotes. */
export const WatchlistItem = z.object({
  id: z.string(),
  symbol: z.string(),
  companyName: z.string(),
  market: Market,
  currentPrice: z.number().nullable(),
  previousClose: z.number().nullable(),
  change: z.number().nullable(),
  changePercent: z.number().nullable(),
  volume: z.number().nullable(),
  high: z.number().nullable(),
  low: z.number().nullable(),
  lastUpdated: z.string().nullable(),
  simulated: z.boolean(),
  addedAt: z.string(),
});
export type WatchlistItem = z.infer<typeof WatchlistItem>;

export const WatchlistResponse = z.object({ success: z.literal(true), watchlist: z.array(WatchlistItem) });
export const WatchlistItemResponse = z.object({ success: z.literal(true), stock: WatchlistItem });
export const MonitorDeletedResponse = z.object({ success: z.literal(true) });

const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The condition's rule by type (spec §5: step 0.01 for prices, 1 otherwise; nonzero). */
function conditionIssue(type: AlertType, condition: number): string | null {
  if (type === 'price_above' || type === 'price_below') {
    return condition > 0 && condition <= 1_000_000 && hasCents(condition)
      ? null
      : monitorMessages.priceInvalid;
  }
  if (type === 'change_percent') {
    return Number.isInteger(condition) && Math.abs(condition) <= 10 ? null : monitorMessages.percentInvalid;
  }
  if (type === 'monthly_revenue_yoy_above') {
    return condition > -100 && condition <= 10_000 && hasCents(condition) ? null : monitorMessages.yoyInvalid;
  }
  if (type === 'volume_spike') {
    return Number.isInteger(condition) && condition >= 1 && condition <= 100
      ? null
      : monitorMessages.volumeInvalid;
  }
  return null;
}

export const CreateAlertRequest = z
  .strictObject({
    symbol: safeText({ error: monitorMessages.incomplete })
      .trim()
      .toUpperCase()
      .min(1, monitorMessages.incomplete)
      .max(20, monitorMessages.unknownSymbol),
    type: AlertType,
    /** Ignored by the limit events, which take none; refused by the event alerts that take none. */
    condition: z.number({ error: monitorMessages.incomplete }).finite(monitorMessages.incomplete).optional(),
    message: safeText({ error: monitorMessages.incomplete })
      .trim()
      .min(1, monitorMessages.incomplete)
      .max(200, monitorMessages.messageTooLong),
    frequency: AlertFrequency.default('once'),
    /** every_time: the least time between two firings. */
    minIntervalSeconds: z
      .number({ error: monitorMessages.intervalInvalid })
      .int(monitorMessages.intervalInvalid)
      .min(10, monitorMessages.intervalInvalid)
      .max(86_400, monitorMessages.intervalInvalid)
      .default(60),
    expiresAt: safeText({ error: monitorMessages.expiryInvalid })
      .datetime({ offset: true, error: monitorMessages.expiryInvalid })
      .nullable()
      .default(null),
  })
  .superRefine((request, context) => {
    if (conditionlessEventTypes.includes(request.type) && request.condition !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['condition'],
        message: monitorMessages.conditionNotApplicable,
      });
      return;
    }
    if (!isThresholdAlertType(request.type)) return;
    // A YoY threshold of 0 % ("any growth") is a real choice; elsewhere 0 is no condition.
    const zeroAllowed = request.type === 'monthly_revenue_yoy_above';
    if (request.condition === undefined || (request.condition === 0 && !zeroAllowed)) {
      context.addIssue({ code: 'custom', path: ['condition'], message: monitorMessages.incomplete });
      return;
    }
    const issue = conditionIssue(request.type, request.condition);
    if (issue) context.addIssue({ code: 'custom', path: ['condition'], message: issue });
  });
export type CreateAlertRequest = z.input<typeof CreateAlertRequest>;

export const UpdateAlertRequest = z.strictObject({
  isActive: z.boolean({ error: monitorMessages.activeRequired }),
});
export type UpdateAlertRequest = z.infer<typeof UpdateAlertRequest>;

/** Spec §3 alert, extended with its frequency and expiry. */
export const Alert = z.object({
  id: z.string(),
  symbol: z.string(),
  type: AlertType,
  condition: z.number(),
  message: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  triggeredAt: z.string().nullable(),
  /** What happened at the last firing, worded in the reader's language; null before the first. */
  triggeredText: z.string().nullable().optional(),
  frequency: AlertFrequency,
  minIntervalSeconds: z.number().int(),
  expiresAt: z.string().nullable(),
});
export type Alert = z.infer<typeof Alert>;

export const AlertListResponse = z.object({ success: z.literal(true), alerts: z.array(Alert) });
export const AlertResponse = z.object({ success: z.literal(true), alert: Alert });

export const MarketEventImpact = z.enum(['high', 'medium', 'low']);

/** Spec §3 market event; `sequence` orders the feed, `simulated` labels the simulator's events. */
export const MarketEvent = z.object({
  id: z.string(),
  sequence: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  impact: MarketEventImpact,
  eventTime: z.string(),
  affectedSymbols: z.array(z.string()),
  source: z.string(),
  simulated: z.boolean(),
  /**
   * Present when the title and description are the source's own words (an exchange's notice), left
   * untranslated for this reader: the language they are written in.
   */
  originalLanguage: z.literal('zh-TW').optional(),
});
export type MarketEvent = z.infer<typeof MarketEvent>;

export const MarketEventListResponse = z.object({ success: z.literal(true), events: z.array(MarketEvent) });

/** Plan limits of the monitor and what the member uses of them (the subscription page's bars). */
export const MonitorUsage = z.object({
  watchlistCount: z.number().int(),
  watchlistLimit: z.number().int(),
  alertCount: z.number().int(),
  alertLimit: z.number().int(),
  realtimeAlerts: z.boolean(),
});
export type MonitorUsage = z.infer<typeof MonitorUsage>;
export const MonitorUsageResponse = z.object({ success: z.literal(true), usage: MonitorUsage });

/** The job that stores the exchanges' announcements as market events (and fires their alerts). */
export const monitorJobNames = { ingestAnnouncements: 'monitor.ingest-announcements' } as const;
export const IngestAnnouncementsJob = z.object({ requestedAt: z.string(), date: z.iso.date().optional() });
export type IngestAnnouncementsJob = z.infer<typeof IngestAnnouncementsJob>;

/** A create-alert request after validation (defaults applied). */
export type CreateAlertInput = z.output<typeof CreateAlertRequest>;
