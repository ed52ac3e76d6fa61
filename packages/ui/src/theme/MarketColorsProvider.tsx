import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { marketColorVariables, marketPalette, type MarketPalette } from './marketColors.ts';

const MarketPaletteContext = createContext<MarketPalette>(marketPalette());

export interface MarketColorsProviderProps {
  /** Western convention (green up, red down) instead of Taiwan's. */
  invert: boolean;
  children: ReactNode;
}

/**
 * The member's price-colour convention for everything below: canvas charts read it through
 * `useMarketPalette`, DOM styles through the root's CSS variables (`marketTone`), which this sets.
 */
export function MarketColorsProvider({ invert, children }: MarketColorsProviderProps) {
  const palette = useMemo(() => marketPalette({ invert }), [invert]);
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(marketColorVariables({ invert }))) {
      root.style.setProperty(name, value);
    }
  }, [invert]);
  return <MarketPaletteContext.Provider value={palette}>{children}</MarketPaletteContext.Provider>;
}

/** The up, down and flat colours of the reader's convention. */
export function useMarketPalette(): MarketPalette {
  return useContext(MarketPaletteContext);
}
