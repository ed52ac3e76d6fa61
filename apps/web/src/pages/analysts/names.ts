import type { AnalystProfile } from '@alphadesk/contracts';
import type { TFunction } from 'i18next';

/** The analyst's name: the catalogue's (zh-TW) in zh-TW, the site's own translation otherwise. */
export function analystName(
  analyst: Pick<AnalystProfile, 'id' | 'name'>,
  t: TFunction,
  language: string,
): string {
  if (language === 'zh-TW') return analyst.name;
  return t(`analysts.items.${analyst.id}.name`, { defaultValue: analyst.name });
}

/** A measured statistic in percent, or the honest "not enough history". */
export function percentOrInsufficient(value: number | null, t: TFunction): string {
  return value === null ? t('analysisRun.insufficient') : `${value.toFixed(2)}%`;
}
