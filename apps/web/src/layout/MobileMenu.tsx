import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../auth/session.ts';
import { PlainButton } from '../components/PlainButton.tsx';

/**
 * On narrow screens the section links and the sign-in link do not fit the header: this button
 * opens them in a side panel (hidden above 900 px, where the header shows them itself). Plain
 * markup rather than antd's Drawer: the header is on every public page's first load.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { status, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const signedOut = status === 'anonymous';

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    const button = opener.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      button?.focus();
    };
  }, [open]);

  return (
    <>
      <PlainButton
        ref={opener}
        kind="text"
        className="mobile-menu-button"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="mobile-menu-button"
      >
        <MenuOutlined aria-hidden />
      </PlainButton>
      {open ? (
        <>
          <div className="drawer-mask" onClick={close} aria-hidden />
          <div
            ref={panel}
            className="drawer"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
          >
            <div className="drawer__header">
              <PlainButton kind="text" aria-label={t('common.close')} onClick={close}>
                <CloseOutlined aria-hidden />
              </PlainButton>
              <h2 id={titleId} className="drawer__title">
                {t('nav.menu')}
              </h2>
            </div>
            <div className="drawer__body">
              <nav className="mobile-menu" aria-label={t('nav.menu')} data-testid="mobile-menu">
                <Link to={{ pathname: '/', hash: '#analysts' }} onClick={close}>
                  {t('nav.analysts')}
                </Link>
                <Link to={{ pathname: '/', hash: '#features' }} onClick={close}>
                  {t('nav.features')}
                </Link>
                <Link to={{ pathname: '/', hash: '#pricing' }} onClick={close}>
                  {t('nav.pricing')}
                </Link>
                <Link to="/help" onClick={close}>
                  {t('nav.help')}
                </Link>
                {signedOut ? (
                  <>
                    <Link to="/auth?mode=login" onClick={close} data-testid="mobile-menu-login">
                      {t('common.login')}
                    </Link>
                    <Link to="/auth?mode=register" onClick={close} data-testid="mobile-menu-register">
                      {t('common.register')}
                    </Link>
                  </>
                ) : (
                  <>
                    <Link to="/dashboard" onClick={close}>
                      {t('common.dashboard')}
                    </Link>
                    <PlainButton
                      kind="link"
                      className="mobile-menu__logout"
                      onClick={() => {
                        close();
                        void signOut();
                      }}
                      data-testid="mobile-menu-logout"
                    >
                      {t('common.logout')}
                    </PlainButton>
                  </>
                )}
              </nav>
            </div>
          </div>
        </>
      ) : null}
    </>
  );
}
