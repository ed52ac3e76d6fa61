import type { Preferences } from '@alphadesk/contracts';
import { LANGUAGE_LABELS, SUPPORTED_LANGUAGES } from '@alphadesk/ui';
import { Radio, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Section = keyof Preferences;
export interface SectionProps {
  value: Preferences;
  onChange: (next: Preferences) => void;
}

/** Time zones offered; a stored zone not in the list is offered too, so saving never changes it. */
const TIME_ZONES = [
  'Asia/Taipei',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Tokyo',
  'America/New_York',
  'Europe/London',
  'UTC',
];

interface RowProps {
  label: string;
  /** The control's id; its label gets `${id}-label` (radio groups point at it with aria-labelledby). */
  htmlFor: string;
  hint?: string;
  group?: boolean;
  children: ReactNode;
}

function Row({ label, htmlFor, hint, group = false, children }: RowProps) {
  const text = (
    <>
      {label}
      {hint ? <span className="preference-row__hint">{hint}</span> : null}
    </>
  );
  return (
    <div className="preference-row">
      {group ? (
        <span id={`${htmlFor}-label`} className="preference-row__label">
          {text}
        </span>
      ) : (
        <label htmlFor={htmlFor} id={`${htmlFor}-label`} className="preference-row__label">
          {text}
        </label>
      )}
      <div className="preference-row__control">{children}</div>
    </div>
  );
}

/** Replaces one field of one section, keeping everything else as loaded. */
function setField<S extends Section, K extends keyof Preferences[S]>(
  value: Preferences,
  section: S,
  key: K,
  field: Preferences[S][K],
): Preferences {
  return { ...value, [section]: { ...value[section], [key]: field } };
}

export function NotificationSection({ value, onChange }: SectionProps) {
  const { t } = useTranslation();
  const keys = ['email', 'browser', 'sms', 'priceAlerts', 'newsAlerts', 'analysisComplete'] as const;
  return (
    <div className="preference-section">
      {keys.map((key) => (
        <Row key={key} label={t(`preferences.notifications.${key}`)} htmlFor={`pref-notifications-${key}`}>
          <Switch
            id={`pref-notifications-${key}`}
            checked={value.notifications[key]}
            onChange={(checked) => onChange(setField(value, 'notifications', key, checked))}
          />
        </Row>
      ))}
    </div>
  );
}

export function DisplaySection({ value, onChange }: SectionProps) {
  const { t } = useTranslation();
  const { display } = value;
  const zones = TIME_ZONES.includes(display.timezone) ? TIME_ZONES : [display.timezone, ...TIME_ZONES];
  return (
    <div className="preference-section">
      <Row
        label={t('preferences.display.theme')}
        htmlFor="pref-display-theme"
        hint={t('preferences.display.themeHint')}
        group
      >
        <Radio.Group
          aria-labelledby="pref-display-theme-label"
          value={display.theme}
          onChange={(event) => onChange(setField(value, 'display', 'theme', event.target.value))}
          options={(['light', 'dark', 'auto'] as const).map((theme) => ({
            value: theme,
            label: t(`preferences.display.themes.${theme}`),
          }))}
          optionType="button"
        />
      </Row>
      <Row label={t('preferences.display.language')} htmlFor="pref-display-language">
        <Select
          id="pref-display-language"
          value={display.language}
          onChange={(language) => onChange(setField(value, 'display', 'language', language))}
          options={SUPPORTED_LANGUAGES.map((language) => ({
            value: language,
            label: LANGUAGE_LABELS[language],
          }))}
          className="preference-row__select"
        />
      </Row>
      <Row label={t('preferences.display.currency')} htmlFor="pref-display-currency">
        <Select
          id="pref-display-currency"
          value={display.currency}
          onChange={(currency) => onChange(setField(value, 'display', 'currency', currency))}
          options={(['TWD', 'USD', 'CNY'] as const).map((currency) => ({
            value: currency,
            label: t(`preferences.display.currencies.${currency}`),
          }))}
          className="preference-row__select"
        />
      </Row>
      <Row label={t('preferences.display.timezone')} htmlFor="pref-display-timezone">
        <Select
          id="pref-display-timezone"
          value={display.timezone}
          onChange={(timezone) => onChange(setField(value, 'display', 'timezone', timezone))}
          options={zones.map((zone) => ({ value: zone, label: zone }))}
          className="preference-row__select"
        />
      </Row>
      <Row
        label={t('preferences.display.redUpGreenDown')}
        htmlFor="pref-display-redUpGreenDown"
        hint={t('preferences.display.redUpGreenDownHint')}
      >
        <Switch
          id="pref-display-redUpGreenDown"
          checked={display.redUpGreenDown}
          onChange={(checked) => onChange(setField(value, 'display', 'redUpGreenDown', checked))}
        />
      </Row>
    </div>
  );
}

export function TradingSection({ value, onChange }: SectionProps) {
  const { t } = useTranslation();
  const { trading } = value;
  return (
    <div className="preference-section">
      <Row label={t('preferences.trading.defaultAnalysisType')} htmlFor="pref-trading-type">
        <Select
          id="pref-trading-type"
          value={trading.defaultAnalysisType}
          onChange={(type) => onChange(setField(value, 'trading', 'defaultAnalysisType', type))}
          options={(['comprehensive', 'technical', 'fundamental'] as const).map((type) => ({
            value: type,
            label: t(`preferences.trading.analysisTypes.${type}`),
          }))}
          className="preference-row__select"
        />
      </Row>
      <Row label={t('preferences.trading.riskTolerance')} htmlFor="pref-trading-risk" group>
        <Radio.Group
          aria-labelledby="pref-trading-risk-label"
          value={trading.riskTolerance}
          onChange={(event) => onChange(setField(value, 'trading', 'riskTolerance', event.target.value))}
          options={(['conservative', 'moderate', 'aggressive'] as const).map((risk) => ({
            value: risk,
            label: t(`preferences.trading.risks.${risk}`),
          }))}
          optionType="button"
        />
      </Row>
      <Row label={t('preferences.trading.autoAnalysis')} htmlFor="pref-trading-auto">
        <Switch
          id="pref-trading-auto"
          checked={trading.autoAnalysis}
          onChange={(checked) => onChange(setField(value, 'trading', 'autoAnalysis', checked))}
        />
      </Row>
    </div>
  );
}

export function PrivacySection({ value, onChange }: SectionProps) {
  const { t } = useTranslation();
  const { privacy } = value;
  return (
    <div className="preference-section">
      <Row label={t('preferences.privacy.profileVisibility')} htmlFor="pref-privacy-visibility" group>
        <Radio.Group
          aria-labelledby="pref-privacy-visibility-label"
          value={privacy.profileVisibility}
          onChange={(event) => onChange(setField(value, 'privacy', 'profileVisibility', event.target.value))}
          options={(['private', 'public'] as const).map((visibility) => ({
            value: visibility,
            label: t(`preferences.privacy.visibility.${visibility}`),
          }))}
          optionType="button"
        />
      </Row>
      <Row label={t('preferences.privacy.shareAnalytics')} htmlFor="pref-privacy-analytics">
        <Switch
          id="pref-privacy-analytics"
          checked={privacy.shareAnalytics}
          onChange={(checked) => onChange(setField(value, 'privacy', 'shareAnalytics', checked))}
        />
      </Row>
      <Row label={t('preferences.privacy.marketingEmails')} htmlFor="pref-privacy-marketing">
        <Switch
          id="pref-privacy-marketing"
          checked={privacy.marketingEmails}
          onChange={(checked) => onChange(setField(value, 'privacy', 'marketingEmails', checked))}
        />
      </Row>
    </div>
  );
}
