/**
 * Names the templates and the evidence table show, in the three locales: signals, analysts,
 * rules, indices, datasets, and the labels of evidence numbers. Rows are [zh-TW, zh-CN, en-US].
 */
import type { AnalystId } from '../ids.ts';
import type { Locale } from './template.ts';

type Row = readonly [string, string, string];
const column: Record<Locale, 0 | 1 | 2> = { 'zh-TW': 0, 'zh-CN': 1, 'en-US': 2 };

export const signalNames: Record<'buy' | 'hold' | 'sell', Row> = {
  buy: ['買進', '买入', 'Buy'],
  hold: ['持有觀望', '持有观望', 'Hold'],
  sell: ['賣出', '卖出', 'Sell'],
};

/** Every analyst's name (the report's, the catalogue's, the history's and the exports'). */
export const analystNames: Record<AnalystId | 'verdict', Row> = {
  fundamental: ['基本面分析師', '基本面分析师', 'Fundamental analyst'],
  technical: ['技術分析師', '技术分析师', 'Technical analyst'],
  news: ['新聞情報分析師', '新闻情报分析师', 'News intelligence analyst'],
  risk: ['風險管理師', '风险管理师', 'Risk manager'],
  community: ['社群情緒分析師', '社区情绪分析师', 'Community sentiment analyst'],
  quant: ['量化策略師', '量化策略师', 'Quantitative strategist'],
  international: ['國際市場分析師', '国际市场分析师', 'International markets analyst'],
  'market-sentiment': ['市場情緒分析師', '市场情绪分析师', 'Market sentiment analyst'],
  macro: ['總體經濟分析師', '宏观经济分析师', 'Macroeconomics analyst'],
  verdict: ['綜合結論', '综合结论', 'Verdict'],
};

export const sideNames: Record<string, Row> = {
  bull: ['多方', '多方', 'Bull'],
  bear: ['空方', '空方', 'Bear'],
  verdict: ['結論', '结论', 'Verdict'],
};

export const ruleNames: Record<string, Row> = {
  momentum: ['動能策略', '动量策略', 'Momentum'],
  meanReversion: ['RSI 超賣反彈', 'RSI 超卖反弹', 'RSI oversold bounce'],
  breakout: ['通道突破', '通道突破', 'Channel breakout'],
};

export const indexNames: Record<string, Row> = {
  '^TWII': ['加權指數', '台湾加权指数', 'TAIEX'],
  '^TWOII': ['櫃買指數', '柜买指数', 'TPEx index'],
  '^GSPC': ['標普指數', '标普指数', 'S&P index'],
  '^IXIC': ['那斯達克指數', '纳斯达克指数', 'Nasdaq Composite'],
  '^DJI': ['道瓊指數', '道琼斯指数', 'Dow Jones index'],
  '^SOX': ['費城半導體指數', '费城半导体指数', 'PHLX Semiconductor index'],
  '^N225': ['日經指數', '日经指数', 'Nikkei index'],
  '^HSI': ['恒生指數', '恒生指数', 'Hang Seng index'],
  '000001.SS': ['上證指數', '上证指数', 'Shanghai Composite'],
  '^KS11': ['韓國綜合指數', '韩国综合指数', 'KOSPI'],
};

export const datasetNames: Record<string, Row> = {
  bars: ['日K線', '日K线', 'daily bars'],
  benchmark: ['大盤指數', '大盘指数', 'market index'],
  valuation: ['本益比與淨值比', '市盈率与市净率', 'valuation history'],
  peers: ['同業評價', '同业估值', 'peer valuations'],
  revenue: ['月營收', '月营收', 'monthly revenue'],
  institutional: ['三大法人', '三大法人', 'institutional flows'],
  margin: ['融資融券', '融资融券', 'margin balances'],
  marketMargin: ['全市場融資', '全市场融资', 'market margin'],
  dividends: ['除權息', '除权息', 'dividends'],
  status: ['注意／處置', '注意／处置', 'attention/disposition'],
  news: ['新聞', '新闻', 'news'],
  foreignIndices: ['國際指數', '国际指数', 'foreign indices'],
  fx: ['匯率', '汇率', 'exchange rate'],
  adr: ['ADR', 'ADR', 'ADR'],
  breadth: ['市場廣度', '市场广度', 'market breadth'],
  rates: ['利率', '利率', 'interest rates'],
  method: ['分析參數', '分析参数', 'method'],
  derived: ['計算結果', '计算结果', 'derived'],
};

