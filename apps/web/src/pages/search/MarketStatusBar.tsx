import type { MarketStatusResponse } from '@alphadesk/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { SimulatedTag, sourceLabel } from './Badges.tsx';
import { formatTaipeiWeekdayTime } from './format.ts';

/**
 * The Taiwan session from `GET /api/market/status`: 交易中 (quotes refresh), 盤前 or 已收盤, with
 * the next opening in Taipei time, the provider and the simulated label.
 */
export function MarketStatusBar({ status }: { status: MarketStatusResponse | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!status) return <div className="market-status" aria-hidden />;
  const open = status.phase === 'open';
  return (
    <div className="market-status" role="status" data-testid="market-status">
      <span className={`market-status__dot market-status__dot--${status.phase}`} aria-hidden />
      <strong>
        {t('search.status.label')}{' '}
        <span data-testid="market-phase">{t(`search.status.${status.phase}`)}</span>
      </strong>
      <span className="market-status__detail" data-testid="market-next-open">
        {open
          ? t('search.status.live')
          : t('search.status.nextOpen', { time: formatTaipeiWeekdayTime(status.nextOpen, language) })}
      </span>
      <span className="market-status__detail">
        {t('search.status.provider', { provider: sourceLabel(status.provider, t) })}
      </span>
      {status.simulated ? <SimulatedTag /> : null}
    </div>
  );
}
