import { HeartFilled, HeartOutlined, LockOutlined } from '@ant-design/icons';
import type { AnalystProfile } from '@alphadesk/contracts';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { analystName, percentOrInsufficient } from './names.ts';

export interface AnalystCardProps {
  analyst: AnalystProfile;
  selected: boolean;
  favourite: boolean;
  /** Whether the caller's plan includes this analyst. */
  available: boolean;
  compact: boolean;
  onToggle: () => void;
  onFavourite: (() => void) | null;
}

/** One analyst: who they are, their measured record (or 歷史資料不足), pricing and selection. */
export function AnalystCard({
  analyst,
  selected,
  favourite,
  available,
  compact,
  onToggle,
  onFavourite,
}: AnalystCardProps) {
  const { t, i18n } = useTranslation();
  const name = analystName(analyst, t, i18n.language);
  const monthly = analyst.monthlySubscriptionPrice;
  const stat = (label: string, value: string) => (
    <div className="analyst-card__stat">
      <span>{label}</span>
      <strong>{value}</strong>
    </div>
  );
  return (
    <article
      className={`analyst-card${selected ? ' analyst-card--selected' : ''}${compact ? ' analyst-card--compact' : ''}`}
      data-testid={`analyst-card-${analyst.id}`}
      aria-pressed={selected}
      aria-disabled={!available}
      role="button"
      tabIndex={0}
      title={
        available ? undefined : t('analysisRun.lockedHint', { tier: t(`analysisRun.tiers.${analyst.tier}`) })
      }
      // A locked analyst is not selectable: the plan it needs and the upgrade link say why.
      onClick={available ? onToggle : undefined}
      onKeyDown={(event) => {
        if (available && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onToggle();
        }
      }}
    >
      <header className="analyst-card__head">
        <span className="analyst-card__avatar" aria-hidden>
          {analyst.avatar}
        </span>
        <div>
          <h3>{name}</h3>
          {i18n.language === 'zh-TW' && <p className="analyst-card__title">{analyst.title}</p>}
        </div>
        <Tag color={analyst.tier === 'free' ? 'green' : analyst.tier === 'gold' ? 'gold' : 'purple'}>
          {t(`analysisRun.tiers.${analyst.tier}`)}
        </Tag>
        {onFavourite && (
          <Tooltip title={favourite ? t('analysisRun.unfavourite') : t('analysisRun.favourite')}>
            <Button
              type="text"
              size="small"
              aria-label={favourite ? t('analysisRun.unfavourite') : t('analysisRun.favourite')}
              icon={favourite ? <HeartFilled style={{ color: '#db2777' }} /> : <HeartOutlined />}
              onClick={(event) => {
                event.stopPropagation();
                onFavourite();
              }}
              data-testid={`favourite-${analyst.id}`}
            />
          </Tooltip>
        )}
      </header>
      {!compact && i18n.language === 'zh-TW' && (
        <p className="analyst-card__description">{analyst.description}</p>
      )}
      {!compact && i18n.language === 'zh-TW' && (
        <div className="analyst-card__tags">
          {analyst.specialty.slice(0, 3).map((item) => (
            <Tag key={item}>{item}</Tag>
          ))}
        </div>
      )}
      <div className="analyst-card__stats">
        {stat(t('analysisRun.fields.accuracy'), percentOrInsufficient(analyst.accuracy, t))}
        {stat(t('analysisRun.fields.winRate'), percentOrInsufficient(analyst.winRate, t))}
        {stat(t('analysisRun.fields.averageReturn'), percentOrInsufficient(analyst.averageReturnRate, t))}
        {stat(t('analysisRun.fields.maxDrawdown'), percentOrInsufficient(analyst.maxDrawdown, t))}
        {stat(t('analysisRun.fields.analysisCount'), String(analyst.analysisCount))}
        {stat(
          t('analysisRun.fields.responseTime'),
          analyst.responseTime === null
            ? t('analysisRun.notMeasured')
            : t('analysisRun.seconds', { value: Math.round(analyst.responseTime) }),
        )}
      </div>
      {!compact && analyst.premiumFeatures.length > 0 && (
        <ul className="analyst-card__features">
          {analyst.premiumFeatures.slice(0, 2).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <footer className="analyst-card__foot">
        {monthly === null ? (
          <span className="analysts-hint">{t('analysisRun.freeNote')}</span>
        ) : (
          <span className="analysts-hint">
            {t('analysisRun.fields.monthly')} NT${monthly.toLocaleString('en-US')} ·{' '}
            {t('analysisRun.fields.perDay')} NT$
            {Math.round(monthly / 30)}
          </span>
        )}
        {available ? (
          <Tag color={selected ? 'blue' : undefined}>
            {selected ? t('analysisRun.selected') : t('analysisRun.select')}
          </Tag>
        ) : (
          <span className="analyst-card__locked" data-testid={`locked-${analyst.id}`}>
            <LockOutlined /> {t('analysisRun.locked', { tier: t(`analysisRun.tiers.${analyst.tier}`) })} ·{' '}
            <Link
              to="/pricing"
              onClick={(event) => event.stopPropagation()}
              data-testid={`upgrade-${analyst.id}`}
            >
              {t('analysisRun.upgrade')}
            </Link>
          </span>
        )}
      </footer>
    </article>
  );
}
