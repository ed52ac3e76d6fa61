import type { DataSource } from '@alphadesk/contracts';
import { marketTone } from '@alphadesk/ui/plain';
import { Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatTaipeiDateTime } from './format.ts';

/** The label every simulated number carries (the API flags it). */
export function SimulatedTag() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('search.simulatedHint')}>
      <Tag color="gold" className="stock-search__tag" data-testid="simulated-tag">
        {t('search.simulated')}
      </Tag>
    </Tooltip>
  );
}

/** Marks a value served from storage after a provider failure, with when it was true. */
export function StaleTag({ asOf }: { asOf: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Tooltip title={t('search.staleHint', { time: formatTaipeiDateTime(asOf, language) })}>
      <Tag color="orange" className="stock-search__tag" data-testid="stale-tag">
        {t('search.stale')}
      </Tag>
    </Tooltip>
  );
}

const knownSources = new Set<string>(['simulator', 'twse', 'tpex', 'mis', 'yahoo', 'finmind', 'import']);

/** A data source (or the server's provider setting) in the reader's language. */
export function sourceLabel(source: DataSource | string | null, t: TFunction): string {
  if (!source) return '—';
  return knownSources.has(source) ? t(`search.sources.${source as DataSource}`) : source;
}

/** A price change in Taiwan's colours: red up, green down, grey flat. */
export function Change({
  value,
  children,
  testId,
}: {
  value: number | null;
  children: string;
  testId?: string;
}) {
  return (
    <span style={{ color: marketTone(value) }} data-testid={testId}>
      {children}
    </span>
  );
}
