import type { PersonalFitResponse } from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { userQueryKey } from '../../auth/session.ts';

/**
 * Below a completed report: the position limit and stop the server computed for this member
 * (core's positionGuidance), the inputs it used, and the rule in words.
 */
export function PersonalFitPanel({ runId }: { runId: string }) {
  const { t, i18n } = useTranslation();
  const fit = useQuery({
    queryKey: [...userQueryKey, 'personal-fit', runId, i18n.language],
    queryFn: ({ signal }) =>
      api.get<PersonalFitResponse>(`/api/personality-test/fit/${encodeURIComponent(runId)}`, { signal }),
    select: (answer) => answer.fit,
  });
  if (fit.isError) return <Alert type="warning" showIcon title={t('personality.fit.failed')} />;
  const f = fit.data;
  if (!f) return null;
  const saved = t(`personality.fit.saved.${f.saved_risk_tolerance}`);
  const personality = f.personality
    ? t('personality.fit.withPersonality', {
        title: f.personality.title,
        risk: f.personality.risk_tolerance,
        emotion: f.personality.emotional_control,
      })
    : '';
  const source = f.stock_risk
    ? t(`personality.fit.sources.${f.stock_risk.source}`, {
        vol: f.annual_volatility === null ? '' : (f.annual_volatility * 100).toFixed(1),
      })
    : '';
  return (
    <Card
      title={t('personality.fit.title')}
      extra={f.simulated ? <Tag color="orange">{t('personality.fit.simulated')}</Tag> : null}
      data-testid="personal-fit"
    >
      {f.exceeds_profile && f.stock_risk && (
        <Alert
          type="warning"
          showIcon
          title={t('personality.fit.exceeds', { stock: f.stock_risk.level, capacity: f.capacity })}
          data-testid="personal-fit-warning"
        />
      )}
      <ul>
        <li data-testid="personal-fit-position">
          {f.signal === 'sell'
            ? t('personality.fit.noPosition')
            : t('personality.fit.position', { percent: f.max_position_percent })}
        </li>
        {f.signal !== 'sell' && (
          <li data-testid="personal-fit-stop">
            {t('personality.fit.stop', { percent: f.stop_percent })}
            {f.stop_price !== null && t('personality.fit.stopPrice', { price: f.stop_price })}
          </li>
        )}
        <li>
          {f.stock_risk
            ? t('personality.fit.stockRisk', { level: f.stock_risk.level, source })
            : t('personality.fit.stockRiskUnknown')}
        </li>
        <li data-testid="personal-fit-capacity">
          {t('personality.fit.capacity', { level: f.capacity, saved, personality })}
        </li>
      </ul>
      {!f.personality && <Link to="/personality-test">{t('personality.fit.takeTest')}</Link>}
      <Typography.Paragraph type="secondary" data-testid="personal-fit-rule">
        {t('personality.fit.rule')}
      </Typography.Paragraph>
    </Card>
  );
}
