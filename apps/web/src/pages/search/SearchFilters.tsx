import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MarketFilter, SectorFilter } from './queries.ts';

// Records keyed by the contract's types, so a market or sector added there is a type error here
// (the contract's zod enums are not imported: zod stays out of this page's chunk).
const markets: Record<MarketFilter, null> = {
  all: null,
  TW: null,
  US: null,
  HK: null,
  CN: null,
  JP: null,
  KR: null,
};
const sectors: Record<SectorFilter, null> = {
  all: null,
  technology: null,
  finance: null,
  healthcare: null,
  energy: null,
  consumer: null,
  industrial: null,
  materials: null,
  utilities: null,
  realestate: null,
  telecom: null,
};
const marketValues = Object.keys(markets) as MarketFilter[];
const sectorValues = Object.keys(sectors) as SectorFilter[];

export interface SearchFiltersProps {
  market: MarketFilter;
  sector: SectorFilter;
  onMarket: (market: MarketFilter) => void;
  onSector: (sector: SectorFilter) => void;
}

/** The market (all, TW, US, HK, CN, JP, KR) and sector filters of the search. */
export function SearchFilters({ market, sector, onMarket, onSector }: SearchFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="search-filters">
      <Select
        value={market}
        onChange={onMarket}
        aria-label={t('search.market')}
        popupMatchSelectWidth={false}
        options={marketValues.map((value) => ({ value, label: t(`search.markets.${value}`) }))}
        data-testid="market-filter"
      />
      <Select
        value={sector}
        onChange={onSector}
        aria-label={t('search.sector')}
        popupMatchSelectWidth={false}
        options={sectorValues.map((value) => ({ value, label: t(`search.sectors.${value}`) }))}
        data-testid="sector-filter"
      />
    </div>
  );
}
