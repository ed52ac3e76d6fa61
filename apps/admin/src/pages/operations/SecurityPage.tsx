import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { ops } from './api.ts';
import { usePolling } from './usePolling.ts';

const severityColour = { low: 'default', medium: 'blue', high: 'orange', critical: 'red' } as const;
const time = (iso: string) =>
  new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false });
const refreshSeconds = 60;

/** Security centre (admin spec §2.15): threats from real refusals, blocks, audit and compliance. */
export function SecurityPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const can = useCan();
  const mayWrite = can({ module: 'security_management', action: 'write' });
  const mayDelete = can({ module: 'security_management', action: 'delete' });
  const threats = usePolling(ops.threats, refreshSeconds);
  const blocked = usePolling(ops.blocked, refreshSeconds);
  const audit = usePolling(ops.auditLogs, refreshSeconds);
  const violations = usePolling(ops.violations, refreshSeconds);

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(done);
      void threats.reload();
      void blocked.reload();
      void audit.reload();
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
    }
  };
  const counts = threats.data?.counts;

  return (
    <>
      <Typography.Title level={2}>{t('nav.security_center')}</Typography.Title>
      {threats.error ? (
        <Alert type="error" showIcon title={apiErrorMessage(threats.error, language)} />
      ) : null}
      <Row gutter={16}>
        {(['active', 'mitigated', 'false_positive', 'events_24h'] as const).map((key) => (
          <Col xs={12} md={6} key={key}>
            <Card>
              <Statistic title={t(`ops.threatCounts.${key}`)} value={counts?.[key] ?? '—'} />
            </Card>
          </Col>
        ))}
      </Row>

      <Card title={t('ops.threats')} style={{ marginTop: 16 }} data-testid="threats">
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={threats.data?.threats ?? []}
          columns={[
            {
              title: t('ops.kind'),
              dataIndex: 'kind',
              render: (kind: string) => t(`ops.threatKind.${kind}` as 'ops.kind'),
            },
            { title: 'IP', dataIndex: 'ip' },
            {
              title: t('ops.severity'),
              dataIndex: 'severity',
              render: (value: keyof typeof severityColour) => (
                <Tag color={severityColour[value]}>{value}</Tag>
              ),
            },
            { title: t('ops.events'), dataIndex: 'events' },
            {
              title: t('ops.state'),
              dataIndex: 'status',
              render: (s: string) => t(`ops.threatStatus.${s}` as 'ops.kind'),
            },
            { title: t('ops.lastSeen'), dataIndex: 'last_seen_at', render: time },
            {
              title: '',
              key: 'actions',
              render: (_, threat) =>
                mayWrite && threat.status === 'active' ? (
                  <Space>
                    <Button
                      size="small"
                      danger
                      onClick={() =>
                        void act(() => ops.block(threat.ip, 60, t('ops.blockReason')), t('ops.blockedDone'))
                      }
                    >
                      {t('ops.block60')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() =>
                        void act(
                          () => ops.setThreat(threat.id, 'false_positive', t('ops.falsePositive')),
                          t('ops.updated'),
                        )
                      }
                    >
                      {t('ops.falsePositive')}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>

      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <Card title={t('ops.blockedAddresses')}>
            {mayWrite ? (
              <Form
                layout="inline"
                onFinish={(values: { ip: string; minutes: number; reason: string }) =>
                  void act(() => ops.block(values.ip, values.minutes, values.reason), t('ops.blockedDone'))
                }
                initialValues={{ minutes: 60 }}
              >
                <Form.Item name="ip" rules={[{ required: true, message: t('ops.ipRequired') }]}>
                  <Input placeholder="IP" />
                </Form.Item>
                <Form.Item name="minutes">
                  <InputNumber min={1} max={43200} addonAfter={t('ops.minutes')} />
                </Form.Item>
                <Form.Item name="reason" rules={[{ required: true, message: t('ops.reasonRequired') }]}>
                  <Input placeholder={t('ops.reason')} />
                </Form.Item>
                <Button htmlType="submit" danger>
                  {t('ops.block')}
                </Button>
              </Form>
            ) : null}
            <Table
              rowKey="ip"
              size="small"
              pagination={false}
              dataSource={blocked.data?.blocked ?? []}
              columns={[
                { title: 'IP', dataIndex: 'ip' },
                { title: t('ops.until'), dataIndex: 'until', render: time },
                { title: t('ops.reason'), dataIndex: 'reason' },
                {
                  title: '',
                  key: 'actions',
                  render: (_, row) =>
                    mayDelete ? (
                      <Button
                        size="small"
                        onClick={() => void act(() => ops.unblock(row.ip), t('ops.updated'))}
                      >
                        {t('ops.unblock')}
                      </Button>
                    ) : null,
                },
              ]}
            />
          </Card>
          {mayWrite ? (
            <Card title={t('ops.revokeSessions')} style={{ marginTop: 16 }}>
              <Form
                layout="inline"
                onFinish={(values: { userId: string; reason: string }) =>
                  void act(() => ops.revokeSessions(values.userId, values.reason), t('ops.revokedDone'))
                }
              >
                <Form.Item name="userId" rules={[{ required: true, message: t('ops.userIdRequired') }]}>
                  <Input placeholder={t('ops.userId')} />
                </Form.Item>
                <Form.Item name="reason" rules={[{ required: true, message: t('ops.reasonRequired') }]}>
                  <Input placeholder={t('ops.reason')} />
                </Form.Item>
                <Button htmlType="submit" danger>
                  {t('ops.revoke')}
                </Button>
              </Form>
            </Card>
          ) : null}
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('ops.compliance')} data-testid="compliance">
            {violations.data?.checks_run.map((check) => (
              <Tag key={check.check} color={check.passed ? 'green' : 'red'}>
                {t(`ops.checks.${check.check}` as 'ops.kind')}
              </Tag>
            ))}
            <Table
              rowKey="check"
              size="small"
              pagination={false}
              style={{ marginTop: 8 }}
              dataSource={violations.data?.violations ?? []}
              columns={[
                {
                  title: t('ops.severity'),
                  dataIndex: 'severity',
                  render: (value: keyof typeof severityColour) => (
                    <Tag color={severityColour[value]}>{value}</Tag>
                  ),
                },
                { title: t('ops.title'), dataIndex: 'title' },
                { title: t('ops.detail'), dataIndex: 'detail' },
                { title: t('ops.subjects'), dataIndex: 'subjects', render: (s: string[]) => s.join(', ') },
              ]}
            />
          </Card>
        </Col>
      </Row>

      <Card title={t('ops.auditLogs')} style={{ marginTop: 16 }}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={audit.data?.entries ?? []}
          columns={[
            { title: t('ops.time'), dataIndex: 'timestamp', render: time },
            { title: t('ops.action'), dataIndex: 'action_type' },
            {
              title: t('ops.severity'),
              dataIndex: 'severity',
              render: (value: keyof typeof severityColour) => (
                <Tag color={severityColour[value]}>{value}</Tag>
              ),
            },
            { title: t('ops.actor'), dataIndex: 'performed_by' },
            { title: 'IP', dataIndex: 'ip_address' },
          ]}
        />
      </Card>
    </>
  );
}
