import { fixed } from './define.ts';

/** Back-office subscriptions, finance and trading (admin spec §2.8, §2.9, §2.13). */
export const adminFinanceErrors = {
  ADMIN_SUBSCRIPTION_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此訂閱',
    'zh-CN': '找不到此订阅',
    'en-US': 'This subscription was not found',
  }),
  ADMIN_REMINDER_NO_EMAIL: fixed(409, {
    'zh-TW': '此會員沒有電子郵件，無法寄送提醒',
    'zh-CN': '此会员没有电子邮件，无法寄送提醒',
    'en-US': 'This member has no e-mail address, so no reminder can be sent',
  }),
  ADMIN_REMINDER_FAILED: fixed(503, {
    'zh-TW': '提醒郵件寄送失敗，請稍後再試',
    'zh-CN': '提醒邮件寄送失败，请稍后再试',
    'en-US': 'The reminder could not be sent; please try again later',
  }),
  FINANCE_RECORD_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此筆收支紀錄',
    'zh-CN': '找不到此笔收支记录',
    'en-US': 'This ledger entry was not found',
  }),
};
