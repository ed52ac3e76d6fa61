import { fixed } from './define.ts';

/** System monitor, security centre and runtime configuration (admin spec §2.14–§2.16, §8). */
export const operationsErrors = {
  ADDRESS_BLOCKED: fixed(403, {
    'zh-TW': '此來源位址已被暫時封鎖',
    'zh-CN': '此来源地址已被暂时封锁',
    'en-US': 'Requests from this address are blocked for now',
  }),
  CONFIG_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此配置項',
    'zh-CN': '找不到此配置项',
    'en-US': 'This setting was not found',
  }),
  CONFIG_INVALID_VALUE: fixed(400, {
    'zh-TW': '無法更新配置項：數值不符合規則',
    'zh-CN': '无法更新配置项：数值不符合规则',
    'en-US': 'Cannot update the setting: the value breaks its rules',
  }),
  CONFIG_HISTORY_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此配置變更紀錄',
    'zh-CN': '找不到此配置变更记录',
    'en-US': 'This change of a setting was not found',
  }),
  CONFIG_SECRET_NOT_RESTORABLE: fixed(409, {
    'zh-TW': '機密配置無法從歷史紀錄還原，請重新輸入',
    'zh-CN': '机密配置无法从历史记录还原，请重新输入',
    'en-US': 'A secret cannot be restored from history; enter it again',
  }),
  THREAT_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此威脅紀錄',
    'zh-CN': '找不到此威胁记录',
    'en-US': 'This threat was not found',
  }),
  SYSTEM_ALERT_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此告警',
    'zh-CN': '找不到此告警',
    'en-US': 'This alert was not found',
  }),
  BLOCK_OWN_ADDRESS: fixed(400, {
    'zh-TW': '無法封鎖您目前使用的位址',
    'zh-CN': '无法封锁您目前使用的地址',
    'en-US': 'You cannot block the address you are using',
  }),
};
