import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { alphadeskTheme, darkLayout } from '../theme/theme.ts';
import { antdLocaleFor } from './antdLocale.ts';
import type { Language } from './languages.ts';

import type { Appearance } from './appearance.ts';

export type { Appearance };

export interface AlphadeskConfigProviderProps {
  language: Language;
  /** Light by default; dark uses antd's dark algorithm with the brand colours kept. */
  appearance?: Appearance;
  children: ReactNode;
}

/**
 * antd's theme and built-in texts for one language. Call `loadAntdLocale` before switching so the
 * locale is already cached when this renders.
 */
export function AlphadeskConfigProvider({
  language,
  appearance = 'light',
  children,
}: AlphadeskConfigProviderProps) {
  const theme = useMemo<ThemeConfig>(
    () =>
      appearance === 'dark'
        ? {
            ...alphadeskTheme,
            algorithm: antdTheme.darkAlgorithm,
            token: { ...alphadeskTheme.token, colorTextBase: undefined },
            components: { ...alphadeskTheme.components, Layout: darkLayout },
          }
        : alphadeskTheme,
    [appearance],
  );
  return (
    <ConfigProvider theme={theme} locale={antdLocaleFor(language)}>
      {children}
    </ConfigProvider>
  );
}
