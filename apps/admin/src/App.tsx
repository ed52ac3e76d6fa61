import { AlphadeskConfigProvider } from '@alphadesk/ui';
import type { ReactNode } from 'react';
import { useLanguage } from './i18n/useLanguage.ts';

/** antd theme and locale for the back-office, following the chosen language. */
export function App({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <AlphadeskConfigProvider language={language}>{children}</AlphadeskConfigProvider>;
}
