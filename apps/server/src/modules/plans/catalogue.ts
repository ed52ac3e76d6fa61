import type { NewPlanRow } from './repository.ts';

/**
 * The initial plan catalogue. The landing/pricing reading of the prices is the single source of
 * truth (free 0; gold NT$1,999/month or 19,990/year with a 7-day trial; diamond NT$4,999/month or
 * 49,990/year). After the first start the rows live in the database and staff edit them there.
 */
export const initialPlans: NewPlanRow[] = [
  {
    id: 'free',
    watchlistLimit: 30,
    alertLimit: 3,
    realtimeAlerts: false,
    apiDailyLimit: 100,
    apiRequestsPerSecond: 10,
    name: '免費會員',
    description: '基本面與技術面分析師，體驗 AI 投研',
    monthlyPrice: 0,
    yearlyPrice: 0,
    trialDays: 0,
    monthlyAnalysisLimit: 5,
    features: ['每月 5 次 AI 分析', '基本面分析師', '技術面分析師', '股票搜尋與熱門股', '投資性格測驗'],
    highlighted: false,
    sortOrder: 0,
  },
  {
    id: 'gold',
    watchlistLimit: 100,
    alertLimit: 20,
    realtimeAlerts: false,
    apiDailyLimit: 1000,
    apiRequestsPerSecond: 10,
    name: '黃金會員',
    description: '進階分析與投資組合管理',
    monthlyPrice: 1999,
    yearlyPrice: 19990,
    trialDays: 7,
    monthlyAnalysisLimit: 50,
    features: ['每月 50 次 AI 分析', '新聞情報與風險管理分析師', '進階深度分析', '投資組合管理', '優先客服'],
    highlighted: true,
    sortOrder: 1,
  },
  {
    id: 'diamond',
    watchlistLimit: 300,
    alertLimit: 200,
    realtimeAlerts: true,
    apiDailyLimit: 10000,
    apiRequestsPerSecond: 10,
    name: '鑽石會員',
    description: '全部九位分析師、即時預警與 API',
    monthlyPrice: 4999,
    yearlyPrice: 49990,
    trialDays: 0,
    monthlyAnalysisLimit: null,
    features: ['無限次 AI 分析', '全部九位 AI 分析師', '即時市場預警', 'API 存取', '量化策略分析'],
    highlighted: false,
    sortOrder: 2,
  },
];
