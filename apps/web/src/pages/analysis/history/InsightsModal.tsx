import type { AnalystPerformance, PerformanceStats } from '@alphadesk/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { pct } from './format.ts';
import { computeInsights, type Insight } from './insights.ts';

/** Insights computed from the member's own record (see insights.ts); nothing static. */
export function InsightsModal(props: {
  open: boolean;
  onClose: () => void;
  stats: PerformanceStats | undefined;
  analysts: AnalystPerformance[] | undefined;
}) {
  const { t } = useTranslation();
  const insights = props.stats ? computeInsights(props.stats, props.analysts ?? []) : [];
  const text = (insight: Insight): string => {
    switch (insight.kind) {
      case 'bestAnalyst':
        return t('history.insightsModal.bestAnalyst', {
          name: insight.name,
          rate: pct(insight.rate),
          count: insight.count,
        });
      case 'holding':
        return t('history.insightsModal.holding', { days: insight.days });
      case 'calibrationGap':
        return t('history.insightsModal.calibrationGap', {
          band: `${insight.from.toFixed(1)}–${insight.to.toFixed(1)}`,
          rate: pct(insight.rate),
          gap: insight.gap > 0 ? `+${insight.gap}` : String(insight.gap),
          count: insight.count,
        });
      case 'calibrationOk':
        return t('history.insightsModal.calibrationOk');
      case 'bestStock':
        return t('history.insightsModal.bestStock', {
          symbol: insight.symbol,
          value: pct(insight.value, true),
          worst: insight.worst,
          worstValue: pct(insight.worstValue, true),
        });
      case 'pending':
        return t('history.insightsModal.pending', { count: insight.count });
    }
  };
  return (
    <Modal open={props.open} onCancel={props.onClose} footer={null} title={t('history.insightsModal.title')}>
      {insights.length === 0 ? (
        <p>{t('history.insightsModal.none')}</p>
      ) : (
        <ul className="history-points" data-testid="history-insights">
          {insights.map((insight, i) => (
            <li key={i}>{text(insight)}</li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
