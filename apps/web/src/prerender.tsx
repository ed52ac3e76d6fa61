import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App, createQueryClient } from './App.tsx';
import { setupI18n } from './i18n/index.ts';
import { TestModeStrip } from './layout/TestModeBanner.tsx';
import { AppRoutes } from './routes.tsx';

/**
 * The build's server-side entry (prerender/build.mjs runs it once the client build is done): renders
 * a public page to HTML as an anonymous visitor reading Traditional Chinese would first see it. No
 * request reaches the API here, so whatever comes from the server (plan prices, analysts, track
 * records) is in its loading state and filled in by the browser.
 */

/**
 * The base rules antd's icons add to the page when they first mount: inline in the pre-rendered
 * pages, so the icons in the HTML have their final size before any script runs.
 */
export { iconStyles } from '@ant-design/icons/es/renderUtils';

/** The pages written as HTML at build time; the browser hydrates them (main.tsx). */
export const prerenderedPaths = ['/', '/pricing', '/auth'] as const;

function render(path: string, onError: (error: unknown) => void) {
  return prerender(
    <StrictMode>
      <App queryClient={createQueryClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
    // Larger boundaries would be sent apart, revealed by an inline script: one HTML, in order.
    { onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
}

export async function renderPage(path: string): Promise<string> {
  await setupI18n();
  // A first pass loads the lazily loaded page and its texts; the second finds them loaded, so no
  // Suspense boundary waits and the HTML holds the page itself, with no script to reveal it.
  await render(path, () => undefined);
  // Any error fails the build: React would otherwise leave that part to be drawn in the browser.
  const errors: unknown[] = [];
  const { prelude } = await render(path, (error) => void errors.push(error));
  if (errors.length) throw new AggregateError(errors, `pre-rendering ${path} failed`);
  const html = await new Response(prelude).text();
  if (/<template|<script/.test(html)) throw new Error(`pre-rendering ${path} left a boundary pending`);
  return html;
}

/**
 * The test-mode strip in Traditional Chinese for each mix of test conveniences, keyed
 * `<devMailbox>,<paymentSandbox>` (0 or 1): a server in test mode puts the matching one into the
 * pre-rendered pages, so the warning shows before any script runs.
 */
export function renderTestModeBanners(): Record<string, string> {
  const banners: Record<string, string> = {};
  const mixes: [devMailbox: boolean, paymentSandbox: boolean][] = [
    [true, false],
    [false, true],
    [true, true],
  ];
  for (const [devMailbox, paymentSandbox] of mixes) {
    banners[`${Number(devMailbox)},${Number(paymentSandbox)}`] = renderToStaticMarkup(
      <TestModeStrip mode={{ devMailbox, paymentSandbox }} language="zh-TW" standalone />,
    );
  }
  return banners;
}
