import { authMessages, ChangePasswordRequest, errorMessage as catalogueMessage } from '@alphadesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { matchesRule, schemaRule } from '../../components/forms/schemaRules.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { localizeAuthMessage, useAuthErrorText } from '../auth/messages.ts';
import { FormPasswordChecklist } from '../auth/PasswordChecklist.tsx';
import { useTimedNotice } from '../auth/useTimedNotice.ts';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
type Field = keyof Values;

/** `PUT /api/user/password`; the server signs the member out of their other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  const notify = useTimedNotice();
  const [form] = Form.useForm<Values>();
  const localise = (message: string) => localizeAuthMessage(message, language);
  const change = useMutation({
    mutationFn: (values: Values) =>
      api.put<{ success: true; message: string }>('/api/user/password', ChangePasswordRequest.parse(values)),
    onSuccess: (answer) => {
      notify.show('success', localise(answer.message));
      form.resetFields();
    },
    // A server failure reads as the spec's "server not responding" text.
    onError: (error) =>
      notify.show('error', errorText(error, catalogueMessage('SERVICE_UNAVAILABLE', language))),
  });

  const field = (name: Field, label: string, autoComplete: string) => (
    <Form.Item
      name={name}
      label={label}
      htmlFor={`password-${name}`}
      rules={[
        schemaRule(ChangePasswordRequest, name, localise),
        ...(name === 'confirmPassword'
          ? [matchesRule('newPassword', localise(authMessages.passwordMismatch))]
          : []),
      ]}
      extra={name === 'newPassword' ? <FormPasswordChecklist field="newPassword" /> : undefined}
    >
      <Input.Password id={`password-${name}`} autoComplete={autoComplete} />
    </Form.Item>
  );

  return (
    <div className="preference-section" data-testid="change-password">
      <p className="dashboard-card__muted">{t('password.description')}</p>
      {notify.notice ? (
        <Alert
          type={notify.notice.kind}
          showIcon
          title={notify.notice.text}
          role="alert"
          className="password-notice"
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        noValidate
        validateTrigger={false}
        initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
        onFinish={(values) => change.mutate(values)}
        requiredMark={false}
        disabled={change.isPending}
      >
        {field('currentPassword', t('auth.fields.currentPassword'), 'current-password')}
        {field('newPassword', t('auth.fields.newPassword'), 'new-password')}
        {field('confirmPassword', t('auth.fields.confirmNewPassword'), 'new-password')}
        <Button
          type="primary"
          htmlType="submit"
          loading={change.isPending}
          data-testid="change-password-submit"
        >
          {change.isPending ? t('password.busy') : t('password.submit')}
        </Button>
      </Form>
    </div>
  );
}
