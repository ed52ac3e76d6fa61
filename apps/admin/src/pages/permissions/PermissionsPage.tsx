import type { AuditEntry, RecentRoleChange, StaffAccount } from '@alphadesk/contracts';
import { adminActions, adminModules, grantsAllow, roleGrants, staffRoles } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import { Button, Card, Col, List, Result, Row, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { usePolling } from '../../lib/usePolling.ts';
import { permissionsApi, taipeiTime, type PermissionsOverview } from './api.ts';
import { StaffPanel } from './StaffPanel.tsx';

const actionLabel = { read: 'R', write: 'W', delete: 'D' } as const;
const changeColour = { granted: 'green', revoked: 'red', modified: 'blue' } as const;
// The spec reloads the permission page every 60 s (§9).
const reloadMs = 60_000;

interface PageData {
  overview: PermissionsOverview;
  staff: StaffAccount[];
  changes: RecentRoleChange[];
  audit: { entries: AuditEntry[]; total: number };
}

const loadAll = async (): Promise<PageData> => {
  const [overview, staff, changes, audit] = await Promise.all([
    permissionsApi.overview(),
    permissionsApi.staff(),
    permissionsApi.recentChanges(),
    permissionsApi.auditLog(),
  ]);
  return { overview, staff: staff.staff, changes: changes.changes, audit };
};

/**
 * Permission management (admin spec §2.5): overview counts, role distribution and cards, the matrix
 * the server enforces, staff accounts with lookup, revoke and assignment, recent changes and the
 * latest audit entries. A failed first load is a full-page error with a reload button.
 */
export function PermissionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = usePolling(loadAll, reloadMs);

  if (page.error && !page.data) {
    return (
      <Result
        status="error"
        title={t('roles.loadFailed')}
        subTitle={apiErrorMessage(page.error, language)}
        extra={
          <Button type="primary" onClick={() => void page.reload()}>
            {t('roles.reload')}
          </Button>
        }
      />
    );
  }
  const data = page.data;
  const rows = adminModules.map((module) => ({ module }));
  const summary = data?.overview.audit_summary;

  return (
    <>
      <Typography.Title level={2}>{t('nav.permission_management')}</Typography.Title>
      <Row gutter={[16, 16]} data-testid="permissions-overview">
        {(
          [
            ['totalRoles', data?.overview.total_roles],
            ['totalPermissions', data?.overview.total_permissions],
            ['totalStaff', data?.overview.total_staff],
            ['activeStaff', data?.overview.active_staff],
          ] as const
        ).map(([key, value]) => (
          <Col xs={12} md={6} key={key}>
            <Card size="small" loading={page.loading}>
              <Statistic title={t(`roles.${key}`)} value={value ?? 0} />
            </Card>
          </Col>
        ))}
      </Row>

      <Typography.Title level={3}>{t('permissions.roles')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {staffRoles.map((role) => {
          const grants = roleGrants[role];
          const count = data?.overview.role_distribution.find((row) => row.role === role)?.count ?? 0;
          return (
            <Col xs={24} md={12} xl={8} key={role}>
              <Card size="small" title={t(`roles.names.${role}`)} extra={t('roles.members', { count })}>
                {grants.slice(0, 5).map((grant) => (
                  <Tag key={grant}>{grant === '*' ? t('roles.all') : grant}</Tag>
                ))}
                {grants.length > 5 ? <Tag>{t('roles.more', { count: grants.length - 5 })}</Tag> : null}
              </Card>
            </Col>
          );
        })}
      </Row>

      <Table
        rowKey="module"
        size="small"
        pagination={false}
        dataSource={rows}
        data-testid="role-matrix"
        className="permissions__card"
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

      <div className="permissions__card">
        <StaffPanel staff={data?.staff ?? []} onChanged={page.reload} />
      </div>

      <Row gutter={[16, 16]} className="permissions__card">
        <Col xs={24} xl={10}>
          <Card title={t('roles.recentChanges')} size="small">
            <List
              size="small"
              data-testid="recent-changes"
              dataSource={data?.changes ?? []}
              locale={{ emptyText: t('common.notAvailable') }}
              renderItem={(change) => (
                <List.Item>
                  <Tag color={changeColour[change.action]}>{t(`roles.changes.${change.action}`)}</Tag>
                  <Typography.Text>
                    {change.user_name ?? '—'} · {t(`roles.names.${change.role_name}`, change.role_name)} ·{' '}
                    {change.details}
                  </Typography.Text>
                  <Typography.Text type="secondary">{taipeiTime(change.timestamp)}</Typography.Text>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card title={t('permissions.auditLog')} size="small">
            {summary ? (
              <Typography.Paragraph type="secondary" data-testid="audit-summary">
                {t('roles.auditSummary', {
                  total: summary.total_actions,
                  assignments: summary.role_assignments,
                  changes: summary.permission_changes,
                  security: summary.security_events,
                })}
              </Typography.Paragraph>
            ) : null}
            <Table<AuditEntry>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data?.audit.entries ?? []}
              columns={[
                { title: t('permissions.time'), dataIndex: 'timestamp', render: taipeiTime },
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
          </Card>
        </Col>
      </Row>
      {page.updatedAt ? (
        <Typography.Text type="secondary">
          {t('roles.updatedAt', { at: taipeiTime(page.updatedAt.toISOString()) })}
        </Typography.Text>
      ) : null}
    </>
  );
}
