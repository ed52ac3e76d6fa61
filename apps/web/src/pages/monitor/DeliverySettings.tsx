import type { WebhookDelivery } from '@alphadesk/contracts';
import {
  Alert as Banner,
  Button,
  Card,
  Input,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useDeliveryMutations, useDeliverySettings, useWebhookDeliveries } from './deliveryQueries.ts';

const statusColours = { pending: 'processing', delivered: 'success', failed: 'error' } as const;

function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation();
  const log = useWebhookDeliveries(webhookId);
  return (
    <Table<WebhookDelivery>
      rowKey="id"
      size="small"
      pagination={false}
      data-testid="delivery-log"
      dataSource={log.data ?? []}
      locale={{ emptyText: t('monitor.delivery.noDeliveries') }}
      columns={[
        {
          title: t('monitor.delivery.time'),
          render: (_, row) => new Date(row.createdAt).toLocaleString(undefined, { hour12: false }),
        },
        { title: t('monitor.watchlist.symbol'), dataIndex: 'symbol' },
        {
          title: t('monitor.delivery.status'),
          render: (_, row) => (
            <Tag color={statusColours[row.status]}>{t(`monitor.delivery.statuses.${row.status}`)}</Tag>
          ),
        },
        {
          title: t('monitor.delivery.attempts'),
          render: (_, row) =>
            row.attempts
              .map((attempt) => `${attempt.statusCode ?? attempt.error ?? '—'} (${attempt.durationMs} ms)`)
              .join(' → '),
        },
      ]}
    />
  );
}

function WebhookSection({ webhook }: { webhook: { id: string; url: string } | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { addWebhook, removeWebhook } = useDeliveryMutations();
  const [url, setUrl] = useState('');
  const secret = addWebhook.data?.secret ?? null;
  const failure = addWebhook.error ?? removeWebhook.error;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {secret ? (
        <Banner
          type="warning"
          data-testid="delivery-secret"
          title={t('monitor.delivery.secretOnce')}
          description={
            <Typography.Text copyable code>
              {secret}
            </Typography.Text>
          }
        />
      ) : null}
      {webhook ? (
        <>
          <div data-testid="delivery-webhook">
            {webhook.url}{' '}
            <Popconfirm
              title={t('monitor.delivery.confirmRemove')}
              onConfirm={() => removeWebhook.mutate(webhook.id)}
            >
              <Button size="small" danger>
                {t('monitor.watchlist.remove')}
              </Button>
            </Popconfirm>
          </div>
          <Typography.Text type="secondary">{t('monitor.delivery.signatureHelp')}</Typography.Text>
          <DeliveryLog webhookId={webhook.id} />
        </>
      ) : (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            data-testid="delivery-webhook-url"
            placeholder="https://example.com/alphadesk-hook"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <Button
            type="primary"
            data-testid="delivery-webhook-add"
            loading={addWebhook.isPending}
            onClick={() => addWebhook.mutate(url.trim())}
          >
            {t('monitor.delivery.addWebhook')}
          </Button>
        </Space.Compact>
      )}
      {failure ? (
        <Banner type="error" data-testid="delivery-error" title={errorMessage(failure, language)} />
      ) : null}
    </Space>
  );
}

/** The member's alert delivery: cadence of their plan, e-mail on/off, and (diamond) the webhook. */
export function DeliverySettings() {
  const { t } = useTranslation();
  const query = useDeliverySettings();
  const { setEmail } = useDeliveryMutations();
  if (!query.data) return null;
  const { settings, webhook } = query.data;
  const cadence =
    settings.alertCheckSeconds === 0
      ? t('monitor.delivery.realtime')
      : settings.alertCheckSeconds === 60
        ? t('monitor.delivery.everyMinute')
        : t('monitor.delivery.everyMinutes', { count: Math.round(settings.alertCheckSeconds / 60) });
  return (
    <Card
      size="small"
      title={t('monitor.delivery.title')}
      data-testid="delivery-settings"
      style={{ marginTop: 16 }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div data-testid="delivery-cadence">{t('monitor.delivery.cadence', { cadence })}</div>
        <label>
          <Switch
            data-testid="delivery-email"
            checked={settings.emailEnabled}
            loading={setEmail.isPending}
            onChange={(checked) => setEmail.mutate(checked)}
          />{' '}
          {t('monitor.delivery.email', { count: settings.emailsPerHour })}
        </label>
        <Typography.Title level={5}>Webhook</Typography.Title>
        {settings.webhooksAllowed ? (
          <WebhookSection webhook={webhook} />
        ) : (
          <div data-testid="delivery-webhook-locked">
            {t('monitor.delivery.locked', { plan: t(`monitor.delivery.plans.${settings.webhookTier}`) })}{' '}
            <ButtonLink to="/pricing" size="small">
              {t('monitor.delivery.upgrade')}
            </ButtonLink>
          </div>
        )}
      </Space>
    </Card>
  );
}
