import {
  LoginRequest as LoginRequestSchema,
  type AuthResponse,
  type LoginRequest,
} from '@alphadesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Divider, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { schemaRule } from '../../components/forms/schemaRules.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { GoogleSignIn } from './GoogleSignIn.tsx';
import { localizeAuthMessage, useAuthErrorText } from './messages.ts';
import type { ViewProps } from './types.ts';

/** Email and password, remember me, forgot-password link, Google, guest and tier links. */
export function LoginView({ notify, goTo, onSignedIn }: ViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  const localise = (message: string) => localizeAuthMessage(message, language);
  const login = useMutation({
    mutationFn: (values: LoginRequest) =>
      api.post<AuthResponse>('/api/auth/login', LoginRequestSchema.parse(values)),
    onSuccess: (answer) => onSignedIn(answer, 'login'),
    onError: (error) => notify.show('error', errorText(error, t('auth.messages.loginUnexpected'))),
  });
  const busy = login.isPending;

  return (
    <>
      <h1 className="auth-card__title">{t('auth.login.title')}</h1>
      <p className="auth-card__subtitle">{t('auth.login.subtitle')}</p>
      <Form<LoginRequest>
        layout="vertical"
        noValidate
        validateTrigger={false}
        initialValues={{ email: '', password: '', rememberMe: false }}
        onFinish={(values) => login.mutate(values)}
        requiredMark={false}
        disabled={busy}
      >
        <Form.Item
          name="email"
          label={t('auth.fields.email')}
          htmlFor="login-email"
          rules={[schemaRule(LoginRequestSchema, 'email', localise)]}
        >
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            placeholder={t('auth.placeholders.email')}
            size="large"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.fields.password')}
          htmlFor="login-password"
          rules={[schemaRule(LoginRequestSchema, 'password', localise)]}
        >
          <Input.Password id="login-password" autoComplete="current-password" size="large" />
        </Form.Item>
        <div className="auth-card__row">
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox>{t('auth.login.rememberMe')}</Checkbox>
          </Form.Item>
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
