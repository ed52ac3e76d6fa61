import { RegisterRequest, type AuthResponse, type Tier } from '@alphadesk/contracts';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { usePlans } from '../pricing/usePlans.ts';
import { useSession } from '../../auth/session.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { GoogleSignIn } from './GoogleSignIn.tsx';
import { fieldErrors, useAuthErrorText, withMismatch } from './messages.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import type { ViewProps } from './types.ts';

export interface RegisterViewProps extends ViewProps {
  selectedTier: Tier | null;
}

type Field = 'name' | 'email' | 'password' | 'confirmPassword' | 'phone' | 'agreeToTerms';

/** Name, email, password with the live checklist, confirmation, terms, optional phone. */
export function RegisterView({ notify, goTo, onSignedIn, selectedTier }: RegisterViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  const { user } = useSession();
  const plans = usePlans();
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '', phone: '' });
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const plan = plans.data?.find((candidate) => candidate.id === selectedTier);

  const request = (next = values, agreed = agreeToTerms) => ({
    name: next.name,
    email: next.email,
    password: next.password,
    confirmPassword: next.confirmPassword,
    agreeToTerms: agreed,
    ...(next.phone.trim() ? { phone: next.phone } : {}),
    ...(selectedTier ? { selectedTier } : {}),
  });

  const validate = (next: typeof values, agreed: boolean) => {
    const parsed = RegisterRequest.safeParse(request(next, agreed));
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues, language);
    return withMismatch(found, next.password, next.confirmPassword, language);
  };

  // After the first attempt, messages follow the input as the user corrects it.
  const revalidate = (next: typeof values, agreed: boolean) => {
    if (!submitted) return;
    setErrors(validate(next, agreed));
  };
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    revalidate(next, agreeToTerms);
  };

  const submit = async () => {
    setSubmitted(true);
    const parsed = RegisterRequest.safeParse(request());
    if (!parsed.success) {
      setErrors(validate(values, agreeToTerms));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      // A guest's token goes along (the API client sends it): the guest becomes this member.
      onSignedIn(await api.post<AuthResponse>('/api/auth/register', parsed.data), 'register');
    } catch (error) {
      notify.show('error', errorText(error, t('auth.messages.registerUnexpected')));
    } finally {
      setBusy(false);
    }
  };

  const item = (field: Field, label: string) => ({
    label,
    htmlFor: `register-${field}`,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

  return (
    <>
      <h1 className="auth-card__title">{t('auth.register.title')}</h1>
      <p className="auth-card__subtitle">{t('auth.register.subtitle')}</p>
      {user?.kind === 'guest' ? (
        <Alert type="info" showIcon title={t('auth.register.guestKeeps')} className="auth-card__alert" />
      ) : null}
      {selectedTier ? (
        <div className="auth-card__tier" data-testid="selected-tier">
          <span>
            {t('auth.register.selectedTier', { plan: plan?.name ?? t(`dashboard.tier.${selectedTier}`) })}
          </span>
          <Button type="link" onClick={() => goTo('tier-selection')} className="auth-card__link-button">
            {t('auth.register.changeTier')}
          </Button>
          {plan && plan.monthlyPrice > 0 ? (
            <p className="auth-card__tier-note">{t('auth.register.paidTierNote', { plan: plan.name })}</p>
          ) : null}
        </div>
      ) : null}
      <Form layout="vertical" noValidate onFinish={() => void submit()} requiredMark={false} disabled={busy}>
        <Form.Item {...item('name', t('auth.fields.name'))}>
          <Input
            id="register-name"
            autoComplete="name"
            value={values.name}
            onChange={change('name')}
            size="large"
          />
        </Form.Item>
        <Form.Item {...item('email', t('auth.fields.email'))}>
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
            placeholder={t('auth.placeholders.email')}
            size="large"
          />
        </Form.Item>
        <Form.Item
          {...item('password', t('auth.fields.password'))}
          extra={<PasswordChecklist password={values.password} />}
        >
          <Input.Password
            id="register-password"
            autoComplete="new-password"
            value={values.password}
            onChange={change('password')}
            size="large"
          />
        </Form.Item>
        <Form.Item {...item('confirmPassword', t('auth.fields.confirmPassword'))}>
          <Input.Password
            id="register-confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            size="large"
          />
        </Form.Item>
        <Form.Item {...item('phone', t('auth.fields.phone'))}>
          <Input
            id="register-phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={change('phone')}
            placeholder={t('auth.placeholders.phone')}
            size="large"
          />
        </Form.Item>
        <Form.Item validateStatus={errors.agreeToTerms ? 'error' : undefined} help={errors.agreeToTerms}>
          <Checkbox
            id="register-agreeToTerms"
            checked={agreeToTerms}
            onChange={(event) => {
              setAgreeToTerms(event.target.checked);
              revalidate(values, event.target.checked);
            }}
          >
            {t('auth.register.agreePrefix')}
            <Link to="/terms" target="_blank">
              {t('auth.register.terms')}
            </Link>
            {t('auth.register.and')}
            <Link to="/privacy" target="_blank">
              {t('auth.register.privacy')}
            </Link>
          </Checkbox>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={busy}
          data-testid="register-submit"
        >
          {busy ? t('auth.register.busy') : t('auth.register.submit')}
        </Button>
      </Form>
      <div className="auth-card__alternatives auth-card__alternatives--spaced">
        <GoogleSignIn notify={notify} onSignedIn={onSignedIn} text="signup_with" />
      </div>
      <p className="auth-card__footer">
        {t('auth.register.hasAccount')}{' '}
        <Button type="link" onClick={() => goTo('login')} className="auth-card__link-button">
          {t('auth.register.login')}
        </Button>
      </p>
    </>
  );
}
