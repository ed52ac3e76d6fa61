import type { PerformanceStats } from '@alphadesk/contracts';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { moveColor, pct } from './format.ts';

/** The performance header: computed by the server from the member's scored records. */
export function PerformanceHeader({ stats }: { stats: PerformanceStats }) {
  const { t } = useTranslation();
  const pending = stats.totalAnalyses - stats.scoredAnalyses;
  const items = [
    { key: 'total', value: String(stats.totalAnalyses) },
    { key: 'successRate', value: pct(stats.successRate) },
    { key: 'averageReturn', value: pct(stats.averageReturn, true), color: moveColor(stats.averageReturn) },
    { key: 'totalReturn', value: pct(stats.totalReturn, true), color: moveColor(stats.totalReturn) },
    { key: 'sharpe', value: stats.sharpeRatio === null ? '—' : stats.sharpeRatio.toFixed(2) },
    { key: 'maxDrawdown', value: pct(stats.maxDrawdown) },
  ] as const;
  return (
    <Card size="small" className="history-header" data-testid="history-performance">
      <div className="history-header-grid">
        {items.map((item) => (
          <Statistic
            key={item.key}
            title={t(`history.header.${item.key}`)}
            value={item.value}
            styles={{ content: { color: 'color' in item ? item.color : undefined, fontSize: 20 } }}
          />
        ))}
      </div>
      <p className="history-note">
        {pending > 0 ? `${t('history.header.pendingNote', { count: pending })}・` : ''}
        {t('history.header.costsNote')}
      </p>
    </Card>
  );
}
