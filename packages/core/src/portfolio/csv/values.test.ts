import { describe, expect, it } from 'vitest';
import { readCsv } from './read.ts';
import { parseAmount, parseTaiwanDate } from './values.ts';

describe('broker export cell values', () => {
  it.each([
    ['109/01/02', '2020-01-02'],
    ['109/1/2', '2020-01-02'],
    ['1090102', '2020-01-02'],
    ['99/12/31', '2010-12-31'],
    ['2020/01/02', '2020-01-02'],
    ['2020-1-2', '2020-01-02'],
    ['2020.01.02', '2020-01-02'],
    ['20200102', '2020-01-02'],
    ['１０９／０１／０２', '2020-01-02'],
    ['113/02/29', '2024-02-29'],
  ])('reads the date %s as %s', (raw, iso) => expect(parseTaiwanDate(raw)).toBe(iso));

  it.each(['112/02/29', '109/00/10', '2020-13-01', 'yesterday', '', '1/2'])('rejects %s', (raw) =>
    expect(parseTaiwanDate(raw)).toBeNull(),
  );

  it.each([
    ['1,234', 1234],
    ['-1,234.5', -1234.5],
    ['(1,234)', -1234],
    ['+12', 12],
    ['１，２３４', 1234],
    ['NT$1,000', 1000],
    ['--', null],
    ['', null],
  ])('reads the amount %s', (raw, value) => expect(parseAmount(raw)).toBe(value));

  it('marks text that is not a number as NaN', () => expect(parseAmount('12a')).toBeNaN());

  it('reads quoted fields with commas, doubled quotes and line breaks, and keeps record lines', () => {
    expect(readCsv('a,"b,c","say ""hi"""\r\n"multi\nline",2\n\n3,4')).toEqual([
      { line: 1, cells: ['a', 'b,c', 'say "hi"'] },
      { line: 2, cells: ['multi\nline', '2'] },
      { line: 5, cells: ['3', '4'] },
    ]);
  });
});
