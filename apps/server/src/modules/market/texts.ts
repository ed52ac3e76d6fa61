import type { Locale } from '@alphadesk/core';

/**
 * The indices' names in Simplified Chinese and English, by symbol. Providers name indices in zh-TW
 * (the exchanges' own names); members reading another language get these instead.
 */
const indexTexts: Record<string, { 'zh-CN': string; 'en-US': string }> = {
  '^TWII': { 'zh-CN': '发行量加权股价指数', 'en-US': 'TAIEX' },
  '^TWOII': { 'zh-CN': '柜买指数', 'en-US': 'TPEx Index' },
  'TWSE:SEMI': { 'zh-CN': '半导体类指数', 'en-US': 'TWSE Semiconductor Index' },
  'TWSE:ELEC': { 'zh-CN': '电子工业类指数', 'en-US': 'TWSE Electronics Index' },
  'TWSE:FIN': { 'zh-CN': '金融保险类指数', 'en-US': 'TWSE Finance & Insurance Index' },
  'TWSE:SHIP': { 'zh-CN': '航运类指数', 'en-US': 'TWSE Shipping Index' },
  '^GSPC': { 'zh-CN': '标普 500 指数', 'en-US': 'S&P 500' },
  '^IXIC': { 'zh-CN': '纳斯达克综合指数', 'en-US': 'Nasdaq Composite' },
  '^DJI': { 'zh-CN': '道琼斯工业平均指数', 'en-US': 'Dow Jones Industrial Average' },
  '^SOX': { 'zh-CN': '费城半导体指数', 'en-US': 'PHLX Semiconductor Index' },
  '^N225': { 'zh-CN': '日经225指数', 'en-US': 'Nikkei 225' },
  '^HSI': { 'zh-CN': '恒生指数', 'en-US': 'Hang Seng Index' },
  '000001.SS': { 'zh-CN': '上证综合指数', 'en-US': 'SSE Composite Index' },
  '^KS11': { 'zh-CN': '韩国综合股价指数', 'en-US': 'KOSPI' },
};

/**
 * An index's name in `locale`. An index without a translation keeps its zh-TW name in zh-CN and
 * shows its symbol in en-US, so an English page never carries a Chinese name.
 */
export function indexName(symbol: string, name: string, locale: Locale): string {
  if (locale === 'zh-TW') return name;
  return indexTexts[symbol]?.[locale] ?? (locale === 'en-US' ? symbol : name);
}
