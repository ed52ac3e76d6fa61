import type { Locale } from '@alphadesk/core';
import { announcementEventText } from './events/texts.ts';

/** What a limit-lock event is written from; stored with the event, rendered per reader. */
export interface LimitEventParams {
  name: string;
  symbol: string;
  price: number;
  limit: number;
}

const limitTexts: Record<
  Locale,
  Record<
    'up' | 'down',
    { title: (p: LimitEventParams) => string; description: (p: LimitEventParams) => string }
  >
> = {
  'zh-TW': {
    up: {
      title: (p) => `${p.name}（${p.symbol}）觸及漲停`,
      description: (p) => `成交價 ${p.price}，漲停價 ${p.limit}`,
    },
    down: {
      title: (p) => `${p.name}（${p.symbol}）觸及跌停`,
      description: (p) => `成交價 ${p.price}，跌停價 ${p.limit}`,
    },
  },
  'zh-CN': {
    up: {
      title: (p) => `${p.name}（${p.symbol}）触及涨停`,
      description: (p) => `成交价 ${p.price}，涨停价 ${p.limit}`,
    },
    down: {
      title: (p) => `${p.name}（${p.symbol}）触及跌停`,
      description: (p) => `成交价 ${p.price}，跌停价 ${p.limit}`,
    },
  },
  // The stock's listed name is Chinese: English texts name the stock by its code alone.
  'en-US': {
    up: {
      title: (p) => `${p.symbol} hit the daily limit up`,
      description: (p) => `Last price ${p.price}, limit-up price ${p.limit}`,
    },
    down: {
      title: (p) => `${p.symbol} hit the daily limit down`,
      description: (p) => `Last price ${p.price}, limit-down price ${p.limit}`,
    },
  },
};

const sides: Record<string, 'up' | 'down'> = { limit_up: 'up', limit_down: 'down' };

/** A limit-lock event's title and description in `locale`. */
export function limitEventText(side: 'up' | 'down', params: LimitEventParams, locale: Locale) {
  const texts = limitTexts[locale][side];
  return { title: texts.title(params), description: texts.description(params) };
}

const isLimitParams = (params: unknown): params is LimitEventParams => {
  const p = params as Partial<LimitEventParams> | null;
  return (
    typeof p?.name === 'string' &&
    typeof p.symbol === 'string' &&
    typeof p.price === 'number' &&
    typeof p.limit === 'number'
  );
};

/** Whether the product worded the event (from params), so it can be worded in any language. */
export const isProductWorded = (row: { type: string; params?: unknown }): boolean =>
  Boolean(sides[row.type]) && isLimitParams(row.params);

/**
 * An event's title and description for a reader of `locale`: rendered from its params when the
 * product worded it, otherwise as its source wrote it.
 */
export function eventText(
  row: { type: string; title: string; description: string; params?: unknown },
  locale: Locale,
): { title: string; description: string } {
  const side = sides[row.type];
  if (side && isLimitParams(row.params)) return limitEventText(side, row.params, locale);
  const announced = announcementEventText(row, locale);
  if (announced) return announced;
  return { title: row.title, description: row.description };
}
