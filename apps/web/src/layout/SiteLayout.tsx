import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { ScrollManager } from './ScrollManager.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { TestModeBanner } from './TestModeBanner.tsx';

/**
 * Header and footer around every page. Pages other than the landing page are lazily loaded, so the
 * Suspense boundary sits here, inside the layout, to keep the header visible while a page loads.
 */
export function SiteLayout() {
  return (
    <div className="site">
      <TestModeBanner />
      <SiteHeader />
      <main className="site-main" id="main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollManager />
    </div>
  );
}
