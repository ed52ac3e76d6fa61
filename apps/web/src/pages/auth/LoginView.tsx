import { LoginRequest, type AuthResponse } from '@alphadesk/contracts';
import { Button, Checkbox, Divider, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { GoogleSignIn } from './GoogleSignIn.tsx';
import { fieldErrors, useAuthErrorText } from './messages.ts';
import type { ViewProps } from './types.ts';

/** Email and password, remember me, forgot-password link, Google, guest and tier links. */
export function LoginView({ notify, goTo, onSignedIn }: ViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = LoginRequest.safeParse({ email, password, rememberMe });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, language));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSignedIn(await api.post<AuthResponse>('/api/auth/login', parsed.data), 'login');
    } catch (error) {
      notify.show('error', errorText(error, t('auth.messages.loginUnexpected')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="auth-card__title">{t('auth.login.title')}</h1>
      <p className="auth-card__subtitle">{t('auth.login.subtitle')}</p>
      <Form layout="vertical" noValidate onFinish={() => void submit()} requiredMark={false} disabled={busy}>
        <Form.Item
          label={t('auth.fields.email')}
          htmlFor="login-email"
          validateStatus={errors.email ? 'error' : undefined}
          help={errors.email}
        >
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t('auth.placeholders.email')}
            size="large"
          />
        </Form.Item>
        <Form.Item
          label={t('auth.fields.password')}
          htmlFor="login-password"
          validateStatus={errors.password ? 'error' : undefined}
          help={errors.password}
        >
          <Input.Password
            id="login-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            size="large"
          />
        </Form.Item>
        <div className="auth-card__row">
          <Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)}>
            {t('auth.login.rememberMe')}
          </Checkbox>
          <Button type="link" onClick={() => goTo('forgot')} className="auth-card__link-button">
            {t('auth.login.forgot')}
          </Button>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="login-submit">
          {busy ? t('auth.login.busy') : t('auth.login.submit')}
        </Button>
      </Form>
      <Divider plain>{t('auth.login.or')}</Divider>
      <div className="auth-card__alternatives">
        <GoogleSignIn notify={notify} onSignedIn={onSignedIn} text="signin_with" />
        <Button size="large" block onClick={() => goTo('guest')} data-testid="to-guest">
          {t('auth.login.guest')}
        </Button>
      </div>
      <p className="auth-card__footer">
        {t('auth.login.noAccount')}{' '}
        <Button type="link" onClick={() => goTo('register')} className="auth-card__link-button">
          {t('auth.login.register')}
        </Button>
        <span aria-hidden> · </span>
        <Button type="link" onClick={() => goTo('tier-selection')} className="auth-card__link-button">
          {t('auth.login.plans')}
        </Button>
      </p>
    </>
  );
}
