import { errorMessage } from './errors/catalogue.ts';

/**
 * The spec's validation messages and notices (member-site §5), exactly as users read them. Errors
 * the server answers are in the error catalogue; a rule with the same words as one takes its text.
 */
export const authMessages = {
  nameRequired: '請輸入姓名',
  emailInvalid: '請輸入有效的電子郵件地址',
  emailRequired: '請輸入電子郵件',
  passwordRequired: '請輸入密碼',
  passwordTooShort: '密碼至少需要8個字符',
  passwordTooWeak: '密碼需包含大小寫字母和數字',
  passwordMismatch: '密碼確認不一致',
  termsRequired: '請同意服務條款和隱私政策',
  phoneInvalid: '請輸入有效的電話號碼',
  resetLinkSent: '密碼重置連結已發送到您的信箱',
  resetLinkInvalid: errorMessage('RESET_LINK_INVALID', 'zh-TW'),
  passwordChanged: '密碼已更新',
  googleFailed: errorMessage('GOOGLE_LOGIN_FAILED', 'zh-TW'),
  preferencesSaved: '偏好設置已保存',
} as const;

/** The entries of `authMessages` that are catalogue errors, so a client can render them by code. */
export const authMessageCodes = {
  resetLinkInvalid: 'RESET_LINK_INVALID',
  googleFailed: 'GOOGLE_LOGIN_FAILED',
} as const satisfies Partial<Record<keyof typeof authMessages, string>>;

/** The live checklist of the register form: each rule the password must meet. */
export const passwordRules = {
  minLength: (value: string) => value.length >= 8,
  lowercase: (value: string) => /[a-z]/.test(value),
  uppercase: (value: string) => /[A-Z]/.test(value),
  digit: (value: string) => /\d/.test(value),
} as const;
