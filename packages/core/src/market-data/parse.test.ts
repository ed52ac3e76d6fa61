import { describe, expect, it } from 'vitest';
import {
  cleanName,
  parseChange,
  parseGregorianDate,
  parseInteger,
  parseNumber,
  parseRocDate,
  parseRocMonth,
  parseSignCell,
  toRocDate,
} from './parse.ts';

describe('exchange number cells', () => {
  it.each([
    ['38,341,265', 38341265],
    ['+9.50', 9.5],
    ['-180.0000', -180],
    ['-0.08 ', -0.08],
    [' 0.00', 0],
    ['17,678.27', 17678.27],
    [12.5, 12.5],
  ])('%j → %d', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it.each(['--', '---', 'X', '', ' ', '-', 'N/A', null, undefined, 'abc', '1.2.3', Number.NaN])(
    '%j → null',
    (input) => {
      expect(parseNumber(input)).toBeNull();
    },
  );

  it('rounds integer counts', () => {
    expect(parseInteger('1,209')).toBe(1209);
    expect(parseInteger('--')).toBeNull();
  });
});

describe('ROC dates', () => {
  it.each([
    ['83/09/05', '1994-09-05'],
    ['112/01/30', '2023-01-30'],
    ['1150717', '2026-07-17'],
    ['113年03月04日', '2024-03-04'],
    [' 107/02/27 ', '2018-02-27'],
  ])('%s → %s', (input, expected) => {
    expect(parseRocDate(input)).toBe(expected);
  });

  it.each(['112/02/30', '112/13/01', '2023-01-30', '', 'abc', 20230130])('rejects %j', (input) => {
    expect(parseRocDate(input)).toBeNull();
  });

  it('reads ROC months and Gregorian dates, and writes ROC dates', () => {
    expect(parseRocMonth('11506')).toBe('2026-06');
    expect(parseRocMonth('11513')).toBeNull();
    expect(parseGregorianDate('20231229')).toBe('2023-12-29');
    expect(parseGregorianDate('2023/01/30')).toBe('2023-01-30');
    expect(toRocDate('2023-01-30')).toBe('112/01/30');
  });
});

describe('signs, changes and names', () => {
  it('reads the HTML sign cell of MI_INDEX', () => {
    expect(parseSignCell("<p style ='color:red'>+</p>")).toBe(1);
    expect(parseSignCell('<p style= color:green>-</p>')).toBe(-1);
    expect(parseSignCell('<p> </p>')).toBe(0);
    expect(parseSignCell('<p>X</p>')).toBeNull();
  });

  it('treats an X change as unknown', () => {
    expect(parseChange('X0.00')).toBeNull();
    expect(parseChange('-2.50')).toBe(-2.5);
    expect(parseChange(' 0.00')).toBe(0);
  });

  it('trims space padding, including full-width spaces', () => {
    expect(cleanName('台積電          ')).toBe('台積電');
    expect(cleanName('世豐\u3000\u3000')).toBe('世豐');
  });
});
