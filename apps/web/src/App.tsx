import { isApiError, MarketColorsProvider } from '@alphadesk/ui/plain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAppearance, useDisplayChoice } from './display/useDisplay.ts';
import { useLanguage } from './i18n/useLanguage.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry smooths over a network blip or a restarting server; a 4xx answer will not change.
        retry: (failures, error) =>
          failures < 1 && (!isApiError(error) || error.status === null || error.status >= 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export interface AppProps {
  queryClient: QueryClient;
  /** The router with the app's routes (BrowserRouter in the browser, MemoryRouter in tests). */
  children: ReactNode;
}

/**
 * Providers shared by every page: server data, theme switch, locale, price colours. antd's theme
 * provider is not here: it wraps only the pages that use antd (layout/AntdScope.ts), so the public
 * pages load without antd.
 */
export function App({ queryClient, children }: AppProps) {
  const language = useLanguage();
  const appearance = useAppearance();
  const { redUpGreenDown } = useDisplayChoice();
  useEffect(() => {
    // The page's own CSS (layout, landing) follows the same switch as antd's components.
    document.documentElement.dataset.theme = appearance;
  }, [appearance]);
  // The server words plan names, reasons, summaries and alerts in the request's language: what was
  // fetched in the old one is fetched again (its queries stay shown until the new answers arrive).
  const fetchedIn = useRef(language);
  useEffect(() => {
    if (fetchedIn.current === language) return;
    fetchedIn.current = language;
    void queryClient.invalidateQueries();
  }, [language, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <MarketColorsProvider invert={!redUpGreenDown}>{children}</MarketColorsProvider>
    </QueryClientProvider>
  );
}
