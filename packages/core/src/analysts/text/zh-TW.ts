/**
 * zh-TW report templates, the primary locale: its keys are the message keys (`MessageKey`) every
 * other locale must cover. Window words follow Taiwanese usage: 週線/月線/季線/半年線 are the 5-,
 * 20-, 60- and 120-day moving averages; 近一週/近一月/近一季/近一年 the last 5/20/60/250 sessions.
 */
import { spread, type Args, type Template } from './template.ts';

const wf = (a: Args) => (a.wfTrades ? `；滾動驗證 ${a.wfTrades} 次，勝率 ${a.wfHitRate}` : '');

export const zhTW = {
  'common.tooFewBars': (a) => `資料筆數不足：需要 ${a.need} 筆，目前只有 ${a.have} 筆，無法形成觀點。`,
  'common.missingData': (a) => `缺少資料（${a.datasets}），無法形成觀點，不做推測。`,
  'common.partialData': (a) => `部分資料未提供（${a.datasets}），僅依現有資料判斷，信心度相應降低。`,
  'common.dataTooShort': () => '現有資料期間太短，無法計算指標，不做推測。',

  'technical.maBullish': (a) =>
    `收盤價 ${a.close} 站上週線 ${a.ma5}、月線 ${a.ma20}、季線 ${a.ma60}、半年線 ${a.ma120}，均線多頭排列。`,
  'technical.maBearish': (a) =>
    `收盤價 ${a.close} 位於週線 ${a.ma5}、月線 ${a.ma20}、季線 ${a.ma60}、半年線 ${a.ma120} 之下，均線空頭排列。`,
  'technical.maMixed': (a) =>
    `收盤價 ${a.close} 站上 ${a.above} 條均線（週線 ${a.ma5}、月線 ${a.ma20}、季線 ${a.ma60}、半年線 ${a.ma120}），均線糾結。`,
  'technical.rsiOverbought': (a) => `RSI ${a.rsi} 進入超買區，追高風險升高。`,
  'technical.rsiOversold': (a) => `RSI ${a.rsi} 進入超賣區，留意跌深反彈。`,
  'technical.rsiNeutral': (a) => `RSI ${a.rsi} 位於中性區間。`,
  'technical.macdGoldenCross': (a) =>
    `MACD 黃金交叉：DIF ${a.dif} 上穿訊號線 ${a.signal}，柱狀體 ${a.osc} 翻正。`,
  'technical.macdDeadCross': (a) =>
    `MACD 死亡交叉：DIF ${a.dif} 跌破訊號線 ${a.signal}，柱狀體 ${a.osc} 翻負。`,
  'technical.macdBull': (a) => `MACD 柱狀體 ${a.osc} 為正（DIF ${a.dif}、訊號線 ${a.signal}），動能偏多。`,
  'technical.macdBear': (a) => `MACD 柱狀體 ${a.osc} 為負（DIF ${a.dif}、訊號線 ${a.signal}），動能偏空。`,
  'technical.kdGoldenCrossLow': (a) => `KD 低檔黃金交叉（K ${a.k}、D ${a.d}），短線有反彈機會。`,
  'technical.kdDeadCrossHigh': (a) => `KD 高檔死亡交叉（K ${a.k}、D ${a.d}），短線有拉回風險。`,
  'technical.kdBull': (a) => `K 值 ${a.k} 高於 D 值 ${a.d}，短線偏多。`,
  'technical.kdBear': (a) => `K 值 ${a.k} 低於 D 值 ${a.d}，短線偏弱。`,
  'technical.bollAbove': (a) => `收盤價 ${a.close} 突破布林上軌 ${a.upper}，短線過熱。`,
  'technical.bollBelow': (a) => `收盤價 ${a.close} 跌破布林下軌 ${a.lower}，短線超跌。`,
  'technical.bollInside': (a) =>
    `收盤價 ${a.close} 位於布林通道內（上軌 ${a.upper}、中軌 ${a.middle}、下軌 ${a.lower}）。`,
  'technical.volumeSurgeUp': (a) => `成交量 ${a.volume} 為月均量 ${a.avgVolume} 的 ${a.ratio}，價漲量增。`,
  'technical.volumeSurgeDown': (a) =>
    `成交量 ${a.volume} 為月均量 ${a.avgVolume} 的 ${a.ratio}，價跌量增，賣壓沉重。`,
  'technical.volumeNormal': (a) => `成交量 ${a.volume}，為月均量 ${a.avgVolume} 的 ${a.ratio}。`,
  'technical.breakout': (a) => `收盤價 ${a.close} 突破近一季高點 ${a.resistance}。`,
  'technical.breakdown': (a) => `收盤價 ${a.close} 跌破近一季低點 ${a.support}。`,
  'technical.range': (a) =>
    `近一季支撐 ${a.support}（距離 ${a.toSupport}）、壓力 ${a.resistance}（距離 ${a.toResistance}）。`,

  'fundamental.peBand': (a) =>
    `本益比 ${a.value}，位於近五年分位 ${a.rank}（河流圖低檔 ${a.low}、中位 ${a.median}、高檔 ${a.high}，對應股價 ${a.lowPrice}／${a.medianPrice}／${a.highPrice}）。`,
  'fundamental.peCheap': (a) =>
    `本益比 ${a.value} 處於近五年低檔（分位 ${a.rank}），回到中位 ${a.median} 對應股價 ${a.medianPrice}，評價便宜。`,
  'fundamental.peExpensive': (a) =>
    `本益比 ${a.value} 處於近五年高檔（分位 ${a.rank}），回到中位 ${a.median} 對應股價 ${a.medianPrice}，評價偏貴。`,
  'fundamental.pbBand': (a) =>
    `股價淨值比 ${a.value}，位於近五年分位 ${a.rank}（低檔 ${a.low}、中位 ${a.median}、高檔 ${a.high}，對應股價 ${a.lowPrice}／${a.medianPrice}／${a.highPrice}）。`,
  'fundamental.pbCheap': (a) =>
    `股價淨值比 ${a.value} 處於近五年低檔（分位 ${a.rank}），回到中位 ${a.median} 對應股價 ${a.medianPrice}。`,
  'fundamental.pbExpensive': (a) =>
    `股價淨值比 ${a.value} 處於近五年高檔（分位 ${a.rank}），回到中位 ${a.median} 對應股價 ${a.medianPrice}。`,
  'fundamental.pePeers': (a) =>
    `本益比 ${a.value}，同業 ${a.count} 家中位數 ${a.peerMedian}，${spread(a.premium, '溢價', '折價')}。`,
  'fundamental.pbPeers': (a) =>
    `股價淨值比 ${a.value}，同業 ${a.count} 家中位數 ${a.peerMedian}，${spread(a.premium, '溢價', '折價')}。`,
  'fundamental.dividendYield': (a) => `殖利率 ${a.yield}，近五年中位數 ${a.median}。`,
  'fundamental.trailingDividend': (a) => `近一年現金股利 ${a.cash}，以現價計殖利率 ${a.yield}。`,
  'fundamental.revenueLatest': (a) => `最新月營收 ${a.amount}，年增率 ${a.yoy}。`,
  'fundamental.revenueGrowth': (a) => `最新月營收 ${a.amount}，年增率 ${a.yoy}；近三月營收年增率 ${a.yoy3}。`,
  'fundamental.revenueDecline': (a) =>
    `近三月營收年增率 ${a.yoy3} 轉為負成長（最新月營收 ${a.amount}，年增率 ${a.yoy}）。`,
  'fundamental.revenueAccelerating': (a) => `營收成長加速：近三月年增率 ${a.yoy3}，前三月為 ${a.previous}。`,
  'fundamental.revenueDecelerating': (a) => `營收成長放緩：近三月年增率 ${a.yoy3}，前三月為 ${a.previous}。`,

  'news.noFeed': () => '未設定新聞來源，新聞情報分析無資料可用。',
  'news.noHeadlines': (a) => `近 ${a.days} 天沒有相關新聞（${a.count} 則）。`,
  'news.sentiment': (a) =>
    `近期 ${a.count} 則新聞中 ${a.matched} 則含情緒詞：正面 ${a.positive} 則、負面 ${a.negative} 則，情緒分數 ${a.sentiment}。`,
  'news.positiveWords': (a) => `正面關鍵詞：${a.words}。`,
  'news.negativeWords': (a) => `負面關鍵詞：${a.words}。`,

  'risk.volatility': (a) => `年化波動率 ${a.vol}，單日歷史風險值（VaR）${a.var}。`,
  'risk.drawdown': (a) => `近一年最大回撤 ${a.drawdown}。`,
  'risk.deepDrawdown': (a) => `近一年最大回撤達 ${a.drawdown}，跌幅深。`,
  'risk.liquidity': (a) => `近一月日均成交金額 ${a.value}。`,
  'risk.limitDays': (a) => `近一年收漲停 ${a.up} 次、跌停 ${a.down} 次。`,
  'risk.limitDownDays': (a) => `近一年跌停 ${a.down} 次，籌碼不穩。`,
  'risk.beta': (a) => `相對${a.index}的貝他值 ${a.beta}。`,
  'risk.highBeta': (a) => `相對${a.index}的貝他值高達 ${a.beta}，波動放大。`,
  'risk.attention': (a) => `近一個月被列為注意股 ${a.count} 次。`,
  'risk.disposition': () => '目前為處置股，交易受限。',
  'risk.vetoDisposition': () => '風控否決：處置期間不建議買進。',
  'risk.vetoVar': (a) => `風控否決：單日風險值 ${a.var} 過高。`,
  'risk.vetoIlliquid': (a) => `風控否決：日均成交金額僅 ${a.value}，流動性不足。`,

  'community.proxyNote': () =>
    '社群情緒以量能異常、注意股與融資融券變化作為代理指標（目前沒有社群媒體資料來源）。',
  'community.crowdChasing': (a) =>
    `近一週量能異常放大（Z 分數 ${a.z}），週報酬 ${a.week}，散戶追價，需防過熱。`,
  'community.crowdPanic': (a) =>
    `近一週量能異常放大（Z 分數 ${a.z}），週報酬 ${a.week}，恐慌賣壓湧現，留意逆向機會。`,
  'community.crowdQuiet': (a) => `近一週量能明顯萎縮（Z 分數 ${a.z}），週報酬 ${a.week}，市場關注度低。`,
  'community.volumeNormal': (a) => `近一週量能正常（Z 分數 ${a.z}），週報酬 ${a.week}。`,
  'community.marginChasing': (a) =>
    `融資餘額 ${a.balance}，近一月增加 ${a.change}，同期股價漲跌 ${a.month}，散戶融資追價，籌碼轉亂。`,
  'community.marginCatching': (a) =>
    `融資餘額 ${a.balance}，近一月增加 ${a.change}，同期股價漲跌 ${a.month}，散戶逢低承接，賣壓恐延續。`,
  'community.marginUnwinding': (a) =>
    `融資餘額 ${a.balance}，近一月變動 ${a.change}，散戶退場，籌碼趨於安定。`,
  'community.marginSteady': (a) => `融資餘額 ${a.balance}，近一月變動 ${a.change}，散戶部位穩定。`,
  'community.shortSqueeze': (a) => `券資比 ${a.shortRatio} 偏高且股價走升（近一月 ${a.month}），具軋空題材。`,
  'community.attention': (a) => `近一個月被列為注意股 ${a.count} 次，市場關注度高。`,

  'quant.baseRate': (a) =>
    `基準：歷史上任一時點持有 ${a.horizon} 個交易日，上漲機率 ${a.hitRate}（${a.trades} 筆不重疊樣本）。`,
  'quant.ruleUntested': (a) => `${a.rule}訊號出現，但歷史上尚無完整樣本可驗證。`,
  'quant.ruleIdle': (a) =>
    `${a.rule}：今日未觸發；歷史 ${a.trades} 次，勝率 ${a.hitRate}，平均報酬 ${a.avgReturn}。`,
  'quant.ruleIdleTested': (a) =>
    `${a.rule}：今日未觸發；歷史 ${a.trades} 次，勝率 ${a.hitRate}，平均報酬 ${a.avgReturn}${wf(a)}。`,
  'quant.ruleFewTrades': (a) =>
    `${a.rule}訊號觸發，但歷史僅 ${a.trades} 次（勝率 ${a.hitRate}），樣本不足不採用。`,
  'quant.ruleFiring': (a) =>
    `${a.rule}訊號觸發：歷史 ${a.trades} 次，勝率 ${a.hitRate}，平均報酬 ${a.avgReturn}${wf(a)}。`,
  'quant.ruleFiringWeak': (a) =>
    `${a.rule}訊號觸發，但在此股歷史勝率僅 ${a.hitRate}（${a.trades} 次，平均報酬 ${a.avgReturn}），不宜追隨。`,
  'quant.noSignal': () => '目前沒有任何規則觸發，量化觀點中性。',

  'international.correlation': (a) => `與${a.index}日報酬相關係數 ${a.corr}，該指數近一月漲跌 ${a.ret}。`,
  'international.leadUp': (a) => `高度連動的${a.index}近一月漲跌 ${a.ret}（相關係數 ${a.corr}），有利股價。`,
  'international.leadDown': (a) =>
    `高度連動的${a.index}近一月漲跌 ${a.ret}（相關係數 ${a.corr}），拖累股價。`,
  'international.adrPremium': (a) =>
    `${a.ticker} ADR 收盤 ${a.adr}，${spread(a.premium, '溢價', '折價')}（近一年平均 ${a.mean}）。`,
  'international.twdStrengthening': (a) =>
    `美元兌新台幣 ${a.rate}，近一月變動 ${a.change}，新台幣走升，有利外資流入。`,
  'international.twdWeakening': (a) =>
    `美元兌新台幣 ${a.rate}，近一月變動 ${a.change}，新台幣走貶，外資恐流出。`,
  'international.twdStable': (a) => `美元兌新台幣 ${a.rate}，近一月變動 ${a.change}，匯率持穩。`,

  'marketSentiment.breadth': (a) =>
    `近一週上漲家數占比 ${a.week}（近一月 ${a.month}），最新上漲 ${a.advances} 家、下跌 ${a.declines} 家。`,
  'marketSentiment.breadthStrong': (a) =>
    `市場廣度強勁：近一週上漲家數占比 ${a.week}（近一月 ${a.month}），最新上漲 ${a.advances} 家、下跌 ${a.declines} 家。`,
  'marketSentiment.breadthWeak': (a) =>
    `市場廣度疲弱：近一週上漲家數占比 ${a.week}（近一月 ${a.month}），最新上漲 ${a.advances} 家、下跌 ${a.declines} 家。`,
  'marketSentiment.flowsWeek': (a) =>
    `三大法人近一週買賣超：外資 ${a.foreign}、投信 ${a.trust}、自營商 ${a.dealer}，合計 ${a.total}。`,
  'marketSentiment.flowsMonth': (a) =>
    `三大法人近一月買賣超：外資 ${a.foreign}、投信 ${a.trust}、自營商 ${a.dealer}，合計 ${a.total}。`,
  'marketSentiment.trustStreak': (a) => `投信連續 ${a.days} 日買超。`,
  'marketSentiment.foreignSelling': (a) => `外資持續賣超：近一週 ${a.week}、近一月 ${a.month}。`,
  'marketSentiment.leverageRising': (a) => `全市場融資餘額 ${a.balance}，近一月增加 ${a.change}，槓桿升溫。`,
  'marketSentiment.leverageFalling': (a) =>
    `全市場融資餘額 ${a.balance}，近一月變動 ${a.change}，槓桿降溫、籌碼沉澱。`,
  'marketSentiment.leverageSteady': (a) => `全市場融資餘額 ${a.balance}，近一月變動 ${a.change}。`,

  'macro.bullRegime': (a) =>
    `${a.index} ${a.level} 位於 ${a.period} 日均線 ${a.ma200} 之上（乖離 ${a.distance}），屬多頭格局。`,
  'macro.bearRegime': (a) =>
    `${a.index} ${a.level} 跌破 ${a.period} 日均線 ${a.ma200}（乖離 ${a.distance}），屬空頭格局。`,
  'macro.trend': (a) => `${a.index}近一季漲跌 ${a.trend}。`,
  'macro.volatilityHigh': (a) => `大盤月波動率 ${a.vol}，位於近一年分位 ${a.rank}，波動偏高。`,
  'macro.volatilityLow': (a) => `大盤月波動率 ${a.vol}，位於近一年分位 ${a.rank}，波動偏低。`,
  'macro.volatilityNormal': (a) => `大盤月波動率 ${a.vol}，位於近一年分位 ${a.rank}。`,
  'macro.ratesRising': (a) => `${a.series} ${a.rate}，近半年上升 ${a.change} 個百分點，不利評價。`,
  'macro.ratesFalling': (a) => `${a.series} ${a.rate}，近半年變動 ${a.change} 個百分點，資金環境轉寬鬆。`,
  'macro.ratesSteady': (a) => `${a.series} ${a.rate}，近半年變動 ${a.change} 個百分點。`,
  'macro.fx': (a) => `美元兌新台幣 ${a.rate}，近一季變動 ${a.change}。`,

  'summary.buy': (a) =>
    `${a.name}（${a.symbol}）綜合建議：買進。收盤價 ${a.close}，目標價 ${a.target}（${a.horizon} 個交易日，潛在報酬 ${a.upside}），信心度 ${a.confidence}。`,
  'summary.hold': (a) =>
    `${a.name}（${a.symbol}）綜合建議：持有觀望。收盤價 ${a.close}，目標價 ${a.target}（${a.horizon} 個交易日，潛在報酬 ${a.upside}），信心度 ${a.confidence}。`,
  'summary.sell': (a) =>
    `${a.name}（${a.symbol}）綜合建議：賣出。收盤價 ${a.close}，目標價 ${a.target}（${a.horizon} 個交易日，潛在報酬 ${a.upside}），信心度 ${a.confidence}。`,
  'summary.buyNoTarget': (a) => `${a.name}（${a.symbol}）綜合建議：買進，信心度 ${a.confidence}。`,
  'summary.holdNoTarget': (a) => `${a.name}（${a.symbol}）綜合建議：持有觀望，信心度 ${a.confidence}。`,
  'summary.sellNoTarget': (a) => `${a.name}（${a.symbol}）綜合建議：賣出，信心度 ${a.confidence}。`,
  'summary.vetoed': () => '原判斷為買進，但風險管理師否決，調整為持有觀望。',
  'summary.highRisk': (a) => `風險等級 ${a.level}（最高五級），信心度已下調。`,
  'summary.simulated': () => '注意：部分資料為模擬資料，僅供展示。',
  'gate.sellNotShown': (a) =>
    `賣出訊號未通過驗證：過去 ${a.n} 次賣出訊號未顯示扣除成本後跑輸大盤，改為持有。`,
  'gate.sellTooFew': (a) =>
    `賣出訊號未通過驗證：過去僅 ${a.n} 次賣出訊號，少於驗證所需的 ${a.min} 次，未能顯示扣除成本後跑輸大盤，改為持有。`,
  'debate.noBull': () => '本次沒有分析師提出看多的論點。',
  'debate.noBear': () => '本次沒有分析師提出看空的論點。',
} satisfies Record<string, Template>;

export type MessageKey = keyof typeof zhTW;
