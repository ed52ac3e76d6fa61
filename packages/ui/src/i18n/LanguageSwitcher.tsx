import { GlobalOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { LANGUAGE_LABELS, SUPPORTED_LANGUAGES, isLanguage, type Language } from './languages.ts';

export interface LanguageSwitcherProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Accessible name, in the current language (e.g. "語言"). */
  label: string;
  className?: string;
}

/**
 * A compact language picker for page headers. It is a native `<select>` on purpose: it is on the
 * landing page, and antd's Select would add its whole virtual-list/popup stack to the first load.
 */
export function LanguageSwitcher({ value, onChange, label, className }: LanguageSwitcherProps) {
  const { token } = theme.useToken();
  return (
    <label
      className={className}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        color: token.colorTextSecondary,
        fontSize: token.fontSize,
      }}
    >
      <GlobalOutlined aria-hidden />
      <select
        aria-label={label}
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChange(event.target.value);
        }}
        data-testid="language-switcher"
        style={{
          border: 'none',
          background: 'transparent',
          color: token.colorText,
          font: 'inherit',
          padding: '4px 2px',
          cursor: 'pointer',
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_LABELS[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
