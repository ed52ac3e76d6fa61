import type { Plan } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';

/**
 * The plan table's texts in Simplified Chinese and English. The table stores zh-TW (staff edit it
 * in zh-TW); a text found here is served in the reader's language, one staff wrote themselves and
 * that has no entry yet stays as written.
 */
const texts: Record<string, { 'zh-CN': string; 'en-US': string }> = {
  免費會員: { 'zh-CN': '免费会员', 'en-US': 'Free' },
  黃金會員: { 'zh-CN': '黄金会员', 'en-US': 'Gold' },
  鑽石會員: { 'zh-CN': '钻石会员', 'en-US': 'Diamond' },
  '基本面與技術面分析師，體驗 AI 投研': {
    'zh-CN': '基本面与技术面分析师，体验 AI 投研',
    'en-US': 'Fundamental and technical analysts: try AI research',
  },
  進階分析與投資組合管理: {
    'zh-CN': '进阶分析与投资组合管理',
    'en-US': 'Advanced analysis and portfolio management',
  },
  '全部九位分析師、即時預警與 API': {
    'zh-CN': '全部九位分析师、实时预警与 API',
    'en-US': 'All nine analysts, real-time alerts and the API',
  },
  基本面分析師: { 'zh-CN': '基本面分析师', 'en-US': 'Fundamental analyst' },
  技術面分析師: { 'zh-CN': '技术面分析师', 'en-US': 'Technical analyst' },
  股票搜尋與熱門股: { 'zh-CN': '股票搜索与热门股', 'en-US': 'Stock search and trending stocks' },
  投資性格測驗: { 'zh-CN': '投资性格测验', 'en-US': 'Investor personality test' },
  新聞情報與風險管理分析師: {
    'zh-CN': '新闻情报与风险管理分析师',
    'en-US': 'News intelligence and risk management analysts',
  },
  進階深度分析: { 'zh-CN': '进阶深度分析', 'en-US': 'Advanced in-depth analysis' },
  投資組合管理: { 'zh-CN': '投资组合管理', 'en-US': 'Portfolio management' },
  優先客服: { 'zh-CN': '优先客服', 'en-US': 'Priority support' },
  '無限次 AI 分析': { 'zh-CN': '无限次 AI 分析', 'en-US': 'Unlimited AI analyses' },
  '全部九位 AI 分析師': { 'zh-CN': '全部九位 AI 分析师', 'en-US': 'All nine AI analysts' },
  即時市場預警: { 'zh-CN': '实时市场预警', 'en-US': 'Real-time market alerts' },
  'API 存取': { 'zh-CN': 'API 访问', 'en-US': 'API access' },
  量化策略分析: { 'zh-CN': '量化策略分析', 'en-US': 'Quantitative strategy analysis' },
};

/** Texts with a number in them ("每月 50 次 AI 分析"), matched by pattern. */
const patterns: { pattern: RegExp; 'zh-CN': (n: string) => string; 'en-US': (n: string) => string }[] = [
  {
    pattern: /^每月 ([\d,]+) 次 AI 分析$/,
    'zh-CN': (n) => `每月 ${n} 次 AI 分析`,
    'en-US': (n) => `${n} AI analyses a month`,
  },
];

/** One plan text in `locale`; unknown texts (staff's own) are returned unchanged. */
export function planText(text: string, locale: Locale): string {
  if (locale === 'zh-TW') return text;
  const known = texts[text];
  if (known) return known[locale];
  for (const entry of patterns) {
    const match = entry.pattern.exec(text);
    if (match) return entry[locale](match[1]!);
  }
  return text;
}

/** A plan with its name, description and features in `locale`. */
export function localisePlan(plan: Plan, locale: Locale): Plan {
  return {
    ...plan,
    name: planText(plan.name, locale),
    description: planText(plan.description, locale),
    features: plan.features.map((feature) => planText(feature, locale)),
  };
}
