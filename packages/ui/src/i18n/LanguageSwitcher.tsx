import { theme } from 'antd';
import { LanguagePicker, type LanguagePickerProps } from './LanguagePicker.tsx';

export type LanguageSwitcherProps = Omit<LanguagePickerProps, 'styles'>;

/** The language picker in antd's theme colours (pages that render antd anyway). */
export function LanguageSwitcher(props: LanguageSwitcherProps) {
  const { token } = theme.useToken();
  return (
    <LanguagePicker
      {...props}
      styles={{
        label: {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 6,
          color: token.colorTextSecondary,
          fontSize: token.fontSize,
        },
        select: {
          border: 'none',
          background: 'transparent',
          color: token.colorText,
          font: 'inherit',
          padding: '4px 2px',
          cursor: 'pointer',
        },
      }}
    />
  );
}
