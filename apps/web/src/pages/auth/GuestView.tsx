import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useAuthErrorText } from './messages.ts';
import type { SignedInResponse, ViewProps } from './types.ts';

/** Starts a server-side guest session; registering later keeps what the guest made. */
export function GuestView({ notify, goTo, onSignedIn }: ViewProps) {
  const { t } = useTranslation();
  const errorText = useAuthErrorText();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      onSignedIn(await api.post<SignedInResponse>('/api/auth/guest'), 'guest');
    } catch (error) {
      notify.show('error', errorText(error, t('auth.guest.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="auth-card__title">{t('auth.guest.title')}</h1>
      <p className="auth-card__subtitle">{t('auth.guest.subtitle')}</p>
      <ul className="auth-card__points">
        <li>{t('auth.guest.pointLimited')}</li>
        <li>{t('auth.guest.pointKeep')}</li>
      </ul>
      <Button
        type="primary"
        size="large"
        block
        loading={busy}
        onClick={() => void start()}
        data-testid="guest-start"
      >
        {busy ? t('auth.guest.busy') : t('auth.guest.start')}
      </Button>
      <p className="auth-card__footer">
        <Button type="link" onClick={() => goTo('register')} className="auth-card__link-button">
          {t('auth.login.register')}
        </Button>
        <span aria-hidden> · </span>
        <Button type="link" onClick={() => goTo('login')} className="auth-card__link-button">
          {t('auth.register.login')}
        </Button>
      </p>
    </>
  );
}
