import type { Locale } from '@alphadesk/core';

/** The words of the analysis export (PDF and workbook), one set per reader language. */
export interface ExportTexts {
  pdfTitle: string;
  heading: string;
  exportedOn: (date: string) => string;
  simulated: string;
  labels: {
    callDate: string;
    analysts: string;
    result: string;
    confidence: string;
    priceAtCall: string;
    targetPrice: string;
    outcome: string;
    netReturn: string;
    excessReturn: string;
    priceChange: string;
    summary: string;
    keyPoints: string;
    risks: string;
  };
  /** Between a label and its value. */
  colon: string;
  /** Between analyst names. */
  listSeparator: string;
  outcomes: { pending: string; profit: string; loss: string };
  disclaimer: string;
  creator: string;
  sheetName: string;
  columns: Record<
    | 'symbol'
    | 'companyName'
    | 'market'
    | 'callDate'
    | 'analysts'
    | 'result'
    | 'confidence'
    | 'priceAtCall'
    | 'targetPrice'
    | 'outcome'
    | 'actualReturn'
    | 'excessReturn'
    | 'priceChangePercent'
    | 'exitDate'
    | 'holdingDays'
    | 'summary'
    | 'simulated',
    string
  >;
  yes: string;
  no: string;
}

const zhTW: ExportTexts = {
  pdfTitle: 'AlphaDesk 分析記錄匯出',
  heading: 'AlphaDesk 台股AI投研　分析記錄',
  exportedOn: (date) => `匯出日期 ${date}（台北時間）`,
  simulated: '模擬資料',
  labels: {
    callDate: '分析日期',
    analysts: '分析師',
    result: '建議',
    confidence: '信心度',
    priceAtCall: '分析時價格',
    targetPrice: '目標價',
    outcome: '結果',
    netReturn: '實際報酬（扣除交易成本）',
    excessReturn: '超額報酬',
    priceChange: '價格變化',
    summary: '摘要',
    keyPoints: '重點',
    risks: '風險',
  },
  colon: '：',
  listSeparator: '、',
  outcomes: { pending: '等待中', profit: '獲利', loss: '虧損' },
  disclaimer:
    '報酬已扣除台股交易成本（手續費 0.1425% 買賣各一次、證交稅 0.3%）。分析結果僅供參考，不構成投資建議。',
  creator: 'AlphaDesk 台股AI投研',
  sheetName: '分析記錄',
  columns: {
    symbol: '股票代碼',
    companyName: '公司名稱',
    market: '市場',
    callDate: '分析日期',
    analysts: '分析師',
    result: '建議',
    confidence: '信心度',
    priceAtCall: '分析時價格',
    targetPrice: '目標價',
    outcome: '結果',
    actualReturn: '實際報酬',
    excessReturn: '超額報酬',
    priceChangePercent: '價格變化(%)',
    exitDate: '出場日',
    holdingDays: '持有交易日',
    summary: '摘要',
    simulated: '模擬資料',
  },
  yes: '是',
  no: '否',
};

const zhCN: ExportTexts = {
  pdfTitle: 'AlphaDesk 分析记录导出',
  heading: 'AlphaDesk 台股AI投研　分析记录',
  exportedOn: (date) => `导出日期 ${date}（台北时间）`,
  simulated: '模拟数据',
  labels: {
    callDate: '分析日期',
    analysts: '分析师',
    result: '建议',
    confidence: '信心度',
    priceAtCall: '分析时价格',
    targetPrice: '目标价',
    outcome: '结果',
    netReturn: '实际回报（扣除交易成本）',
    excessReturn: '超额回报',
    priceChange: '价格变化',
    summary: '摘要',
    keyPoints: '要点',
    risks: '风险',
  },
  colon: '：',
  listSeparator: '、',
  outcomes: { pending: '等待中', profit: '获利', loss: '亏损' },
  disclaimer:
    '回报已扣除台股交易成本（手续费 0.1425% 买卖各一次、证交税 0.3%）。分析结果仅供参考，不构成投资建议。',
  creator: 'AlphaDesk 台股AI投研',
  sheetName: '分析记录',
  columns: {
    symbol: '股票代码',
    companyName: '公司名称',
    market: '市场',
    callDate: '分析日期',
    analysts: '分析师',
    result: '建议',
    confidence: '信心度',
    priceAtCall: '分析时价格',
    targetPrice: '目标价',
    outcome: '结果',
    actualReturn: '实际回报',
    excessReturn: '超额回报',
    priceChangePercent: '价格变化(%)',
    exitDate: '出场日',
    holdingDays: '持有交易日',
    summary: '摘要',
    simulated: '模拟数据',
  },
  yes: '是',
  no: '否',
};

const enUS: ExportTexts = {
  pdfTitle: 'AlphaDesk analysis export',
  heading: 'AlphaDesk Taiwan stock AI research: analyses',
  exportedOn: (date) => `Exported ${date} (Taipei time)`,
  simulated: 'Simulated data',
  labels: {
    callDate: 'Analysis date',
    analysts: 'Analysts',
    result: 'Call',
    confidence: 'Confidence',
    priceAtCall: 'Price at the call',
    targetPrice: 'Target price',
    outcome: 'Outcome',
    netReturn: 'Actual return (after trading costs)',
    excessReturn: 'Excess return',
    priceChange: 'Price change',
    summary: 'Summary',
    keyPoints: 'Key points',
    risks: 'Risks',
  },
  colon: ': ',
  listSeparator: ', ',
  outcomes: { pending: 'Pending', profit: 'Profit', loss: 'Loss' },
  disclaimer:
    'Returns are after Taiwan trading costs (0.1425% commission on each buy and sell, 0.3% securities transaction tax). Analyses are for reference only and are not investment advice.',
  creator: 'AlphaDesk',
  sheetName: 'Analyses',
  columns: {
    symbol: 'Symbol',
    companyName: 'Company',
    market: 'Market',
    callDate: 'Analysis date',
    analysts: 'Analysts',
    result: 'Call',
    confidence: 'Confidence',
    priceAtCall: 'Price at the call',
    targetPrice: 'Target price',
    outcome: 'Outcome',
    actualReturn: 'Actual return',
    excessReturn: 'Excess return',
    priceChangePercent: 'Price change (%)',
    exitDate: 'Exit date',
    holdingDays: 'Trading days held',
    summary: 'Summary',
    simulated: 'Simulated data',
  },
  yes: 'Yes',
  no: 'No',
};

export const exportTexts: Record<Locale, ExportTexts> = { 'zh-TW': zhTW, 'zh-CN': zhCN, 'en-US': enUS };
