import type { PublicArticleResponse } from '@alphadesk/contracts';
import { Alert, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api, errorMessage } from '../../api/client.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useMetaDescription } from './useMetaDescription.ts';

/** /articles/:slug: one published article, its SEO title and description in the page's head. */
export default function ArticlePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { slug = '' } = useParams();
  const [data, setData] = useState<PublicArticleResponse | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    api.get<PublicArticleResponse>(`/api/articles/${encodeURIComponent(slug)}`).then(setData, setFailure);
  }, [slug]);
  const article = data?.article;
  usePageTitle(article ? article.seo_title || article.title : t('desk.articles.title'));
  useMetaDescription(article ? article.seo_description || article.summary || undefined : undefined);
  return (
    <article className="container page page--prose">
      <Link to="/articles">{t('desk.articles.back')}</Link>
      {failure ? <Alert type="error" showIcon title={errorMessage(failure, language)} /> : null}
      {article ? (
        <>
          <Typography.Title level={1}>{article.title}</Typography.Title>
          <Space wrap>
            {article.category_name ? <Tag>{article.category_name}</Tag> : null}
            {article.tags.map((tag) => (
              <Tag key={tag.id} color={tag.color}>
                {tag.name}
              </Tag>
            ))}
            <Typography.Text type="secondary">
              {article.author}
              {article.publish_date
                ? ` · ${new Date(article.publish_date).toLocaleDateString(language)}`
                : ''}
              {` · ${t('desk.articles.views', { count: article.views })}`}
            </Typography.Text>
          </Space>
          {/* Rendered from Markdown and sanitised by the server: no script, handler or unsafe link. */}
          <div
            className="article-body"
            data-testid="article-body"
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
        </>
      ) : null}
    </article>
  );
}
