import type { FaqCategory, FaqResponse } from '@alphadesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Collapse, Empty, Input, Segmented, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useDebouncedValue } from '../search/useDebouncedValue.ts';

type CategoryFilter = 'all' | FaqCategory;

function useFaq(q: string, category: CategoryFilter) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['faq', language, q, category],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (category !== 'all') params.set('category', category);
      const query = params.toString();
      return api.get<FaqResponse>(`/api/help/faq${query ? `?${query}` : ''}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** /help: the FAQ from the database by category, searchable, as an accordion, and where to ask next. */
export default function HelpPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.help.title'));
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const q = useDebouncedValue(search.trim().slice(0, 100), 300);
  const faq = useFaq(q, category);
  const counts = new Map(faq.data?.categories.map((entry) => [entry.id, entry.count]));
  const options = [
    { value: 'all' as const, label: t('support.all') },
    ...(faq.data?.categories ?? []).map((entry) => ({
      value: entry.id,
      label: `${t(`support.categories.${entry.id}`)} (${counts.get(entry.id) ?? 0})`,
    })),
  ];

  return (
    <article className="container page page--prose" data-testid="help-page">
      <Typography.Title level={1}>{t('pages.help.title')}</Typography.Title>
      <Input.Search
        allowClear
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('support.searchPlaceholder')}
        aria-label={t('support.searchPlaceholder')}
        data-testid="faq-search"
      />
      <Segmented<CategoryFilter>
        options={options}
        value={category}
        onChange={setCategory}
        data-testid="faq-categories"
        className="faq-categories"
        style={{ margin: '12px 0' }}
      />
      {faq.isError && <Alert type="error" showIcon title={t('support.loadFailed')} />}
      {faq.isPending && <Spin />}
      {faq.data && faq.data.entries.length === 0 && <Empty description={t('support.empty')} />}
      {faq.data && faq.data.entries.length > 0 && (
        <Collapse
          accordion
          data-testid="faq-list"
          items={faq.data.entries.map((entry) => ({
            key: entry.id,
            label: entry.question,
            children: (
              <>
                <Typography.Paragraph>{entry.answer}</Typography.Paragraph>
                {entry.tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </>
            ),
          }))}
        />
      )}
      <section className="page__links" data-testid="help-contact">
        <Typography.Title level={2}>{t('support.moreHelp')}</Typography.Title>
        <Typography.Paragraph>{t('support.moreHelpText')}</Typography.Paragraph>
        <Link to="/contact">{t('support.contactLink')}</Link>
        <Link to="/pricing">{t('support.pricingLink')}</Link>
      </section>
    </article>
  );
}
