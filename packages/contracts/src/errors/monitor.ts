import { fixed, planNames, templated, type PlanTier } from './define.ts';

/** The market monitor: watchlist and alerts (member-site spec §5, §8, §9). */
export const monitorErrors = {
  ALERT_INCOMPLETE: fixed(400, {
    'zh-TW': '請填寫完整的預警資訊',
    'zh-CN': '请填写完整的预警信息',
    'en-US': 'Please complete the alert details',
  }),
  WATCHLIST_DUPLICATE: fixed(409, {
    'zh-TW': '此股票已在自選清單中',
    'zh-CN': '此股票已在自选清单中',
    'en-US': 'This stock is already on your watchlist',
  }),
  WATCHLIST_ITEM_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此自選股',
    'zh-CN': '找不到此自选股',
    'en-US': 'This watchlist item was not found',
  }),
  ALERT_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此預警',
    'zh-CN': '找不到此预警',
    'en-US': 'This alert was not found',
  }),
  ALERT_EXPIRY_PAST: fixed(400, {
    'zh-TW': '到期時間必須晚於現在',
    'zh-CN': '到期时间必须晚于现在',
    'en-US': 'The expiry must be in the future',
  }),
  WATCHLIST_LIMIT: templated<{ limit: number; tier: PlanTier }>(403, ['limit', 'tier'], {
    'zh-TW': ({ limit, tier }) => `${planNames['zh-TW'][tier]}的自選清單最多 ${limit} 檔，升級方案可增加上限`,
    'zh-CN': ({ limit, tier }) => `${planNames['zh-CN'][tier]}的自选清单最多 ${limit} 只，升级方案可增加上限`,
    'en-US': ({ limit, tier }) =>
      `The ${planNames['en-US'][tier]} plan's watchlist holds at most ${limit} stocks; upgrade for more`,
  }),
  ALERT_LIMIT: templated<{ limit: number; tier: PlanTier }>(403, ['limit', 'tier'], {
    'zh-TW': ({ limit, tier }) =>
      `${planNames['zh-TW'][tier]}最多可設定 ${limit} 個啟用中的預警，升級方案可增加上限`,
    'zh-CN': ({ limit, tier }) =>
      `${planNames['zh-CN'][tier]}最多可设置 ${limit} 个启用中的预警，升级方案可增加上限`,
    'en-US': ({ limit, tier }) =>
      `The ${planNames['en-US'][tier]} plan allows at most ${limit} active alerts; upgrade for more`,
  }),
  /** Test mode's simulated tick: a Taiwan price stays within the day's ±10 % limits. */
  SIMULATED_TICK_OUT_OF_LIMITS: templated<{ limitDown: number; limitUp: number }>(
    400,
    ['limitDown', 'limitUp'],
    {
      'zh-TW': ({ limitDown, limitUp }) => `模擬成交價必須介於跌停 ${limitDown} 與漲停 ${limitUp} 之間`,
      'zh-CN': ({ limitDown, limitUp }) => `模拟成交价必须介于跌停 ${limitDown} 与涨停 ${limitUp} 之间`,
      'en-US': ({ limitDown, limitUp }) =>
        `A simulated trade price must lie between the limit-down ${limitDown} and the limit-up ${limitUp}`,
    },
  ),
};
