import { fixed } from './define.ts';

/** Staff accounts and roles (admin spec §2.5, §7.11, §8 write failures). */
export const backofficeErrors = {
  STAFF_EXISTS: fixed(409, {
    'zh-TW': '此帳號或電子郵件已有管理員使用',
    'zh-CN': '此账号或电子邮件已有管理员使用',
    'en-US': 'A staff account already uses this username or e-mail address',
  }),
  STAFF_ROLE_NOT_HELD: fixed(409, {
    'zh-TW': '無法撤銷用戶角色：此管理員沒有這個角色',
    'zh-CN': '无法撤销用户角色：此管理员没有这个角色',
    'en-US': 'Cannot revoke the role: this staff member does not hold it',
  }),
  STAFF_ROLE_LAST: fixed(409, {
    'zh-TW': '無法撤銷用戶角色：唯讀是最低的角色，請改為停用帳號',
    'zh-CN': '无法撤销用户角色：只读是最低的角色，请改为停用账号',
    'en-US': 'Cannot revoke the role: read-only is the lowest role; disable the account instead',
  }),
  STAFF_ROLE_UNCHANGED: fixed(409, {
    'zh-TW': '無法分配角色給用戶：此管理員已是這個角色',
    'zh-CN': '无法分配角色给用户：此管理员已是这个角色',
    'en-US': 'Cannot assign the role: this staff member already holds it',
  }),
  STAFF_SELF_CHANGE: fixed(409, {
    'zh-TW': '不能變更自己的角色或帳號狀態',
    'zh-CN': '不能变更自己的角色或账号状态',
    'en-US': 'You cannot change your own role or account status',
  }),
  STAFF_LAST_SUPER_ADMIN: fixed(409, {
    'zh-TW': '至少須保留一位啟用中的超級管理員',
    'zh-CN': '至少须保留一位启用中的超级管理员',
    'en-US': 'At least one active super administrator must remain',
  }),
  NOTIFICATION_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此通知',
    'zh-CN': '找不到此通知',
    'en-US': 'This notification was not found',
  }),
};
