import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { apiErrorMessage, isApiError, LanguageSwitcher } from '@alphadesk/ui';
import { Alert, App as AntApp, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminLogin, demoAccounts, type AdminLoginInput, type DemoAccount } from '../../api/auth.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { demoTotpCode } from '../../lib/totp.ts';

const lockCodes = new Set(['ADMIN_LOGIN_LOCKED', 'ADMIN_LOGIN_LOCKED_NOW']);

/** Administrator sign-in: account and password, then the two-factor code when the server asks. */
export function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<AdminLoginInput>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [needsTotp, setNeedsTotp] = useState(false);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [demos, setDemos] = useState<DemoAccount[]>([]);

  useEffect(() => {
    document.title = t('common.title');
  }, [t]);
  useEffect(() => {
    demoAccounts()
      .then(setDemos)
      .catch(() => setDemos([]));
  }, []);
  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = setTimeout(() => setLockedUntil(null), Math.max(0, lockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [lockedUntil]);

  const submit = async (values: AdminLoginInput) => {
    setSubmitting(true);
    setError(null);
    try {
      const user = await adminLogin({ ...values, totp_code: values.totp_code || undefined });
      void message.success(t('login.welcome', { name: user.name }));
      void navigate('/', { replace: true });
    } catch (caught) {
      setError(caught);
      if (isApiError(caught) && caught.code === 'ADMIN_TOTP_REQUIRED') setNeedsTotp(true);
      if (isApiError(caught) && lockCodes.has(caught.code)) {
        const minutes = Number(caught.params?.minutes ?? 15);
        setLockedUntil(Date.now() + minutes * 60_000);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const fillDemo = async (account: DemoAccount) => {
    form.setFieldsValue({ email: account.email, password: account.password, totp_code: undefined });
    if (account.totp_secret) {
      setNeedsTotp(true);
      form.setFieldsValue({ totp_code: await demoTotpCode(account.totp_secret) });
    }
  };

  const locked = lockedUntil !== null;
  return (
    <main className="login">
      <div className="login__language">
        <LanguageSwitcher
          value={language}
          label={t('common.language')}
          onChange={(l) => void changeLanguage(l)}
        />
      </div>
      <Card className="login__card">
        <Typography.Text type="secondary">{t('common.title')}</Typography.Text>
        <Typography.Title level={1} className="login__heading">
          {t('login.heading')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        {error ? (
          <Alert
            type="error"
            showIcon
            title={locked ? t('login.locked') : t('login.failed')}
            description={apiErrorMessage(error, language)}
            className="login__alert"
            data-testid="login-error"
          />
        ) : null}
        <Form<AdminLoginInput>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          disabled={submitting || locked}
          name="admin-login"
        >
          <Form.Item
            label={t('login.email')}
            name="email"
            rules={[{ required: true, message: t('login.emailRequired') }]}
          >
            <Input autoComplete="username" prefix={<UserOutlined />} size="large" />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" prefix={<LockOutlined />} size="large" />
          </Form.Item>
          {needsTotp ? (
            <Form.Item label={t('login.totp')} name="totp_code">
              <Input
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('login.totpPlaceholder')}
                prefix={<SafetyOutlined />}
                size="large"
                data-testid="totp-input"
              />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
        {demos.length > 0 ? (
          <Space orientation="vertical" className="login__demo">
            <Typography.Text type="secondary">{t('login.demo')}</Typography.Text>
            <Space wrap>
              {demos.map((account) => (
                <Button
                  key={account.email}
                  onClick={() => void fillDemo(account)}
                  disabled={locked}
                  data-testid="demo-account"
                >
                  {account.label}
                </Button>
              ))}
            </Space>
          </Space>
        ) : null}
        <Typography.Paragraph type="secondary" className="login__footer">
          {t('login.footer')}
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