const labelNames: Record<string, Row> = {
  close: ['收盤價', '收盘价', 'Close'],
  ma5: ['週線', '周线', 'Weekly MA'],
  ma20: ['月線', '月线', 'Monthly MA'],
  ma60: ['季線', '季线', 'Quarterly MA'],
  ma120: ['半年線', '半年线', 'Half-year MA'],
  masBelowClose: ['站上均線數', '站上均线数', 'MAs below close'],
  rsi14: ['RSI', 'RSI', 'RSI'],
  macdDif: ['DIF', 'DIF', 'DIF'],
  macdSignal: ['MACD 訊號線', 'MACD 信号线', 'MACD signal'],
  macdOsc: ['MACD 柱狀體', 'MACD 柱状线', 'MACD histogram'],
  kdK: ['K 值', 'K 值', 'K'],
  kdD: ['D 值', 'D 值', 'D'],
  bollUpper: ['布林上軌', '布林上轨', 'Upper band'],
  bollMiddle: ['布林中軌', '布林中轨', 'Middle band'],
  bollLower: ['布林下軌', '布林下轨', 'Lower band'],
  volume: ['成交量', '成交量', 'Volume'],
  avgVolume20: ['月均量', '月均量', 'Monthly average volume'],
  volumeRatio: ['量比', '量比', 'Volume ratio'],
  resistance: ['壓力', '压力位', 'Resistance'],
  support: ['支撐', '支撑位', 'Support'],
  distanceToSupport: ['距支撐', '距支撑', 'To support'],
  distanceToResistance: ['距壓力', '距压力', 'To resistance'],
  atr14: ['ATR', 'ATR', 'ATR'],
  targetPrice: ['目標價', '目标价', 'Target price'],
  horizon: ['期間（交易日）', '期间（交易日）', 'Horizon (trading days)'],
  confidence: ['信心度', '置信度', 'Confidence'],
  upside: ['潛在報酬', '潜在收益', 'Upside'],
  sigmaDaily: ['日波動', '日波动', 'Daily volatility'],
  pe: ['本益比', '市盈率', 'P/E'],
  pb: ['股價淨值比', '市净率', 'P/B'],
  Rank: ['歷史分位', '历史分位', 'rank'],
  P20: ['河流圖低檔', '估值低位', 'low band'],
  P50: ['河流圖中位', '估值中位', 'median band'],
  P80: ['河流圖高檔', '估值高位', 'high band'],
  P20Price: ['低檔價', '低位价', 'low-band price'],
  P50Price: ['中位價', '中位价', 'median-band price'],
  P80Price: ['高檔價', '高位价', 'high-band price'],
  PeerMedian: ['同業中位數', '同业中位数', 'peer median'],
  PeerPremium: ['同業溢價', '同业溢价', 'premium to peers'],
  PeerCount: ['同業家數', '同业家数', 'peers'],
  dividendYield: ['殖利率', '股息率', 'Dividend yield'],
  dividendYieldP50: ['殖利率中位數', '股息率中位数', 'Median dividend yield'],
  trailingCashDividend: ['近一年現金股利', '近一年现金股利', 'Trailing cash dividend'],
  trailingDividendYield: ['近一年殖利率', '近一年股息率', 'Trailing dividend yield'],
  revenue: ['月營收', '月营收', 'Monthly revenue'],
  revenueYoY: ['營收年增率', '营收同比', 'Revenue YoY'],
  revenueYoY3m: ['近三月營收年增率', '近三月营收同比', 'Three-month revenue YoY'],
  revenueYoY3mPrevious: ['前三月營收年增率', '前三月营收同比', 'Previous three-month YoY'],
  headlines: ['新聞則數', '新闻条数', 'Headlines'],
  matchedHeadlines: ['含情緒詞則數', '含情绪词条数', 'Headlines with sentiment'],
  positiveHeadlines: ['正面則數', '正面条数', 'Positive headlines'],
  negativeHeadlines: ['負面則數', '负面条数', 'Negative headlines'],
  sentiment: ['情緒分數', '情绪分数', 'Sentiment'],
  windowDays: ['新聞期間（天）', '新闻期间（天）', 'News window (days)'],
  volatility: ['年化波動率', '年化波动率', 'Annualised volatility'],
  maxDrawdown: ['最大回撤', '最大回撤', 'Maximum drawdown'],
  var95: ['單日風險值', '单日风险价值', 'One-day VaR'],
  avgValue20: ['日均成交金額', '日均成交额', 'Average value traded'],
  limitUpDays: ['漲停次數', '涨停次数', 'Limit-up closes'],
  limitDownDays: ['跌停次數', '跌停次数', 'Limit-down closes'],
  beta: ['貝他值', '贝塔系数', 'Beta'],
  attentionNotices: ['注意股次數', '注意股次数', 'Attention notices'],
  riskLevel: ['風險等級', '风险等级', 'Risk level'],
  volumeZ: ['量能 Z 分數', '量能 Z 分数', 'Volume z-score'],
  weekReturn: ['週報酬', '周收益', 'Weekly return'],
  monthReturn: ['月報酬', '月收益', 'Monthly return'],
  marginBalance: ['融資餘額', '融资余额', 'Margin balance'],
  marginChange20: ['融資月變動', '融资月变动', 'Margin change (month)'],
  shortToMargin: ['券資比', '券资比', 'Short-to-margin'],
  baseTrades: ['基準樣本數', '基准样本数', 'Base-rate samples'],
  baseHitRate: ['基準上漲機率', '基准上涨概率', 'Base hit rate'],
  holdingDays: ['持有天數', '持有天数', 'Holding days'],
  expectedReturn: ['預期報酬', '预期收益', 'Expected return'],
  Trades: ['次數', '次数', 'trades'],
  HitRate: ['勝率', '胜率', 'hit rate'],
  AvgReturn: ['平均報酬', '平均收益', 'average return'],
  WalkForwardTrades: ['滾動驗證次數', '滚动回测次数', 'walk-forward trades'],
  WalkForwardHitRate: ['滾動驗證勝率', '滚动回测胜率', 'walk-forward hit rate'],
  corr: ['相關係數', '相关系数', 'Correlation'],
  return20: ['月漲跌', '月涨跌', 'Monthly change'],
  adrClose: ['ADR 收盤', 'ADR 收盘', 'ADR close'],
  adrPremium: ['ADR 溢價', 'ADR 溢价', 'ADR premium'],
  adrPremiumMean: ['ADR 平均溢價', 'ADR 平均溢价', 'Average ADR premium'],
  usdTwd: ['美元兌新台幣', '美元兑新台币', 'USD/TWD'],
  usdTwdChange20: ['匯率月變動', '汇率月变动', 'USD/TWD change (month)'],
  usdTwdChange60: ['匯率季變動', '汇率季变动', 'USD/TWD change (quarter)'],
  advanceRatio5: ['週上漲占比', '周上涨占比', 'Advancers (week)'],
  advanceRatio20: ['月上漲占比', '月上涨占比', 'Advancers (month)'],
  advances: ['上漲家數', '上涨家数', 'Advances'],
  declines: ['下跌家數', '下跌家数', 'Declines'],
  foreign: ['外資', '外资', 'Foreign'],
  investmentTrust: ['投信', '投信', 'Investment trusts'],
  dealer: ['自營商', '自营商', 'Dealers'],
  institutional: ['三大法人合計', '三大法人合计', 'Institutional total'],
  '5': ['（週）', '（周）', ' (week)'],
  '20': ['（月）', '（月）', ' (month)'],
  trustBuyingDays: ['投信連買天數', '投信连买天数', 'Trust buying streak'],
  marketMarginBalance: ['全市場融資餘額', '全市场融资余额', 'Market margin loans'],
  marketMarginChange20: ['全市場融資月變動', '全市场融资月变动', 'Market margin change (month)'],
  indexClose: ['指數', '指数', 'Index'],
  indexMa200: ['指數長期均線', '指数长期均线', 'Index long-term MA'],
  maPeriod: ['均線天數', '均线天数', 'MA period'],
  indexVsMa200: ['指數乖離', '指数乖离', 'Index vs MA'],
  indexReturn60: ['指數季漲跌', '指数季涨跌', 'Index change (quarter)'],
  indexVolatility20: ['大盤月波動率', '大盘月波动率', 'Market volatility (month)'],
  indexVolatilityRank: ['波動率分位', '波动率分位', 'Volatility rank'],
  rate: ['利率', '利率', 'Rate'],
  rateChange: ['利率半年變動', '利率半年变动', 'Rate change (half-year)'],
  barsNeeded: ['所需筆數', '所需条数', 'Rows needed'],
  barsAvailable: ['現有筆數', '现有条数', 'Rows available'],
  sellGateSells: ['過去賣出訊號次數', '过去卖出信号次数', 'Past sell calls'],
  sellGateMinimum: ['驗證所需賣出次數', '验证所需卖出次数', 'Sell calls needed'],
};

