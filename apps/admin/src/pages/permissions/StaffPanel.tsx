import type { StaffAccount, StaffRole, UserPermissionsResponse } from '@alphadesk/contracts';
import { staffRoles } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import {
  App as AntApp,
  Button,
  Card,
  Descriptions,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { permissionsApi, taipeiTime } from './api.ts';
import { CreateStaffModal } from './CreateStaffModal.tsx';

/** Staff accounts, one account's permissions with revoke, and role assignment (admin spec §2.5). */
export function StaffPanel(props: { staff: StaffAccount[]; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const { message } = AntApp.useApp();
  const mayWrite = can({ module: 'permission_management', action: 'write' });
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [lookup, setLookup] = useState<UserPermissionsResponse | null>(null);
  const [role, setRole] = useState<StaffRole>('readonly');
  const [reason, setReason] = useState('');

  const load = useCallback(
    async (id: string) => {
      try {
        setLookup(await permissionsApi.lookup(id));
      } catch (caught) {
        setLookup(null);
        void message.error(apiErrorMessage(caught, language));
      }
    },
    [language, message],
  );
  useEffect(() => {
    if (selected) void load(selected);
  }, [selected, load]);

  /** Runs a change, then reloads the page's data and the looked-up account. */
  const change = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void message.success(done);
      setReason('');
      await props.onChanged();
      if (selected) await load(selected);
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
    }
  };

  return (
    <>
      <Card
        title={t('roles.staff')}
        extra={
          mayWrite ? (
            <Button type="primary" data-testid="create-staff" onClick={() => setCreating(true)}>
              {t('roles.createStaff')}
            </Button>
          ) : null
        }
      >
        <Table<StaffAccount>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={props.staff}
          data-testid="staff-table"
          columns={[
            { title: t('roles.username'), dataIndex: 'username' },
            { title: t('roles.name'), dataIndex: 'name' },
            { title: t('roles.email'), dataIndex: 'email' },
            {
              title: t('roles.role'),
              dataIndex: 'role',
              render: (value: StaffRole) => (
                <Tag color={value === 'super_admin' ? 'gold' : 'blue'}>{t(`roles.names.${value}`)}</Tag>
              ),
            },
            {
              title: t('roles.status'),
              dataIndex: 'status',
              render: (value: StaffAccount['status']) => (
                <Tag color={value === 'active' ? 'green' : 'red'}>{t(`roles.statuses.${value}`)}</Tag>
              ),
            },
            { title: t('roles.lastLogin'), dataIndex: 'last_login_at', render: taipeiTime },
            {
              title: t('roles.actions'),
              key: 'actions',
              render: (_: unknown, account) => (
                <Space>
                  <Button size="small" data-testid="lookup-staff" onClick={() => setSelected(account.id)}>
                    {t('roles.lookup')}
                  </Button>
                  {mayWrite ? (
                    <Popconfirm
                      title={
                        account.status === 'active' ? t('roles.disableConfirm') : t('roles.enableConfirm')
                      }
                      onConfirm={() =>
                        void change(
                          () =>
                            permissionsApi.setStatus(
                              account.id,
                              account.status === 'active' ? 'disabled' : 'active',
                              '',
                            ),
                          t('roles.saved'),
                        )
                      }
                    >
                      <Button size="small" danger={account.status === 'active'} data-testid="staff-status">
                        {account.status === 'active' ? t('roles.disable') : t('roles.enable')}
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <Card title={t('roles.lookupTitle')} className="permissions__card">
        <Select
          showSearch
          allowClear
          style={{ minWidth: 320 }}
          placeholder={t('roles.lookupPlaceholder')}
          value={selected ?? undefined}
          data-testid="permission-lookup"
          optionFilterProp="label"
          options={props.staff.map((account) => ({
            value: account.id,
            label: `${account.username}（${account.name}）`,
          }))}
          onChange={(value?: string) => {
            setSelected(value ?? null);
            if (!value) setLookup(null);
          }}
        />
        {lookup ? (
          <div data-testid="lookup-result">
            <Descriptions size="small" column={1} className="permissions__lookup">
              <Descriptions.Item label={t('roles.username')}>{lookup.username}</Descriptions.Item>
              <Descriptions.Item label={t('roles.role')}>
                {lookup.roles.map((held) => (
                  <Space key={held.role_name}>
                    <Tag color="blue">{t(`roles.names.${held.role_name}`)}</Tag>
                    <Typography.Text type="secondary">
                      {t('roles.assignedBy', {
                        by: held.assigned_by ?? t('roles.system'),
                        at: taipeiTime(held.assigned_at),
                      })}
                    </Typography.Text>
                    {mayWrite && held.role_name !== 'readonly' ? (
                      <Popconfirm
                        title={t('roles.revokeConfirm')}
                        onConfirm={() =>
                          void change(
                            () => permissionsApi.revoke(lookup.user_id, held.role_name, reason),
                            t('roles.revoked'),
                          )
                        }
                      >
                        <Button size="small" danger data-testid="revoke-role">
                          {t('roles.revoke')}
                        </Button>
                      </Popconfirm>
                    ) : null}
                  </Space>
                ))}
              </Descriptions.Item>
              <Descriptions.Item label={t('roles.summary')}>
                {(
                  [
                    'can_manage_users',
                    'can_manage_content',
                    'can_view_analytics',
                    'can_manage_system',
                  ] as const
                ).map((key) => (
                  <Tag key={key} color={lookup.permission_summary[key] ? 'green' : 'default'}>
                    {t(`roles.${key}`)}
                  </Tag>
                ))}
              </Descriptions.Item>
              <Descriptions.Item label={t('roles.effective')}>
                <span data-testid="effective-permissions">
                  {lookup.effective_permissions.map((grant) => (
                    <Tag key={grant}>{grant === '*' ? t('roles.all') : grant}</Tag>
                  ))}
                </span>
              </Descriptions.Item>
            </Descriptions>
            {mayWrite ? (
              <Space wrap>
                <Select
                  style={{ width: 180 }}
                  value={role}
                  data-testid="assign-role-select"
                  options={staffRoles.map((value) => ({ value, label: t(`roles.names.${value}`) }))}
                  onChange={setRole}
                />
                <Input
                  style={{ width: 260 }}
                  placeholder={t('roles.reasonPlaceholder')}
                  maxLength={200}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  data-testid="role-reason"
                />
                <Button
                  type="primary"
                  data-testid="assign-role"
                  onClick={() =>
                    void change(
                      () => permissionsApi.assign(lookup.user_id, role, reason),
                      t('roles.assigned'),
                    )
                  }
                >
                  {t('roles.assign')}
                </Button>
              </Space>
            ) : null}
          </div>
        ) : null}
      </Card>
      {creating ? (
        <CreateStaffModal onClose={() => setCreating(false)} onCreated={() => void props.onChanged()} />
      ) : null}
    </>
  );
}
