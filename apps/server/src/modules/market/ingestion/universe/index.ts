import { sectorOfIndustry } from '@alphadesk/core';
import type { SecurityRecord } from '../providers/types.ts';
import { china, hongKong, japan, korea, unitedStates } from './international.ts';
import { twseListed } from './taiwan-listed.ts';
import { taiwanEtfs, tpexListed } from './taiwan-otc.ts';

export const currencies = { TW: 'TWD', US: 'USD', HK: 'HKD', CN: 'CNY', JP: 'JPY', KR: 'KRW' } as const;

/**
 * The ISIN check digit (ISO 6166): letters become 10–35, then the Luhn algorithm runs over the
 * digits with every second digit from the right doubled.
 */
export function isinCheckDigit(body: string): number {
  const digits = [...body.toUpperCase()]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The ISIN of a four-digit Taiwan code (TW000 + code + 00 + check digit); null for other codes and
 * for foreign-registered (-KY) companies, whose ISIN carries their home country.
 */
export function taiwanIsin(code: string, name = ''): string | null {
  if (!/^\d{4}$/.test(code) || /KY/.test(name)) return null;
  const body = `TW000${code}00`;
  return `${body}${isinCheckDigit(body)}`;
}

const taiwan = (
  code: string,
  name: string,
  industry: string | null,
  exchange: 'TWSE' | 'TPEx',
  kind: 'stock' | 'etf',
  nameEn: string | undefined,
): Omit<SecurityRecord, 'popularity'> => ({
  symbol: code,
  code,
  market: 'TW',
  exchange,
  name,
  nameEn: nameEn ?? null,
  isin: taiwanIsin(code, name),
  industry,
  sector: sectorOfIndustry(industry),
  kind,
  listedOn: null,
  currency: currencies.TW,
  sharesOutstanding: null,
  source: 'builtin',
});

type ForeignRow = readonly [string, string, string, string, string, 'etf'?];
const foreign = (market: keyof typeof currencies, rows: readonly ForeignRow[]) =>
  rows.map(([symbol, name, nameEn, exchange, sector, kind]): Omit<SecurityRecord, 'popularity'> => ({
    symbol,
    code: symbol.split('.')[0]!,
    market,
    exchange,
    name,
    nameEn,
    isin: null,
    industry: sector,
    sector: sectorOfSpec(sector),
    kind: kind ?? 'stock',
    listedOn: null,
    currency: currencies[market],
    sharesOutstanding: null,
    source: 'builtin',
  }));

const specSectors = new Set([
  'technology',
  'finance',
  'healthcare',
  'energy',
  'consumer',
  'industrial',
  'materials',
  'utilities',
  'realestate',
  'telecom',
]);
function sectorOfSpec(value: string): SecurityRecord['sector'] {
  return specSectors.has(value) ? (value as SecurityRecord['sector']) : null;
}

/**
 * The largest and most traded names, first first: they win ties between equally good matches
 * (typing `23` lists 2330 before 2301).
 */
const leaders = [
  '2330',
  '2317',
  '2454',
  '2308',
  '2382',
  '0050',
  '2881',
  '2412',
  '2882',
  '3711',
  '2891',
  '2303',
  '6669',
  '2886',
  '2884',
  '3231',
  '2357',
  '0056',
  '00878',
  '2603',
  '2002',
  '1301',
  '1303',
  '2885',
  '5880',
  '2892',
  '2880',
  '3008',
  '2327',
  '3034',
  '2379',
  '3045',
  '4904',
  '1216',
  '2207',
  '2912',
  'AAPL',
  'MSFT',
  'NVDA',
  'TSM',
  'GOOGL',
  'AMZN',
  'META',
  'TSLA',
  'AVGO',
  '0700.HK',
  '005930.KS',
  '7203.T',
  '600519.SS',
];

/**
 * The built-in universe: about 300 Taiwan names and 240 international ones. Popularity puts the
 * leaders first, then follows list order (Taiwan first).
 */
export function builtinUniverse(): SecurityRecord[] {
  const records = [
    ...twseListed.map(([code, name, industry, nameEn]) =>
      taiwan(code, name, industry, 'TWSE', 'stock', nameEn),
    ),
    ...tpexListed.map(([code, name, industry, nameEn]) =>
      taiwan(code, name, industry, 'TPEx', 'stock', nameEn),
    ),
    ...taiwanEtfs.map(([code, name, exchange, nameEn]) => taiwan(code, name, null, exchange, 'etf', nameEn)),
    ...foreign('US', unitedStates),
    ...foreign('HK', hongKong),
    ...foreign('CN', china),
    ...foreign('JP', japan),
    ...foreign('KR', korea),
  ];
  const rank = new Map(leaders.map((symbol, i) => [symbol, i]));
  return records.map((record, i) => {
    const leader = rank.get(record.symbol);
    return { ...record, popularity: leader === undefined ? records.length - i : 10_000 - leader };
  });
}
