import {
  BellOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  ExclamationCircleOutlined,
  InfoCircleOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { AdminNotification, NotificationCategory } from '@alphadesk/contracts';
import { notificationCategories } from '@alphadesk/contracts';
import { Badge, Button, Empty, List, Popover, Segmented, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { followAdminFeed, notificationsApi, relativeTime } from './api.ts';

const icons = {
  info: <InfoCircleOutlined style={{ color: '#1677ff' }} />,
  success: <CheckCircleOutlined style={{ color: '#52c41a' }} />,
  warning: <ExclamationCircleOutlined style={{ color: '#faad14' }} />,
  error: <CloseCircleOutlined style={{ color: '#ff4d4f' }} />,
  system: <SettingOutlined style={{ color: '#722ed1' }} />,
} as const;
// The spec re-reads notifications every 30 s (§9), besides the live feed.
const pollMs = 30_000;
// The widget keeps the latest 100 (§5).
const cap = 100;

type Filter = 'all' | NotificationCategory;

/**
 * The header's bell (admin spec §2.21 notification centre): unread badge, mark all read,
 * expand/collapse, category filter, a list up to 400 px high; each item with icon, title, unread
 * dot, delete, message, relative time and its action. New ones arrive over /ws/admin.
 */
export function NotificationCentre() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(true);
  const [filter, setFilter] = useState<Filter>('all');
  const [items, setItems] = useState<AdminNotification[]>([]);
  const [unread, setUnread] = useState(0);
  // The feed stays connected while the filter changes: it reads the current filter from here.
  const filterRef = useRef(filter);
  filterRef.current = filter;

  const reload = useCallback(async () => {
    try {
      const answer = await notificationsApi.list(filter === 'all' ? undefined : filter);
      setItems(answer.notifications);
      setUnread(answer.unread_count);
    } catch {
      // The badge keeps its last count; the next poll tries again.
    }
  }, [filter]);

  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), pollMs);
    return () => clearInterval(timer);
  }, [reload]);

  useEffect(
    () =>
      followAdminFeed(language, (message) => {
        // Never below zero (spec §4), whatever order answers arrive in.
        setUnread(Math.max(0, message.unread_count));
        if (message.type !== 'notification') return;
        const item = message.notification;
        if (filterRef.current !== 'all' && item.category !== filterRef.current) return;
        setItems((current) => [item, ...current.filter((old) => old.id !== item.id)].slice(0, cap));
      }),
    [language],
  );

  const markRead = async (item: AdminNotification) => {
    if (item.isRead) return;
    await notificationsApi.markRead(item.id).catch(() => undefined);
    setItems((current) => current.map((old) => (old.id === item.id ? { ...old, isRead: true } : old)));
    setUnread((count) => Math.max(0, count - 1));
  };
  const remove = async (item: AdminNotification) => {
    await notificationsApi.remove(item.id).catch(() => undefined);
    setItems((current) => current.filter((old) => old.id !== item.id));
    if (!item.isRead) setUnread((count) => Math.max(0, count - 1));
  };
  const markAll = async () => {
    await notificationsApi.markAllRead().catch(() => undefined);
    await reload();
  };
  const time = (iso: string) =>
    relativeTime(iso, new Date(), {
      justNow: t('notifications.justNow'),
      minutes: (count) => t('notifications.minutesAgo', { count }),
      hours: (count) => t('notifications.hoursAgo', { count }),
    });

  const panel = (
    <div className="notifications" data-testid="notification-panel">
      <Space className="notifications__header">
        <Typography.Text strong>{t('notifications.title')}</Typography.Text>
        <Badge count={unread} showZero data-testid="notification-unread" />
        <Button size="small" type="link" onClick={() => void markAll()} data-testid="notifications-read-all">
          {t('notifications.markAllRead')}
        </Button>
        <Button size="small" type="link" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('notifications.collapse') : t('notifications.expand')}
        </Button>
      </Space>
      <Segmented<Filter>
        size="small"
        value={filter}
        onChange={setFilter}
        options={(['all', ...notificationCategories] as const).map((value) => ({
          value,
          label: t(`notifications.categories.${value}`),
        }))}
      />
      {expanded ? (
        <div className="notifications__list">
          <List
            size="small"
            dataSource={items}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />
              ),
            }}
            renderItem={(item) => (
              <List.Item
                data-testid="notification-item"
                onClick={() => void markRead(item)}
                actions={[
                  <Button
                    key="delete"
                    size="small"
                    type="text"
                    aria-label={t('notifications.delete')}
                    icon={<DeleteOutlined />}
                    onClick={(event) => {
                      event.stopPropagation();
                      void remove(item);
                    }}
                  />,
                ]}
              >
                <List.Item.Meta
                  avatar={icons[item.type]}
                  title={
                    <Space size={4}>
                      {item.isRead ? null : <Badge status="processing" />}
                      <Typography.Text strong={!item.isRead}>{item.title}</Typography.Text>
                    </Space>
                  }
                  description={
                    <>
                      <div>{item.message}</div>
                      <Space>
                        <Typography.Text type="secondary">{time(item.timestamp)}</Typography.Text>
                        {item.actionUrl && item.actionLabel ? (
                          <Button
                            size="small"
                            type="link"
                            onClick={() => {
                              setOpen(false);
                              void navigate(item.actionUrl!.replace(/^\/admin(?=\/|$)/, '') || '/');
                            }}
                          >
                            {item.actionLabel}
                          </Button>
                        ) : null}
                      </Space>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </div>
      ) : null}
    </div>
  );

  return (
    <Popover content={panel} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
      <Badge count={unread} size="small" data-testid="notification-badge">
        <Button
          type="text"
          aria-label={t('notifications.title')}
          icon={<BellOutlined />}
          data-testid="notification-bell"
        />
      </Badge>
    </Popover>
  );
}
