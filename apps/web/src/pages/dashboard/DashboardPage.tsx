import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import type { UserProfile } from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { signOut as endSession, useSession, userQueryKey } from '../../auth/session.ts';
import { loginPathFor } from '../../components/RequireAuth.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { PortfolioStatsPanel } from '../portfolio/DashboardPanel.tsx';
import './dashboard.css';
import { LivePanels, RecentAnalyses, useDashboardOverview } from './LivePanels.tsx';
import { DiamondPanel, GuestBanner, SubscriptionPrompt, UpgradePitch } from './MembershipPanels.tsx';
import { PreferencesModal } from './PreferencesModal.tsx';
import { ProfileSidebar } from './ProfileSidebar.tsx';
import { QuickActions } from './QuickActions.tsx';
import { TrialMarker } from './TrialMarker.tsx';
import { limitReached } from './usage.ts';

function Welcome({ user, firstVisit }: { user: UserProfile; firstVisit: boolean }) {
  const { t } = useTranslation();
  const guest = user.kind === 'guest';
  const title = guest
    ? t('dashboard.welcome.guestTitle')
    : firstVisit
      ? t('dashboard.welcome.newTitle', { name: user.name })
      : t('dashboard.welcome.backTitle', { name: user.name });
  const text = guest
    ? t('dashboard.welcome.guestText')
    : firstVisit
      ? t('dashboard.welcome.newText')
      : t('dashboard.welcome.backText');
  return (
    <section className="dashboard-card dashboard-welcome" data-testid="dashboard-welcome">
      <h2 className="dashboard-welcome__title">{title}</h2>
      <p className="dashboard-card__muted">{text}</p>
    </section>
  );
}

/**
 * /dashboard (behind the protected-route wrapper): the member's profile, tier and usage from
 * `GET /api/user/me`, shortcuts, and the live panels from `GET /api/dashboard/overview` (every 30 s).
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user, signOut, refreshUser } = useSession();
  const [settingsOpen, setSettingsOpen] = useState(false);
  usePageTitle(t('dashboard.title'));
  const overview = useDashboardOverview();

  // Fresh usage counters every time the dashboard opens.
  const me = useQuery({
    queryKey: [...userQueryKey, 'me'],
    queryFn: refreshUser,
    staleTime: 0,
    retry: false,
  });

  if (me.isError || (me.isSuccess && me.data === null)) {
    const relogin = async () => {
      await endSession();
      void navigate(loginPathFor('/dashboard'));
    };
    return (
      <div className="container page" data-testid="dashboard-load-failed">
        <Result
          status="warning"
          title={t('dashboard.loadFailed.title')}
          subTitle={t('dashboard.loadFailed.text')}
          extra={
            <Button type="primary" onClick={() => void relogin()}>
              {t('dashboard.loadFailed.relogin')}
            </Button>
          }
        />
      </div>
    );
  }
  if (!user || me.isPending) {
    return (
      <div className="container page">
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </div>
    );
  }

  const isGuest = user.kind === 'guest';
  const isFreeMember = !isGuest && user.tier === 'free';
  const reached = limitReached(user.usage);
  const firstVisit = params.get('welcome') === 'true' && params.get('new_user') === 'true';

  return (
    <div className="container dashboard" data-testid="dashboard">
      <header className="dashboard__header">
        <h1 className="dashboard__title">{t('dashboard.title')}</h1>
        <div className="dashboard__header-actions">
          <Button
            icon={<SettingOutlined />}
            onClick={() => setSettingsOpen(true)}
            data-testid="open-preferences"
          >
            {t('dashboard.settings')}
          </Button>
          <Button icon={<LogoutOutlined />} onClick={() => void signOut()} data-testid="dashboard-logout">
            {t('common.logout')}
          </Button>
        </div>
      </header>

      {isGuest ? <GuestBanner user={user} /> : null}
      {isFreeMember ? <SubscriptionPrompt user={user} /> : null}
      {isGuest ? null : <TrialMarker user={user} />}

      <div className="dashboard__body">
        <ProfileSidebar user={user} />
        <div className="dashboard__main">
          <Welcome user={user} firstVisit={firstVisit} />
          <QuickActions disabled={reached} />
          {isGuest ? null : <PortfolioStatsPanel tier={user.tier} />}
          <RecentAnalyses overview={overview} canStart={!reached} />
          <LivePanels overview={overview} />
          {isFreeMember ? <UpgradePitch /> : null}
          {!isGuest && user.tier === 'diamond' ? <DiamondPanel /> : null}
        </div>
      </div>

      <PreferencesModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
