import { apiErrorMessage } from '@alphadesk/ui';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import {
  cancelMemberRenewal,
  memberSubscription,
  resumeMemberRenewal,
  type MemberSubscription,
} from './api.ts';

/**
 * A member's membership in the edit dialog: staff cancel or resume its renewal for the member
 * (the paid period runs out; nothing is refunded). The server audits both.
 */
export function SubscriptionPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [subscription, setSubscription] = useState<MemberSubscription | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    memberSubscription(userId).then(
      (answer) => setSubscription(answer.subscription),
      (caught: unknown) => setError(apiErrorMessage(caught, language)),
    );
  }, [userId, language]);

  const act = async (change: typeof cancelMemberRenewal) => {
    setBusy(true);
    setError(null);
    try {
      setSubscription((await change(userId)).subscription);
    } catch (caught) {
      setError(apiErrorMessage(caught, language));
    } finally {
      setBusy(false);
    }
  };

  const paid = subscription?.currentPeriodEnd && subscription.tier !== 'free';
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="member-subscription">
      <Typography.Text strong>{t('users.subscription')}</Typography.Text>
      {subscription &&
        (paid ? (
          <>
            <Typography.Text>
              {t('users.subscriptionState', {
                tier: subscription.tier,
                status: subscription.status,
                end: subscription.currentPeriodEnd!.slice(0, 10),
              })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {subscription.cancelAtPeriodEnd ? t('users.endsAtEnd') : t('users.renewsAtEnd')}
            </Typography.Text>
            {subscription.cancelAtPeriodEnd ? (
              <Button loading={busy} onClick={() => void act(resumeMemberRenewal)}>
                {t('users.resumeRenewal')}
              </Button>
            ) : (
              <Popconfirm title={t('users.confirmCancel')} onConfirm={() => void act(cancelMemberRenewal)}>
                <Button danger loading={busy}>
                  {t('users.cancelRenewal')}
                </Button>
              </Popconfirm>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">{t('users.noPaidPeriod')}</Typography.Text>
        ))}
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Space>
  );
}
