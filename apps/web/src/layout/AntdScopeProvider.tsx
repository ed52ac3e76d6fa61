import { AlphadeskConfigProvider } from '@alphadesk/ui';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAppearance } from '../display/useDisplay.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

/**
 * antd's theme (light or dark) and built-in texts around the pages that use antd. It is its own
 * chunk (loaded through `AntdScope` in AntdScope.ts), so the public pages drawn in plain markup (landing,
 * pricing) never load antd's style engine; a lazily loaded piece of those pages that does use antd
 * wraps itself in it.
 */
export default function AntdScopeProvider({ children }: { children?: ReactNode }) {
  const language = useLanguage();
  const appearance = useAppearance();
  return (
    <AlphadeskConfigProvider language={language} appearance={appearance}>
      {children ?? <Outlet />}
    </AlphadeskConfigProvider>
  );
}
