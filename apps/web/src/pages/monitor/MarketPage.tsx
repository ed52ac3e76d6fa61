import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { MoversBlock } from './overview/MoversBlock.tsx';
import {
  BreadthBlock,
  IndicesGrid,
  InstitutionalBlock,
  MarginBlock,
  NoticesBlock,
} from './overview/OverviewBlocks.tsx';
import { useMarketOverview } from './overview/useMarketOverview.ts';
import './overview/market.css';

/** /market: the market overview, every number as the server computed it, with its date and source. */
export default function MarketPage() {
  const { t } = useTranslation();
  usePageTitle(t('marketOverview.title'));
  const overview = useMarketOverview();
  const data = overview.data;
  return (
    <div className="container page market-page" data-testid="market-overview">
      <header className="market-page__header">
        <h1 className="market-page__title">{t('marketOverview.title')}</h1>
        <p className="market-page__subtitle">{t('marketOverview.subtitle')}</p>
      </header>
      {data?.simulated ? (
        <Alert
          type="warning"
          showIcon
          message={t('marketOverview.simulatedNote')}
          data-testid="overview-simulated"
        />
      ) : null}
      {overview.isError && !data ? (
        <Alert
          type="error"
          showIcon
          message={t('marketOverview.loadFailed')}
          action={<Button onClick={() => void overview.refetch()}>{t('marketOverview.retry')}</Button>}
        />
      ) : null}
      {!data && overview.isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {data ? (
        <div className="market-page__grid">
          <IndicesGrid indices={data.indices} />
          <BreadthBlock block={data.breadth} />
          <InstitutionalBlock block={data.institutional} />
          <MarginBlock block={data.margin} />
          <MoversBlock movers={data.movers} />
          <NoticesBlock notices={data.notices} />
        </div>
      ) : null}
    </div>
  );
}
