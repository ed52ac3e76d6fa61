import { authMessages } from '@alphadesk/contracts';
import type { Language } from '@alphadesk/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, isApiError } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

type AuthMessageKey = keyof typeof authMessages;

/**
 * The contract's messages (zh-TW, shown as they are in zh-TW) in the other two languages. Keyed by
 * the contract's keys, so a new message there is a type error here until it is translated.
 */
const translations: Record<Exclude<Language, 'zh-TW'>, Record<AuthMessageKey, string>> = {
  'zh-CN': {
    nameRequired: '请输入姓名',
    emailInvalid: '请输入有效的电子邮件地址',
    emailRequired: '请输入电子邮件',
    passwordRequired: '请输入密码',
    passwordTooShort: '密码至少需要8个字符',
    passwordTooWeak: '密码需包含大小写字母和数字',
    passwordMismatch: '密码确认不一致',
    termsRequired: '请同意服务条款和隐私政策',
    phoneInvalid: '请输入有效的电话号码',
    duplicateEmail: '此电子邮件已被注册，请使用其他邮件地址或尝试登录',
    loginFailed: '账号或密码错误，请检查您的登录信息或先进行注册',
    resetLinkSent: '密码重置链接已发送到您的邮箱',
    resetLinkInvalid: '重置链接无效或已过期，请重新申请',
    passwordChanged: '密码已更新',
    currentPasswordWrong: '当前密码不正确',
    sessionExpired: '登录状态已过期，请重新登录',
    googleDisabled: 'Google 登录已禁用',
    googleFailed: 'Google 登录被取消或失败',
    googleUnverifiedEmail: '此 Google 账号的电子邮件尚未验证，无法关联已有账号',
    preferencesSaved: '偏好设置已保存',
  },
  'en-US': {
    nameRequired: 'Please enter your name',
    emailInvalid: 'Please enter a valid email address',
    emailRequired: 'Please enter your email',
    passwordRequired: 'Please enter your password',
    passwordTooShort: 'The password needs at least 8 characters',
    passwordTooWeak: 'The password needs upper-case and lower-case letters and a digit',
    passwordMismatch: 'Passwords do not match',
    termsRequired: 'Please agree to the terms of service and the privacy policy',
    phoneInvalid: 'Please enter a valid phone number',
    duplicateEmail: 'This email is already registered; use another address or log in',
    loginFailed: 'Wrong email or password; check your details or sign up first',
    resetLinkSent: 'A password reset link has been sent to your inbox',
    resetLinkInvalid: 'The reset link is invalid or has expired; please request a new one',
    passwordChanged: 'Password updated',
    currentPasswordWrong: 'The current password is incorrect',
    sessionExpired: 'Your session has expired; please log in again',
    googleDisabled: 'Google sign-in is disabled',
    googleFailed: 'Google sign-in was cancelled or failed',
    googleUnverifiedEmail:
      "This Google account's email is not verified, so it cannot be linked to an existing account",
    preferencesSaved: 'Preferences saved',
  },
};

const keyByMessage = new Map<string, AuthMessageKey>(
  Object.entries(authMessages).map(([key, text]) => [text, key as AuthMessageKey]),
);

/** A contract message in the reader's language; messages it does not know come back unchanged. */
export function localizeAuthMessage(message: string, language: Language): string {
  if (language === 'zh-TW') return message;
  const key = keyByMessage.get(message);
  return key ? translations[language][key] : message;
}

/**
 * What to show for a failed auth call: the server's message (translated when it is one of the
 * contract's), the spec's network text, or the action's "unexpected error" text for 5xx.
 */
export function useAuthErrorText() {
  const { t } = useTranslation();
  const language = useLanguage();
  return useCallback(
    (error: unknown, unexpected: string): string => {
      if (!isApiError(error)) return unexpected;
      if (error.code === 'NETWORK_ERROR') return t('auth.messages.network');
      if (error.status === null || error.status >= 500) return unexpected;
      const key = keyByMessage.get(error.message);
      if (language === 'zh-TW') return error.message;
      return key ? translations[language][key] : apiErrorMessage(error, language);
    },
    [t, language],
  );
}
