/** A small name/code table standing in for the market's universe in the import stories. */
const table: Array<[string, string, 'stock' | 'etf']> = [
  ['2330', '台積電', 'stock'],
  ['2317', '鴻海', 'stock'],
  ['2412', '中華電', 'stock'],
  ['0050', '元大台灣50', 'etf'],
  ['0056', '元大高股息', 'etf'],
  ['2884', '玉山金', 'stock'],
];

export const storyLookup = (text: string) => {
  const found = table.find(([code, name]) => code === text || name === text);
  return found ? { symbol: found[0] } : null;
};

export const storyKind = (symbol: string) => table.find(([code]) => code === symbol)?.[2] ?? 'stock';
