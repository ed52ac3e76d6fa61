import { ForgotPasswordRequest } from '@alphadesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { schemaRule } from '../../components/forms/schemaRules.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { localizeAuthMessage, useAuthErrorText } from './messages.ts';
import type { ViewProps } from './types.ts';

/** Email → reset link by mail; the answer is the same whether or not the address has an account. */
export function ForgotView({ notify, goTo }: Pick<ViewProps, 'notify' | 'goTo'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  const forgot = useMutation({
    mutationFn: (values: { email: string }) =>
      api.post<{ success: true; message: string }>(
        '/api/auth/forgot-password',
        ForgotPasswordRequest.parse(values),
      ),
    onSuccess: (answer) => {
      notify.show('success', localizeAuthMessage(answer.message, language));
      goTo('login');
    },
    onError: (failure) => notify.show('error', errorText(failure, t('auth.forgot.failed'))),
  });
  const busy = forgot.isPending;

  return (
    <>
      <h1 className="auth-card__title">{t('auth.forgot.title')}</h1>
      <p className="auth-card__subtitle">{t('auth.forgot.subtitle')}</p>
      <Form
        layout="vertical"
        noValidate
        validateTrigger={false}
        initialValues={{ email: '' }}
        onFinish={(values: { email: string }) => forgot.mutate(values)}
        requiredMark={false}
        disabled={busy}
      >
        <Form.Item
          name="email"
          label={t('auth.fields.email')}
          htmlFor="forgot-email"
          rules={[
            schemaRule(ForgotPasswordRequest, 'email', (message) => localizeAuthMessage(message, language)),
          ]}
        >
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
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
