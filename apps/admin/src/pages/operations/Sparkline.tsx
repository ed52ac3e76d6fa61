/** A small line chart of one series (no chart library: a few dozen points as an SVG path). */
export function Sparkline({
  values,
  max,
  colour = '#1677ff',
  height = 60,
  label,
}: {
  values: readonly number[];
  /** The top of the scale; the series' own maximum when not given. */
  max?: number;
  colour?: string;
  height?: number;
  label: string;
}) {
  const width = 300;
  const top = max ?? Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values.map(
    (value, index) => `${(index * step).toFixed(1)},${(height - (value / top) * height).toFixed(1)}`,
  );
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} width="100%" height={height}>
      <rect x="0" y="0" width={width} height={height} fill="#fafafa" />
      {points.length > 0 && (
        <polyline fill="none" stroke={colour} strokeWidth="2" points={points.join(' ')} />
      )}
    </svg>
  );
}
