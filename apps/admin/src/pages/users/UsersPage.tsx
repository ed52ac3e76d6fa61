import type { AdminUser } from '@alphadesk/contracts';
import { memberRoles, memberStatuses, membershipTiers } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import { Alert, App as AntApp, Button, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { deleteUser, exportUsers, listUsers, type UserListParams } from './api.ts';
import { EditUserModal } from './EditUserModal.tsx';

const statusColour = { active: 'green', inactive: 'default', suspended: 'red' } as const;
const sortFields: Record<string, string> = {
  username: 'username',
  email: 'email',
  lastLogin: 'lastLogin',
  createdAt: 'createdAt',
  membershipTier: 'membershipTier',
};
const taipeiDateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false }) : '—';

/** User management (admin spec §2.4): server-side paging, search, filters and sort; edit and delete when allowed. */
export function UsersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const { message } = AntApp.useApp();
  const [params, setParams] = useState<UserListParams>({
    page: 1,
    limit: 10,
    sort: 'createdAt',
    order: 'desc',
  });
  const [data, setData] = useState<{ users: AdminUser[]; total: number }>({ users: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const mayWrite = can({ module: 'user_management', action: 'write' });
  const mayDelete = can({ module: 'user_management', action: 'delete' });

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await listUsers(params));
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  }, [params]);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (user: AdminUser) => {
    try {
      await deleteUser(user.id);
      void message.success(t('users.deleted'));
      void load();
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
    }
  };
  const download = async () => {
    try {
      const { page: _page, limit: _limit, ...filters } = params;
      const url = URL.createObjectURL(await exportUsers(filters));
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: `users-${new Date().toISOString().slice(0, 10)}.csv`,
      });
      link.click();
      URL.revokeObjectURL(url);
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
    }
  };

  const columns: TableProps<AdminUser>['columns'] = [
    { title: t('users.username'), dataIndex: 'username', sorter: true },
    { title: t('users.email'), dataIndex: 'email', sorter: true },
    { title: t('users.role'), dataIndex: 'role' },
    {
      title: t('users.status'),
      dataIndex: 'status',
      render: (status: AdminUser['status']) => <Tag color={statusColour[status]}>{status}</Tag>,
    },
    { title: t('users.tier'), dataIndex: 'membershipTier', sorter: true },
    {
      title: t('users.quota'),
      dataIndex: 'dailyApiQuota',
      render: (quota: number) => quota.toLocaleString('zh-TW'),
    },
    { title: t('users.lastLogin'), dataIndex: 'lastLogin', sorter: true, render: taipeiDateTime },
    { title: t('users.createdAt'), dataIndex: 'createdAt', sorter: true, render: taipeiDateTime },
    ...(mayWrite || mayDelete
      ? [
          {
            title: t('users.actions'),
            key: 'actions',
            render: (_: unknown, user: AdminUser) => (
              <Space>
                {mayWrite ? (
                  <Button size="small" onClick={() => setEditing(user)} data-testid="edit-user">
                    {t('users.edit')}
                  </Button>
                ) : null}
                {mayDelete ? (
                  <Popconfirm title={t('users.deleteConfirm')} onConfirm={() => void remove(user)}>
                    <Button size="small" danger data-testid="delete-user">
                      {t('users.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]
      : []),
  ];

  const filter = (key: 'role' | 'status' | 'tier', values: readonly string[]) => (
    <Select
      allowClear
      placeholder={t(`users.${key === 'tier' ? 'tier' : key}`)}
      style={{ width: 140 }}
      options={values.map((value) => ({ value, label: value }))}
      onChange={(value?: string) => setParams((current) => ({ ...current, page: 1, [key]: value }))}
    />
  );

  return (
    <>
      <Typography.Title level={2}>{t('nav.users')}</Typography.Title>
      <Space wrap className="users__toolbar">
        <Input.Search
          allowClear
          placeholder={t('users.search')}
          onSearch={(keyword) => setParams((current) => ({ ...current, page: 1, keyword }))}
          style={{ width: 260 }}
        />
        {filter('role', memberRoles)}
        {filter('status', memberStatuses)}
        {filter('tier', membershipTiers)}
        <Button onClick={() => void download()}>{t('users.export')}</Button>
      </Space>
      {error ? (
        <Alert type="error" showIcon title={apiErrorMessage(error, language)} data-testid="users-error" />
      ) : null}
      <Typography.Paragraph type="secondary">{t('users.callsNotMetered')}</Typography.Paragraph>
      <Table<AdminUser>
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={data.users}
        pagination={{
          current: params.page,
          pageSize: params.limit,
          total: data.total,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('users.total', { total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = typeof single?.field === 'string' ? sortFields[single.field] : undefined;
          setParams((current) => ({
            ...current,
            page: pagination.current ?? 1,
            limit: pagination.pageSize ?? 10,
            sort: single?.order && field ? field : 'createdAt',
            order: single?.order === 'ascend' ? 'asc' : 'desc',
          }));
        }}
      />
      {editing ? (
        <EditUserModal
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('users.updated'));
            void load();
          }}
        />
      ) : null}
    </>
  );
}
