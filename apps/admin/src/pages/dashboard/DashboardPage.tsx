import type { AdminNotification, DashboardStats, SystemLoad } from '@alphadesk/contracts';
import { apiErrorMessage, formatTwd } from '@alphadesk/ui';
import { Alert, Card, Col, List, Row, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { usePolling } from '../../lib/usePolling.ts';
import { notificationsApi } from '../notifications/api.ts';
import { LiveChart } from './LiveChart.tsx';

// The spec's intervals (§9): statistics every 30 s, the chart every 3 s keeping 50 points.
const statsMs = 30_000;
const chartMs = 3_000;
const chartPoints = 50;

const taipeiTime = (date: Date) =>
  date.toLocaleTimeString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false });

/**
 * The overview (admin spec §2.3): total users, revenue from settled payments, analysts online of
 * nine, TTS jobs (none until that module exists), the server process's CPU and memory live, and the
 * latest notifications. Every figure comes from the server; none is fixed.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const stats = usePolling(() => api.get<DashboardStats>('/api/admin/dashboard/stats'), statsMs);
  const notices = usePolling(async () => (await notificationsApi.list()).notifications.slice(0, 5), statsMs);
  const [load, setLoad] = useState<{ cpu: number[]; memory: number[]; last: SystemLoad | null }>({
    cpu: [],
    memory: [],
    last: null,
  });
  useEffect(() => {
    let live = true;
    const sample = async () => {
      try {
        const answer = await api.get<SystemLoad>('/api/admin/dashboard/system-load');
        if (!live) return;
        setLoad((current) => ({
          cpu: [...current.cpu, answer.cpu_percent].slice(-chartPoints),
          memory: [...current.memory, answer.memory_percent].slice(-chartPoints),
          last: answer,
        }));
      } catch {
        // A missed sample leaves a gap; the next one comes 3 s later.
      }
    };
    void sample();
    const timer = setInterval(() => void sample(), chartMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  const data = stats.data;
  return (
    <>
      <Typography.Title level={2}>{t('nav.dashboard')}</Typography.Title>
      {stats.error ? (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(stats.error, language)}
          data-testid="dashboard-error"
        />
      ) : null}
      <Row gutter={[16, 16]} data-testid="dashboard-stats">
        <Col xs={12} lg={6}>
          <Card loading={stats.loading}>
            <Statistic title={t('dashboard.totalUsers')} value={data?.total_users ?? 0} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card loading={stats.loading}>
            <Statistic title={t('dashboard.totalRevenue')} value={formatTwd(data?.total_revenue ?? 0)} />
            <Typography.Text type="secondary">
              {t('dashboard.revenueNote', { count: data?.payments ?? 0 })}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card loading={stats.loading}>
            <Statistic
              title={t('dashboard.analystsOnline')}
              value={data?.analysts_online ?? 0}
              suffix={`/ ${data?.analysts_total ?? 9}`}
            />
            <Typography.Text type="secondary">{t('dashboard.analystsNote')}</Typography.Text>
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card loading={stats.loading}>
            <Statistic title={t('dashboard.ttsJobs')} value={data?.tts_jobs_in_progress ?? 0} />
            {data && !data.tts_available ? (
              <Typography.Text type="secondary" data-testid="tts-note">
                {t('dashboard.ttsNotBuilt')}
              </Typography.Text>
            ) : null}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} className="permissions__card">
        <Col xs={24} xl={16}>
          <Card title={t('dashboard.systemLoad')} size="small">
            <LiveChart
              live={load.last !== null}
              loadingText={t('dashboard.chartLoading')}
              series={[
                { name: t('dashboard.cpu'), color: '#1677ff', points: load.cpu },
                { name: t('dashboard.memory'), color: '#fa8c16', points: load.memory },
              ]}
            />
            {load.last ? (
              <Typography.Text type="secondary">
                {t('dashboard.loadNote', {
                  cpus: load.last.cpus,
                  rss: Math.round(load.last.rss_bytes / 1_048_576),
                  hours: (load.last.uptime_seconds / 3600).toFixed(1),
                })}
              </Typography.Text>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('notifications.title')} size="small">
            <List<AdminNotification>
              size="small"
              dataSource={notices.data ?? []}
              locale={{ emptyText: t('notifications.empty') }}
              renderItem={(item) => (
                <List.Item>
                  <List.Item.Meta title={item.title} description={item.message} />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      {stats.updatedAt ? (
        <Typography.Text type="secondary" data-testid="dashboard-updated">
          {t('dashboard.updatedAt', { at: taipeiTime(stats.updatedAt) })}
        </Typography.Text>
      ) : null}
    </>
  );
}
