import { fixed, planNames, templated, type PlanTier } from './define.ts';

/** What a plan allows: registration, plan gates and the analysis quota (member-site spec §6). */
export const entitlementErrors = {
  REGISTRATION_REQUIRED: fixed(403, {
    'zh-TW': '此功能需要註冊會員，請先註冊或登入',
    'zh-CN': '此功能需要注册会员，请先注册或登录',
    'en-US': 'This feature needs a member account; please sign up or log in',
  }),
  /** The top plan is named alone; a lower one "or above". */
  PLAN_REQUIRED: templated<{ tier: PlanTier }>(403, ['tier'], {
    'zh-TW': ({ tier }) =>
      tier === 'diamond'
        ? `此功能需要${planNames['zh-TW'].diamond}方案，請升級後使用`
        : `此功能需要${planNames['zh-TW'][tier]}以上方案，請升級後使用`,
    'zh-CN': ({ tier }) =>
      tier === 'diamond'
        ? `此功能需要${planNames['zh-CN'].diamond}方案，请升级后使用`
        : `此功能需要${planNames['zh-CN'][tier]}以上方案，请升级后使用`,
    'en-US': ({ tier }) =>
      tier === 'diamond'
        ? `This feature needs the ${planNames['en-US'].diamond} plan; please upgrade to use it`
        : `This feature needs the ${planNames['en-US'][tier]} plan or above; please upgrade to use it`,
  }),
  GUEST_QUOTA_EXHAUSTED: templated<{ limit: number }>(403, ['limit'], {
    'zh-TW': ({ limit }) => `訪客體驗次數已用完（${limit} 次），請註冊會員繼續使用`,
    'zh-CN': ({ limit }) => `访客体验次数已用完（${limit} 次），请注册会员继续使用`,
    'en-US': ({ limit }) => `The guest allowance is used up (${limit} analyses); sign up to continue`,
  }),
  /** `upgrade` is the plan that would lift the limit, `none` on the top plan. */
  QUOTA_EXHAUSTED: templated<{ limit: number; upgrade: 'gold' | 'diamond' | 'none' }>(
    403,
    ['limit', 'upgrade'],
    {
      'zh-TW': ({ limit, upgrade }) =>
        `本月分析次數已用完（${limit} 次）` +
        (upgrade === 'gold'
          ? '，升級黃金會員每月可分析 50 次'
          : upgrade === 'diamond'
            ? '，升級鑽石會員可無限次分析'
            : ''),
      'zh-CN': ({ limit, upgrade }) =>
        `本月分析次数已用完（${limit} 次）` +
        (upgrade === 'gold'
          ? '，升级黄金会员每月可分析 50 次'
          : upgrade === 'diamond'
            ? '，升级钻石会员可无限次分析'
            : ''),
      'en-US': ({ limit, upgrade }) =>
        `This month's analyses are used up (${limit})` +
        (upgrade === 'gold'
          ? '; Gold members get 50 a month'
          : upgrade === 'diamond'
            ? '; Diamond members have no limit'
            : ''),
    },
  ),
  /** A guest chose an analyst of a paid plan: name the plan, as registering alone is not enough. */
  GUEST_ANALYST_PLAN_REQUIRED: templated<{ tier: PlanTier }>(403, ['tier'], {
    'zh-TW': ({ tier }) =>
      `此分析師需要${planNames['zh-TW'][tier]}${tier === 'diamond' ? '' : '以上'}方案，請先註冊會員再升級方案`,
    'zh-CN': ({ tier }) =>
      `此分析师需要${planNames['zh-CN'][tier]}${tier === 'diamond' ? '' : '以上'}方案，请先注册会员再升级方案`,
    'en-US': ({ tier }) =>
      `This analyst needs the ${planNames['en-US'][tier]} plan${tier === 'diamond' ? '' : ' or above'}; please sign up, then upgrade`,
  }),
} as const;
