import type { ThemeConfig } from 'antd';

/** Brand colours shared by the member site and the back-office. */
export const brandColors = {
  primary: '#1d4ed8',
  ink: '#0f172a',
  surface: '#f5f7fb',
} as const;

/** The layout's backgrounds on a dark page (antd's dark algorithm recolours the components). */
export const darkLayout = {
  headerBg: '#141414',
  bodyBg: '#000000',
  footerBg: '#141414',
} as const;

/**
 * Traditional-Chinese fonts first so CJK text never falls back to a random system font; Noto Sans
 * CJK is what Linux machines (and our browser tests) have, PingFang and JhengHei cover macOS and
 * Windows.
 */
export const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans TC"',
  '"Noto Sans CJK TC"',
  '"PingFang TC"',
  '"Microsoft JhengHei"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

export const alphadeskTheme: ThemeConfig = {
  token: {
    colorPrimary: brandColors.primary,
    colorInfo: brandColors.primary,
    colorTextBase: brandColors.ink,
    fontFamily,
    borderRadius: 8,
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      bodyBg: brandColors.surface,
      footerBg: brandColors.ink,
    },
  },
};
