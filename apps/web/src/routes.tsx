import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { SessionProvider } from './auth/SessionProvider.tsx';
import { DisplayPreferencesSync } from './display/DisplayPreferencesSync.tsx';
import { AntdScope } from './layout/AntdScope.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';
import HomePage from './pages/home/HomePage.tsx';
import type { Area } from './i18n/areas.ts';
import { loadAreas } from './i18n/index.ts';

/**
 * Every route of the member site. Only the landing page is in the entry bundle; every other page is
 * its own chunk (React.lazy), rendered inside the layout's Suspense boundary.
 */
type PageModule = { default: ComponentType };
// A page's chunk and the texts of the areas it shows arrive together.
const page = (
  load: () => Promise<PageModule>,
  areas: readonly Area[] = [],
): LazyExoticComponent<ComponentType> =>
  lazy(() => Promise.all([load(), loadAreas(areas)]).then(([module]) => module));

// Only pages behind a session use it, and it draws with antd: its own chunk, like theirs.
const RequireAuth = lazy(() =>
  import('./components/RequireAuth.tsx').then((module) => ({ default: module.RequireAuth })),
);

const AuthPage = page(() => import('./pages/auth/AuthPage.tsx'), ['auth', 'dashboard']);
const AuthTestPage = page(() => import('./pages/auth/AuthTestPage.tsx'));
const DashboardPage = page(
  () => import('./pages/dashboard/DashboardPage.tsx'),
  ['dashboard', 'auth', 'portfolio'],
);
const PricingPage = page(() => import('./pages/pricing/PricingPage.tsx'), ['billing']);
const AboutPage = page(() => import('./pages/info/AboutPage.tsx'), ['info']);
const HelpPage = page(() => import('./pages/info/HelpPage.tsx'), ['info']);
const ContactPage = page(() => import('./pages/info/ContactPage.tsx'), ['info']);
const CareersPage = page(() => import('./pages/info/CareersPage.tsx'), ['info']);
const ApiDocsPage = page(() => import('./pages/developer/ApiDocsPage.tsx'), ['developer']);
const TermsPage = page(() => import('./pages/info/TermsPage.tsx'), ['info']);
const DisclaimerPage = page(() => import('./pages/info/DisclaimerPage.tsx'), ['info']);
const PrivacyPage = page(() => import('./pages/info/PrivacyPage.tsx'), ['info']);
const TrialPage = page(() => import('./pages/trial/TrialPage.tsx'), ['info', 'billing']);
const PersonalityTestPage = page(
  () => import('./pages/personality/PersonalityTestPage.tsx'),
  ['personality'],
);
const AnalysisPage = page(() => import('./pages/analysis/AnalysisPage.tsx'), ['analysis', 'personality']);
const AnalysisHistoryPage = page(() => import('./pages/analysis/AnalysisHistoryPage.tsx'), ['analysis']);
const SharedAnalysisPage = page(
  () => import('./pages/analysis/history/SharedAnalysisPage.tsx'),
  ['analysis'],
);
const PortfolioPage = page(() => import('./pages/portfolio/PortfolioPage.tsx'), ['portfolio']);
const AnalystsPage = page(() => import('./pages/analysts/AnalystsPage.tsx'), ['analysis']);
const MarketMonitorPage = page(() => import('./pages/monitor/MarketMonitorPage.tsx'), ['monitor']);
const MarketPage = page(() => import('./pages/monitor/MarketPage.tsx'), ['monitor']);
const StockSearchPage = page(() => import('./pages/search/StockSearchPage.tsx'), ['search']);
const SubscriptionPage = page(() => import('./pages/billing/SubscriptionPage.tsx'), ['billing']);
const PaymentsPage = page(() => import('./pages/billing/PaymentsPage.tsx'), ['billing']);
const PaymentSuccessPage = page(() => import('./pages/billing/PaymentSuccessPage.tsx'), ['billing']);
const PaymentCancelPage = page(() => import('./pages/billing/PaymentCancelPage.tsx'), ['billing']);
const PayuniPaymentPage = page(() => import('./pages/billing/PayuniPaymentPage.tsx'), ['billing']);
const PayuniTestPage = page(() => import('./pages/billing/PayuniTestPage.tsx'), ['billing']);
const MyTicketsPage = page(() => import('./pages/support/MyTicketsPage.tsx'), ['desk']);
const TicketPage = page(() => import('./pages/support/TicketPage.tsx'), ['desk']);
const ArticlesPage = page(() => import('./pages/articles/ArticlesPage.tsx'), ['desk']);
const ArticlePage = page(() => import('./pages/articles/ArticlePage.tsx'), ['desk']);

