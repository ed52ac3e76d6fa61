import type { AuthResponse, LoginRequest } from '@alphadesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { PlainButton } from '../../components/PlainButton.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { GoogleSignIn } from './GoogleSignIn.tsx';
import { localizeAuthMessage, useAuthErrorText } from './messages.ts';
import type { ViewProps } from './types.ts';

type Field = 'email' | 'password';

const loadSchema = () => import('./loginSchema.ts').then((module) => module.LoginRequestSchema);

/**
 * Email and password, remember me, forgot-password link, Google, guest and tier links. /auth opens
 * on this view, so it is plain markup (antd's form look in auth.css) rather than antd's Form: the
 * page's first load stays without antd. The contract schema checks the values on submit, as the
 * server does, and each field shows its first issue in the reader's language.
 */
export function LoginView({ notify, goTo, onSignedIn }: ViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  // /auth is pre-rendered: until the app runs the form, nothing is typed into it or sent.
  const ready = useHydrated();
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const login = useMutation({
    mutationFn: async (request: LoginRequest) =>
      api.post<AuthResponse>('/api/auth/login', (await loadSchema()).parse(request)),
    onSuccess: (answer) => onSignedIn(answer, 'login'),
    onError: (error) => notify.show('error', errorText(error, t('auth.messages.loginUnexpected'))),
  });
  const busy = login.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = (await loadSchema()).safeParse(values);
    if (result.success) {
      setErrors({});
      login.mutate(values);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if ((field === 'email' || field === 'password') && !found[field]) {
        found[field] = localizeAuthMessage(issue.message, language);
      }
    }
    setErrors(found);
  };
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const input = (
    field: Field,
    label: string,
    props: { type: string; autoComplete: string; placeholder?: string },
  ) => (
    <div className={errors[field] ? 'plain-field plain-field--error' : 'plain-field'}>
      <label htmlFor={`login-${field}`} className="plain-field__label">
        {label}
      </label>
      <input
        id={`login-${field}`}
        {...props}
        className="plain-field__input"
        value={values[field]}
        disabled={busy}
        readOnly={!ready}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `login-${field}-error` : undefined}
        onChange={(event) => change(field, event.target.value)}
      />
      {errors[field] ? (
        <div id={`login-${field}-error`} className="plain-field__error" role="alert">
          {errors[field]}
        </div>
      ) : null}
    </div>
  );

  return (
    <>
      <h1 className="auth-card__title">{t('auth.login.title')}</h1>
      <p className="auth-card__subtitle">{t('auth.login.subtitle')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} onFocus={() => void loadSchema()}>
        {input('email', t('auth.fields.email'), {
          type: 'email',
          autoComplete: 'email',
          placeholder: t('auth.placeholders.email'),
        })}
        {input('password', t('auth.fields.password'), { type: 'password', autoComplete: 'current-password' })}
        <div className="auth-card__row">
          <label className="plain-checkbox">
            <input
              type="checkbox"
              checked={values.rememberMe}
              disabled={busy || !ready}
              onChange={(event) => setValues((current) => ({ ...current, rememberMe: event.target.checked }))}
            />
            <span>{t('auth.login.rememberMe')}</span>
          </label>
          <PlainButton kind="link" onClick={() => goTo('forgot')} className="auth-card__link-button">
            {t('auth.login.forgot')}
          </PlainButton>
        </div>
        <PlainButton
          type="submit"
          kind="primary"
          size="large"
          block
          loading={busy}
          disabled={!ready}
          data-testid="login-submit"
        >
          {busy ? t('auth.login.busy') : t('auth.login.submit')}
        </PlainButton>
      </form>
      <div className="plain-divider" role="separator">
        <span>{t('auth.login.or')}</span>
      </div>
      <div className="auth-card__alternatives">
        <GoogleSignIn notify={notify} onSignedIn={onSignedIn} text="signin_with" />
        <PlainButton size="large" block onClick={() => goTo('guest')} data-testid="to-guest">
          {t('auth.login.guest')}
        </PlainButton>
      </div>
      <p className="auth-card__footer">
        {t('auth.login.noAccount')}{' '}
        <PlainButton kind="link" onClick={() => goTo('register')} className="auth-card__link-button">
          {t('auth.login.register')}
        </PlainButton>
        <span aria-hidden> · </span>
        <PlainButton kind="link" onClick={() => goTo('tier-selection')} className="auth-card__link-button">
          {t('auth.login.plans')}
        </PlainButton>
      </p>
    </>
  );
}
