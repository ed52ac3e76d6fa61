import type { PublicArticleListResponse } from '@alphadesk/contracts';
import { Alert, Button, List, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, errorMessage } from '../../api/client.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useMetaDescription } from './useMetaDescription.ts';

/** /articles: the published articles, featured first, newest next, ten a page. */
export default function ArticlesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('desk.articles.title'));
  useMetaDescription(t('desk.articles.intro'));
  const [page, setPage] = useState(1);
  const [data, setData] = useState<PublicArticleListResponse | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    api.get<PublicArticleListResponse>(`/api/articles?page=${page}&limit=10`).then(setData, setFailure);
  }, [page]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <article className="container page">
      <Typography.Title level={1}>{t('desk.articles.title')}</Typography.Title>
      <Typography.Paragraph>{t('desk.articles.intro')}</Typography.Paragraph>
      {failure ? <Alert type="error" showIcon title={errorMessage(failure, language)} /> : null}
      <List
        data-testid="articles"
        loading={data === null && !failure}
        locale={{ emptyText: t('desk.articles.empty') }}
        dataSource={data?.articles ?? []}
        renderItem={(article) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space>
                  <Link to={`/articles/${article.slug}`}>{article.title}</Link>
                  {article.is_featured ? <Tag color="gold">{t('desk.articles.featured')}</Tag> : null}
                  {article.category_name ? <Tag>{article.category_name}</Tag> : null}
                </Space>
              }
              description={
                <>
                  <div>{article.summary}</div>
                  <Typography.Text type="secondary">
                    {article.author}
                    {article.publish_date
                      ? ` · ${new Date(article.publish_date).toLocaleDateString(language)}`
                      : ''}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      {pages > 1 ? (
        <Space>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('desk.articles.previous')}
          </Button>
          <span>
            {page} / {pages}
          </span>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('desk.articles.next')}
          </Button>
        </Space>
      ) : null}
    </article>
  );
}
