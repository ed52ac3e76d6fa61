import type { AdminTicket, AdminTicketResponse } from '@alphadesk/contracts';
import { ticketPriorities, ticketStatuses, ticketTransitions } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Col,
  Descriptions,
  Drawer,
  Input,
  List,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useLoad } from '../finance/useLoad.ts';
import { getTicket, listAgents, listTickets, replyTicket, supportStats, updateTicket } from './api.ts';

const priorityColour = { low: 'default', medium: 'blue', high: 'orange', urgent: 'red' } as const;
const statusColour = { open: 'gold', in_progress: 'blue', resolved: 'green', closed: 'default' } as const;

function SlaTag({ sla }: { sla: AdminTicket['sla'] }) {
  const { t } = useTranslation();
  if (sla.first_response_at)
    return (
      <Tag color={sla.breached ? 'red' : 'green'}>
        {t(sla.breached ? 'serviceDesk.slaMissed' : 'serviceDesk.slaMet')}
      </Tag>
    );
  const minutes = sla.remaining_minutes ?? 0;
  return minutes >= 0 ? (
    <Tag color="blue">{t('serviceDesk.slaLeft', { minutes })}</Tag>
  ) : (
    <Tag color="red">{t('serviceDesk.slaLate', { minutes: -minutes })}</Tag>
  );
}

