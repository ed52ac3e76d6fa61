/** Report templates and number formats. */
import { describe, expect, it } from 'vitest';
import { enUS } from './text/en-US.ts';
import { big, fixed, formatValue } from './text/format.ts';
import { labelOf } from './text/names.ts';
import type { Args } from './text/template.ts';
import { zhCN } from './text/zh-CN.ts';
import { zhTW } from './text/zh-TW.ts';

describe('templates', () => {
  it('cover the same message keys in every locale', () => {
    const keys = Object.keys(zhTW).sort();
    expect(Object.keys(zhCN).sort()).toEqual(keys);
    expect(Object.keys(enUS).sort()).toEqual(keys);
  });

  it('render every key without a hole when every placeholder is given', () => {
    const args: Args = new Proxy({}, { get: () => '⟨x⟩' });
    for (const table of [zhTW, zhCN, enUS]) {
      for (const [key, template] of Object.entries(table)) {
        const text = template(args);
        expect(text, key).not.toMatch(/undefined|NaN/);
        expect(text.length, key).toBeGreaterThan(5);
      }
    }
  });

  it('write no digit of their own: every number comes from evidence', () => {
    const args: Args = new Proxy({}, { get: () => '⟨x⟩' });
    for (const table of [zhTW, zhCN, enUS]) {
      for (const [key, template] of Object.entries(table))
        expect(template(args), key).not.toMatch(/[0-9０-９]/);
    }
  });
});

describe('number formats', () => {
  it('groups thousands and keeps the sign', () => {
    expect(fixed(1234567.891, 2)).toBe('1,234,567.89');
    expect(fixed(-0.004, 2)).toBe('0.00');
    expect(fixed(-12.5, 1)).toBe('-12.5');
  });

  it('shows large counts with 萬/億, 万/亿 or K/M/B', () => {
    expect(big(36_165_800, 'zh-TW')).toBe('3,616.58萬');
    expect(big(7_475_976_011, 'zh-TW')).toBe('74.76億');
    expect(big(7_475_976_011, 'zh-CN')).toBe('74.76亿');
    expect(big(7_475_976_011, 'en-US')).toBe('7.48B');
    expect(big(570_070, 'en-US')).toBe('570.07K');
    expect(big(9_999, 'zh-TW')).toBe('9,999');
  });

  it('formats each unit in each locale', () => {
    const cases: Array<[Parameters<typeof formatValue>[0], string, string]> = [
      [{ value: 208.5, unit: 'TWD' }, '208.50 元', 'NT$208.50'],
      [{ value: 0.181776, unit: 'fraction' }, '18.18%', '18.18%'],
      [{ value: 4.49, unit: 'percent' }, '4.49%', '4.49%'],
      [{ value: 11.14, unit: 'multiple' }, '11.14 倍', '11.14x'],
      [{ value: 29.3401, unit: 'fx' }, '29.340', '29.340'],
      [{ value: 18_320, unit: 'lots' }, '1.83萬張', '18.32K lots'],
      [{ value: 3_906_250_243, unit: 'amount' }, '39.06億元', 'NT$3.91B'],
      [{ value: 93, unit: 'count' }, '93', '93'],
      [{ value: 41.92, unit: 'USD' }, 'US$41.92', 'US$41.92'],
      [{ value: 9307.26, unit: 'points' }, '9,307.26', '9,307.26'],
    ];
    for (const [evidence, zh, en] of cases) {
      expect(formatValue(evidence, 'zh-TW')).toBe(zh);
      expect(formatValue(evidence, 'en-US')).toBe(en);
    }
  });

  it('labels evidence in every locale', () => {
    expect(labelOf('peP50Price', 'zh-TW')).toBe('本益比中位價');
    expect(labelOf('momentumHitRate', 'en-US')).toBe('Momentum hit rate');
    expect(labelOf('foreign20', 'zh-CN')).toBe('外资（月）');
    expect(labelOf('corr:^SOX', 'zh-TW')).toBe('相關係數費城半導體指數');
    expect(labelOf('corr:^SOX', 'en-US')).toBe('Correlation PHLX Semiconductor index');
  });
});
