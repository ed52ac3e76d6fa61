import type { AdminUser, AdminUserUpdateRequest } from '@alphadesk/contracts';
import { memberRoles, memberStatuses, membershipTiers } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import { Form, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { updateUser } from './api.ts';
import { SubscriptionPanel } from './SubscriptionPanel.tsx';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The edit modal (admin spec §5 edit user): role, status, tier and a daily quota of 0–100,000. */
export function EditUserModal(props: {
  user: AdminUser;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<Required<AdminUserUpdateRequest>>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (values: Required<AdminUserUpdateRequest>) => {
    setSaving(true);
    setError(null);
    try {
      const { user } = await updateUser(props.user.id, values);
      props.onSaved(user);
    } catch (caught) {
      setError(`${t('users.updateFailed')}${apiErrorMessage(caught, language)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`${t('users.editTitle')}：${props.user.username}`}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onCancel={props.onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          role: props.user.role,
          status: props.user.status,
          membershipTier: props.user.membershipTier,
          dailyApiQuota: props.user.dailyApiQuota,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item label={t('users.role')} name="role">
          <Select options={options(memberRoles)} />
        </Form.Item>
        <Form.Item label={t('users.status')} name="status">
          <Select options={options(memberStatuses)} />
        </Form.Item>
        <Form.Item label={t('users.tier')} name="membershipTier">
          <Select options={options(membershipTiers)} data-testid="tier-select" />
        </Form.Item>
        <Form.Item label={t('users.quota')} name="dailyApiQuota" extra={t('users.quotaHint')}>
          <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <SubscriptionPanel userId={props.user.id} />
    </Modal>
  );
}
