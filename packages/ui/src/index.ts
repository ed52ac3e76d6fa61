export * from './plain.ts';
export { LanguageSwitcher, type LanguageSwitcherProps } from './i18n/LanguageSwitcher.tsx';
export {
  AlphadeskConfigProvider,
  type AlphadeskConfigProviderProps,
} from './i18n/AlphadeskConfigProvider.tsx';
