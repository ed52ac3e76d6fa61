import { RocketOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';

/** Example searches of the empty state; the label is text, the query is what runs. */
export const EXAMPLE_SEARCHES = ['2330', '2317', '0050', 'AAPL'] as const;

/** Before the first search: example searches that run at a click, and the trial call-to-action. */
export function EmptyState({ onExample }: { onExample: (query: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="search-empty" data-testid="search-empty">
      <section className="result-card">
        <h2 className="search-empty__title">
          <SearchOutlined aria-hidden /> {t('search.empty.title')}
        </h2>
        <p className="muted">{t('search.empty.text')}</p>
        <h3 className="result-section__title">{t('search.empty.examples')}</h3>
        <div className="search-empty__examples">
          {EXAMPLE_SEARCHES.map((query) => (
            <Button key={query} onClick={() => onExample(query)} data-testid={`example-${query}`}>
              {t(`search.empty.exampleItems.${query}`)}
            </Button>
          ))}
        </div>
      </section>
      <section className="result-card search-empty__trial" data-testid="trial-cta">
        <h2 className="search-empty__title">
          <RocketOutlined aria-hidden /> {t('search.empty.trialTitle')}
        </h2>
        <p className="muted">{t('search.empty.trialText')}</p>
        <div className="search-empty__actions">
          <ButtonLink to="/trial" type="primary">
            {t('search.empty.trial')}
          </ButtonLink>
          <ButtonLink to="/pricing">{t('search.empty.pricing')}</ButtonLink>
        </div>
      </section>
    </div>
  );
}
