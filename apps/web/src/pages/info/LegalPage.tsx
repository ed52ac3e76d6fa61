import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle.ts';

export type LegalPageId = 'terms' | 'privacy' | 'disclaimer';

/** Terms, privacy notice and disclaimer: an introduction and numbered sections. */
export function LegalPage({ page }: { page: LegalPageId }) {
  const { t } = useTranslation();
  const title = t(`legal.${page}.title`);
  const sections = t(`legal.${page}.sections`, { returnObjects: true });
  usePageTitle(title);
  return (
    <article className="container page page--prose" data-testid={`legal-${page}`}>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph>{t(`legal.${page}.intro`)}</Typography.Paragraph>
      {sections.map((section) => (
        <section key={section.heading}>
          <Typography.Title level={2}>{section.heading}</Typography.Title>
          {section.paragraphs.map((paragraph) => (
            <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
          ))}
        </section>
      ))}
      <div className="page__links">
        <Link to="/contact">{t('footer.contact')}</Link>
      </div>
    </article>
  );
}
