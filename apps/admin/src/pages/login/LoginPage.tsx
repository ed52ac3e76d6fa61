import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { apiErrorMessage, LanguageSwitcher } from '@alphadesk/ui';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminLogin, type AdminLoginRequest } from '../../api/auth.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

type Outcome = { kind: 'idle' } | { kind: 'error'; error: unknown } | { kind: 'success' };

/** Administrator sign-in. Shows exactly what the server answered; no session is faked. */
export function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  useEffect(() => {
    document.title = t('common.title');
  }, [t]);

  const submit = async (values: AdminLoginRequest) => {
    setSubmitting(true);
    setOutcome({ kind: 'idle' });
    try {
      await adminLogin(values);
      setOutcome({ kind: 'success' });
    } catch (error) {
      setOutcome({ kind: 'error', error });
    } finally {
      setSubmitting(false);
    }
  };

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
        {outcome.kind === 'error' ? (
          <Alert
            type="error"
            showIcon
            title={t('login.failed')}
            description={apiErrorMessage(outcome.error, language)}
            className="login__alert"
            data-testid="login-error"
          />
        ) : null}
        {outcome.kind === 'success' ? (
          <Alert type="success" showIcon title={t('login.succeeded')} className="login__alert" />
        ) : null}
        <Form<AdminLoginRequest>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          disabled={submitting}
          name="admin-login"
        >
          <Form.Item
            label={t('login.email')}
            name="email"
            rules={[
              { required: true, message: t('login.emailRequired') },
              { type: 'email', message: t('login.emailInvalid') },
            ]}
          >
            <Input type="email" autoComplete="username" prefix={<MailOutlined />} size="large" />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" prefix={<LockOutlined />} size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
