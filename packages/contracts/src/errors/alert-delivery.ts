import { fixed } from './define.ts';

/** Delivery of fired alerts beyond the page: e-mail settings and signed webhooks. */
export const alertDeliveryErrors = {
  WEBHOOK_DIAMOND_ONLY: fixed(403, {
    'zh-TW': 'Webhook 推播僅限鑽石會員使用，升級至鑽石會員即可開通',
    'zh-CN': 'Webhook 推送仅限钻石会员使用，升级至钻石会员即可开通',
    'en-US': 'Webhooks are part of the Diamond plan; upgrade to Diamond to use them',
  }),
  WEBHOOK_URL_INVALID: fixed(400, {
    'zh-TW': 'Webhook 網址必須是有效的 https:// 網址',
    'zh-CN': 'Webhook 网址必须是有效的 https:// 网址',
    'en-US': 'The webhook URL must be a valid https:// URL',
  }),
  WEBHOOK_URL_PRIVATE: fixed(400, {
    'zh-TW': 'Webhook 網址不可指向內部或私有網路位址',
    'zh-CN': 'Webhook 网址不可指向内部或私有网络地址',
    'en-US': 'The webhook URL must not point to an internal or private network address',
  }),
  WEBHOOK_EXISTS: fixed(409, {
    'zh-TW': '您已設定 Webhook，請先刪除現有的 Webhook 再新增',
    'zh-CN': '您已设置 Webhook，请先删除现有的 Webhook 再新增',
    'en-US': 'You already have a webhook; delete it before adding another',
  }),
  WEBHOOK_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此 Webhook',
    'zh-CN': '找不到此 Webhook',
    'en-US': 'This webhook was not found',
  }),
};
