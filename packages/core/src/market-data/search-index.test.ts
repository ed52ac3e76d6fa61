import { describe, expect, it } from 'vitest';
import { SecuritySearchIndex, type SearchEntry } from './search-index.ts';
import { sectorOfIndustry } from './sectors.ts';
import { normalizeSearchText } from './text-match.ts';

const entry = (
  symbol: string,
  name: string,
  nameEn: string | null,
  market = 'TW',
  sector: string | null = 'technology',
  popularity = 0,
): SearchEntry => ({
  symbol,
  code: symbol.split('.')[0]!,
  name,
  nameEn,
  market,
  exchange: market === 'TW' ? 'TWSE' : 'X',
  sector,
  popularity,
});

const index = new SecuritySearchIndex([
  entry('2330', '台積電', 'TSMC', 'TW', 'technology', 100),
  entry('2317', '鴻海', 'Hon Hai Precision', 'TW', 'technology', 99),
  entry('2303', '聯電', 'United Microelectronics', 'TW', 'technology', 90),
  entry('2881', '富邦金', 'Fubon Financial', 'TW', 'finance', 80),
  entry('2882', '國泰金', 'Cathay Financial', 'TW', 'finance', 79),
  entry('3711', '日月光投控', 'ASE Technology', 'TW', 'technology', 70),
  entry('23300', '台積電測試權證', null, 'TW', null, 0),
  entry('AAPL', '蘋果', 'Apple Inc.', 'US', 'technology', 60),
  entry('MSFT', '微軟', 'Microsoft', 'US', 'technology', 59),
  entry('0700.HK', '騰訊控股', 'Tencent Holdings', 'HK', 'telecom', 50),
]);
const symbols = (query: string, filter: Partial<Parameters<typeof index.search>[1]> = {}) =>
  index.search(query, { limit: 10, ...filter }).map((item) => item.symbol);

describe('security search index', () => {
  it('puts the exact code first, then code prefixes, shortest first', () => {
    expect(symbols('2330')).toEqual(['2330', '23300']);
    expect(symbols('23').slice(0, 3)).toEqual(['2330', '2317', '2303']);
  });

  it('finds Chinese names by prefix, substring and the 臺/台 variant', () => {
    expect(symbols('台積')[0]).toBe('2330');
    expect(symbols('臺積電')[0]).toBe('2330');
    expect(symbols('投控')).toEqual(['3711']);
    expect(symbols('金')).toEqual(['2881', '2882']);
  });

  it('finds English names case-insensitively, and by full-width input', () => {
    expect(symbols('apple')).toEqual(['AAPL']);
    expect(symbols('ＴＳＭＣ')).toEqual(['2330']);
    expect(symbols('financial')).toEqual(['2881', '2882']);
    expect(symbols('0700')).toEqual(['0700.HK']);
  });

  it('tolerates typos and extra characters (bigram similarity)', () => {
    expect(symbols('mircosoft')).toContain('MSFT');
    expect(symbols('台積電子')[0]).toBe('2330');
    expect(symbols('鴻海精密')[0]).toBe('2317');
  });

  it('filters by market and sector and honours the limit', () => {
    expect(symbols('2', { market: 'US' })).toEqual([]);
    expect(symbols('金', { sector: 'technology' })).toEqual([]);
    expect(symbols('2', { sector: 'finance' })).toEqual(['2881', '2882']);
    expect(symbols('2', { limit: 2 })).toHaveLength(2);
  });

  it('answers nothing for a blank query', () => {
    expect(symbols('   ')).toEqual([]);
  });

  it('normalises text the same way for names and queries', () => {
    expect(normalizeSearchText(' Apple  Inc. ')).toBe('appleinc');
    expect(normalizeSearchText('臺灣５０')).toBe('台灣50');
  });
});

describe('sector table', () => {
  it('maps 產業別 to the sector filter values', () => {
    expect(sectorOfIndustry('半導體業')).toBe('technology');
    expect(sectorOfIndustry('金融保險業')).toBe('finance');
    expect(sectorOfIndustry('建材營造')).toBe('realestate');
    expect(sectorOfIndustry('通信網路業')).toBe('telecom');
    expect(sectorOfIndustry('生技醫療業')).toBe('healthcare');
    expect(sectorOfIndustry('油電燃氣業')).toBe('energy');
    expect(sectorOfIndustry('綠能環保')).toBe('utilities');
    expect(sectorOfIndustry('鋼鐵工業')).toBe('materials');
    expect(sectorOfIndustry('航運業')).toBe('industrial');
    expect(sectorOfIndustry('食品工業')).toBe('consumer');
    expect(sectorOfIndustry('')).toBeNull();
    expect(sectorOfIndustry('ETF')).toBeNull();
  });
});
