import {
  MemberTicketCreateRequest,
  type MemberTicket,
  type MemberTicketResponse,
  type TicketCategory,
} from '@alphadesk/contracts';
import { Alert, Button, Card, Form, Input, List, Select, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api, errorMessage } from '../../api/client.ts';
import { schemaRule } from '../../components/forms/schemaRules.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

const rule = (field: keyof MemberTicketCreateRequest) =>
  schemaRule(MemberTicketCreateRequest, field, (message) => message);
const categories: TicketCategory[] = ['account', 'subscription', 'analysis', 'technical', 'billing', 'other'];
export const statusColour = {
  open: 'gold',
  in_progress: 'blue',
  resolved: 'green',
  closed: 'default',
} as const;

/** /support/tickets: the member's own tickets, and a form to open one. */
export default function MyTicketsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('desk.title'));
  const navigate = useNavigate();
  const [form] = Form.useForm<MemberTicketCreateRequest>();
  const [tickets, setTickets] = useState<MemberTicket[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    api
      .get<{ tickets: MemberTicket[] }>('/api/support/my-tickets')
      .then((answer) => setTickets(answer.tickets), setFailure);
  }, []);

  const submit = async (values: MemberTicketCreateRequest) => {
    setSending(true);
    try {
      const answer = await api.post<MemberTicketResponse>('/api/support/my-tickets', values);
      void navigate(`/support/tickets/${answer.ticket.id}`);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setSending(false);
    }
  };

  return (
    <article className="container page">
      <Typography.Title level={1}>{t('desk.title')}</Typography.Title>
      <Typography.Paragraph>{t('desk.intro')}</Typography.Paragraph>
      {failure ? <Alert type="error" showIcon title={errorMessage(failure, language)} /> : null}
      <List
        data-testid="my-tickets"
        loading={tickets === null && !failure}
        locale={{ emptyText: t('desk.empty') }}
        dataSource={tickets ?? []}
        renderItem={(ticket) => (
          <List.Item>
            <List.Item.Meta
              title={<Link to={`/support/tickets/${ticket.id}`}>{ticket.subject}</Link>}
              description={`${t('desk.reference')} ${ticket.reference} · ${t('desk.updated')} ${new Date(ticket.updated_at).toLocaleString(language)} · ${t('desk.replies', { count: ticket.reply_count })}`}
            />
            <Tag color={statusColour[ticket.status]}>{t(`desk.statuses.${ticket.status}`)}</Tag>
          </List.Item>
        )}
      />
      <Card title={t('desk.newTicket')} style={{ marginTop: 24 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ category: 'other' }}
          requiredMark={false}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="category" label={t('desk.category')} rules={[rule('category')]}>
            <Select
              id="ticket-category"
              options={categories.map((value) => ({ value, label: t(`desk.categories.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="subject" label={t('desk.subject')} rules={[rule('subject')]}>
            <Input id="ticket-subject" maxLength={100} />
          </Form.Item>
          <Form.Item name="message" label={t('desk.message')} rules={[rule('message')]}>
            <Input.TextArea id="ticket-message" rows={5} maxLength={2000} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('desk.submit')}
          </Button>
        </Form>
      </Card>
    </article>
  );
}
