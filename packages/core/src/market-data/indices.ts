import { referenceIndexLevels } from './reference-levels.ts';

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
  /**
   * The simulator's starting level: Taiwan's are the real closes of the reference day
   * (reference-levels.ts), the S&P 500's is FRED's close of that day, the other foreign ones are
   * their closes of that day rounded from public records.
   */
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

const tw = (symbol: string) => referenceIndexLevels[symbol]!;

export const marketIndices: readonly IndexDefinition[] = [
  index('^TWII', '發行量加權股價指數', 'TW', tw('^TWII'), {
    yahoo: '^TWII',
    mis: 'tse_t00.tw',
    twseName: '發行量加權股價指數',
  }),
  index('^TWOII', '櫃買指數', 'TW', tw('^TWOII'), { yahoo: '^TWOII', mis: 'otc_o00.tw', twseName: null }),
  index('TWSE:SEMI', '半導體類指數', 'TW', tw('TWSE:SEMI'), {
    mis: 'tse_t24.tw',
    twseName: '半導體類指數',
    sector: 'technology',
  }),
  index('TWSE:ELEC', '電子工業類指數', 'TW', tw('TWSE:ELEC'), {
    mis: 'tse_t13.tw',
    twseName: '電子工業類指數',
    sector: 'technology',
  }),
  index('TWSE:FIN', '金融保險類指數', 'TW', tw('TWSE:FIN'), {
    mis: 'tse_t17.tw',
    twseName: '金融保險類指數',
    sector: 'finance',
  }),
  index('TWSE:SHIP', '航運類指數', 'TW', tw('TWSE:SHIP'), {
    mis: 'tse_t15.tw',
    twseName: '航運類指數',
    sector: 'industrial',
  }),
  index('^GSPC', 'S&P 500 指數', 'US', 4017.77, { yahoo: '^GSPC' }),
  index('^IXIC', '那斯達克綜合指數', 'US', 11394, { yahoo: '^IXIC' }),
  index('^DJI', '道瓊工業平均指數', 'US', 33717, { yahoo: '^DJI' }),
  index('^SOX', '費城半導體指數', 'US', 2880, { yahoo: '^SOX' }),
  index('^N225', '日經225指數', 'JP', 27433, { yahoo: '^N225' }),
  index('^HSI', '恒生指數', 'HK', 22070, { yahoo: '^HSI' }),
  index('000001.SS', '上證綜合指數', 'CN', 3269, { yahoo: '000001.SS' }),
  index('^KS11', '韓國綜合股價指數', 'KR', 2450, { yahoo: '^KS11' }),
];
