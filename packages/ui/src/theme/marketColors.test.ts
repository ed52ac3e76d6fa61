import { describe, expect, it } from 'vitest';
import {
  marketColor,
  marketColorVariables,
  marketColors,
  marketDirection,
  marketPalette,
  marketTone,
} from './marketColors.ts';

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

describe('marketPalette and marketTone', () => {
  it('gives each convention its three colours', () => {
    expect(marketPalette()).toEqual(marketColors);
    expect(marketPalette({ invert: true })).toEqual({
      up: marketColors.down,
      down: marketColors.up,
      flat: marketColors.flat,
    });
  });

  it('names the root variables of the convention, swapped when inverted', () => {
    expect(marketColorVariables({ invert: true })).toEqual({
      '--market-up': '#2e7d32',
      '--market-down': '#e53935',
      '--market-flat': '#8c8c8c',
    });
  });

  it('reads the variable of the direction, with Taiwan’s colour as the fallback', () => {
    expect(marketTone(2)).toBe('var(--market-up, #e53935)');
    expect(marketTone(-2)).toBe('var(--market-down, #2e7d32)');
    expect(marketTone(null)).toBe('var(--market-flat, #8c8c8c)');
  });
});