/** Customer service (admin spec §2.10): stats from the tickets, recent activity, the ticket desk. */
export function SupportPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const can = useCan();
  const mayWrite = can({ module: 'customer_service', action: 'write' });
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | undefined>();
  const [priority, setPriority] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [tick, setTick] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [detail, setDetail] = useState<AdminTicketResponse | null>(null);
  const [draft, setDraft] = useState('');
  const [agents, setAgents] = useState<{ id: string; name: string }[]>([]);
  const stats = useLoad(supportStats, [tick]);
  const tickets = useLoad(
    () => listTickets({ page, status, priority, search }),
    [page, status, priority, search, tick],
  );
  const fail = (caught: unknown) => void message.error(apiErrorMessage(caught, language));

  // Spec §9: the customer-service screen refreshes every 120 s.
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), 120_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (!openId) return setDetail(null);
    getTicket(openId).then(setDetail, fail);
    if (mayWrite) listAgents().then((answer) => setAgents(answer.agents), fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId]);

  const change = async (patch: Parameters<typeof updateTicket>[1]) => {
    if (!openId) return;
    try {
      setDetail(await updateTicket(openId, patch));
      void message.success(t('serviceDesk.updated'));
      setTick((value) => value + 1);
    } catch (caught) {
      fail(caught);
    }
  };
  const send = async () => {
    if (!openId) return;
    try {
      setDetail(await replyTicket(openId, draft));
      setDraft('');
      void message.success(t('serviceDesk.sent'));
      setTick((value) => value + 1);
    } catch (caught) {
      fail(caught);
    }
  };

  const figures = stats.data?.stats;
  const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('serviceDesk.title')}</Typography.Title>
      {stats.error ? <Alert type="error" message={apiErrorMessage(stats.error, language)} /> : null}
      {figures ? (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Card>
                <Statistic title={t('serviceDesk.totalTickets')} value={figures.total_tickets} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card>
                <Statistic title={t('serviceDesk.openTickets')} value={figures.open_tickets} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card>
                <Statistic title={t('serviceDesk.urgentTickets')} value={figures.urgent_tickets} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card>
                <Statistic title={t('serviceDesk.slaBreached')} value={figures.sla_breached} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card>
                <Statistic
                  title={t('serviceDesk.avgResponse')}
                  value={figures.avg_response_time ?? t('common.notAvailable')}
                />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card>
                <Statistic
                  title={t('serviceDesk.resolutionRate')}
                  value={
                    figures.resolution_rate === null
                      ? t('common.notAvailable')
                      : `${(figures.resolution_rate * 100).toFixed(1)}%`
                  }
                />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card>
                <Statistic title={t('serviceDesk.activeAgents')} value={figures.active_agents} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card>
                <Statistic title={t('serviceDesk.inProgress')} value={figures.in_progress_tickets} />
              </Card>
            </Col>
          </Row>
          <Typography.Text type="secondary">
            {t('serviceDesk.targets', {
              free: hours(figures.first_response_targets.free),
              gold: hours(figures.first_response_targets.gold),
              diamond: hours(figures.first_response_targets.diamond),
            })}
            {' · '}
            {t('serviceDesk.satisfactionNone')}
          </Typography.Text>
        </>
      ) : null}
      <Card title={t('serviceDesk.recent')} size="small">
        <List
          size="small"
          dataSource={stats.data?.recent_activity ?? []}
          renderItem={(item) => (
            <List.Item onClick={() => setOpenId(item.id)} style={{ cursor: 'pointer' }}>
              <Space wrap>
                <Tag color={statusColour[item.status]}>{t(`serviceDesk.statuses.${item.status}`)}</Tag>
                <Tag color={priorityColour[item.priority]}>
                  {t(`serviceDesk.priorities.${item.priority}`)}
                </Tag>
                <Typography.Text strong>{item.title}</Typography.Text>
                <Typography.Text type="secondary">{item.user_email}</Typography.Text>
                <Typography.Text type="secondary">
                  {item.agent_name ?? t('serviceDesk.unassigned')}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      </Card>
      <Card title={t('serviceDesk.tickets')}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('serviceDesk.search')}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            style={{ width: 280 }}
          />
          <Select
            allowClear
            placeholder={t('serviceDesk.status')}
            style={{ width: 140 }}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            options={ticketStatuses.map((value) => ({ value, label: t(`serviceDesk.statuses.${value}`) }))}
          />
          <Select
            allowClear
            placeholder={t('serviceDesk.priority')}
            style={{ width: 140 }}
            value={priority}
            onChange={(value) => {
              setPriority(value);
              setPage(1);
            }}
            options={ticketPriorities.map((value) => ({
              value,
              label: t(`serviceDesk.priorities.${value}`),
            }))}
          />
        </Space>
        {tickets.error ? <Alert type="error" message={apiErrorMessage(tickets.error, language)} /> : null}
        <Table<AdminTicket>
          rowKey="id"
          loading={tickets.loading}
          dataSource={tickets.data?.tickets ?? []}
          onRow={(record) => ({ onClick: () => setOpenId(record.id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize: 10,
            total: tickets.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { title: t('serviceDesk.reference'), dataIndex: 'reference' },
            { title: t('serviceDesk.subject'), dataIndex: 'subject' },
            { title: t('serviceDesk.sender'), dataIndex: 'email' },
            {
              title: t('serviceDesk.status'),
              dataIndex: 'status',
              render: (value: AdminTicket['status']) => (
                <Tag color={statusColour[value]}>{t(`serviceDesk.statuses.${value}`)}</Tag>
              ),
            },
            {
              title: t('serviceDesk.priority'),
              dataIndex: 'priority',
              render: (value: AdminTicket['priority']) => (
                <Tag color={priorityColour[value]}>{t(`serviceDesk.priorities.${value}`)}</Tag>
              ),
            },
            {
              title: t('serviceDesk.assignee'),
              dataIndex: 'assigned_staff_name',
              render: (value: string | null) => value ?? t('serviceDesk.unassigned'),
            },
            {
              title: t('serviceDesk.sla'),
              key: 'sla',
              render: (_: unknown, record) => <SlaTag sla={record.sla} />,
            },
            {
              title: t('serviceDesk.created'),
              dataIndex: 'created_at',
              render: (value: string) => new Date(value).toLocaleString(language),
            },
          ]}
        />
      </Card>
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        width={640}
        title={detail?.ticket.subject ?? ''}
      >
        {detail ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('serviceDesk.reference')}>
                {detail.ticket.reference}
              </Descriptions.Item>
              <Descriptions.Item
                label={t('serviceDesk.sender')}
              >{`${detail.ticket.name} <${detail.ticket.email}>`}</Descriptions.Item>
              <Descriptions.Item label={t('serviceDesk.sla')}>
                <SlaTag sla={detail.ticket.sla} />
              </Descriptions.Item>
              <Descriptions.Item label={t('serviceDesk.status')}>
                <Select
                  aria-label={t('serviceDesk.status')}
                  disabled={!mayWrite}
                  value={detail.ticket.status}
                  style={{ width: 160 }}
                  onChange={(value) => void change({ status: value })}
                  options={[detail.ticket.status, ...ticketTransitions[detail.ticket.status]].map(
                    (value) => ({ value, label: t(`serviceDesk.statuses.${value}`) }),
                  )}
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('serviceDesk.priority')}>
                <Select
                  aria-label={t('serviceDesk.priority')}
                  disabled={!mayWrite}
                  value={detail.ticket.priority}
                  style={{ width: 160 }}
                  onChange={(value) => void change({ priority: value })}
                  options={ticketPriorities.map((value) => ({
                    value,
                    label: t(`serviceDesk.priorities.${value}`),
                  }))}
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('serviceDesk.assignee')}>
                <Select
                  aria-label={t('serviceDesk.assignee')}
                  disabled={!mayWrite}
                  allowClear
                  value={detail.ticket.assigned_staff_id ?? undefined}
                  placeholder={t('serviceDesk.unassigned')}
                  style={{ width: 220 }}
                  onChange={(value?: string) => void change({ assigned_staff_id: value ?? null })}
                  options={agents.map((agent) => ({ value: agent.id, label: agent.name }))}
                />
              </Descriptions.Item>
            </Descriptions>
            <Card size="small" title={t('serviceDesk.original')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                {detail.ticket.message}
              </Typography.Paragraph>
            </Card>
            <Typography.Title level={5}>{t('serviceDesk.conversation')}</Typography.Title>
            <List
              dataSource={detail.replies}
              renderItem={(reply) => (
                <List.Item>
                  <List.Item.Meta
                    title={`${reply.author === 'staff' ? t('serviceDesk.staff') : t('serviceDesk.member')} · ${reply.author_name} · ${new Date(reply.created_at).toLocaleString(language)}`}
                    description={<span style={{ whiteSpace: 'pre-wrap' }}>{reply.body}</span>}
                  />
                </List.Item>
              )}
            />
            {mayWrite && detail.ticket.status !== 'closed' ? (
              <>
                <Input.TextArea
                  aria-label={t('serviceDesk.reply')}
                  placeholder={t('serviceDesk.reply')}
                  rows={4}
                  maxLength={2000}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                />
                <Button type="primary" disabled={!draft.trim()} onClick={() => void send()}>
                  {t('serviceDesk.send')}
                </Button>
              </>
            ) : null}
          </Space>
        ) : null}
      </Drawer>
    </Space>
  );
}
