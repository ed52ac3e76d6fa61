import { GlobalOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { LANGUAGE_LABELS, SUPPORTED_LANGUAGES, isLanguage, type Language } from './languages.ts';

export interface LanguagePickerProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Accessible name, in the current language (e.g. "語言"). */
  label: string;
  className?: string;
  /** Inline styles of the label and of the select (a themed wrapper's colours). */
  styles?: { label?: CSSProperties; select?: CSSProperties };
}

/**
 * A compact language picker for page headers. It is a native `<select>` on purpose: it is on the
 * landing page, and antd's Select would add its whole virtual-list/popup stack to the first load.
 * It renders no antd itself: pages without antd style it by class, `LanguageSwitcher` by theme.
 */
export function LanguagePicker({ value, onChange, label, className, styles }: LanguagePickerProps) {
  return (
    <label className={className} style={styles?.label}>
      <GlobalOutlined aria-hidden />
      <select
        aria-label={label}
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChange(event.target.value);
        }}
        data-testid="language-switcher"
        style={styles?.select}
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
