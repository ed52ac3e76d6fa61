import { describe, expect, it } from 'vitest';
import { marketColor, marketColors, marketDirection } from './marketColors.ts';

describe('marketColor', () => {
  it('follows the Taiwan convention: red up, green down', () => {
    expect(marketColor(1.2)).toBe(marketColors.up);
    expect(marketColor(-0.5)).toBe(marketColors.down);
    expect(marketColors.up).toBe('#e53935');
  });

  it('is neutral for no change or missing data', () => {
    expect(marketColor(0)).toBe(marketColors.flat);
    expect(marketColor(Number.NaN)).toBe(marketColors.flat);
    expect(marketColor(null)).toBe(marketColors.flat);
    expect(marketColor(undefined, { invert: true })).toBe(marketColors.flat);
  });

  it('swaps up and down for users who prefer green up', () => {
    expect(marketColor(3, { invert: true })).toBe(marketColors.down);
    expect(marketColor(-3, { invert: true })).toBe(marketColors.up);
  });
});

describe('marketDirection', () => {
  it('reads only the sign', () => {
    expect(marketDirection(0.0001)).toBe('up');
    expect(marketDirection(-100)).toBe('down');
    expect(marketDirection(-0)).toBe('flat');
  });
});
