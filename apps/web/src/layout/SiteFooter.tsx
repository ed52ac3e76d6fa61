import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const footerLinks = [
  { to: '/about', key: 'footer.about' },
  { to: '/help', key: 'footer.help' },
  { to: '/contact', key: 'footer.contact' },
  { to: '/careers', key: 'footer.careers' },
  { to: '/api', key: 'footer.api' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/disclaimer', key: 'footer.disclaimer' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t('footer.links')} className="site-footer__links">
          {footerLinks.map((link) => (
            <Link key={link.to} to={link.to}>
              {t(link.key)}
            </Link>
          ))}
        </nav>
        <p className="site-footer__notice">{t('footer.notice')}</p>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
