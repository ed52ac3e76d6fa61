import { fixed, templated } from './define.ts';

/** Sign-in, sessions, passwords and Google accounts. */
export const accountErrors = {
  SESSION_EXPIRED: fixed(401, {
    'zh-TW': '登錄狀態已過期，請重新登入',
    'zh-CN': '登录状态已过期，请重新登录',
    'en-US': 'Your session has expired; please log in again',
  }),
  LOGIN_FAILED: fixed(401, {
    'zh-TW': '帳號或密碼錯誤，請檢查您的登入資訊或先進行註冊',
    'zh-CN': '账号或密码错误，请检查您的登录信息或先进行注册',
    'en-US': 'Wrong email or password; check your details or sign up first',
  }),
  LOGIN_THROTTLED: templated<{ seconds: number }>(429, ['seconds'], {
    'zh-TW': ({ seconds }) => `登入失敗次數過多，請於 ${seconds} 秒後再試`,
    'zh-CN': ({ seconds }) => `登录失败次数过多，请于 ${seconds} 秒后再试`,
    'en-US': ({ seconds }) => `Too many failed logins; please try again in ${seconds} s`,
  }),
  MEMBERS_ONLY: fixed(403, {
    'zh-TW': '此功能僅限會員使用，請先註冊或登入',
    'zh-CN': '此功能仅限会员使用，请先注册或登录',
    'en-US': 'This feature is for members only; please sign up or log in',
  }),
  EMAIL_TAKEN: fixed(409, {
    'zh-TW': '此電子郵件已被註冊，請使用其他郵件地址或嘗試登入',
    'zh-CN': '此电子邮件已被注册，请使用其他邮件地址或尝试登录',
    'en-US': 'This email is already registered; use another address or log in',
  }),
  RESET_LINK_INVALID: fixed(400, {
    'zh-TW': '重置連結無效或已過期，請重新申請',
    'zh-CN': '重置链接无效或已过期，请重新申请',
    'en-US': 'The reset link is invalid or has expired; please request a new one',
  }),
  PASSWORD_NOT_SET: fixed(403, {
    'zh-TW': '此帳號未設定密碼，請使用 Google 登入或重設密碼',
    'zh-CN': '此账号未设置密码，请使用 Google 登录或重设密码',
    'en-US': 'This account has no password; sign in with Google or reset the password',
  }),
  CURRENT_PASSWORD_WRONG: fixed(400, {
    'zh-TW': '目前密碼不正確',
    'zh-CN': '当前密码不正确',
    'en-US': 'The current password is incorrect',
  }),
  GOOGLE_LOGIN_DISABLED: fixed(403, {
    'zh-TW': 'Google 登入已禁用',
    'zh-CN': 'Google 登录已禁用',
    'en-US': 'Google sign-in is disabled',
  }),
  GOOGLE_LOGIN_FAILED: fixed(401, {
    'zh-TW': 'Google 登入被取消或失敗',
    'zh-CN': 'Google 登录被取消或失败',
    'en-US': 'Google sign-in was cancelled or failed',
  }),
  GOOGLE_EMAIL_UNVERIFIED: fixed(409, {
    'zh-TW': '此 Google 帳號的電子郵件尚未驗證，無法連結既有帳號',
    'zh-CN': '此 Google 账号的电子邮件尚未验证，无法关联已有账号',
    'en-US': "This Google account's email is not verified, so it cannot be linked to an existing account",
  }),
} as const;
