import {
  BellOutlined,
  HistoryOutlined,
  PieChartOutlined,
  SearchOutlined,
  SmileOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading.tsx';

type FeatureId = 'analysis' | 'search' | 'portfolio' | 'history' | 'monitor' | 'personality';

const features: { id: FeatureId; Icon: ComponentType }[] = [
  { id: 'analysis', Icon: TeamOutlined },
  { id: 'search', Icon: SearchOutlined },
  { id: 'portfolio', Icon: PieChartOutlined },
  { id: 'history', Icon: HistoryOutlined },
  { id: 'monitor', Icon: BellOutlined },
  { id: 'personality', Icon: SmileOutlined },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section id="features" className="section section--alt" aria-labelledby="features-title">
      <div className="container">
        <SectionHeading id="features-title" title={t('features.title')} subtitle={t('features.subtitle')} />
        <div className="grid grid--3 grid--wide">
          {features.map(({ id, Icon }) => (
            <div key={id} className="feature">
              <span className="feature__icon" aria-hidden>
                <Icon />
              </span>
              <div>
                <h3 className="tile__title">{t(`features.items.${id}.title`)}</h3>
                <p className="tile__text">{t(`features.items.${id}.description`)}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
