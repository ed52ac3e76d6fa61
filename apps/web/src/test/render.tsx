import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { App, createQueryClient } from '../App.tsx';
import { sessionStore } from '../auth/store.ts';
import { displayStore } from '../display/displayStore.ts';
import { areaTexts } from '../i18n/areas.ts';
import { setupI18n } from '../i18n/index.ts';
import { AppRoutes } from '../routes.tsx';

// Tell React this is a test environment so act() flushes effects and warns about stray updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no matchMedia; antd's responsive helpers call it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export interface Rendered {
  container: HTMLElement;
  unmount: () => void;
}

const mounted = new Set<Root>();

export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.add(root);
  await act(async () => root.render(ui));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      mounted.delete(root);
      container.remove();
    },
  };
}

/** Renders the whole member site at `path`, as the browser would after i18n setup. */
export async function renderSite(path: string): Promise<Rendered> {
  // A page load: the session as stored now (not how a previous test left it) and a fresh client.
  sessionStore.reload();
  displayStore.reset();
  await setupI18n();
  // The page's texts still arrive with its route, as in the browser; importing their modules once
  // here only keeps the first transform of each out of the tests' waiting time.
  await Promise.all(
    Object.values(areaTexts).flatMap((loaders) => Object.values(loaders).map((load) => load())),
  );
  return render(
    <App queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
}

export function cleanup(): void {
  for (const root of mounted) act(() => root.unmount());
  mounted.clear();
  document.body.innerHTML = '';
}

/**
 * Retries `assertion` (letting React, timers and fetches run) until it passes or times out. The
 * default leaves room for a page's lazy chunk: whichever test of a file runs first (in any order)
 * pays for its first import, which takes seconds on a busy machine.
 */
export async function waitFor<T>(assertion: () => T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
