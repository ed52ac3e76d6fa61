import { authMessages, RegisterRequest, type AuthResponse, type Tier } from '@alphadesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { usePlans } from '../pricing/usePlans.ts';
import { useSession } from '../../auth/session.ts';
import { matchesRule, schemaRule } from '../../components/forms/schemaRules.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { GoogleSignIn } from './GoogleSignIn.tsx';
import { localizeAuthMessage, useAuthErrorText } from './messages.ts';
import { FormPasswordChecklist } from './PasswordChecklist.tsx';
import type { ViewProps } from './types.ts';

export interface RegisterViewProps extends ViewProps {
  selectedTier: Tier | null;
}

type Values = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  agreeToTerms: boolean;
};
type Field = keyof Values;

/** Name, email, password with the live checklist, confirmation, terms, optional phone. */
export function RegisterView({ notify, goTo, onSignedIn, selectedTier }: RegisterViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  const { user } = useSession();
  const plans = usePlans();
  const [form] = Form.useForm<Values>();
  // After the first attempt, messages follow the input as the user corrects it.
  const [attempted, setAttempted] = useState(false);
  const plan = plans.data?.find((candidate) => candidate.id === selectedTier);
  const localise = (message: string) => localizeAuthMessage(message, language);
  const extra = selectedTier ? { selectedTier } : {};
  const rule = (field: Field) => schemaRule(RegisterRequest, field, localise, extra);

  const register = useMutation({
    mutationFn: (values: Values) => {
      const { phone, ...rest } = values;
      const request = RegisterRequest.parse({ ...rest, ...(phone.trim() ? { phone } : {}), ...extra });
      // A guest's token goes along (the API client sends it): the guest becomes this member.
      return api.post<AuthResponse>('/api/auth/register', request);
    },
    onSuccess: (answer) => onSignedIn(answer, 'register'),
    onError: (error) => notify.show('error', errorText(error, t('auth.messages.registerUnexpected'))),
  });
  const busy = register.isPending;

  const item = (field: Field, label: string) => ({
    name: field,
    label,
    htmlFor: `register-${field}`,
    rules: [rule(field)],
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
      <Form
        form={form}
        layout="vertical"
        noValidate
        validateTrigger={attempted ? 'onChange' : false}
        initialValues={{
          name: '',
          email: '',
          password: '',
          confirmPassword: '',
          phone: '',
          agreeToTerms: false,
        }}
        onFinish={(values) => {
          setAttempted(true);
          register.mutate(values);
        }}
        onFinishFailed={() => setAttempted(true)}
        requiredMark={false}
        disabled={busy}
      >
        <Form.Item {...item('name', t('auth.fields.name'))}>
          <Input id="register-name" autoComplete="name" size="large" />
        </Form.Item>
        <Form.Item {...item('email', t('auth.fields.email'))}>
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            placeholder={t('auth.placeholders.email')}
            size="large"
          />
        </Form.Item>
        <Form.Item
          {...item('password', t('auth.fields.password'))}
          extra={<FormPasswordChecklist field="password" />}
        >
          <Input.Password id="register-password" autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          {...item('confirmPassword', t('auth.fields.confirmPassword'))}
          dependencies={['password']}
          rules={[rule('confirmPassword'), matchesRule('password', localise(authMessages.passwordMismatch))]}
        >
          <Input.Password id="register-confirmPassword" autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item {...item('phone', t('auth.fields.phone'))}>
          <Input
            id="register-phone"
            type="tel"
            autoComplete="tel"
            placeholder={t('auth.placeholders.phone')}
            size="large"
          />
        </Form.Item>
        <Form.Item name="agreeToTerms" valuePropName="checked" rules={[rule('agreeToTerms')]}>
          <Checkbox id="register-agreeToTerms">
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
