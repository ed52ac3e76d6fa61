import type { PlanListResponse } from '@alphadesk/contracts';

/** The seeded plans, shaped exactly like `GET /api/plans`. */
export const seededPlans: PlanListResponse = {
  plans: [
    {
      id: 'free',
      name: '免費會員',
      description: '體驗基本分析功能',
      monthlyPrice: 0,
      yearlyPrice: 0,
      currency: 'TWD',
      trialDays: 0,
      monthlyAnalysisLimit: 5,
      features: ['基本面與技術面分析師'],
      highlighted: false,
      sortOrder: 0,
    },
    {
      id: 'gold',
      name: '黃金會員',
      description: '進階分析與投資組合管理',
      monthlyPrice: 1999,
      yearlyPrice: 19990,
      currency: 'TWD',
      trialDays: 7,
      monthlyAnalysisLimit: 50,
      features: ['全部分析師', '投資組合管理'],
      highlighted: true,
      sortOrder: 1,
    },
    {
      id: 'diamond',
      name: '鑽石會員',
      description: '完整功能',
      monthlyPrice: 4999,
      yearlyPrice: 49990,
      currency: 'TWD',
      trialDays: 0,
      monthlyAnalysisLimit: null,
      features: ['即時提醒', 'API 存取'],
      highlighted: false,
      sortOrder: 2,
    },
  ],
};