/** Path → page. Aliases (/history, /monitor, /search, /pricing-*) share one page. */
const pages: [path: string, Page: ComponentType][] = [
  ['auth', AuthPage],
  ['auth-test', AuthTestPage],
  ['dashboard', DashboardPage],
  ['pricing', PricingPage],
  ['pricing-full', PricingPage],
  ['pricing-simple', PricingPage],
  ['about', AboutPage],
  ['help', HelpPage],
  ['contact', ContactPage],
  ['careers', CareersPage],
  ['api', ApiDocsPage],
  ['terms', TermsPage],
  ['disclaimer', DisclaimerPage],
  ['privacy', PrivacyPage],
  ['trial', TrialPage],
  ['personality-test', PersonalityTestPage],
  ['analysis', AnalysisPage],
  ['analysis/history', AnalysisHistoryPage],
  ['history', AnalysisHistoryPage],
  ['portfolio', PortfolioPage],
  ['analysts', AnalystsPage],
  ['market-monitor', MarketMonitorPage],
  ['monitor', MarketMonitorPage],
  ['market', MarketPage],
  ['stock-search', StockSearchPage],
  ['search', StockSearchPage],
  ['subscription', SubscriptionPage],
  ['payments', PaymentsPage],
  ['payment/success', PaymentSuccessPage],
  ['payment/cancel', PaymentCancelPage],
  ['payuni/payment-page/:orderNumber', PayuniPaymentPage],
  ['payuni-test', PayuniTestPage],
  ['support/tickets', MyTicketsPage],
  ['support/tickets/:id', TicketPage],
  ['articles', ArticlesPage],
  ['articles/:slug', ArticlePage],
];

/**
 * Pages that need a session (a member or a guest); the wrapper asks visitors to sign in first.
 * /stock-search stays public; its alias /search is on this list as the spec lists it.
 */
export const protectedPaths: ReadonlySet<string> = new Set([
  'dashboard',
  'search',
  'history',
  'analysis/history',
  'subscription',
  'payments',
  'portfolio',
  'monitor',
  'market-monitor',
  'support/tickets',
  'support/tickets/:id',
]);

/**
 * Pages drawn in plain markup (no antd): the public pages a visitor lands on. Every other page sits
 * under the antd theme provider, which loads with the first of them. /auth opens on its plain login
 * view; its other views bring antd's provider themselves (AuthPage's WithAntd).
 */
const plainPaths: ReadonlySet<string> = new Set(['auth', 'pricing', 'pricing-full', 'pricing-simple']);

const pageRoute = ([path, Page]: [string, ComponentType]): RouteObject => ({
  path,
  element: protectedPaths.has(path) ? (
    <RequireAuth>
      <Page />
    </RequireAuth>
  ) : (
    <Page />
  ),
});

export const routes: RouteObject[] = [
  {
    element: (
      <SessionProvider>
        <DisplayPreferencesSync />
        <SiteLayout />
      </SessionProvider>
    ),
    children: [
      { index: true, element: <HomePage /> },
      ...pages.filter(([path]) => plainPaths.has(path)).map(pageRoute),
      {
        element: <AntdScope />,
        children: [
          ...pages.filter(([path]) => !plainPaths.has(path)).map(pageRoute),
          // A shared analysis: public and read-only (not one of the spec's pages).
          { path: 'shared/analysis/:shareId', element: <SharedAnalysisPage /> },
        ],
      },
      // The spec: any unknown path shows the home page (no 404 page).
      { path: '*', element: <HomePage /> },
    ],
  },
];

/** Every path in the table, for tests and tooling. */
export const routePaths: readonly string[] = ['/', ...pages.map(([path]) => `/${path}`)];

/** Renders the page for the current location; used inside a BrowserRouter (or MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
