import {
  AlertOutlined,
  BankOutlined,
  CommentOutlined,
  ExperimentOutlined,
  FundOutlined,
  GlobalOutlined,
  LineChartOutlined,
  ReadOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import type { AnalystId } from '@alphadesk/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeasuredTrackRecords, type MeasuredRecord } from './useMeasuredTrackRecords.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** The nine analysts in the order the product presents them, each with its icon. */
const icons: Record<AnalystId, ComponentType> = {
  technical: LineChartOutlined,
  fundamental: BankOutlined,
  news: ReadOutlined,
  risk: SafetyOutlined,
  community: CommentOutlined,
  quant: ExperimentOutlined,
  international: GlobalOutlined,
  'market-sentiment': AlertOutlined,
  macro: FundOutlined,
};
const analysts = Object.entries(icons) as [AnalystId, ComponentType][];

export function AnalystsSection() {
  const { t, i18n } = useTranslation();
  const { data: records } = useMeasuredTrackRecords();
  const measured = (id: AnalystId) => records?.analysts[id];
  const line = (key: 'trackRecord' | 'teamRecord', record: MeasuredRecord) =>
    t(`analysts.${key === 'trackRecord' && record.unit === 'dates' ? 'trackRecordDates' : key}`, {
      accuracy: record.accuracy.toFixed(2),
      benchmark: record.benchmark,
      from: record.from,
      to: record.to,
      count: count(record.sampleSize),
    });
  const count = (value: number) => value.toLocaleString(i18n.language);
  return (
    <section id="analysts" className="section" aria-labelledby="analysts-title">
      <div className="container">
        <SectionHeading id="analysts-title" title={t('analysts.title')} subtitle={t('analysts.subtitle')} />
        {records?.team && (
          <p className="section__note" data-testid="team-record">
            {line('teamRecord', records.team)}
          </p>
        )}
        <div className="grid grid--3">
          {analysts.map(([id, Icon]) => (
            <article key={id} className="tile" data-testid={`analyst-${id}`}>
              <span className="tile__icon" aria-hidden>
                <Icon />
              </span>
              <h3 className="tile__title">{t(`analysts.items.${id}.name`)}</h3>
              <p className="tile__text">{t(`analysts.items.${id}.description`)}</p>
              {measured(id) && (
                <p className="tile__meta" data-testid={`analyst-${id}-record`}>
                  {line('trackRecord', measured(id)!)}
                </p>
              )}
            </article>
          ))}
        </div>
        {records?.team && <p className="section__note">{t('analysts.trackRecordNote')}</p>}
      </div>
    </section>
  );
}
