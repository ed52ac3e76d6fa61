import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useCan, useSession } from './auth/session.tsx';
import { LoginPage } from './pages/login/LoginPage.tsx';
import { PermissionsPage } from './pages/permissions/PermissionsPage.tsx';
import { NotBuiltPage } from './pages/shell/ModulePages.tsx';
import { DashboardPage } from './pages/dashboard/DashboardPage.tsx';
import { navigation } from './pages/shell/navigation.ts';
import { Shell } from './pages/shell/Shell.tsx';
import { UsersPage } from './pages/users/UsersPage.tsx';
import { SystemMonitorPage } from './pages/operations/SystemMonitorPage.tsx';
import { SecurityPage } from './pages/operations/SecurityPage.tsx';
import { ConfigPage } from './pages/operations/ConfigPage.tsx';
import { AnalyticsPage, CoordinatorPage, DevopsPage, RoutingPage } from './pages/operations/RuntimeViews.tsx';
import { SubscriptionsPage } from './pages/subscriptions/SubscriptionsPage.tsx';
import { FinancePage } from './pages/finance/FinancePage.tsx';
import { TradingPage } from './pages/trading/TradingPage.tsx';
import { SupportPage } from './pages/support/SupportPage.tsx';
import { ContentPage } from './pages/content/ContentPage.tsx';
import { AdvancedAnalyticsPage } from './pages/flags/AdvancedAnalyticsPage.tsx';
import { WorkflowsPage } from './pages/workflows/WorkflowsPage.tsx';
import { TtsPage } from './pages/tts/TtsPage.tsx';
import { AnalystsPage } from './pages/analysts/AnalystsPage.tsx';
import { OptimisationPage } from './pages/optimisation/OptimisationPage.tsx';
import { PerformancePage } from './pages/performance/PerformancePage.tsx';

/**
 * Keeps the query string: on a member host the back-office is only served for `?admin=true`, so
 * dropping it would make the next reload open the member site.
 */
function RedirectTo({ pathname }: { pathname: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname, search }} replace />;
}

/** Pages behind sign-in: a loading screen while a stored session is checked, else the login page. */
function RequireStaff() {
  const session = useSession();
  const { t } = useTranslation();
  if (session.status === 'restoring') return <Spin fullscreen tip={t('common.loading')} />;
  if (session.status === 'signed-out') return <RedirectTo pathname="/login" />;
  return <Shell />;
}

function LoginRoute() {
  const session = useSession();
  return session.status === 'signed-in' ? <RedirectTo pathname="/" /> : <LoginPage />;
}

/** A module page only for those who may read it; the server refuses the calls anyway. */
function Guarded({ index }: { index: number }) {
  const can = useCan();
  const entry = navigation[index]!;
  if (!can({ module: entry.module, action: 'read' })) return <RedirectTo pathname="/" />;
  if (entry.key === 'users') return <UsersPage />;
  if (entry.key === 'permission_management') return <PermissionsPage />;
  if (entry.key === 'system_monitor') return <SystemMonitorPage />;
  if (entry.key === 'security_center') return <SecurityPage />;
  if (entry.key === 'config_management') return <ConfigPage />;
  if (entry.key === 'devops_automation') return <DevopsPage />;
  if (entry.key === 'routing_management') return <RoutingPage />;
  if (entry.key === 'service_coordinator') return <CoordinatorPage />;
  if (entry.key === 'analytics_dashboard') return <AnalyticsPage />;
  if (entry.key === 'subscription_management') return <SubscriptionsPage />;
  if (entry.key === 'financial_management') return <FinancePage />;
  if (entry.key === 'trading_management') return <TradingPage />;
  if (entry.key === 'customer_service') return <SupportPage />;
  if (entry.key === 'content_management') return <ContentPage />;
  if (entry.key === 'advanced_analytics') return <AdvancedAnalyticsPage />;
  if (entry.key === 'workflow_automation') return <WorkflowsPage />;
  if (entry.key === 'tts_management') return <TtsPage />;
  if (entry.key === 'analyst_management') return <AnalystsPage />;
  if (entry.key === 'ai_optimization') return <OptimisationPage />;
  if (entry.key === 'performance_optimization') return <PerformancePage />;
  return <NotBuiltPage titleKey={`nav.${entry.key}`} />;
}

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginRoute /> },
  {
    element: <RequireStaff />,
    children: [
      { index: true, element: <DashboardPage /> },
      ...navigation.flatMap((entry, index) =>
        entry.path === '/' ? [] : [{ path: entry.path, element: <Guarded index={index} /> }],
      ),
      { path: '*', element: <RedirectTo pathname="/" /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
