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
  const { t } = useTranslation();
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
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
