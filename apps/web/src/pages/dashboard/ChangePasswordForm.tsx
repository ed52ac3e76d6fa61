import { ChangePasswordRequest } from '@alphadesk/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { fieldErrors, localizeAuthMessage, useAuthErrorText, withMismatch } from '../auth/messages.ts';
import { PasswordChecklist } from '../auth/PasswordChecklist.tsx';
import { useTimedNotice } from '../auth/useTimedNotice.ts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof empty;

/** `PUT /api/user/password`; the server signs the member out of their other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  const notify = useTimedNotice();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = ChangePasswordRequest.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues, language);
      setErrors(withMismatch(found, values.newPassword, values.confirmPassword, language));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await api.put<{ success: true; message: string }>('/api/user/password', parsed.data);
      notify.show('success', localizeAuthMessage(answer.message, language));
      setValues(empty);
    } catch (error) {
      notify.show('error', errorText(error, t('errors.INTERNAL')));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <Form.Item
      label={label}
      htmlFor={`password-${name}`}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name]}
      extra={name === 'newPassword' ? <PasswordChecklist password={values.newPassword} /> : undefined}
    >
      <Input.Password
        id={`password-${name}`}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
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
      <Form layout="vertical" noValidate onFinish={() => void submit()} requiredMark={false} disabled={busy}>
        {field('currentPassword', t('auth.fields.currentPassword'), 'current-password')}
        {field('newPassword', t('auth.fields.newPassword'), 'new-password')}
        {field('confirmPassword', t('auth.fields.confirmNewPassword'), 'new-password')}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="change-password-submit">
          {busy ? t('password.busy') : t('password.submit')}
        </Button>
      </Form>
    </div>
  );
}
