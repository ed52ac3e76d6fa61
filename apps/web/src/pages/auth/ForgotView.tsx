import { ForgotPasswordRequest } from '@alphadesk/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { fieldErrors, localizeAuthMessage, useAuthErrorText } from './messages.ts';
import type { ViewProps } from './types.ts';

/** Email → reset link by mail; the answer is the same whether or not the address has an account. */
export function ForgotView({ notify, goTo }: Pick<ViewProps, 'notify' | 'goTo'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = ForgotPasswordRequest.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error.issues, language).email);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await api.post<{ success: true; message: string }>(
        '/api/auth/forgot-password',
        parsed.data,
      );
      notify.show('success', localizeAuthMessage(answer.message, language));
      goTo('login');
    } catch (failure) {
      notify.show('error', errorText(failure, t('auth.forgot.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="auth-card__title">{t('auth.forgot.title')}</h1>
      <p className="auth-card__subtitle">{t('auth.forgot.subtitle')}</p>
      <Form layout="vertical" noValidate onFinish={() => void submit()} requiredMark={false} disabled={busy}>
        <Form.Item
          label={t('auth.fields.email')}
          htmlFor="forgot-email"
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t('auth.placeholders.email')}
            size="large"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={busy}
          data-testid="forgot-submit"
        >
          {busy ? t('auth.forgot.busy') : t('auth.forgot.submit')}
        </Button>
      </Form>
      <p className="auth-card__footer">
        <Button type="link" onClick={() => goTo('login')} className="auth-card__link-button">
          {t('auth.forgot.back')}
        </Button>
      </p>
    </>
  );
}
