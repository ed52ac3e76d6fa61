import type { AnalystId } from '@alphadesk/core';

/**
 * What each analyst is, in zh-TW: descriptive text only (the name is core's `analystName`; every
 * statistic is measured elsewhere).
 */
export interface AnalystText {
  title: string;
  avatar: string;
  specialty: string[];
  description: string;
  strengths: string[];
  bestFor: string[];
  analysisStyle: string;
  marketFocus: string[];
  premiumFeatures: string[];
}

export const analystTexts: Record<AnalystId, AnalystText> = {
  fundamental: {
    title: '估值與營收分析',
    avatar: '📊',
    specialty: ['本益比與股價淨值比', '月營收趨勢', '同業估值比較', '殖利率'],
    description: '以本益比、股價淨值比的歷史區間與同產業比較，加上月營收年增率與殖利率，評估股價是否合理。',
    strengths: ['估值歷史百分位', '同業比較', '營收動能'],
    bestFor: ['中長期投資人', '價值型投資'],
    analysisStyle: '價值導向',
    marketFocus: ['台股上市櫃'],
    premiumFeatures: [],
  },
  technical: {
    title: '趨勢與動能分析',
    avatar: '📈',
    specialty: ['均線趨勢', 'RSI / MACD', '布林通道', '成交量'],
    description: '以還原權值後的日線計算均線、MACD、RSI、布林通道與量能，判斷趨勢方向與進出場位置。',
    strengths: ['趨勢判斷', '動能指標', '支撐壓力'],
    bestFor: ['短中期交易', '波段操作'],
    analysisStyle: '趨勢追蹤',
    marketFocus: ['台股上市櫃'],
    premiumFeatures: [],
  },
  news: {
    title: '新聞事件解讀',
    avatar: '📰',
    specialty: ['新聞標題情緒', '事件影響'],
    description: '以中文財經詞典評分新聞標題的正負面語氣；未設定新聞來源時明確回報資料不足。',
    strengths: ['事件追蹤', '情緒評分'],
    bestFor: ['關注消息面的投資人'],
    analysisStyle: '事件驅動',
    marketFocus: ['台股上市櫃'],
    premiumFeatures: ['新聞情緒評分', '事件影響追蹤'],
  },
  risk: {
    title: '風險控管與部位建議',
    avatar: '🛡️',
    specialty: ['波動度', '最大回撤', 'Beta', '注意與處置股'],
    description: '計算波動度、最大回撤、相對大盤的 Beta 與風險值，檢查注意／處置狀態，必要時否決買進建議。',
    strengths: ['下檔風險評估', '部位大小建議', '否決機制'],
    bestFor: ['重視風險控管的投資人'],
    analysisStyle: '保守穩健',
    marketFocus: ['台股上市櫃'],
    premiumFeatures: ['風險等級 1–5', '買進否決機制'],
  },
  community: {
    title: '散戶情緒與籌碼',
    avatar: '💬',
    specialty: ['融資融券', '散戶情緒'],
    description: '以融資融券餘額變化與券資比，推估散戶情緒的過熱或悲觀程度。',
    strengths: ['散戶籌碼', '反向指標'],
    bestFor: ['關注籌碼面的投資人'],
    analysisStyle: '逆勢思考',
    marketFocus: ['台股上市櫃'],
    premiumFeatures: ['券資比分析', '融資使用變化'],
  },
  quant: {
    title: '規則回測與統計',
    avatar: '🧮',
    specialty: ['規則掃描', '歷史勝率', '統計檢定'],
    description: '在此股票的歷史資料上掃描多條交易規則，只採用歷史表現經統計檢定的訊號。',
    strengths: ['系統化規則', '歷史統計'],
    bestFor: ['量化與系統交易者'],
    analysisStyle: '數據驅動',
    marketFocus: ['台股上市櫃'],
    premiumFeatures: ['規則歷史統計', '訊號檢定'],
  },
  international: {
    title: '國際市場連動',
    avatar: '🌏',
    specialty: ['美股連動', '匯率', 'ADR 溢價'],
    description: '以與美、日、港、韓等主要指數的相關性、新台幣匯率與 ADR 溢價，評估國際市場的影響。',
    strengths: ['跨市場相關性', '匯率影響'],
    bestFor: ['關注國際情勢的投資人'],
    analysisStyle: '全球視野',
    marketFocus: ['台股上市櫃', '美股', '亞洲市場'],
    premiumFeatures: ['國際指數相關性', 'ADR 溢價'],
  },
  'market-sentiment': {
    title: '台股法人與市場氣氛',
    avatar: '🇹🇼',
    specialty: ['三大法人', '融資餘額', '漲跌家數'],
    description: '以三大法人買賣超、市場融資餘額與漲跌家數，判斷台股資金動向與市場氣氛。',
    strengths: ['法人動向', '市場廣度'],
    bestFor: ['關注資金流向的投資人'],
    analysisStyle: '資金流向',
    marketFocus: ['台股上市櫃'],
    premiumFeatures: ['三大法人買賣超', '市場廣度'],
  },
  macro: {
    title: '利率與景氣',
    avatar: '🏦',
    specialty: ['利率', '殖利率曲線', '景氣循環'],
    description: '以央行利率與公債殖利率等總經數據，評估景氣與資金環境對股價的影響。',
    strengths: ['利率環境', '景氣判斷'],
    bestFor: ['資產配置與長期投資人'],
    analysisStyle: '由上而下',
    marketFocus: ['台灣', '美國'],
    premiumFeatures: ['利率環境評估', '殖利率曲線'],
  },
};
