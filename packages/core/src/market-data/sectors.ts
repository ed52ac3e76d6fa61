/**
 * The sector filter of the stock search (technology, finance, …) mapped from the Taiwan exchanges'
 * industry classification (產業別). One table, so every place that needs a sector agrees.
 * International securities carry their sector directly.
 *
 * The list of sectors itself lives in @alphadesk/contracts (`Sector`), the one the API and both
 * apps use; core imports none of our packages, so it keeps no copy of that list: its `Sector` is
 * only the set of values this table produces. The server stores `sectorOfIndustry`'s answer where
 * the contracts' `Sector` is expected, so a sector here that the contracts lack fails to compile.
 */

/**
 * 產業別 → sector. Names are those of TWSE and TPEx, including older ones still found in history
 * files (電子工業, 觀光事業, 化學生技醫療). Industries not listed (ETFs, 存託憑證, 管理股票) have no
 * sector and only appear when the filter is "all".
 */
export const industrySectors = {
  半導體業: 'technology',
  電腦及週邊設備業: 'technology',
  光電業: 'technology',
  電子零組件業: 'technology',
  電子通路業: 'technology',
  資訊服務業: 'technology',
  其他電子業: 'technology',
  電子工業: 'technology',
  數位雲端: 'technology',
  通信網路業: 'telecom',
  金融保險業: 'finance',
  金融業: 'finance',
  生技醫療業: 'healthcare',
  生技醫療: 'healthcare',
  化學生技醫療: 'healthcare',
  油電燃氣業: 'energy',
  綠能環保: 'utilities',
  食品工業: 'consumer',
  紡織纖維: 'consumer',
  貿易百貨業: 'consumer',
  貿易百貨: 'consumer',
  觀光餐旅: 'consumer',
  觀光事業: 'consumer',
  居家生活: 'consumer',
  運動休閒: 'consumer',
  文化創意業: 'consumer',
  汽車工業: 'consumer',
  農業科技業: 'consumer',
  電機機械: 'industrial',
  電器電纜: 'industrial',
  航運業: 'industrial',
  其他業: 'industrial',
  其他: 'industrial',
  水泥工業: 'materials',
  塑膠工業: 'materials',
  化學工業: 'materials',
  玻璃陶瓷: 'materials',
  造紙工業: 'materials',
  鋼鐵工業: 'materials',
  橡膠工業: 'materials',
  建材營造業: 'realestate',
  建材營造: 'realestate',
} as const satisfies Readonly<Record<string, string>>;

/** A sector as the Taiwan industry table names it (every one is a contracts `Sector`). */
export type Sector = (typeof industrySectors)[keyof typeof industrySectors];
const byIndustry: Readonly<Record<string, Sector | undefined>> = industrySectors;

/** The sector of a Taiwan industry name (trailing spaces and 類/業 variants tolerated), or null. */
export function sectorOfIndustry(industry: string | null | undefined): Sector | null {
  if (!industry) return null;
  const name = industry.trim();
  return byIndustry[name] ?? byIndustry[`${name}業`] ?? byIndustry[name.replace(/[類業]$/, '')] ?? null;
}

/**
 * TWSE's two-digit industry codes (產業別 in the OpenAPI company list t187ap03_L) → industry name.
 */
export const twseIndustryCodes: Readonly<Record<string, string>> = {
  '01': '水泥工業',
  '02': '食品工業',
  '03': '塑膠工業',
  '04': '紡織纖維',
  '05': '電機機械',
  '06': '電器電纜',
  '08': '玻璃陶瓷',
  '09': '造紙工業',
  '10': '鋼鐵工業',
  '11': '橡膠工業',
  '12': '汽車工業',
  '14': '建材營造業',
  '15': '航運業',
  '16': '觀光餐旅',
  '17': '金融保險業',
  '18': '貿易百貨業',
  '20': '其他業',
  '21': '化學工業',
  '22': '生技醫療業',
  '23': '油電燃氣業',
  '24': '半導體業',
  '25': '電腦及週邊設備業',
  '26': '光電業',
  '27': '通信網路業',
  '28': '電子零組件業',
  '29': '電子通路業',
  '30': '資訊服務業',
  '31': '其他電子業',
  '35': '綠能環保',
  '36': '數位雲端',
  '37': '運動休閒',
  '38': '居家生活',
};
