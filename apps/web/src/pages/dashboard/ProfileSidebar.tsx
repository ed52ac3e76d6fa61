import type { UserProfile } from '@alphadesk/contracts';
import { Avatar, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { badgeOf, formatTaipeiDate, limitReached, remainingAnalyses, usagePercent } from './usage.ts';

const badgeColors = { free: 'default', gold: 'gold', diamond: 'cyan', guest: 'purple' } as const;

const navLinks = [
  { to: '/stock-search', key: 'search' },
  { to: '/analysts', key: 'analysts' },
  { to: '/portfolio', key: 'portfolio' },
  { to: '/market-monitor', key: 'monitor' },
  { to: '/analysis/history', key: 'history' },
  { to: '/personality-test', key: 'personality' },
  { to: '/subscription', key: 'subscription' },
  { to: '/payments', key: 'payments' },
  { to: '/pricing', key: 'pricing' },
  { to: '/help', key: 'help' },
] as const;

/** Profile, tier badge, this period's usage (from `user.usage`) and the member-area links. */
export function ProfileSidebar({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const badge = badgeOf(user);
  const { usage } = user;
  const remaining = remainingAnalyses(usage);

  return (
    <aside className="dashboard__sidebar">
      <section className="dashboard-card profile" aria-labelledby="profile-title">
        <h2 id="profile-title" className="sr-only">
          {t('dashboard.profile.title')}
        </h2>
        <div className="profile__head">
          <Avatar size={56} src={user.avatarUrl ?? undefined}>
            {user.name.slice(0, 1)}
          </Avatar>
          <div className="profile__who">
            <p className="profile__name" data-testid="dashboard-user-name">
              {user.name}
            </p>
            <p className="profile__email">{user.email ?? t('dashboard.profile.noEmail')}</p>
          </div>
        </div>
        <Tag color={badgeColors[badge]} className="profile__badge" data-testid="tier-badge">
          {t(`dashboard.tier.${badge}`)}
        </Tag>
        <dl className="profile__facts">
          <dt>{t('dashboard.profile.memberSince')}</dt>
          <dd>{formatTaipeiDate(user.createdAt, language)}</dd>
          {user.lastLoginAt ? (
            <>
              <dt>{t('dashboard.profile.lastLogin')}</dt>
              <dd>{formatTaipeiDate(user.lastLoginAt, language)}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className="dashboard-card usage" aria-labelledby="usage-title" data-testid="usage">
        <h2 id="usage-title" className="dashboard-card__title">
          {t('dashboard.usage.title')}
        </h2>
        <p className="usage__value" data-testid="usage-value">
          {usage.analysisLimit === null
            ? t('dashboard.usage.valueUnlimited', { used: usage.analysesUsed })
            : t('dashboard.usage.value', { used: usage.analysesUsed, limit: usage.analysisLimit })}
        </p>
        {usage.analysisLimit === null ? null : (
          <Progress
            percent={usagePercent(usage)}
            showInfo={false}
            status={limitReached(usage) ? 'exception' : 'normal'}
            aria-label={t('dashboard.usage.title')}
          />
        )}
        <p className="usage__note">
          {remaining === null
            ? t('dashboard.usage.unlimitedNote')
            : limitReached(usage)
              ? t('dashboard.usage.reached')
              : t('dashboard.usage.remaining', { remaining })}
        </p>
        <p className="usage__note" data-testid="usage-reset">
          {usage.resetsAt
            ? t('dashboard.usage.resets', { date: formatTaipeiDate(usage.resetsAt, language) })
            : t('dashboard.usage.noReset')}
        </p>
      </section>

      <nav className="dashboard-card dashboard-nav" aria-label={t('dashboard.nav.title')}>
        <h2 className="dashboard-card__title">{t('dashboard.nav.title')}</h2>
        <ul>
          {navLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(`dashboard.nav.${link.key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
