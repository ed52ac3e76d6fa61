import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../auth/session.ts';

/**
 * On narrow screens the section links and the sign-in link do not fit the header: this button
 * opens them in a drawer (hidden above 900 px, where the header shows them itself).
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { status, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const signedOut = status === 'anonymous';
  return (
    <>
      <Button
        type="text"
        className="mobile-menu-button"
        icon={<MenuOutlined />}
        aria-label={t('nav.menu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="mobile-menu-button"
      />
      <Drawer open={open} onClose={close} placement="right" size={280} title={t('nav.menu')}>
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
              <Button
                type="link"
                className="mobile-menu__logout"
                onClick={() => {
                  close();
                  void signOut();
                }}
                data-testid="mobile-menu-logout"
              >
                {t('common.logout')}
              </Button>
            </>
          )}
        </nav>
      </Drawer>
    </>
  );
}
