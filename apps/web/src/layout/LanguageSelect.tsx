import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGE_LABELS, SUPPORTED_LANGUAGES, isLanguage, type Language } from '@alphadesk/ui/plain';

export interface LanguageSelectProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Accessible name, in the current language (e.g. "語言"). */
  label: string;
}

/**
 * The header's language picker: @alphadesk/ui's LanguageSwitcher (a native `<select>`) with its
 * colours from the page's CSS variables instead of antd's theme tokens, so the public pages' shell
 * needs no antd. Same markup and test id.
 */
export function LanguageSelect({ value, onChange, label }: LanguageSelectProps) {
  return (
    <label className="language-select">
      <GlobalOutlined aria-hidden />
      <select
        aria-label={label}
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChange(event.target.value);
        }}
        data-testid="language-switcher"
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
