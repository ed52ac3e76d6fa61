import type { AuditEntry } from '@alphadesk/contracts';
import { adminActions, adminModules, grantsAllow, roleGrants, staffRoles } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import { Alert, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

const actionLabel = { read: 'R', write: 'W', delete: 'D' } as const;

/** Roles × modules (the table the server enforces) and the latest audit entries. */
export function PermissionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    api
      .get<{ entries: AuditEntry[] }>('/api/admin/permissions/audit-log?limit=10')
      .then((answer) => setEntries(answer.entries))
      .catch(setError);
  }, []);

  const rows = adminModules.map((module) => ({ module }));
  return (
    <>
      <Typography.Title level={2}>{t('permissions.roles')}</Typography.Title>
      <Table
        rowKey="module"
        size="small"
        pagination={false}
        dataSource={rows}
        data-testid="role-matrix"
        columns={[
          { title: t('permissions.module'), dataIndex: 'module' },
          ...staffRoles.map((role) => ({
            title: role,
            key: role,
            render: (_: unknown, row: (typeof rows)[number]) =>
              adminActions
                .filter((action) => grantsAllow(roleGrants[role], { module: row.module, action }))
                .map((action) => <Tag key={action}>{actionLabel[action]}</Tag>),
          })),
        ]}
      />
      <Typography.Title level={3}>{t('permissions.auditLog')}</Typography.Title>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error, language)} /> : null}
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={entries}
        columns={[
          {
            title: t('permissions.time'),
            dataIndex: 'timestamp',
            render: (iso: string) =>
              new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false }),
          },
          { title: t('permissions.action'), dataIndex: 'action_type' },
          { title: t('permissions.actor'), dataIndex: 'performed_by' },
          {
            title: t('permissions.target'),
            render: (_: unknown, entry) =>
              entry.target_type ? `${entry.target_type}:${entry.target_id}` : '—',
          },
          { title: t('permissions.ip'), dataIndex: 'ip_address' },
        ]}
      />
    </>
  );
}
