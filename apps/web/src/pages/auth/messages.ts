import { authMessageCodes, authMessages, errorMessage } from '@alphadesk/contracts';
import type { Language } from '@alphadesk/ui/plain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, isApiError } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

type AuthMessageKey = keyof typeof authMessages;
/** The contract's own rules and notices; its errors are rendered from the error catalogue. */
type RuleKey = Exclude<AuthMessageKey, keyof typeof authMessageCodes>;

/**
 * The contract's field rules and notices (zh-TW, shown as they are in zh-TW) in the other two
 * languages. Keyed by the contract's keys, so a new rule there is a type error here until it is
 * translated.
 */
const translations: Record<Exclude<Language, 'zh-TW'>, Record<RuleKey, string>> = {
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
    resetLinkSent: '密码重置链接已发送到您的邮箱',
    passwordChanged: '密码已更新',
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
    resetLinkSent: 'A password reset link has been sent to your inbox',
    passwordChanged: 'Password updated',
    preferencesSaved: 'Preferences saved',
  },
};

const keyByMessage = new Map<string, AuthMessageKey>(
  Object.entries(authMessages).map(([key, text]) => [text, key as AuthMessageKey]),
);

function isCatalogued(key: AuthMessageKey): key is keyof typeof authMessageCodes {
  return Object.hasOwn(authMessageCodes, key);
}

/** A contract message in the reader's language; messages it does not know come back unchanged. */
export function localizeAuthMessage(message: string, language: Language): string {
  if (language === 'zh-TW') return message;
  const key = keyByMessage.get(message);
  if (!key) return message;
  return isCatalogued(key) ? errorMessage(authMessageCodes[key], language) : translations[language][key];
}

/**
 * What to show for a failed auth call: a field rule of the contract in the reader's language, the
 * catalogue's text for the error's code, the spec's network text, or the action's "unexpected
 * error" text for 5xx.
 */
export function useAuthErrorText() {
  const { t } = useTranslation();
  const language = useLanguage();
  return useCallback(
    (error: unknown, unexpected: string): string => {
      if (!isApiError(error)) return unexpected;
      if (error.code === 'NETWORK_ERROR') return t('auth.messages.network');
      if (error.status === null || error.status >= 500) return unexpected;
      // A failed field rule comes back in the server's words (zh-TW) under VALIDATION_FAILED.
      if (error.code === 'VALIDATION_FAILED' && keyByMessage.has(error.message))
        return localizeAuthMessage(error.message, language);
      return apiErrorMessage(error, language);
    },
    [t, language],
  );
}
