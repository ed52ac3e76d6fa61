/** The number checker an LLM narrator's text must pass. */
import { describe, expect, it } from 'vitest';
import { checkNarrative } from './narrative/check.ts';
import { extractNumbers, normalise } from './narrative/numbers.ts';
import type { Evidence, Unit } from './types.ts';

const item = (id: string, value: number, unit: Unit, symbol = '2330', date = '2015-12-31'): Evidence => ({
  id,
  label: id,
  value,
  unit,
  source: { dataset: 'bars', provider: 'test', symbol, date, simulated: false },
});

const evidence = [
  item('price', 1234.5, 'TWD'),
  item('ratio', 0.123, 'fraction'),
  item('fee', 1999, 'amount'),
  item('volume', 36165800, 'shares'),
  item('change', -5.23, 'percent'),
  item('rsi', 72.35, 'number', '2330', '2015-12-30'),
  item('corr', 0.77, 'number', '^N225'),
  item('rate', 2.875, 'percent', 'US10Y'),
];

const offending = (text: string) => checkNarrative(text, evidence).offendingNumbers.map((n) => n.text);

describe('reading numbers', () => {
  it('reads separators, decimals, signs, magnitudes and percents', () => {
    const found = extractNumbers('1,234.5 與 12.3%、NT$1,999、3,616.58萬股、-5.23%、36.17M、.5');
    expect(found.map((n) => [n.value, n.decimals, n.percent])).toEqual([
      [1234.5, 1, false],
      [12.3, 1, true],
      [1999, 0, false],
      [36165800, 2, false],
      [-5.23, 2, true],
      [36170000, 2, false],
      [0.5, 1, false],
    ]);
  });

  it('reads full-width digits and signs as ASCII', () => {
    expect(normalise('１２．３％，－５．２３％，１，２３４')).toBe('12.3%，-5.23%，1,234');
  });

  it('treats a hyphen after a letter or digit as a hyphen, and commas not before three digits as separators', () => {
    expect(extractNumbers('K-9').map((n) => n.value)).toEqual([9]);
    expect(extractNumbers('12,34').map((n) => n.value)).toEqual([12, 34]);
    expect(extractNumbers('Buy MACD 5').map((n) => n.value)).toEqual([5]);
  });
});

describe('checkNarrative', () => {
  it('accepts every number written as the evidence shows it, or rounded to the precision shown', () => {
    expect(offending('價格 1,234.50 元，約 1,234 元，NT$1,234.5')).toEqual([]);
    expect(offending('比例 12.30%、12.3%、0.123；費用 NT$1,999')).toEqual([]);
    expect(offending('成交量 3,616.58萬股，即 3616.58万、0.36億股、36.17M shares')).toEqual([]);
  });

  it('accepts percent ↔ ratio and a fall written in words', () => {
    expect(offending('跌幅 -5.23%，即 −0.0523；下跌 5.23%')).toEqual([]);
    expect(offending('漲 +5.23%')).toEqual(['+5.23%']);
  });

  it('reads full-width text like ASCII', () => {
    expect(offending('比例１２．３％，RSI ７２．３５')).toEqual([]);
  });

  it('rejects numbers that are not in the evidence', () => {
    expect(offending('RSI 72.35，目標價 1,300 元，比例 12.4%')).toEqual(['1,300', '12.4%']);
    expect(offending('成交量 3,700萬股')).toEqual(['3,700萬']);
  });

  it('accepts the sources’ symbols and dates, and nothing else of the kind', () => {
    const check = checkNarrative(
      '台積電（2330）截至 2015-12-31，RSI 於 2015/12/30 為 72.35；US10Y 利率 2.88%',
      evidence,
    );
    expect(check.ok).toBe(true);
    const wrong = checkNarrative('台積電（2331）截至 2016-01-05', evidence);
    expect(wrong.ok).toBe(false);
    expect(wrong.offendingNumbers.map((n) => n.text)).toEqual(['2331']);
    expect(wrong.offendingDates.map((d) => d.date)).toEqual(['2016-01-05']);
  });

  it('ignores Chinese numerals, which the templates use for windows', () => {
    expect(checkNarrative('近五年、近一季、兩百日均線', evidence).ok).toBe(true);
  });
});
