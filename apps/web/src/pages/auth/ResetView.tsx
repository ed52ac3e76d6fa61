import { ResetPasswordRequest, authMessages, errorMessage } from '@alphadesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { matchesRule, schemaRule } from '../../components/forms/schemaRules.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { localizeAuthMessage, useAuthErrorText } from './messages.ts';
import { FormPasswordChecklist } from './PasswordChecklist.tsx';
import type { ViewProps } from './types.ts';

type Values = { password: string; confirmPassword: string };

/** The page the reset mail links to (`/auth?mode=reset&token=…`): a new password, then log in. */
export function ResetView({ notify, goTo, token }: Pick<ViewProps, 'notify' | 'goTo'> & { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  const [form] = Form.useForm<Values>();
  const localise = (message: string) => localizeAuthMessage(message, language);
  const reset = useMutation({
    mutationFn: (values: Values) =>
      api.post<{ success: true; message: string }>(
        '/api/auth/reset-password',
        ResetPasswordRequest.parse({ token, ...values }),
      ),
    onSuccess: (answer) => {
      notify.show('success', language === 'zh-TW' ? answer.message : t('auth.reset.done'));
      goTo('login');
    },
    onError: (error) => notify.show('error', errorText(error, t('auth.reset.failed'))),
  });
  const busy = reset.isPending;
  // A malformed link is the link's fault, not a field's: it is said above the form.
  const submit = (values: Values) => {
    const parsed = ResetPasswordRequest.safeParse({ token, ...values });
    const tokenIssue = parsed.error?.issues.find((issue) => issue.path[0] === 'token');
    if (tokenIssue) notify.show('error', localise(tokenIssue.message));
    else reset.mutate(values);
  };

  if (!token) {
    return (
      <>
        <h1 className="auth-card__title">{t('auth.reset.title')}</h1>
        <Alert type="error" showIcon title={errorMessage('RESET_LINK_INVALID', language)} />
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
      <Form
        form={form}
        layout="vertical"
        noValidate
        validateTrigger={false}
        initialValues={{ password: '', confirmPassword: '' }}
        onFinish={submit}
        requiredMark={false}
        disabled={busy}
      >
        <Form.Item
          name="password"
          label={t('auth.fields.newPassword')}
          htmlFor="reset-password"
          rules={[schemaRule(ResetPasswordRequest, 'password', localise, { token })]}
          extra={<FormPasswordChecklist field="password" />}
        >
          <Input.Password id="reset-password" autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('auth.fields.confirmNewPassword')}
          htmlFor="reset-confirmPassword"
          rules={[
            schemaRule(ResetPasswordRequest, 'confirmPassword', localise, { token }),
            matchesRule('password', localise(authMessages.passwordMismatch)),
          ]}
        >
          <Input.Password id="reset-confirmPassword" autoComplete="new-password" size="large" />
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
