import type { MemberTicketResponse } from '@alphadesk/contracts';
import { Alert, Button, Card, Input, List, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api, errorMessage } from '../../api/client.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { statusColour } from './MyTicketsPage.tsx';

/** /support/tickets/:id: one of the member's tickets, its conversation and a reply box. */
export default function TicketPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  const [data, setData] = useState<MemberTicketResponse | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  usePageTitle(data?.ticket.subject ?? t('desk.title'));

  useEffect(() => {
    api
      .get<MemberTicketResponse>(`/api/support/my-tickets/${encodeURIComponent(id)}`)
      .then(setData, setFailure);
  }, [id]);

  const send = async () => {
    setSending(true);
    try {
      setData(
        await api.post<MemberTicketResponse>(`/api/support/my-tickets/${encodeURIComponent(id)}/replies`, {
          message: draft,
        }),
      );
      setDraft('');
      setFailure(null);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setSending(false);
    }
  };

  return (
    <article className="container page page--prose">
      <Link to="/support/tickets">{t('desk.back')}</Link>
      {failure ? <Alert type="error" showIcon title={errorMessage(failure, language)} /> : null}
      {data ? (
        <>
          <Typography.Title level={1}>{data.ticket.subject}</Typography.Title>
          <Typography.Paragraph>
            {t('desk.reference')} {data.ticket.reference} ·{' '}
            <Tag color={statusColour[data.ticket.status]} data-testid="ticket-status">
              {t(`desk.statuses.${data.ticket.status}`)}
            </Tag>
          </Typography.Paragraph>
          <Card size="small" title={t('desk.original')}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {data.ticket.message}
            </Typography.Paragraph>
          </Card>
          <Typography.Title level={2}>{t('desk.conversation')}</Typography.Title>
          <List
            data-testid="ticket-replies"
            dataSource={data.replies}
            renderItem={(reply) => (
              <List.Item>
                <List.Item.Meta
                  title={`${reply.author === 'staff' ? `${t('desk.staff')} ${reply.author_name}` : t('desk.you')} · ${new Date(reply.created_at).toLocaleString(language)}`}
                  description={<span style={{ whiteSpace: 'pre-wrap' }}>{reply.body}</span>}
                />
              </List.Item>
            )}
          />
          {data.ticket.status === 'closed' ? (
            <Alert type="info" title={t('desk.closed')} />
          ) : (
            <>
              <Input.TextArea
                id="ticket-reply"
                aria-label={t('desk.reply')}
                rows={4}
                maxLength={2000}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button
                type="primary"
                style={{ marginTop: 8 }}
                disabled={!draft.trim()}
                loading={sending}
                onClick={() => void send()}
              >
                {t('desk.send')}
              </Button>
            </>
          )}
        </>
      ) : null}
    </article>
  );
}
