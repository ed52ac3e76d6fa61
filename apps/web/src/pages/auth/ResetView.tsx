import { ResetPasswordRequest, authMessages } from '@alphadesk/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { fieldErrors, localizeAuthMessage, useAuthErrorText, withMismatch } from './messages.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import type { ViewProps } from './types.ts';

/** The page the reset mail links to (`/auth?mode=reset&token=…`): a new password, then log in. */
export function ResetView({ notify, goTo, token }: Pick<ViewProps, 'notify' | 'goTo'> & { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = ResetPasswordRequest.safeParse({ token, password, confirmPassword });
    if (!parsed.success) {
      const found = withMismatch(
        fieldErrors(parsed.error.issues, language),
        password,
        confirmPassword,
        language,
      );
      if (found.token) notify.show('error', found.token);
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await api.post<{ success: true; message: string }>(
        '/api/auth/reset-password',
        parsed.data,
      );
      notify.show('success', language === 'zh-TW' ? answer.message : t('auth.reset.done'));
      goTo('login');
    } catch (error) {
      notify.show('error', errorText(error, t('auth.reset.failed')));
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <>
        <h1 className="auth-card__title">{t('auth.reset.title')}</h1>
        <Alert type="error" showIcon title={localizeAuthMessage(authMessages.resetLinkInvalid, language)} />
        <p className="auth-card__footer">
          <Button type="link" onClick={() => goTo('forgot')} className="auth-card__link-button">
            {t('auth.reset.requestAgain')}
          </Button>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className="auth-card__title">{t('auth.reset.title')}</h1>
      <p className="auth-card__subtitle">{t('auth.reset.subtitle')}</p>
      <Form layout="vertical" noValidate onFinish={() => void submit()} requiredMark={false} disabled={busy}>
        <Form.Item
          label={t('auth.fields.newPassword')}
          htmlFor="reset-password"
          validateStatus={errors.password ? 'error' : undefined}
          help={errors.password}
          extra={<PasswordChecklist password={password} />}
        >
          <Input.Password
            id="reset-password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            size="large"
          />
        </Form.Item>
        <Form.Item
          label={t('auth.fields.confirmNewPassword')}
          htmlFor="reset-confirmPassword"
          validateStatus={errors.confirmPassword ? 'error' : undefined}
          help={errors.confirmPassword}
        >
          <Input.Password
            id="reset-confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            size="large"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="reset-submit">
          {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
        </Button>
      </Form>
      <p className="auth-card__footer">
        <Button type="link" onClick={() => goTo('forgot')} className="auth-card__link-button">
          {t('auth.reset.requestAgain')}
        </Button>
      </p>
    </>
  );
}
