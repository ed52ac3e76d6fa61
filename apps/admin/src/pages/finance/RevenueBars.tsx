import { twd } from '../money-format.ts';

/**
 * Net revenue by month as plain bars (no chart library in the back-office bundle): each bar's
 * width is its month's net over the largest month's.
 */
export function RevenueBars({ points }: { points: { month: string; net: number }[] }) {
  const peak = Math.max(1, ...points.map((point) => Math.abs(point.net)));
  return (
    <div role="list" aria-label="revenue-trend">
      {points.map((point) => (
        <div
          key={point.month}
          role="listitem"
          style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '4px 0' }}
        >
          <span style={{ width: 64, fontVariantNumeric: 'tabular-nums' }}>{point.month}</span>
          <span
            style={{
              display: 'inline-block',
              height: 14,
              width: `${(Math.abs(point.net) / peak) * 60}%`,
              background: point.net >= 0 ? '#1677ff' : '#999',
              borderRadius: 2,
            }}
          />
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>{twd(point.net)}</span>
        </div>
      ))}
    </div>
  );
}
