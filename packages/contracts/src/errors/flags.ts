import { fixed } from './define.ts';

/** Feature flags, experiments and advanced analytics (admin spec §2.17, §7.11b, §8). */
export const flagErrors = {
  FLAG_NOT_FOUND: fixed(404, {
    'zh-TW': '無法切換功能開關：找不到此功能開關',
    'zh-CN': '无法切换功能开关：找不到此功能开关',
    'en-US': 'Cannot switch the feature flag: it was not found',
  }),
  FLAG_KEY_TAKEN: fixed(409, {
    'zh-TW': '功能開關代碼已存在',
    'zh-CN': '功能开关代码已存在',
    'en-US': 'A feature flag with this key already exists',
  }),
  FLAG_ALREADY_DISABLED: fixed(409, {
    'zh-TW': '無法緊急停用功能開關：此功能開關已在緊急停用中',
    'zh-CN': '无法紧急停用功能开关：此功能开关已在紧急停用中',
    'en-US': 'Cannot emergency-disable the feature flag: it is already disabled in an emergency',
  }),
  EXPERIMENT_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此 A/B 測試實驗',
    'zh-CN': '找不到此 A/B 测试实验',
    'en-US': 'This A/B experiment was not found',
  }),
  EXPERIMENT_KEY_TAKEN: fixed(409, {
    'zh-TW': '無法創建 A/B 測試實驗：實驗代碼已存在',
    'zh-CN': '无法创建 A/B 测试实验：实验代码已存在',
    'en-US': 'Cannot create the A/B experiment: its key already exists',
  }),
  EXPERIMENT_BAD_TRANSITION: fixed(409, {
    'zh-TW': '實驗目前的狀態不能變更為此狀態',
    'zh-CN': '实验目前的状态不能变更为此状态',
    'en-US': 'The experiment cannot move from its current status to this one',
  }),
  EXPERIMENT_NOT_RUNNING: fixed(409, {
    'zh-TW': '此實驗目前未在進行中',
    'zh-CN': '此实验目前未在进行中',
    'en-US': 'This experiment is not running',
  }),
};
