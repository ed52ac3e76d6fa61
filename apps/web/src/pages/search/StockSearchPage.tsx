import type { StockDetail } from '@alphadesk/contracts';
import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { errorMessage } from '@alphadesk/contracts';
import { useLocation, useSearchParams } from 'react-router';
import {
  useMarketIndices,
  useMarketStatus,
  useRecordSearch,
  useStockDetail,
  type MarketFilter,
  type SectorFilter,
  type StockQuery,
} from './queries.ts';
import { isApiError } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { EmptyState } from './EmptyState.tsx';
import { HotStocks } from './HotStocks.tsx';
import { IndicesStrip } from './IndicesStrip.tsx';
import { MarketStatusBar } from './MarketStatusBar.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SearchFilters } from './SearchFilters.tsx';
import { SearchHistory } from './SearchHistory.tsx';
import { StockResultCard } from './StockResultCard.tsx';
import './panels.css';
import './search.css';

/** Index levels are asked for again on this period while the Taiwan market trades. */
const INDICES_REFRESH_MS = 30_000;

/** The filters a search ran with; a symbol arriving in the URL alone runs without filters. */
type Scope = StockQuery;

function SearchMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notFound = isApiError(error) && error.status === 404;
  return (
    <section className="result-card search-message" role="alert" data-testid="search-error">
      {notFound ? errorMessage('STOCK_NOT_FOUND', language) : t('search.failed')}
    </section>
  );
}

/**
 * /stock-search (public) and /search (signed in): filters, the search box with suggestions, the
 * result card with its chart, hot stocks, the member's search history, index levels and the Taiwan
 * session. `?symbol=` is the search: it runs at once, and every search puts its query there.
 */
export default function StockSearchPage() {
  const { t } = useTranslation();
  usePageTitle(t('search.title'));
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol')?.trim() ?? '';
  const [market, setMarket] = useState<MarketFilter>('all');
  const [sector, setSector] = useState<SectorFilter>('all');
  const [scope, setScope] = useState<Scope | null>(null);
  const { status: sessionStatus } = useSession();
  const isMember = sessionStatus === 'authenticated';

  const status = useMarketStatus();
  const live = status.data?.phase === 'open';
  const indices = useMarketIndices(live ? INDICES_REFRESH_MS : false);
  const query: StockQuery | null = !symbol
    ? null
    : scope?.q === symbol
      ? scope
      : { q: symbol, market: 'all', sector: 'all' };
  const detail = useStockDetail(query, live);

  const search = (q: string, searchMarket: MarketFilter, searchSector: SectorFilter) => {
    setScope({ q, market: searchMarket, sector: searchSector });
    setParams({ symbol: q });
  };
  const searchExact = (stock: Pick<StockDetail, 'symbol' | 'market'>) =>
    search(stock.symbol, stock.market, 'all');

  // Each completed search (one per navigation, not per quote refresh) goes to the member's history.
  const recordSearch = useRecordSearch();
  const recordedFor = useRef<string | null>(null);
  const found = detail.data;
  useEffect(() => {
    if (!isMember || !found || recordedFor.current === location.key) return;
    recordedFor.current = location.key;
    recordSearch({ symbol: found.symbol, name: found.name, market: found.market });
  }, [isMember, found, location.key, recordSearch]);

  let result;
  if (!query) result = <EmptyState onExample={(q) => search(q, 'all', 'all')} />;
  else if (detail.data) result = <StockResultCard stock={detail.data} />;
  else if (detail.isError) result = <SearchMessage error={detail.error} />;
  else result = <Skeleton active paragraph={{ rows: 10 }} className="result-card" />;

  return (
    <div className="container stock-search" data-testid="stock-search">
      <header className="stock-search__header">
        <div>
          <h1 className="stock-search__title">{t('search.title')}</h1>
          <p className="muted">{t('search.subtitle')}</p>
        </div>
        <MarketStatusBar status={status.data} />
      </header>
      <IndicesStrip indices={indices.data} />
      <section className="stock-search__controls">
        <SearchFilters market={market} sector={sector} onMarket={setMarket} onSector={setSector} />
        <SearchBox
          market={market}
          sector={sector}
          onSearch={(text) => search(text, market, sector)}
          onPick={searchExact}
        />
      </section>
      <div className="stock-search__body">
        <div className="stock-search__main">{result}</div>
        <aside className="stock-search__side">
          <HotStocks onPick={searchExact} />
          {isMember ? <SearchHistory onPick={searchExact} /> : null}
        </aside>
      </div>
    </div>
  );
}
