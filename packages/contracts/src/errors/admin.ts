import { fixed, templated } from './define.ts';

/** Back-office sign-in, permissions and user management (admin spec §5, §8, §9). */
export const adminErrors = {
  ADMIN_LOGIN_INCOMPLETE: fixed(400, {
    'zh-TW': '登入資訊不完整：帳號和密碼不能為空',
    'zh-CN': '登录信息不完整：账号和密码不能为空',
    'en-US': 'Login info incomplete: username and password cannot be empty',
  }),
  ADMIN_LOGIN_INCORRECT: templated<{ failures: number; limit: number }>(401, ['failures', 'limit'], {
    'zh-TW': ({ failures, limit }) => `帳號或密碼錯誤 (${failures}/${limit})`,
    'zh-CN': ({ failures, limit }) => `账号或密码错误 (${failures}/${limit})`,
    'en-US': ({ failures, limit }) => `Username or password incorrect (${failures}/${limit})`,
  }),
  ADMIN_LOGIN_LOCKED_NOW: templated<{ minutes: number }>(423, ['minutes'], {
    'zh-TW': ({ minutes }) => `登入失敗次數過多，帳號已鎖定 ${minutes} 分鐘`,
    'zh-CN': ({ minutes }) => `登录失败次数过多，账号已锁定 ${minutes} 分钟`,
    'en-US': ({ minutes }) => `Too many failed logins; the account is locked for ${minutes} minutes`,
  }),
  ADMIN_LOGIN_LOCKED: templated<{ minutes: number }>(423, ['minutes'], {
    'zh-TW': ({ minutes }) => `登入已鎖定，請等待解鎖（約 ${minutes} 分鐘）`,
    'zh-CN': ({ minutes }) => `登录已锁定，请等待解锁（约 ${minutes} 分钟）`,
    'en-US': ({ minutes }) => `Login is locked; wait until it unlocks (about ${minutes} minutes)`,
  }),
  ADMIN_SOURCE_THROTTLED: templated<{ minutes: number }>(429, ['minutes'], {
    'zh-TW': ({ minutes }) => `此來源登入失敗次數過多，請於 ${minutes} 分鐘後再試`,
    'zh-CN': ({ minutes }) => `此来源登录失败次数过多，请于 ${minutes} 分钟后再试`,
    'en-US': ({ minutes }) => `Too many failed logins from this source; try again in ${minutes} minutes`,
  }),
  ADMIN_TOTP_REQUIRED: fixed(401, {
    'zh-TW': '需要雙重驗證，請輸入您的驗證碼',
    'zh-CN': '需要双重验证，请输入您的验证码',
    'en-US': 'Two-factor authentication needed; enter your code',
  }),
  ADMIN_TOTP_ENROLMENT_REQUIRED: fixed(403, {
    'zh-TW': '超級管理員須先設定雙重驗證才能登入',
    'zh-CN': '超级管理员须先设置双重验证才能登录',
    'en-US': 'A super administrator must set up two-factor authentication before signing in',
  }),
  ADMIN_TOTP_INVALID: fixed(401, {
    'zh-TW': '驗證碼錯誤或已使用過',
    'zh-CN': '验证码错误或已使用过',
    'en-US': 'The code is wrong or was already used',
  }),
  ADMIN_SESSION_EXPIRED: fixed(401, {
    'zh-TW': '管理員登入已過期，請重新登入',
    'zh-CN': '管理员登录已过期，请重新登录',
    'en-US': 'Your back-office session expired; please sign in again',
  }),
  ADMIN_FORBIDDEN: templated<{ endpoint: string }>(403, ['endpoint'], {
    'zh-TW': ({ endpoint }) => `權限不足：您沒有權限執行此操作 (${endpoint})`,
    'zh-CN': ({ endpoint }) => `权限不足：您没有权限执行此操作 (${endpoint})`,
    'en-US': ({ endpoint }) => `Permission denied: you may not do this (${endpoint})`,
  }),
  ADMIN_USER_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此用戶',
    'zh-CN': '找不到此用户',
    'en-US': 'This user was not found',
  }),
  STAFF_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此管理員帳號',
    'zh-CN': '找不到此管理员账号',
    'en-US': 'This staff account was not found',
  }),
};