export function pick(row: Row | undefined, locale: Locale, fallback: string): string {
  return row ? row[column[locale]] : fallback;
}

export const nameOf = (table: Readonly<Record<string, Row>>, key: string, locale: Locale) =>
  pick(table[key], locale, key);

/** An analyst's name in a locale; an unknown id (an old record's) is shown as given. */
export const analystName = (id: string, locale: Locale): string => nameOf(analystNames, id, locale);

/** A verdict's name in a locale: 買進, 持有觀望, 賣出. */
export const signalName = (signal: 'buy' | 'hold' | 'sell', locale: Locale): string =>
  pick(signalNames[signal], locale, signal);

/** A localised evidence label: `pe` + `Rank`, rule + suffix, group + window, `corr:^SOX`, … */
export function labelOf(label: string, locale: Locale): string {
  const [base = label, symbol] = label.split(':');
  const sep = locale === 'en-US' ? ' ' : '';
  let text: string;
  const composite =
    /^(pe|pb|momentum|meanReversion|breakout|foreign|investmentTrust|dealer|institutional)(.+)$/.exec(base);
  if (labelNames[base]) text = pick(labelNames[base], locale, base);
  else if (composite) {
    const [, head = '', tail = ''] = composite;
    const first = labelNames[head] ?? ruleNames[head];
    text = `${pick(first, locale, head)}${tail === '5' || tail === '20' ? '' : sep}${pick(labelNames[tail], locale, tail)}`;
  } else text = base;
  return symbol ? `${text}${sep}${nameOf(indexNames, symbol, locale)}` : text;
}
