import type { AdminPlan, ExpiringSubscription, SubscriptionStats } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Space,
  Statistic,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { rate, taipeiDate, taipeiDateTime, twd } from '../money-format.ts';
import {
  listExpiring,
  listPlans,
  sendReminder,
  subscriptionDetail,
  subscriptionStats,
  updatePlan,
  type SubscriptionDetail,
} from './api.ts';

/** Spec §9: the subscriptions screen reloads every 300 s. */
const refreshMs = 300_000;

/** Subscription management (admin spec §2.8): stats, the plan grid (edited here), expiring memberships. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const { message } = AntApp.useApp();
  const mayWrite = can({ module: 'subscription_management', action: 'write' });
  const [stats, setStats] = useState<SubscriptionStats | null>(null);
  const [plans, setPlans] = useState<AdminPlan[]>([]);
  const [expiring, setExpiring] = useState<ExpiringSubscription[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  const [detail, setDetail] = useState<SubscriptionDetail | null>(null);
  const [form] = Form.useForm();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [s, p, e] = await Promise.all([subscriptionStats(), listPlans(), listExpiring()]);
      setStats(s.stats);
      setPlans(p.plans);
      setExpiring(e.subscriptions);
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), refreshMs);
    return () => clearInterval(timer);
  }, [load]);

  const fail = (caught: unknown) => void message.error(apiErrorMessage(caught, language));
  const remind = async (row: ExpiringSubscription) => {
    try {
      const sent = await sendReminder(row.id);
      void message.success(t('money.subs.reminded', { email: sent.sent_to }));
    } catch (caught) {
      fail(caught);
    }
  };
  const openDetail = async (row: ExpiringSubscription) => {
    try {
      setDetail((await subscriptionDetail(row.id)).subscription);
    } catch (caught) {
      fail(caught);
    }
  };
  const savePlan = async () => {
    if (!editing) return;
    const values = (await form.validateFields()) as {
      name: string;
      description: string;
      monthly_price: number;
      yearly_price: number;
      is_active: boolean;
    };
    try {
      await updatePlan(editing.id, values);
      void message.success(t('money.subs.planSaved'));
      setEditing(null);
      void load();
    } catch (caught) {
      fail(caught);
    }
  };

  if (error && !stats)
    return (
      <Alert
        type="error"
        showIcon
        title={apiErrorMessage(error, language)}
        action={<Button onClick={() => void load()}>{t('money.retry')}</Button>}
      />
    );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        {(
          [
            ['total', stats?.total_subscriptions],
            ['active', stats?.active_subscriptions],
            ['expired', stats?.expired_subscriptions],
            ['cancelled', stats?.cancelled_subscriptions],
          ] as const
        ).map(([key, value]) => (
          <Col key={key} xs={12} md={6}>
            <Card loading={loading && !stats}>
              <Statistic title={t(`money.subs.${key}`)} value={value ?? 0} />
            </Card>
          </Col>
        ))}
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('money.totalRevenue')} value={twd(stats?.total_revenue)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('money.monthlyRevenue')} value={twd(stats?.monthly_revenue)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('money.churn')} value={rate(stats?.churn_rate)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('money.growth')} value={rate(stats?.growth_rate)} />
          </Card>
        </Col>
      </Row>

      <Card title={t('money.subs.plans')}>
        <Row gutter={[16, 16]}>
          {plans.map((plan) => (
            <Col key={plan.id} xs={24} md={8}>
              <Card
                type="inner"
                title={
                  <Space>
                    {plan.name}
                    {plan.is_active ? null : <Tag>{t('money.subs.inactive')}</Tag>}
                  </Space>
                }
                extra={
                  mayWrite ? (
                    <Button
                      size="small"
                      onClick={() => {
                        setEditing(plan);
                        form.setFieldsValue(plan);
                      }}
                    >
                      {t('money.edit')}
                    </Button>
                  ) : null
                }
              >
                <p>
                  {twd(plan.monthly_price)} / {t('money.subs.month')} · {twd(plan.yearly_price)} /{' '}
                  {t('money.subs.year')}
                </p>
                <p>{plan.description}</p>
                <ul>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </Card>
            </Col>
          ))}
        </Row>
      </Card>

      <Card title={t('money.subs.expiring')}>
        <Table<ExpiringSubscription>
          rowKey="id"
          loading={loading}
          dataSource={expiring}
          pagination={false}
          columns={[
            { title: t('money.subs.email'), dataIndex: 'user_email', render: (v: string | null) => v ?? '—' },
            { title: t('money.subs.plan'), dataIndex: 'plan_name' },
            { title: t('money.subs.expiresAt'), dataIndex: 'expires_at', render: taipeiDate },
            { title: t('money.subs.daysLeft'), dataIndex: 'days_until_expiry' },
            {
              title: t('money.subs.autoRenew'),
              dataIndex: 'auto_renew',
              render: (v: boolean) => (v ? <Tag color="green">✓</Tag> : <Tag>—</Tag>),
            },
            {
              title: t('money.actions'),
              render: (_: unknown, row) => (
                <Space>
                  {mayWrite ? (
                    <Button size="small" disabled={!row.user_email} onClick={() => void remind(row)}>
                      {t('money.subs.remind')}
                    </Button>
                  ) : null}
                  <Button size="small" onClick={() => void openDetail(row)}>
                    {t('money.subs.details')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <Modal
        open={editing !== null}
        title={t('money.subs.editPlan')}
        onCancel={() => setEditing(null)}
        onOk={() => void savePlan()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={t('money.subs.planName')} rules={[{ required: true }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="description" label={t('money.description')}>
            <Input.TextArea maxLength={500} />
          </Form.Item>
          <Form.Item name="monthly_price" label={t('money.subs.monthlyPrice')}>
            <InputNumber min={0} max={10_000_000} precision={0} />
          </Form.Item>
          <Form.Item name="yearly_price" label={t('money.subs.yearlyPrice')}>
            <InputNumber min={0} max={10_000_000} precision={0} />
          </Form.Item>
          <Form.Item name="is_active" label={t('money.subs.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={detail !== null}
        title={t('money.subs.details')}
        footer={null}
        onCancel={() => setDetail(null)}
      >
        {detail ? (
          <>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('money.subs.email')}>{detail.user_email ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('money.subs.plan')}>{detail.plan_name}</Descriptions.Item>
              <Descriptions.Item label={t('money.status')}>{detail.status}</Descriptions.Item>
              <Descriptions.Item label={t('money.subs.period')}>
                {taipeiDate(detail.current_period_start)} – {taipeiDate(detail.expires_at)}
              </Descriptions.Item>
              <Descriptions.Item label={t('money.subs.card')}>{detail.card_last4 ?? '—'}</Descriptions.Item>
            </Descriptions>
            <Table
              rowKey="order_number"
              size="small"
              pagination={false}
              dataSource={detail.payments}
              columns={[
                { title: t('money.orderNumber'), dataIndex: 'order_number' },
                { title: t('money.amount'), dataIndex: 'amount', render: twd },
                { title: t('money.status'), dataIndex: 'status' },
                { title: t('money.paidAt'), dataIndex: 'paid_at', render: taipeiDateTime },
              ]}
            />
          </>
        ) : null}
      </Modal>
    </Space>
  );
}
