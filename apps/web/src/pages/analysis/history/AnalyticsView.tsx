import type { AnalystPerformance, PerformanceStats } from '@alphadesk/contracts';
import { marketTone } from '@alphadesk/ui/plain';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { pct } from './format.ts';

const W = 560;
const H = 200;
const PAD = 32;

/** The equity curve of following the calls (from performance-stats), as a plain SVG line. */
function EquityChart({ points }: { points: PerformanceStats['equityCurve'] }) {
  const values = [1, ...points.map((p) => p.equity)];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => PAD + (i / Math.max(values.length - 1, 1)) * (W - 2 * PAD);
  const y = (v: number) => H - PAD - ((v - min) / span) * (H - 2 * PAD);
  const path = values.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = values.at(-1)!;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" className="history-chart" data-testid="history-equity">
      <line x1={PAD} x2={W - PAD} y1={y(1)} y2={y(1)} stroke="#d9d9d9" strokeDasharray="4 4" />
      <path d={path} fill="none" style={{ stroke: marketTone(last - 1) }} strokeWidth={2} />
      <text x={PAD} y={16} fontSize={11}>{`${pct(max - 1)} / ${pct(min - 1)}`}</text>
      <text x={W - PAD} y={H - 8} fontSize={11} textAnchor="end">
        {points.at(-1)?.date ?? ''}
      </text>
    </svg>
  );
}

/** Horizontal bars 0–100 %. */
function Bars({ rows }: { rows: { label: string; value: number | null; note: string }[] }) {
  const rowH = 26;
  const height = rows.length * rowH + 8;
  return (
    <svg viewBox={`0 0 ${W} ${height}`} role="img" className="history-chart">
      {rows.map((row, i) => (
        <g key={row.label} transform={`translate(0 ${i * rowH + 4})`}>
          <text x={0} y={16} fontSize={12}>
            {row.label}
          </text>
          <rect x={170} y={4} width={300} height={16} fill="#f0f0f0" />
          {row.value !== null && <rect x={170} y={4} width={300 * row.value} height={16} fill="#1677ff" />}
          <text x={478} y={16} fontSize={11}>{`${pct(row.value)} ${row.note}`}</text>
        </g>
      ))}
    </svg>
  );
}

/** Analytics view: equity curve, hit rate by analyst and calibration, from the member's record. */
export default function AnalyticsView({
  stats,
  analysts,
}: {
  stats: PerformanceStats;
  analysts: AnalystPerformance[];
}) {
  const { t } = useTranslation();
  const name = (id: string, fallback: string) =>
    t(`history.analystNames.${id}` as 'history.analystNames.technical', { defaultValue: fallback });
  return (
    <div className="history-analytics" data-testid="history-analytics">
      <Card size="small" title={t('history.analytics.equity')}>
        {stats.equityCurve.length ? (
          <EquityChart points={stats.equityCurve} />
        ) : (
          <Empty description={t('history.analytics.noData')} />
        )}
        <p className="history-note">{t('history.analytics.equityNote')}</p>
      </Card>
      <Card size="small" title={t('history.analytics.hitRate')}>
        {analysts.some((a) => a.scoredAnalyses > 0) ? (
          <Bars
            rows={analysts.map((a) => ({
              label: name(a.analystId, a.analystName),
              value: a.accuracy,
              note: `(${a.scoredAnalyses})`,
            }))}
          />
        ) : (
          <Empty description={t('history.analytics.noData')} />
        )}
      </Card>
      <Card size="small" title={t('history.analytics.calibration')}>
        {stats.calibration.some((band) => band.count > 0) ? (
          <Bars
            rows={stats.calibration.map((band) => ({
              label: `${band.from.toFixed(1)}–${band.to.toFixed(1)}`,
              value: band.hitRate,
              note: `(${band.count})`,
            }))}
          />
        ) : (
          <Empty description={t('history.analytics.noData')} />
        )}
        <p className="history-note">{t('history.analytics.calibrationNote')}</p>
      </Card>
    </div>
  );
}
