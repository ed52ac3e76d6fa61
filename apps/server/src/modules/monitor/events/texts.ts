import type { Locale } from '@alphadesk/core';

/**
 * Wording of the announcement events (注意/處置 lists, 月營收, 除權息, 填息) in each reader's
 * language, from the params stored with the event. The exchange's own free text (a reason, a
 * disposition measure) is quoted as written, in Chinese, in every language.
 */
export type EventParams = Record<string, string | number>;
type Text = { title: (p: EventParams) => string; description: (p: EventParams) => string };

export const announcementEventTypes = [
  'attention_entered',
  'attention_exited',
  'disposition_entered',
  'disposition_exited',
  'monthly_revenue',
  'ex_dividend_upcoming',
  'ex_dividend_today',
  'dividend_gap_filled',
] as const;
export type AnnouncementEventType = (typeof announcementEventTypes)[number];

const pct = (value: string | number | undefined) =>
  typeof value === 'number' ? `${value > 0 ? '+' : ''}${value.toFixed(2)}%` : '—';
const zhAmount = (value: string | number | undefined) =>
  typeof value === 'number' ? `${(value / 1e8).toFixed(2)} 亿元` : '—';
const twAmount = (value: string | number | undefined) =>
  typeof value === 'number' ? `${(value / 1e8).toFixed(2)} 億元` : '—';
const enAmount = (value: string | number | undefined) =>
  typeof value === 'number' ? `NT$${(value / 1e9).toFixed(2)}B` : '—';
const money = (value: string | number | undefined) => (typeof value === 'number' ? String(value) : '—');
const zhStock = (p: EventParams) => `${p.name}（${p.symbol}）`;
const quoted = (label: string, value: string | number | undefined) =>
  typeof value === 'string' && value ? `${label}${value}` : '';
const joined = (...parts: string[]) => parts.filter(Boolean).join('；');
const joinedEn = (...parts: string[]) => parts.filter(Boolean).join('; ');

