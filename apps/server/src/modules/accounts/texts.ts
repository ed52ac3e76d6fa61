import { authMessages, type UserProfile } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';

/** The name a guest account is stored with. */
export const storedGuestName = '訪客';

const guestNames: Record<Locale, string> = { 'zh-TW': storedGuestName, 'zh-CN': '访客', 'en-US': 'Guest' };

/** The account routes' answers, by key, in the three languages (zh-TW as the contracts state it). */
const messages = {
  registered: {
    'zh-TW': '註冊成功，歡迎加入 AlphaDesk',
    'zh-CN': '注册成功，欢迎加入 AlphaDesk',
    'en-US': 'Registration complete. Welcome to AlphaDesk',
  },
  guestStarted: { 'zh-TW': '訪客模式已啟動', 'zh-CN': '访客模式已启动', 'en-US': 'Guest mode started' },
  googleSignedIn: {
    'zh-TW': '第三方登入成功',
    'zh-CN': '第三方登录成功',
    'en-US': 'Signed in with your third-party account',
  },
  signedOut: { 'zh-TW': '已登出', 'zh-CN': '已退出登录', 'en-US': 'Signed out' },
  resetLinkSent: {
    'zh-TW': authMessages.resetLinkSent,
    'zh-CN': '密码重置链接已发送到您的邮箱',
    'en-US': 'A password reset link has been sent to your email',
  },
  passwordReset: {
    'zh-TW': '密碼已重設，請使用新密碼登入',
    'zh-CN': '密码已重置，请使用新密码登录',
    'en-US': 'Your password has been reset. Please sign in with the new password',
  },
  passwordChanged: {
    'zh-TW': authMessages.passwordChanged,
    'zh-CN': '密码已更新',
    'en-US': 'Password updated',
  },
} satisfies Record<string, Record<Locale, string>>;

export type AccountMessage = keyof typeof messages;

export const accountMessage = (key: AccountMessage, locale: Locale): string => messages[key][locale];

const welcomeBack: Record<Locale, (name: string) => string> = {
  'zh-TW': (name) => `歡迎回來，${name}`,
  'zh-CN': (name) => `欢迎回来，${name}`,
  'en-US': (name) => `Welcome back, ${name}`,
};

/** "Welcome back, <name>": the member's own name is shown as they wrote it. */
export const welcomeBackMessage = (name: string, locale: Locale): string => welcomeBack[locale](name);

/**
 * A profile as shown to a reader of `locale`. Guests are stored with the zh-TW word for guest; that
 * word is the product's, not a name someone chose, so it is shown in the reader's language.
 */
export function localisedProfile(user: UserProfile, locale: Locale): UserProfile {
  return user.kind === 'guest' && user.name === storedGuestName
    ? { ...user, name: guestNames[locale] }
    : user;
}
