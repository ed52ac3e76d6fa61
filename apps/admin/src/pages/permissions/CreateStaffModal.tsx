import type { StaffRole } from '@alphadesk/contracts';
import { staffRoles } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { permissionsApi, type NewStaff } from './api.ts';

/**
 * New staff account (super administrators only; the server checks). A new super administrator
 * gets TOTP at once: its secret is shown here once and never again.
 */
export function CreateStaffModal(props: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<NewStaff>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const save = async (values: NewStaff) => {
    setSaving(true);
    setError(null);
    try {
      const created = await permissionsApi.createStaff(values);
      props.onCreated();
      if (created.totp_secret) setSecret(created.totp_secret);
      else props.onClose();
    } catch (caught) {
      setError(apiErrorMessage(caught, language));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('roles.createStaff')}
      okText={secret ? t('roles.done') : t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onCancel={props.onClose}
      onOk={() => (secret ? props.onClose() : form.submit())}
    >
      {secret ? (
        <Alert
          type="warning"
          showIcon
          title={t('roles.totpSecretOnce')}
          description={
            <Typography.Text copyable code data-testid="totp-secret">
              {secret}
            </Typography.Text>
          }
        />
      ) : (
        <Form
          form={form}
          layout="vertical"
          name="create-staff"
          initialValues={{ role: 'readonly' satisfies StaffRole }}
          onFinish={(values) => void save(values)}
        >
          <Form.Item
            label={t('roles.username')}
            name="username"
            rules={[{ required: true, message: t('roles.required') }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label={t('roles.email')}
            name="email"
            rules={[{ required: true, message: t('roles.required') }]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item
            label={t('roles.name')}
            name="name"
            rules={[{ required: true, message: t('roles.required') }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            label={t('roles.password')}
            name="password"
            extra={t('roles.passwordHint')}
            rules={[{ required: true, message: t('roles.required') }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item label={t('roles.role')} name="role">
            <Select options={staffRoles.map((role) => ({ value: role, label: t(`roles.names.${role}`) }))} />
          </Form.Item>
          {error ? <Alert type="error" showIcon title={error} data-testid="create-staff-error" /> : null}
        </Form>
      )}
    </Modal>
  );
}
