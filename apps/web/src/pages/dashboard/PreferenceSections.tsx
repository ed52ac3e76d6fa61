import { Preferences } from '@alphadesk/contracts';
import { LANGUAGE_LABELS, SUPPORTED_LANGUAGES } from '@alphadesk/ui/plain';
import { Form, Radio, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../components/forms/schemaRules.ts';

type Section = keyof Preferences;

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

/**
 * One setting of the editor's form: its value lives in the form under `[section, key]` and the
 * contract's Preferences schema (the one the server checks) decides whether it may be saved.
 */
function Field<S extends Section>({
  section,
  name,
  toggle = false,
  children,
}: {
  section: S;
  name: keyof Preferences[S] & string;
  /** A switch: the form's value is its `checked`. */
  toggle?: boolean;
  children: ReactNode;
}) {
  const path: string[] = [section, name];
  return (
    <Form.Item
      name={path}
      valuePropName={toggle ? 'checked' : 'value'}
      rules={[schemaRule(Preferences, path, (message) => message)]}
      className="preference-row__item"
    >
      {children}
    </Form.Item>
  );
}

export function NotificationSection() {
  const { t } = useTranslation();
  const keys = ['email', 'browser', 'sms', 'priceAlerts', 'newsAlerts', 'analysisComplete'] as const;
  return (
    <div className="preference-section">
      {keys.map((key) => (
        <Row key={key} label={t(`preferences.notifications.${key}`)} htmlFor={`pref-notifications-${key}`}>
          <Field section="notifications" name={key} toggle>
            <Switch id={`pref-notifications-${key}`} />
          </Field>
        </Row>
      ))}
    </div>
  );
}

/** `storedTimezone` is the zone as loaded, offered even when it is not in the list. */
export function DisplaySection({ storedTimezone }: { storedTimezone: string }) {
  const { t } = useTranslation();
  const zones = TIME_ZONES.includes(storedTimezone) ? TIME_ZONES : [storedTimezone, ...TIME_ZONES];
  return (
    <div className="preference-section">
      <Row
        label={t('preferences.display.theme')}
        htmlFor="pref-display-theme"
        hint={t('preferences.display.themeHint')}
        group
      >
        <Field section="display" name="theme">
          <Radio.Group
            aria-labelledby="pref-display-theme-label"
            options={(['light', 'dark', 'auto'] as const).map((theme) => ({
              value: theme,
              label: t(`preferences.display.themes.${theme}`),
            }))}
            optionType="button"
          />
        </Field>
      </Row>
      <Row label={t('preferences.display.language')} htmlFor="pref-display-language">
        <Field section="display" name="language">
          <Select
            id="pref-display-language"
            options={SUPPORTED_LANGUAGES.map((language) => ({
              value: language,
              label: LANGUAGE_LABELS[language],
            }))}
            className="preference-row__select"
          />
        </Field>
      </Row>
      <Row label={t('preferences.display.currency')} htmlFor="pref-display-currency">
        <Field section="display" name="currency">
          <Select
            id="pref-display-currency"
            options={(['TWD', 'USD', 'CNY'] as const).map((currency) => ({
              value: currency,
              label: t(`preferences.display.currencies.${currency}`),
            }))}
            className="preference-row__select"
          />
        </Field>
      </Row>
      <Row label={t('preferences.display.timezone')} htmlFor="pref-display-timezone">
        <Field section="display" name="timezone">
          <Select
            id="pref-display-timezone"
            options={zones.map((zone) => ({ value: zone, label: zone }))}
            className="preference-row__select"
          />
        </Field>
      </Row>
      <Row
        label={t('preferences.display.redUpGreenDown')}
        htmlFor="pref-display-redUpGreenDown"
        hint={t('preferences.display.redUpGreenDownHint')}
      >
        <Field section="display" name="redUpGreenDown" toggle>
          <Switch id="pref-display-redUpGreenDown" />
        </Field>
      </Row>
    </div>
  );
}

export function TradingSection() {
  const { t } = useTranslation();
  return (
    <div className="preference-section">
      <Row label={t('preferences.trading.defaultAnalysisType')} htmlFor="pref-trading-type">
        <Field section="trading" name="defaultAnalysisType">
          <Select
            id="pref-trading-type"
            options={(['comprehensive', 'technical', 'fundamental'] as const).map((type) => ({
              value: type,
              label: t(`preferences.trading.analysisTypes.${type}`),
            }))}
            className="preference-row__select"
          />
        </Field>
      </Row>
      <Row label={t('preferences.trading.riskTolerance')} htmlFor="pref-trading-risk" group>
        <Field section="trading" name="riskTolerance">
          <Radio.Group
            aria-labelledby="pref-trading-risk-label"
            options={(['conservative', 'moderate', 'aggressive'] as const).map((risk) => ({
              value: risk,
              label: t(`preferences.trading.risks.${risk}`),
            }))}
            optionType="button"
          />
        </Field>
      </Row>
      <Row label={t('preferences.trading.autoAnalysis')} htmlFor="pref-trading-auto">
        <Field section="trading" name="autoAnalysis" toggle>
          <Switch id="pref-trading-auto" />
        </Field>
      </Row>
    </div>
  );
}

export function PrivacySection() {
  const { t } = useTranslation();
  return (
    <div className="preference-section">
      <Row label={t('preferences.privacy.profileVisibility')} htmlFor="pref-privacy-visibility" group>
        <Field section="privacy" name="profileVisibility">
          <Radio.Group
            aria-labelledby="pref-privacy-visibility-label"
            options={(['private', 'public'] as const).map((visibility) => ({
              value: visibility,
              label: t(`preferences.privacy.visibility.${visibility}`),
            }))}
            optionType="button"
          />
        </Field>
      </Row>
      <Row label={t('preferences.privacy.shareAnalytics')} htmlFor="pref-privacy-analytics">
        <Field section="privacy" name="shareAnalytics" toggle>
          <Switch id="pref-privacy-analytics" />
        </Field>
      </Row>
      <Row label={t('preferences.privacy.marketingEmails')} htmlFor="pref-privacy-marketing">
        <Field section="privacy" name="marketingEmails" toggle>
          <Switch id="pref-privacy-marketing" />
        </Field>
      </Row>
    </div>
  );
}
