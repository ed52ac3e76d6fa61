import type { BillingCycle, OrderPurpose, Plan, Tier } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import { initialPlans } from './catalogue.ts';

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
  價格預警每分鐘檢查一次: { 'zh-CN': '价格预警每分钟检查一次', 'en-US': 'Price alerts checked every minute' },
  '預警 Email 通知': { 'zh-CN': '预警 Email 通知', 'en-US': 'Alert e-mails' },
  '預警 Email 與 Webhook 推播': {
    'zh-CN': '预警 Email 与 Webhook 推送',
    'en-US': 'Alert e-mails and signed webhooks',
  },
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
  {
    pattern: /^價格預警每 ([\d,]+) 分鐘檢查一次$/,
    'zh-CN': (n) => `价格预警每 ${n} 分钟检查一次`,
    'en-US': (n) => `Price alerts checked every ${n} minutes`,
  },
];

/** A plan text in `locale` (zh-CN or en-US); null when it has no translation (staff wrote it). */
function translated(text: string, locale: Exclude<Locale, 'zh-TW'>): string | null {
  const known = texts[text];
  if (known) return known[locale];
  for (const entry of patterns) {
    const match = entry.pattern.exec(text);
    if (match) return entry[locale](match[1]!);
  }
  return null;
}

/** One plan text in `locale`; unknown texts (staff's own) are returned unchanged. */
export function planText(text: string, locale: Locale): string {
  if (locale === 'zh-TW') return text;
  return translated(text, locale) ?? text;
}

const standard = new Map(initialPlans.map((plan) => [plan.id, plan]));

/**
 * Staff edit plans in zh-TW only. Members reading zh-TW see the edit as written. Members reading
 * zh-CN or en-US see the translation of the edited text when it has one (a known text, or a count
 * changed inside a known pattern); otherwise the field falls back to the standard catalogue text of
 * that plan, translated. Features fall back as a whole list, so a half-translated list never mixes
 * languages. A text staff wrote themselves therefore never reaches those members untranslated.
 */
function localisedField(tier: Tier, field: 'name' | 'description', text: string, locale: Locale): string {
  if (locale === 'zh-TW') return text;
  const fallback = standard.get(tier)?.[field];
  return translated(text, locale) ?? (fallback ? planText(fallback, locale) : text);
}

function localisedFeatures(tier: Tier, features: string[], locale: Locale): string[] {
  if (locale === 'zh-TW') return features;
  const all = features.map((feature) => translated(feature, locale));
  if (all.every((feature): feature is string => feature !== null)) return all;
  return (standard.get(tier)?.features ?? []).map((feature) => planText(feature, locale));
}

/** A plan's name in `locale` by the rule above (`name` is the plan table's zh-TW name). */
export function localisedPlanName(tier: Tier, name: string, locale: Locale): string {
  return localisedField(tier, 'name', name, locale);
}

/** A plan with its name, description and features in `locale`, by the rule above. */
export function localisePlan(plan: Plan, locale: Locale): Plan {
  return {
    ...plan,
    name: localisedField(plan.id, 'name', plan.name, locale),
    description: localisedField(plan.id, 'description', plan.description, locale),
    features: localisedFeatures(plan.id, plan.features, locale),
  };
}

const cycles: Record<BillingCycle, Record<Locale, string>> = {
  monthly: { 'zh-TW': '月繳', 'zh-CN': '月缴', 'en-US': 'monthly' },
  yearly: { 'zh-TW': '年繳', 'zh-CN': '年缴', 'en-US': 'yearly' },
};

/** "月繳" / "年繳" in `locale`. */
export const cycleLabel = (cycle: BillingCycle, locale: Locale): string => cycles[cycle][locale];

const purposes: Record<OrderPurpose, Record<Locale, string>> = {
  new: { 'zh-TW': '', 'zh-CN': '', 'en-US': '' },
  renewal: { 'zh-TW': '（續訂）', 'zh-CN': '（续订）', 'en-US': ' (renewal)' },
  change: { 'zh-TW': '（升級差額）', 'zh-CN': '（升级差额）', 'en-US': ' (upgrade difference)' },
};

/** What an order of a plan is called: "AlphaDesk 黃金會員 月繳（續訂）", in `locale`. */
export function orderDescription(
  order: { tier: Tier; planName: string; cycle: BillingCycle; purpose: OrderPurpose },
  locale: Locale,
): string {
  const name = localisedPlanName(order.tier, order.planName, locale);
  return `AlphaDesk ${name} ${cycleLabel(order.cycle, locale)}${purposes[order.purpose][locale]}`;
}

/**
 * An order's description for a member reading `locale`. zh-TW is the stored text, as sent to the
 * gateway and printed on the receipt. Other languages are rebuilt from the order's plan, cycle and
 * purpose with the plan's standard name: the stored text carries the zh-TW name the plan had then,
 * possibly one staff wrote.
 */
export function localisedOrderDescription(
  order: { tier: Tier; cycle: BillingCycle; purpose: OrderPurpose; stored: string },
  locale: Locale,
): string {
  if (locale === 'zh-TW') return order.stored;
  return orderDescription({ ...order, planName: standard.get(order.tier)?.name ?? '' }, locale);
}
