import { FieldTimeOutlined } from '@ant-design/icons';
import type { SearchHistoryItem } from '@alphadesk/contracts';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchHistory } from './queries.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatTaipeiDateTime } from './format.ts';

/** A member's own searches (`GET /api/stocks/search-history`), newest first; choosing one searches it. */
export function SearchHistory({ onPick }: { onPick: (item: SearchHistoryItem) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const history = useSearchHistory(true);
  let body;
  if (history.isError) body = <p className="muted">{t('search.history.failed')}</p>;
  else if (!history.data) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (history.data.length === 0) body = <p className="muted">{t('search.history.empty')}</p>;
  else
    body = (
      <ul className="side-list">
        {history.data.map((item) => (
          <li key={`${item.market}-${item.symbol}-${item.searchedAt}`}>
            <button
              type="button"
              className="side-item"
              onClick={() => onPick(item)}
              data-testid={`history-${item.symbol}`}
            >
              <span className="side-item__row">
                <span className="side-item__title">
                  <strong>{item.symbol}</strong> {item.name}
                  <span className="side-item__market">{t(`search.markets.${item.market}`)}</span>
                </span>
              </span>
              <span className="side-item__facts">
                <time dateTime={item.searchedAt}>{formatTaipeiDateTime(item.searchedAt, language)}</time>
                <span>{t('search.history.analysisCount', { n: item.analysisCount })}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="side-panel" data-testid="search-history">
      <h2 className="side-panel__title">
        <FieldTimeOutlined aria-hidden /> {t('search.history.title')}
      </h2>
      {body}
    </section>
  );
}
