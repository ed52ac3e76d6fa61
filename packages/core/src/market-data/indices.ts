/**
 * The market indices the product shows: Taiwan's TAIEX and TPEx index, main TWSE sector indices,
 * and the foreign benchmarks Taiwanese investors follow. `yahoo` is the chart symbol used by the
 * Yahoo adapter; `mis` the channel of the TWSE real-time feed; `twseName` the name in TWSE tables.
 */
export interface IndexDefinition {
  symbol: string;
  name: string;
  market: 'TW' | 'US' | 'HK' | 'CN' | 'JP' | 'KR';
  yahoo: string | null;
  mis: string | null;
  twseName: string | null;
  /** The simulated sector factor a sector index follows. */
  sector: string | null;
  /** Level on the simulation anchor date (the simulator's starting point). */
  baseLevel: number;
}

const index = (
  symbol: string,
  name: string,
  market: IndexDefinition['market'],
  baseLevel: number,
  extra: Partial<IndexDefinition> = {},
): IndexDefinition => ({
  symbol,
  name,
  market,
  yahoo: null,
  mis: null,
  twseName: null,
  sector: null,
  baseLevel,
  ...extra,
});

export const marketIndices: readonly IndexDefinition[] = [
  index('^TWII', '發行量加權股價指數', 'TW', 9700, {
    yahoo: '^TWII',
    mis: 'tse_t00.tw',
    twseName: '發行量加權股價指數',
  }),
  index('^TWOII', '櫃買指數', 'TW', 120, { yahoo: '^TWOII', mis: 'otc_o00.tw', twseName: null }),
  index('TWSE:SEMI', '半導體類指數', 'TW', 200, {
    mis: 'tse_t24.tw',
    twseName: '半導體類指數',
    sector: 'technology',
  }),
  index('TWSE:ELEC', '電子工業類指數', 'TW', 450, {
    mis: 'tse_t13.tw',
    twseName: '電子工業類指數',
    sector: 'technology',
  }),
  index('TWSE:FIN', '金融保險類指數', 'TW', 1300, {
    mis: 'tse_t17.tw',
    twseName: '金融保險類指數',
    sector: 'finance',
  }),
  index('TWSE:SHIP', '航運類指數', 'TW', 80, {
    mis: 'tse_t15.tw',
    twseName: '航運類指數',
    sector: 'industrial',
  }),
  index('^GSPC', 'S&P 500 指數', 'US', 2500, { yahoo: '^GSPC' }),
  index('^IXIC', '那斯達克綜合指數', 'US', 6700, { yahoo: '^IXIC' }),
  index('^DJI', '道瓊工業平均指數', 'US', 23500, { yahoo: '^DJI' }),
  index('^SOX', '費城半導體指數', 'US', 1200, { yahoo: '^SOX' }),
  index('^N225', '日經225指數', 'JP', 20000, { yahoo: '^N225' }),
  index('^HSI', '恒生指數', 'HK', 25800, { yahoo: '^HSI' }),
  index('000001.SS', '上證綜合指數', 'CN', 2500, { yahoo: '000001.SS' }),
  index('^KS11', '韓國綜合股價指數', 'KR', 2000, { yahoo: '^KS11' }),
];
