import type { MarketIndex } from '@alphadesk/contracts';
import { useTranslation } from 'react-i18next';
import { Change, SimulatedTag, StaleTag } from './Badges.tsx';
import { formatPercentOrDash, formatPrice, formatSignedPrice } from './format.ts';

/**
 * Index levels from `GET /api/market/indices` (^TWII, ^TWOII and the others the API returns), red up
 * and green down. One simulated label covers the strip when every level is simulated.
 */
export function IndicesStrip({ indices }: { indices: MarketIndex[] | undefined }) {
  const { t } = useTranslation();
  if (!indices || indices.length === 0) return null;
  const allSimulated = indices.every((index) => index.simulated);
  return (
    <section className="indices" aria-label={t('search.indices')} data-testid="indices">
      {allSimulated ? <SimulatedTag /> : null}
      <ul className="indices__list">
        {indices.map((index) => (
          <li
            key={index.symbol}
            className="indices__item"
            title={index.symbol}
            data-testid={`index-${index.symbol}`}
          >
            <span className="indices__name">{index.name}</span>
            <span className="indices__value">{formatPrice(index.value)}</span>
            <Change value={index.change}>
              {`${formatSignedPrice(index.change)} (${formatPercentOrDash(index.changePercent, true)})`}
            </Change>
            {index.simulated && !allSimulated ? <SimulatedTag /> : null}
            {index.stale ? <StaleTag asOf={index.asOf} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
