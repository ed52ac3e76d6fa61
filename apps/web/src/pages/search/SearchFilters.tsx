import { Market, Sector } from '@alphadesk/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MarketFilter, SectorFilter } from './queries.ts';

// The contract's enums are the one list of markets and sectors; a market's label is in the search
// area's locales, a sector's in the shell's (shared with the portfolio), keyed by the same types.
const marketValues: MarketFilter[] = ['all', ...Market.options];
const sectorValues: SectorFilter[] = ['all', ...Sector.options];

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
        options={sectorValues.map((value) => ({
          value,
          label: value === 'all' ? t('search.allSectors') : t(`sectors.${value}`),
        }))}
        data-testid="sector-filter"
      />
    </div>
  );
}
