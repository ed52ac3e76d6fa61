import { RobotOutlined } from '@ant-design/icons';
import type { StockDetail } from '@alphadesk/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { NO_VALUE, formatPercentOrDash, formatPrice } from './format.ts';

/** `/analysts?symbol=…`: the analyst selection, with this stock filled in for the start. */
export const analysisPathFor = (symbol: string) => `/analysts?${new URLSearchParams({ symbol }).toString()}`;

/**
 * The AI preview of the result card (rating with confidence, target price and potential return,
 * technical signal, risk level 1–5). The API leaves these null until analyses exist; then the
 * section says so and offers to start one — it never shows a made-up rating.
 */
export function AiPreview({ stock }: { stock: StockDetail }) {
  const { t } = useTranslation();
  const hasAnalysis =
    stock.analystRating !== null ||
    stock.targetPrice !== null ||
    stock.technicalSignal !== null ||
    stock.riskLevel !== null;
  const start = (
    <ButtonLink
      to={analysisPathFor(stock.symbol)}
      type="primary"
      icon={<RobotOutlined />}
      data-testid="ai-start"
    >
      {t('search.ai.start')}
    </ButtonLink>
  );

  if (!hasAnalysis) {
    return (
      <section className="result-section ai-preview" data-testid="ai-preview-empty">
        <h3 className="result-section__title">{t('search.ai.title')}</h3>
        <p className="ai-preview__empty-title">{t('search.ai.empty')}</p>
        <p className="muted">{t('search.ai.emptyText')}</p>
        {start}
      </section>
    );
  }

  const rows: [label: string, value: string][] = [
    [
      t('search.ai.rating'),
      stock.analystRating
        ? `${t(`search.ratings.${stock.analystRating}`)}${
            stock.analystConfidence === null
              ? ''
              : ` · ${t('search.ai.confidence')} ${formatPercentOrDash(stock.analystConfidence)}`
          }`
        : NO_VALUE,
    ],
    [t('search.ai.targetPrice'), formatPrice(stock.targetPrice)],
    [t('search.ai.potentialReturn'), formatPercentOrDash(stock.potentialReturn, true)],
    [
      t('search.ai.technicalSignal'),
      stock.technicalSignal ? t(`search.ai.signals.${stock.technicalSignal}`) : NO_VALUE,
    ],
    [t('search.ai.riskLevel'), stock.riskLevel === null ? NO_VALUE : `${stock.riskLevel} / 5`],
  ];
  return (
    <section className="result-section ai-preview" data-testid="ai-preview">
      <h3 className="result-section__title">{t('search.ai.title')}</h3>
      <dl className="stat-grid">
        {rows.map(([label, value]) => (
          <div key={label} className="stat-grid__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {start}
    </section>
  );
}
