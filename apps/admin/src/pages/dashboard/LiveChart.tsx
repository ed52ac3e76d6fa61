import { Badge, Typography } from 'antd';

export interface Series {
  name: string;
  color: string;
  /** Percentages, 0–100, oldest first. */
  points: number[];
}

const width = 600;
const height = 180;

/**
 * The live line chart (admin spec §2.21): a LIVE badge, the last 50 points of each series, a
 * 0–100 % scale. Plain SVG: the back-office needs no chart library for two lines.
 */
export function LiveChart(props: { series: Series[]; loadingText: string; live: boolean }) {
  const longest = Math.max(0, ...props.series.map((series) => series.points.length));
  if (longest === 0) return <Typography.Text type="secondary">{props.loadingText}</Typography.Text>;
  const x = (index: number, count: number) => (count <= 1 ? width : (index / (count - 1)) * width);
  const y = (value: number) => height - (Math.min(100, Math.max(0, value)) / 100) * height;
  return (
    <div className="live-chart" data-testid="live-chart">
      {props.live ? <Badge status="processing" text="LIVE" /> : null}
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} role="img">
        {[25, 50, 75].map((level) => (
          <line key={level} x1={0} x2={width} y1={y(level)} y2={y(level)} stroke="#f0f0f0" />
        ))}
        {props.series.map((series) => (
          <polyline
            key={series.name}
            fill="none"
            stroke={series.color}
            strokeWidth={2}
            points={series.points
              .map((value, index) => `${x(index, series.points.length)},${y(value)}`)
              .join(' ')}
          />
        ))}
      </svg>
      <div>
        {props.series.map((series) => (
          <Badge
            key={series.name}
            color={series.color}
            text={`${series.name} ${series.points.at(-1)?.toFixed(2) ?? '—'} %`}
            style={{ marginRight: 16 }}
          />
        ))}
      </div>
    </div>
  );
}
