import { fixed } from './define.ts';

/** AI optimisation: recommendations, applied changes and their rollback (admin spec §2.19, §7.13). */
export const optimisationErrors = {
  OPTIMISATION_RECOMMENDATION_NOT_FOUND: fixed(404, {
    'zh-TW': '應用推薦失敗：找不到此推薦或已不適用',
    'zh-CN': '应用推荐失败：找不到此推荐或已不适用',
    'en-US': 'Cannot apply the recommendation: it was not found or no longer applies',
  }),
  OPTIMISATION_SETTING_NOT_ALLOWED: fixed(400, {
    'zh-TW': '無法套用優化：此設定不在可自動調整的清單內',
    'zh-CN': '无法套用优化：此设定不在可自动调整的清单内',
    'en-US': 'Cannot apply the optimisation: this setting is not on the list of adjustable settings',
  }),
  OPTIMISATION_INVALID_VALUE: fixed(400, {
    'zh-TW': '無法套用優化：新的設定值不符合此設定的類型或範圍',
    'zh-CN': '无法套用优化：新的设定值不符合此设定的类型或范围',
    'en-US': 'Cannot apply the optimisation: the new value does not fit the setting type or range',
  }),
  OPTIMISATION_CONFIRMATION_REQUIRED: fixed(400, {
    'zh-TW': '應用推薦失敗：正式套用須確認（confirmation 為 true）',
    'zh-CN': '应用推荐失败：正式套用须确认（confirmation 为 true）',
    'en-US': 'Cannot apply the recommendation: a real apply needs confirmation set to true',
  }),
  OPTIMISATION_DAILY_LIMIT: fixed(409, {
    'zh-TW': '無法套用優化：今日已達自動優化變更上限（每日 5 項）',
    'zh-CN': '无法套用优化：今日已达自动优化变更上限（每日 5 项）',
    'en-US': 'Cannot apply the optimisation: the limit of 5 changes per day has been reached',
  }),
  OPTIMISATION_CHANGE_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此優化紀錄',
    'zh-CN': '找不到此优化纪录',
    'en-US': 'This optimisation record was not found',
  }),
  OPTIMISATION_ALREADY_SETTLED: fixed(409, {
    'zh-TW': '此優化已完成評估或已回復，無法再次評估',
    'zh-CN': '此优化已完成评估或已回复，无法再次评估',
    'en-US': 'This optimisation has already been evaluated or rolled back',
  }),
};