const texts: Record<Locale, Record<AnnouncementEventType, Text>> = {
  'zh-TW': {
    attention_entered: {
      title: (p) => `${zhStock(p)}列為注意股票`,
      description: (p) => joined(`公布日 ${p.date}`, quoted('注意交易資訊：', p.reason)),
    },
    attention_exited: {
      title: (p) => `${zhStock(p)}不再列為注意股票`,
      description: (p) => `${p.date} 公布的注意股票名單已無此股（${p.since} 起列入）`,
    },
    disposition_entered: {
      title: (p) => `${zhStock(p)}列為處置股票`,
      description: (p) =>
        joined(`處置期間 ${p.start ?? '—'} 至 ${p.end ?? '—'}`, quoted('處置措施：', p.measures)),
    },
    disposition_exited: {
      title: (p) => `${zhStock(p)}處置期間結束`,
      description: (p) => `處置期間至 ${p.end} 止，${p.date} 起恢復一般交易`,
    },
    monthly_revenue: {
      title: (p) => `${zhStock(p)}公布 ${p.month} 月營收`,
      description: (p) => `營收 ${twAmount(p.revenue)}，年增 ${pct(p.yoy)}，月增 ${pct(p.mom)}`,
    },
    ex_dividend_upcoming: {
      title: (p) => `${zhStock(p)}明日除權息`,
      description: (p) => `除權息日 ${p.exDate}，現金股利每股 ${money(p.cash)} 元`,
    },
    ex_dividend_today: {
      title: (p) => `${zhStock(p)}今日除權息`,
      description: (p) => `除權息前收盤價 ${money(p.previousClose)}，現金股利每股 ${money(p.cash)} 元`,
    },
    dividend_gap_filled: {
      title: (p) => `${zhStock(p)}完成填息`,
      description: (p) =>
        `收盤價 ${p.close} 回到除權息前收盤價 ${p.previousClose}（${p.exDate} 除權息，歷時 ${p.days} 個交易日）`,
    },
  },
  'zh-CN': {
    attention_entered: {
      title: (p) => `${zhStock(p)}列为注意股票`,
      description: (p) => joined(`公布日 ${p.date}`, quoted('注意交易信息：', p.reason)),
    },
    attention_exited: {
      title: (p) => `${zhStock(p)}不再列为注意股票`,
      description: (p) => `${p.date} 公布的注意股票名单已无此股（${p.since} 起列入）`,
    },
    disposition_entered: {
      title: (p) => `${zhStock(p)}列为处置股票`,
      description: (p) =>
        joined(`处置期间 ${p.start ?? '—'} 至 ${p.end ?? '—'}`, quoted('处置措施：', p.measures)),
    },
    disposition_exited: {
      title: (p) => `${zhStock(p)}处置期间结束`,
      description: (p) => `处置期间至 ${p.end} 止，${p.date} 起恢复一般交易`,
    },
    monthly_revenue: {
      title: (p) => `${zhStock(p)}公布 ${p.month} 月营收`,
      description: (p) => `营收 ${zhAmount(p.revenue)}，同比 ${pct(p.yoy)}，环比 ${pct(p.mom)}`,
    },
    ex_dividend_upcoming: {
      title: (p) => `${zhStock(p)}明日除权除息`,
      description: (p) => `除权除息日 ${p.exDate}，现金股利每股 ${money(p.cash)} 元`,
    },
    ex_dividend_today: {
      title: (p) => `${zhStock(p)}今日除权除息`,
      description: (p) => `除权除息前收盘价 ${money(p.previousClose)}，现金股利每股 ${money(p.cash)} 元`,
    },
    dividend_gap_filled: {
      title: (p) => `${zhStock(p)}完成填息`,
      description: (p) =>
        `收盘价 ${p.close} 回到除权除息前收盘价 ${p.previousClose}（${p.exDate} 除权除息，历时 ${p.days} 个交易日）`,
    },
  },
  // The stock's listed name is Chinese: English texts name the stock by its code alone.
  'en-US': {
    attention_entered: {
      title: (p) => `${p.symbol} put on the exchange's attention list`,
      description: (p) => joinedEn(`Announced ${p.date}`, quoted("Exchange's note: ", p.reason)),
    },
    attention_exited: {
      title: (p) => `${p.symbol} no longer on the attention list`,
      description: (p) => `Not on the attention list published ${p.date} (listed since ${p.since})`,
    },
    disposition_entered: {
      title: (p) => `${p.symbol} placed under disposition (restricted trading)`,
      description: (p) =>
        joinedEn(
          `Disposition period ${p.start ?? '—'} to ${p.end ?? '—'}`,
          quoted("Exchange's measures: ", p.measures),
        ),
    },
    disposition_exited: {
      title: (p) => `${p.symbol} disposition period ended`,
      description: (p) => `The disposition period ended ${p.end}; normal trading from ${p.date}`,
    },
    monthly_revenue: {
      title: (p) => `${p.symbol} reported revenue for ${p.month}`,
      description: (p) =>
        `Revenue ${enAmount(p.revenue)}, ${pct(p.yoy)} year on year, ${pct(p.mom)} month on month`,
    },
    ex_dividend_upcoming: {
      title: (p) => `${p.symbol} goes ex-dividend tomorrow`,
      description: (p) => `Ex-dividend date ${p.exDate}; cash dividend NT$${money(p.cash)} per share`,
    },
    ex_dividend_today: {
      title: (p) => `${p.symbol} goes ex-dividend today`,
      description: (p) =>
        `Close before the ex-date ${money(p.previousClose)}; cash dividend NT$${money(p.cash)} per share`,
    },
    dividend_gap_filled: {
      title: (p) => `${p.symbol} filled its dividend gap`,
      description: (p) =>
        `Closed at ${p.close}, back to the pre-ex-dividend close ${p.previousClose} (ex-date ${p.exDate}, ${p.days} trading days)`,
    },
  },
};

export const isAnnouncementEventType = (type: string): type is AnnouncementEventType =>
  (announcementEventTypes as readonly string[]).includes(type);

/** An announcement event's title and description in `locale`; null for other events or bad params. */
export function announcementEventText(
  row: { type: string; params?: unknown },
  locale: Locale,
): { title: string; description: string } | null {
  if (!isAnnouncementEventType(row.type)) return null;
  const params = row.params as EventParams | null | undefined;
  if (!params || typeof params.symbol !== 'string' || typeof params.name !== 'string') return null;
  const text = texts[locale][row.type];
  return { title: text.title(params), description: text.description(params) };
}
