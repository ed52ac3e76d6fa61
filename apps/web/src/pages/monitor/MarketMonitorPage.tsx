import { isThresholdAlertType, type Alert, type MarketEvent, type WatchlistItem } from '@alphadesk/contracts';
import { marketTone } from '@alphadesk/ui/plain';
import { Badge, Button, Empty, List, Popconfirm, Switch, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { DeliverySettings } from './DeliverySettings.tsx';
import { AddStockModal, CreateAlertModal } from './MonitorModals.tsx';
import { useAlerts, useEvents, useIndices, useMonitorMutations, useWatchlist } from './queries.ts';
import { useMarketFeed } from './useMarketFeed.ts';

/** Spec §9: the overview shows 5 watchlist items, 3 active alerts and 5 events. */
const overviewSizes = { watchlist: 5, alerts: 3, events: 5 };

function beep(): void {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  const audio = new Context();
  const tone = audio.createOscillator();
  tone.connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.2);
}

function notify(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  new Notification(title, { body });
  beep();
}

const signed = (value: number | null) =>
  value === null ? '—' : `${value > 0 ? '+' : ''}${value.toFixed(2)}`;

function WatchlistTable({ items }: { items: WatchlistItem[] }) {
  const { t } = useTranslation();
  const { removeStock } = useMonitorMutations();
  if (items.length === 0) return <Empty description={t('monitor.empty.watchlist')} />;
  return (
    <Table<WatchlistItem>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={items}
      data-testid="monitor-watchlist"
      columns={[
        {
          title: t('monitor.watchlist.symbol'),
          render: (_, item) => (
            <span>
              {item.symbol} {item.companyName} {item.simulated ? <Tag>{t('monitor.simulated')}</Tag> : null}
            </span>
          ),
        },
        { title: t('monitor.watchlist.price'), render: (_, item) => item.currentPrice ?? '—' },
        {
          title: t('monitor.watchlist.change'),
          render: (_, item) => (
            <span
              style={{ color: marketTone(item.change) }}
            >{`${signed(item.change)} (${signed(item.changePercent)}%)`}</span>
          ),
        },
        { title: t('monitor.watchlist.volume'), render: (_, item) => item.volume?.toLocaleString() ?? '—' },
        {
          title: '',
          render: (_, item) => (
            <Popconfirm
              title={t('monitor.watchlist.confirmRemove', { symbol: item.symbol })}
              onConfirm={() => removeStock.mutate(item.id)}
            >
              <Button size="small" danger>
                {t('monitor.watchlist.remove')}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}

function AlertList({ alerts }: { alerts: Alert[] }) {
  const { t } = useTranslation();
  const { toggleAlert, removeAlert } = useMonitorMutations();
  if (alerts.length === 0) return <Empty description={t('monitor.empty.alerts')} />;
  return (
    <List
      data-testid="monitor-alerts"
      dataSource={alerts}
      renderItem={(alert) => (
        <List.Item
          data-testid={`monitor-alert-${alert.id}`}
          actions={[
            <Switch
              key="active"
              checked={alert.isActive}
              aria-label={t('monitor.alerts.active')}
              onChange={(isActive) => toggleAlert.mutate({ id: alert.id, isActive })}
            />,
            <Popconfirm
              key="remove"
              title={t('monitor.alerts.confirmRemove')}
              onConfirm={() => removeAlert.mutate(alert.id)}
            >
              <Button size="small" danger>
                {t('monitor.alerts.remove')}
              </Button>
            </Popconfirm>,
          ]}
        >
          <span>
            {alert.symbol} · {t(`monitor.alerts.types.${alert.type}`)}
            {isThresholdAlertType(alert.type) ? ` ${alert.condition}` : ''} · {alert.message}{' '}
            {alert.triggeredAt ? <Tag color="red">{t('monitor.alerts.triggered')}</Tag> : null}
            {alert.triggeredAt && alert.triggeredText ? (
              <span data-testid={`monitor-alert-fired-${alert.id}`}>{alert.triggeredText}</span>
            ) : null}
          </span>
        </List.Item>
      )}
    />
  );
}

function EventList({ events }: { events: MarketEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Empty description={t('monitor.empty.events')} />;
  return (
    <List
      data-testid="monitor-events"
      dataSource={events}
      renderItem={(event) => (
        <List.Item>
          <span>
            <Tag color={event.impact === 'high' ? 'red' : event.impact === 'medium' ? 'orange' : 'default'}>
              {event.impact}
            </Tag>
            <span lang={event.originalLanguage ? 'zh-Hant-TW' : undefined}>{event.title}</span>{' '}
            {event.simulated ? <Tag>{t('monitor.simulated')}</Tag> : null}
            {/* An exchange's own words, shown as written: never passed off as translated. */}
            {event.originalLanguage ? (
              <Tag data-testid="monitor-event-original">{t('monitor.originalWording')}</Tag>
            ) : null}
          </span>
        </List.Item>
      )}
    />
  );
}

/** The market monitor of spec §2: indices, tabs, modals, the live connection and notifications. */
export default function MarketMonitorPage() {
  const { t } = useTranslation();
  usePageTitle(t('monitor.title'));
  const watchlist = useWatchlist().data ?? [];
  const alerts = useAlerts().data ?? [];
  const events = useEvents().data ?? [];
  const indices = useIndices().data ?? [];
  const [modal, setModal] = useState<'stock' | 'alert' | null>(null);
  const [permission, setPermission] = useState(
    typeof Notification === 'undefined' ? 'denied' : Notification.permission,
  );
  const { connected } = useMarketFeed(
    watchlist.map((item) => item.symbol),
    (fired) =>
      notify(
        t('monitor.notificationTitle', { symbol: fired.symbol }),
        fired.text ? `${fired.text} · ${fired.message}` : fired.message,
      ),
  );
  const overview = (
    <>
      <WatchlistTable items={watchlist.slice(0, overviewSizes.watchlist)} />
      <AlertList alerts={alerts.filter((alert) => alert.isActive).slice(0, overviewSizes.alerts)} />
      <EventList events={events.slice(0, overviewSizes.events)} />
    </>
  );
  return (
    <div className="container page" data-testid="monitor-page">
      <h1>{t('monitor.title')}</h1>
      <div>
        <Badge
          data-testid="monitor-connection"
          status={connected ? 'success' : 'error'}
          text={connected ? t('monitor.connected') : t('monitor.disconnected')}
        />{' '}
        <Button
          size="small"
          disabled={permission !== 'default'}
          onClick={() => void Notification.requestPermission().then(setPermission)}
        >
          {permission === 'granted' ? t('monitor.notificationsOn') : t('monitor.enableNotifications')}
        </Button>{' '}
        <Button data-testid="monitor-open-add" onClick={() => setModal('stock')}>
          {t('monitor.watchlist.add')}
        </Button>{' '}
        <Button data-testid="monitor-open-alert" type="primary" onClick={() => setModal('alert')}>
          {t('monitor.alerts.create')}
        </Button>
      </div>
      <div
        data-testid="monitor-indices"
        style={{ display: 'flex', gap: 16, margin: '16px 0', flexWrap: 'wrap' }}
      >
        {indices.map((index) => (
          <div key={index.symbol}>
            <strong>{index.name}</strong> {index.value.toLocaleString()}{' '}
            <span style={{ color: marketTone(index.changePercent) }}>({signed(index.changePercent)}%)</span>
            {index.simulated ? <Tag>{t('monitor.simulated')}</Tag> : null}
          </div>
        ))}
      </div>
      <Tabs
        items={[
          { key: 'overview', label: t('monitor.tabs.overview'), children: overview },
          {
            key: 'watchlist',
            label: t('monitor.tabs.watchlist'),
            children: <WatchlistTable items={watchlist} />,
          },
          { key: 'alerts', label: t('monitor.tabs.alerts'), children: <AlertList alerts={alerts} /> },
          { key: 'events', label: t('monitor.tabs.events'), children: <EventList events={events} /> },
        ]}
      />
      <DeliverySettings />
      <AddStockModal open={modal === 'stock'} onClose={() => setModal(null)} />
      <CreateAlertModal open={modal === 'alert'} onClose={() => setModal(null)} />
    </div>
  );
}
