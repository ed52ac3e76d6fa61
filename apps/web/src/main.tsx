import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, createQueryClient } from './App.tsx';
import { setupI18n } from './i18n/index.ts';
import { STATIC_BANNER_ID } from './layout/TestModeBanner.tsx';
import { AppRoutes } from './routes.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('AlphaDesk: the #root element is missing from index.html');

// Texts first: a visitor who chose English must not see a flash of Chinese.
await setupI18n();

// BrowserRouter rather than a data router: the site uses no loaders or actions, and the data router
// would add tens of kilobytes to the landing page's first load.
const app = (
  <StrictMode>
    <App queryClient={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

// The public pages arrive as HTML written at build time (prerender/build.mjs): an anonymous visitor
// reading Traditional Chinese gets it hydrated. For anyone else (another language, a stored session)
// the page's head script hid that markup before it painted (data-prerender="skip"), and the app
// draws the page afresh, as for every other path.
const html = document.documentElement;
// The markup is of one URL, as first opened: not another path, query or history entry's state.
const fits =
  container.dataset.prerendered === window.location.pathname &&
  !window.location.search &&
  !(window.history.state as { usr?: unknown } | null)?.usr;
if (fits && html.dataset.prerender !== 'skip') {
  // In a transition React hydrates in slices, leaving the page answering in between. (This script
  // was started after the page's first paint: see prerender/head.mjs.)
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  // The server's test-mode strip is in Chinese too: the app's own, in the reader's language, follows.
  document.getElementById(STATIC_BANNER_ID)?.remove();
  delete html.dataset.prerender;
  createRoot(container).render(app);
}
