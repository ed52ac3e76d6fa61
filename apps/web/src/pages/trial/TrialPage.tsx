import type { Plan } from '@alphadesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { billingApi, subscriptionQueryKey } from '../billing/api.ts';
import { formatDate } from '../billing/format.ts';
import { includedFeatures } from '../pricing/ComparisonTable.tsx';
import { usePlans } from '../pricing/usePlans.ts';

function TrialAction({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status } = useSession();
  const queryClient = useQueryClient();
  const member = status === 'authenticated';
  const subscription = useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => billingApi.subscription(signal),
    enabled: member,
  });
  const start = useMutation({
    mutationFn: () => billingApi.startTrial(plan.id),
    onSuccess: (answer) => queryClient.setQueryData(subscriptionQueryKey, answer.subscription),
  });

  if (!member) {
    return (
      <>
        {status === 'guest' && <Typography.Paragraph>{t('trial.guestNote')}</Typography.Paragraph>}
        <ButtonLink to="/auth?mode=register&redirect=%2Ftrial" type="primary" data-testid="trial-register">
          {t('trial.registerFirst')}
        </ButtonLink>
      </>
    );
  }
  if (subscription.isPending) return <Spin />;
  const s = subscription.data;
  if (!s) return null;
  if (s.status === 'trialing' && s.trial.endsAt) {
    const key = start.isSuccess ? 'trial.started' : 'trial.trialing';
    return (
      <>
        <Alert
          type="success"
          showIcon
          title={t(key, { date: formatDate(s.trial.endsAt) })}
          data-testid="trial-state"
        />
        <ButtonLink to="/dashboard">{t('trial.dashboard')}</ButtonLink>
      </>
    );
  }
  if (!s.trial.eligible) {
    const key = s.trial.used ? 'trial.used' : 'trial.paid';
    return (
      <>
        <Alert type="info" showIcon title={t(key)} data-testid="trial-state" />
        <ButtonLink to="/pricing">{t('trial.pricing')}</ButtonLink>
      </>
    );
  }
  return (
    <>
      {start.isError && (
        <Alert
          type="error"
          showIcon
          title={t('trial.failed')}
          description={errorMessage(start.error, language)}
          data-testid="trial-error"
        />
      )}
      <Button
        type="primary"
        loading={start.isPending}
        onClick={() => start.mutate()}
        data-testid="trial-start"
      >
        {t('trial.start', { days: plan.trialDays })}
      </Button>
    </>
  );
}

/** /trial: what the trial plan gives (from the plan table) and the way to start it. */
export default function TrialPage() {
  const { t } = useTranslation();
  usePageTitle(t('trial.title'));
  const plans = usePlans();
  const plan = plans.data?.find((candidate) => candidate.trialDays > 0);
  return (
    <article className="container page page--prose" data-testid="trial-page">
      <Typography.Title level={1}>{t('trial.title')}</Typography.Title>
      {plans.isPending && <Spin />}
      {plans.data && !plan && (
        <>
          <Typography.Paragraph>{t('trial.none')}</Typography.Paragraph>
          <ButtonLink to="/pricing">{t('trial.pricing')}</ButtonLink>
        </>
      )}
      {plans.data && plan && (
        <>
          <Typography.Paragraph data-testid="trial-intro">
            {t('trial.intro', { plan: plan.name, days: plan.trialDays })}
          </Typography.Paragraph>
          <Card title={t('trial.includes')}>
            <ul data-testid="trial-features">
              <li>
                {plan.monthlyAnalysisLimit === null
                  ? t('trial.unlimited')
                  : t('trial.allowance', { count: plan.monthlyAnalysisLimit })}
              </li>
              {[...includedFeatures(plans.data, plan)].map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </Card>
          <div className="page__links">
            <TrialAction plan={plan} />
          </div>
        </>
      )}
    </article>
  );
}
