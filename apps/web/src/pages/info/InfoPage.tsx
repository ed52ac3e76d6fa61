import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type infoTexts from './locales/zh-TW.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';

export type InfoPageId = keyof (typeof infoTexts)['pages'];

export interface InfoPageProps {
  page: InfoPageId;
  /** Links or actions below the text. */
  children?: ReactNode;
}

/** A short static content page (about, terms, …): a title and a few paragraphs. */
export function InfoPage({ page, children }: InfoPageProps) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  const paragraphs = t(`pages.${page}.paragraphs`, { returnObjects: true });
  usePageTitle(title);
  return (
    <article className="container page page--prose">
      <Typography.Title level={1}>{title}</Typography.Title>
      {paragraphs.map((paragraph) => (
        <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
      ))}
      {children ? <div className="page__links">{children}</div> : null}
    </article>
  );
}
