import { passwordRules } from '@alphadesk/contracts';
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';

type Rule = keyof typeof passwordRules;
const rules = Object.keys(passwordRules) as Rule[];

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** 'strong' only when every rule is met (spec §5); 'medium' when one is missing. */
export function passwordStrength(password: string): PasswordStrength {
  const met = rules.filter((rule) => passwordRules[rule](password)).length;
  if (met === rules.length) return 'strong';
  return met === rules.length - 1 ? 'medium' : 'weak';
}

/** The live checklist under a new-password field: each rule of the contract, met or not. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  return (
    <div className="password-checklist" id={id} data-testid="password-checklist" aria-live="polite">
      <p className="password-checklist__strength">
        {t('auth.checklist.title')}
        <span className={`strength strength--${strength}`} data-testid="password-strength">
          {t(`auth.checklist.${strength}`)}
        </span>
      </p>
      <ul>
        {rules.map((rule) => {
          const met = passwordRules[rule](password);
          return (
            <li key={rule} data-rule={rule} data-met={met} className={met ? 'is-met' : undefined}>
              {met ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
              <span>{t(`auth.checklist.${rule}`)}</span>
              <span className="sr-only">{met ? t('auth.checklist.met') : t('auth.checklist.unmet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The checklist of a form's password field. It re-renders with the form's store as the user types
 * (a `Form.useWatch` value arrives a tick later, after the keystroke has been handled).
 */
export function FormPasswordChecklist({ field }: { field: string }) {
  return (
    <Form.Item noStyle shouldUpdate={(previous, next) => previous[field] !== next[field]}>
      {({ getFieldValue }) => <PasswordChecklist password={String(getFieldValue(field) ?? '')} />}
    </Form.Item>
  );
}
