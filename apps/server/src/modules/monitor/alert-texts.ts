import type { Locale } from '@alphadesk/core';
import { announcementEventTypes, announcementEventText } from './events/texts.ts';

/**
 * What a firing's text is written from. Stored with the firing (its type is the code), worded when
 * it is read, so each reader gets it in their own language. A new alert type is one entry in
 * `alertTexts` below; its params may add fields of their own (strings or numbers). Words an exchange
 * wrote (an attention or disposition reason) are not ours to translate: keep them in params as
 * written and present them marked as the exchange's wording, as market events do with
 * `originalLanguage`, never inside a sentence that reads as translated.
 */
export interface AlertFiringParams {
  symbol: string;
  /** The rule's condition: a price, a percent, or a volume multiple (0 for the limit events). */
  condition: number;
  /** The last price when it fired. */
  price: number;
  /** What crossed: the price, the percent change, or the volume multiple. */
  value: number;
  [extra: string]: string | number;
}

type Wording = (p: AlertFiringParams) => string;

const fixed = (n: number) => n.toFixed(2);
const signed = (n: number) => `${n > 0 ? '+' : ''}${fixed(n)}`;

/** One entry per alert type, one wording per language. */
export const alertTexts: Record<string, Record<Locale, Wording>> = {
  price_above: {
    'zh-TW': (p) => `${p.symbol} 成交價 ${p.price} 漲破 ${p.condition}`,
    'zh-CN': (p) => `${p.symbol} 成交价 ${p.price} 涨破 ${p.condition}`,
    'en-US': (p) => `${p.symbol} traded at ${p.price}, above ${p.condition}`,
  },
  price_below: {
    'zh-TW': (p) => `${p.symbol} 成交價 ${p.price} 跌破 ${p.condition}`,
    'zh-CN': (p) => `${p.symbol} 成交价 ${p.price} 跌破 ${p.condition}`,
    'en-US': (p) => `${p.symbol} traded at ${p.price}, below ${p.condition}`,
  },
  change_percent: {
    'zh-TW': (p) =>
      `${p.symbol} 漲跌幅 ${signed(p.value)}%，達到 ${signed(p.condition)}%（成交價 ${p.price}）`,
    'zh-CN': (p) =>
      `${p.symbol} 涨跌幅 ${signed(p.value)}%，达到 ${signed(p.condition)}%（成交价 ${p.price}）`,
    'en-US': (p) =>
      `${p.symbol} moved ${signed(p.value)}%, reaching ${signed(p.condition)}% (last price ${p.price})`,
  },
  volume_spike: {
    'zh-TW': (p) =>
      `${p.symbol} 成交量為均量的 ${fixed(p.value)} 倍，達到 ${p.condition} 倍（成交價 ${p.price}）`,
    'zh-CN': (p) =>
      `${p.symbol} 成交量为均量的 ${fixed(p.value)} 倍，达到 ${p.condition} 倍（成交价 ${p.price}）`,
    'en-US': (p) =>
      `${p.symbol} volume is ${fixed(p.value)}x its average, reaching ${p.condition}x (last price ${p.price})`,
  },
  limit_up_touched: {
    'zh-TW': (p) => `${p.symbol} 觸及漲停（成交價 ${p.price}）`,
    'zh-CN': (p) => `${p.symbol} 触及涨停（成交价 ${p.price}）`,
    'en-US': (p) => `${p.symbol} hit the daily limit up (last price ${p.price})`,
  },
  limit_up_reopened: {
    'zh-TW': (p) => `${p.symbol} 漲停打開（成交價 ${p.price}）`,
    'zh-CN': (p) => `${p.symbol} 涨停打开（成交价 ${p.price}）`,
    'en-US': (p) => `${p.symbol} left the daily limit up (last price ${p.price})`,
  },
  limit_down_touched: {
    'zh-TW': (p) => `${p.symbol} 觸及跌停（成交價 ${p.price}）`,
    'zh-CN': (p) => `${p.symbol} 触及跌停（成交价 ${p.price}）`,
    'en-US': (p) => `${p.symbol} hit the daily limit down (last price ${p.price})`,
  },
  limit_down_reopened: {
    'zh-TW': (p) => `${p.symbol} 跌停打開（成交價 ${p.price}）`,
    'zh-CN': (p) => `${p.symbol} 跌停打开（成交价 ${p.price}）`,
    'en-US': (p) => `${p.symbol} left the daily limit down (last price ${p.price})`,
  },
};

/**
 * An event alert reads as its event's title (the params hold the event's own); the YoY threshold
 * adds the figure and the threshold it reached.
 */
const eventTitle = (type: string, locale: Locale, p: AlertFiringParams) =>
  announcementEventText({ type, params: { name: p.symbol, ...p } }, locale)!.title;
for (const type of announcementEventTypes) {
  alertTexts[type] = {
    'zh-TW': (p) => eventTitle(type, 'zh-TW', p),
    'zh-CN': (p) => eventTitle(type, 'zh-CN', p),
    'en-US': (p) => eventTitle(type, 'en-US', p),
  };
}
alertTexts.monthly_revenue_yoy_above = {
  'zh-TW': (p) =>
    `${eventTitle('monthly_revenue', 'zh-TW', p)}：年增 ${signed(p.value)}%，達到 ${p.condition}%`,
  'zh-CN': (p) =>
    `${eventTitle('monthly_revenue', 'zh-CN', p)}：年增 ${signed(p.value)}%，达到 ${p.condition}%`,
  'en-US': (p) =>
    `${eventTitle('monthly_revenue', 'en-US', p)}: up ${signed(p.value)}% year on year, reaching ${p.condition}%`,
};

/** The params a firing of the core engine is worded from. */
export function firingParams(firing: {
  symbol: string;
  condition: number;
  price: number;
  value: number;
}): AlertFiringParams {
  return { symbol: firing.symbol, condition: firing.condition, price: firing.price, value: firing.value };
}

const isParams = (params: unknown): params is AlertFiringParams => {
  const p = params as Partial<AlertFiringParams> | null;
  return (
    typeof p?.symbol === 'string' &&
    typeof p.condition === 'number' &&
    typeof p.price === 'number' &&
    typeof p.value === 'number'
  );
};

/**
 * What happened when an alert fired, for a reader of `locale`: worded from the stored params; a
 * firing stored before params existed (or of a type with no wording) reads as its stored text.
 */
export function firingText(row: { type: string; message: string; params?: unknown }, locale: Locale): string {
  const wording = alertTexts[row.type]?.[locale];
  return wording && isParams(row.params) ? wording(row.params) : row.message;
}
