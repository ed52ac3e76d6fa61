import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { alphadeskTheme } from '../theme/theme.ts';
import { antdLocaleFor } from './antdLocale.ts';
import type { Language } from './languages.ts';

export interface AlphadeskConfigProviderProps {
  language: Language;
  children: ReactNode;
}

/**
 * antd's theme and built-in texts for one language. Call `loadAntdLocale` before switching so the
 * locale is already cached when this renders.
 */
export function AlphadeskConfigProvider({ language, children }: AlphadeskConfigProviderProps) {
  return (
    <ConfigProvider theme={alphadeskTheme} locale={antdLocaleFor(language)}>
      {children}
    </ConfigProvider>
  );
}
