import { AlphadeskConfigProvider } from '@alphadesk/ui';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { SessionProvider } from './auth/session.tsx';
import { useLanguage } from './i18n/useLanguage.ts';

/** antd theme and locale for the back-office, following the chosen language, and the staff session. */
export function App({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <AlphadeskConfigProvider language={language}>
      <AntApp>
        <SessionProvider>{children}</SessionProvider>
      </AntApp>
    </AlphadeskConfigProvider>
  );
}
