/**
 * Price-move colours. Taiwan's convention is the reverse of the Western one: red means the price
 * went up and green means it went down. Users will be able to swap this (a per-user setting), so
 * every price, chart and P&L colour goes through `marketColor` instead of hard-coding red or green.
 */
export const marketColors = {
  up: '#e53935',
  down: '#2e7d32',
  flat: '#8c8c8c',
} as const;

export type MarketDirection = keyof typeof marketColors;

export interface MarketColorOptions {
  /** Use the Western convention (green up, red down) instead of Taiwan's. */
  invert?: boolean;
}

/** The direction of a change; zero, NaN and missing values count as flat. */
export function marketDirection(change: number | null | undefined): MarketDirection {
  if (change == null || Number.isNaN(change) || change === 0) return 'flat';
  return change > 0 ? 'up' : 'down';
}

/** The colour for a price change (absolute or percent: only the sign matters). */
export function marketColor(change: number | null | undefined, options: MarketColorOptions = {}): string {
  const direction = marketDirection(change);
  if (direction === 'flat') return marketColors.flat;
  if (options.invert) return direction === 'up' ? marketColors.down : marketColors.up;
  return marketColors[direction];
}

export type MarketPalette = Readonly<Record<MarketDirection, string>>;

/** The three colours for one convention. */
export function marketPalette(options: MarketColorOptions = {}): MarketPalette {
  return options.invert
    ? { up: marketColors.down, down: marketColors.up, flat: marketColors.flat }
    : marketColors;
}

/** The CSS custom properties that `marketTone` reads, for the document root. */
export function marketColorVariables(options: MarketColorOptions = {}): Record<string, string> {
  const palette = marketPalette(options);
  return {
    '--market-up': palette.up,
    '--market-down': palette.down,
    '--market-flat': palette.flat,
  };
}

/**
 * The colour of a change for a DOM style: a CSS variable the root sets from the member's
 * convention (with Taiwan's colour as the fallback), so a swap recolours every price on screen
 * without re-rendering. Canvas and SVG attributes cannot read variables: they use `marketPalette`.
 */
export function marketTone(change: number | null | undefined): string {
  const direction = marketDirection(change);
  return `var(--market-${direction}, ${marketColors[direction]})`;
}
