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
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeasuredTrackRecords } from './useMeasuredTrackRecords.ts';
import { SectionHeading } from './SectionHeading.tsx';

type AnalystId =
  | 'technical'
  | 'fundamental'
  | 'news'
  | 'risk'
  | 'community'
  | 'quant'
  | 'international'
  | 'sentiment'
  | 'macro';

/** The server's id of each analyst where it differs from the landing page's. */
const serverIds: Partial<Record<AnalystId, string>> = { sentiment: 'market-sentiment' };

/** The nine analysts in the order the product presents them. */
const analysts: { id: AnalystId; Icon: ComponentType }[] = [
  { id: 'technical', Icon: LineChartOutlined },
  { id: 'fundamental', Icon: BankOutlined },
  { id: 'news', Icon: ReadOutlined },
  { id: 'risk', Icon: SafetyOutlined },
  { id: 'community', Icon: CommentOutlined },
  { id: 'quant', Icon: ExperimentOutlined },
  { id: 'international', Icon: GlobalOutlined },
  { id: 'sentiment', Icon: AlertOutlined },
  { id: 'macro', Icon: FundOutlined },
];

export function AnalystsSection() {
  const { t, i18n } = useTranslation();
  const { data: records } = useMeasuredTrackRecords();
  const measured = (id: AnalystId) => records?.[serverIds[id] ?? id];
  const count = (value: number) => value.toLocaleString(i18n.language);
  return (
    <section id="analysts" className="section" aria-labelledby="analysts-title">
      <div className="container">
        <SectionHeading id="analysts-title" title={t('analysts.title')} subtitle={t('analysts.subtitle')} />
        <div className="grid grid--3">
          {analysts.map(({ id, Icon }) => (
            <article key={id} className="tile" data-testid={`analyst-${id}`}>
              <span className="tile__icon" aria-hidden>
                <Icon />
              </span>
              <h3 className="tile__title">{t(`analysts.items.${id}.name`)}</h3>
              <p className="tile__text">{t(`analysts.items.${id}.description`)}</p>
              {measured(id) && (
                <p className="tile__meta" data-testid={`analyst-${id}-record`}>
                  {t('analysts.trackRecord', {
                    accuracy: measured(id)!.accuracy.toFixed(2),
                    from: measured(id)!.from,
                    to: measured(id)!.to,
                    count: count(measured(id)!.sampleSize),
                  })}
                </p>
              )}
            </article>
          ))}
        </div>
        {records && Object.keys(records).length > 0 && (
          <p className="section__note">{t('analysts.trackRecordNote')}</p>
        )}
      </div>
    </section>
  );
}
