/** zh-CN report templates (mainland wording: 市盈率, 市净率, 股息率, 金叉/死叉). */
import { spread, type Args, type Template } from './template.ts';
import type { MessageKey } from './zh-TW.ts';

const wf = (a: Args) => (a.wfTrades ? `；滚动回测 ${a.wfTrades} 次，胜率 ${a.wfHitRate}` : '');

export const zhCN: Record<MessageKey, Template> = {
  'common.tooFewBars': (a) => `数据条数不足：需要 ${a.need} 条，目前只有 ${a.have} 条，无法形成观点。`,
  'common.missingData': (a) => `缺少数据（${a.datasets}），无法形成观点，不做推测。`,
  'common.partialData': (a) => `部分数据未提供（${a.datasets}），仅依现有数据判断，置信度相应降低。`,
  'common.dataTooShort': () => '现有数据期间太短，无法计算指标，不做推测。',

  'technical.maBullish': (a) =>
    `收盘价 ${a.close} 站上周线 ${a.ma5}、月线 ${a.ma20}、季线 ${a.ma60}、半年线 ${a.ma120}，均线多头排列。`,
  'technical.maBearish': (a) =>
    `收盘价 ${a.close} 位于周线 ${a.ma5}、月线 ${a.ma20}、季线 ${a.ma60}、半年线 ${a.ma120} 之下，均线空头排列。`,
  'technical.maMixed': (a) =>
    `收盘价 ${a.close} 站上 ${a.above} 条均线（周线 ${a.ma5}、月线 ${a.ma20}、季线 ${a.ma60}、半年线 ${a.ma120}），均线缠绕。`,
  'technical.rsiOverbought': (a) => `RSI ${a.rsi} 进入超买区，追高风险上升。`,
  'technical.rsiOversold': (a) => `RSI ${a.rsi} 进入超卖区，留意超跌反弹。`,
  'technical.rsiNeutral': (a) => `RSI ${a.rsi} 处于中性区间。`,
  'technical.macdGoldenCross': (a) =>
    `MACD 金叉：DIF ${a.dif} 上穿信号线 ${a.signal}，柱状线 ${a.osc} 翻红。`,
  'technical.macdDeadCross': (a) => `MACD 死叉：DIF ${a.dif} 下穿信号线 ${a.signal}，柱状线 ${a.osc} 翻绿。`,
  'technical.macdBull': (a) => `MACD 柱状线 ${a.osc} 为正（DIF ${a.dif}、信号线 ${a.signal}），动能偏多。`,
  'technical.macdBear': (a) => `MACD 柱状线 ${a.osc} 为负（DIF ${a.dif}、信号线 ${a.signal}），动能偏空。`,
  'technical.kdGoldenCrossLow': (a) => `KD 低位金叉（K ${a.k}、D ${a.d}），短线有反弹机会。`,
  'technical.kdDeadCrossHigh': (a) => `KD 高位死叉（K ${a.k}、D ${a.d}），短线有回调风险。`,
  'technical.kdBull': (a) => `K 值 ${a.k} 高于 D 值 ${a.d}，短线偏多。`,
  'technical.kdBear': (a) => `K 值 ${a.k} 低于 D 值 ${a.d}，短线偏弱。`,
  'technical.bollAbove': (a) => `收盘价 ${a.close} 突破布林带上轨 ${a.upper}，短线过热。`,
  'technical.bollBelow': (a) => `收盘价 ${a.close} 跌破布林带下轨 ${a.lower}，短线超跌。`,
  'technical.bollInside': (a) =>
    `收盘价 ${a.close} 位于布林带内（上轨 ${a.upper}、中轨 ${a.middle}、下轨 ${a.lower}）。`,
  'technical.volumeSurgeUp': (a) => `成交量 ${a.volume} 为月均量 ${a.avgVolume} 的 ${a.ratio}，价涨量增。`,
  'technical.volumeSurgeDown': (a) =>
    `成交量 ${a.volume} 为月均量 ${a.avgVolume} 的 ${a.ratio}，价跌量增，抛压沉重。`,
  'technical.volumeNormal': (a) => `成交量 ${a.volume}，为月均量 ${a.avgVolume} 的 ${a.ratio}。`,
  'technical.breakout': (a) => `收盘价 ${a.close} 突破近一季高点 ${a.resistance}。`,
  'technical.breakdown': (a) => `收盘价 ${a.close} 跌破近一季低点 ${a.support}。`,
  'technical.range': (a) =>
    `近一季支撑位 ${a.support}（距离 ${a.toSupport}）、压力位 ${a.resistance}（距离 ${a.toResistance}）。`,

  'fundamental.peBand': (a) =>
    `市盈率 ${a.value}，处于近五年分位 ${a.rank}（估值通道低位 ${a.low}、中位 ${a.median}、高位 ${a.high}，对应股价 ${a.lowPrice}／${a.medianPrice}／${a.highPrice}）。`,
  'fundamental.peCheap': (a) =>
    `市盈率 ${a.value} 处于近五年低位（分位 ${a.rank}），回到中位 ${a.median} 对应股价 ${a.medianPrice}，估值便宜。`,
  'fundamental.peExpensive': (a) =>
    `市盈率 ${a.value} 处于近五年高位（分位 ${a.rank}），回到中位 ${a.median} 对应股价 ${a.medianPrice}，估值偏贵。`,
  'fundamental.pbBand': (a) =>
    `市净率 ${a.value}，处于近五年分位 ${a.rank}（低位 ${a.low}、中位 ${a.median}、高位 ${a.high}，对应股价 ${a.lowPrice}／${a.medianPrice}／${a.highPrice}）。`,
  'fundamental.pbCheap': (a) =>
    `市净率 ${a.value} 处于近五年低位（分位 ${a.rank}），回到中位 ${a.median} 对应股价 ${a.medianPrice}。`,
  'fundamental.pbExpensive': (a) =>
    `市净率 ${a.value} 处于近五年高位（分位 ${a.rank}），回到中位 ${a.median} 对应股价 ${a.medianPrice}。`,
  'fundamental.pePeers': (a) =>
    `市盈率 ${a.value}，同业 ${a.count} 家中位数 ${a.peerMedian}，${spread(a.premium, '溢价', '折价')}。`,
  'fundamental.pbPeers': (a) =>
    `市净率 ${a.value}，同业 ${a.count} 家中位数 ${a.peerMedian}，${spread(a.premium, '溢价', '折价')}。`,
  'fundamental.dividendYield': (a) => `股息率 ${a.yield}，近五年中位数 ${a.median}。`,
  'fundamental.trailingDividend': (a) => `近一年现金股利 ${a.cash}，按现价计股息率 ${a.yield}。`,
  'fundamental.revenueLatest': (a) => `最新月营收 ${a.amount}，同比增速 ${a.yoy}。`,
  'fundamental.revenueGrowth': (a) =>
    `最新月营收 ${a.amount}，同比增速 ${a.yoy}；近三月营收同比增速 ${a.yoy3}。`,
  'fundamental.revenueDecline': (a) =>
    `近三月营收同比增速 ${a.yoy3} 转为负增长（最新月营收 ${a.amount}，同比增速 ${a.yoy}）。`,
  'fundamental.revenueAccelerating': (a) =>
    `营收增长加速：近三月同比增速 ${a.yoy3}，前三月为 ${a.previous}。`,
  'fundamental.revenueDecelerating': (a) =>
    `营收增长放缓：近三月同比增速 ${a.yoy3}，前三月为 ${a.previous}。`,

  'news.noFeed': () => '未配置新闻来源，新闻情报分析无数据可用。',
  'news.noHeadlines': (a) => `近 ${a.days} 天没有相关新闻（${a.count} 条）。`,
  'news.sentiment': (a) =>
    `近期 ${a.count} 条新闻中 ${a.matched} 条含情绪词：正面 ${a.positive} 条、负面 ${a.negative} 条，情绪分数 ${a.sentiment}。`,
  'news.positiveWords': (a) => `正面关键词：${a.words}。`,
  'news.negativeWords': (a) => `负面关键词：${a.words}。`,

  'risk.volatility': (a) => `年化波动率 ${a.vol}，单日历史风险价值（VaR）${a.var}。`,
  'risk.drawdown': (a) => `近一年最大回撤 ${a.drawdown}。`,
  'risk.deepDrawdown': (a) => `近一年最大回撤达 ${a.drawdown}，跌幅较深。`,
  'risk.liquidity': (a) => `近一月日均成交额 ${a.value}。`,
  'risk.limitDays': (a) => `近一年收涨停 ${a.up} 次、跌停 ${a.down} 次。`,
  'risk.limitDownDays': (a) => `近一年跌停 ${a.down} 次，筹码不稳。`,
  'risk.beta': (a) => `相对${a.index}的贝塔系数 ${a.beta}。`,
  'risk.highBeta': (a) => `相对${a.index}的贝塔系数高达 ${a.beta}，波动放大。`,
  'risk.attention': (a) => `近一个月被列为注意股 ${a.count} 次。`,
  'risk.disposition': () => '目前为处置股，交易受限。',
  'risk.vetoDisposition': () => '风控否决：处置期间不建议买入。',
  'risk.vetoVar': (a) => `风控否决：单日风险价值 ${a.var} 过高。`,
  'risk.vetoIlliquid': (a) => `风控否决：日均成交额仅 ${a.value}，流动性不足。`,

  'community.proxyNote': () =>
    '社区情绪以量能异常、注意股与融资融券变化作为代理指标（目前没有社交媒体数据来源）。',
  'community.crowdChasing': (a) =>
    `近一周量能异常放大（Z 分数 ${a.z}），周收益 ${a.week}，散户追涨，需防过热。`,
  'community.crowdPanic': (a) =>
    `近一周量能异常放大（Z 分数 ${a.z}），周收益 ${a.week}，恐慌抛售涌现，留意逆向机会。`,
  'community.crowdQuiet': (a) => `近一周量能明显萎缩（Z 分数 ${a.z}），周收益 ${a.week}，市场关注度低。`,
  'community.volumeNormal': (a) => `近一周量能正常（Z 分数 ${a.z}），周收益 ${a.week}。`,
  'community.marginChasing': (a) =>
    `融资余额 ${a.balance}，近一月增加 ${a.change}，同期股价涨跌 ${a.month}，散户融资追涨，筹码转乱。`,
  'community.marginCatching': (a) =>
    `融资余额 ${a.balance}，近一月增加 ${a.change}，同期股价涨跌 ${a.month}，散户逢低接盘，抛压恐延续。`,
  'community.marginUnwinding': (a) =>
    `融资余额 ${a.balance}，近一月变动 ${a.change}，散户离场，筹码趋于稳定。`,
  'community.marginSteady': (a) => `融资余额 ${a.balance}，近一月变动 ${a.change}，散户仓位稳定。`,
  'community.shortSqueeze': (a) => `券资比 ${a.shortRatio} 偏高且股价走升（近一月 ${a.month}），具逼空题材。`,
  'community.attention': (a) => `近一个月被列为注意股 ${a.count} 次，市场关注度高。`,

  'quant.baseRate': (a) =>
    `基准：历史上任一时点持有 ${a.horizon} 个交易日，上涨概率 ${a.hitRate}（${a.trades} 笔不重叠样本）。`,
  'quant.ruleUntested': (a) => `${a.rule}信号出现，但历史上尚无完整样本可验证。`,
  'quant.ruleIdle': (a) =>
    `${a.rule}：今日未触发；历史 ${a.trades} 次，胜率 ${a.hitRate}，平均收益 ${a.avgReturn}。`,
  'quant.ruleIdleTested': (a) =>
    `${a.rule}：今日未触发；历史 ${a.trades} 次，胜率 ${a.hitRate}，平均收益 ${a.avgReturn}${wf(a)}。`,
  'quant.ruleFewTrades': (a) =>
    `${a.rule}信号触发，但历史仅 ${a.trades} 次（胜率 ${a.hitRate}），样本不足不采用。`,
  'quant.ruleFiring': (a) =>
    `${a.rule}信号触发：历史 ${a.trades} 次，胜率 ${a.hitRate}，平均收益 ${a.avgReturn}${wf(a)}。`,
  'quant.ruleFiringWeak': (a) =>
    `${a.rule}信号触发，但在该股历史胜率仅 ${a.hitRate}（${a.trades} 次，平均收益 ${a.avgReturn}），不宜跟随。`,
  'quant.noSignal': () => '目前没有任何规则触发，量化观点中性。',

  'international.correlation': (a) => `与${a.index}日收益相关系数 ${a.corr}，该指数近一月涨跌 ${a.ret}。`,
  'international.leadUp': (a) => `高度联动的${a.index}近一月涨跌 ${a.ret}（相关系数 ${a.corr}），利好股价。`,
  'international.leadDown': (a) =>
    `高度联动的${a.index}近一月涨跌 ${a.ret}（相关系数 ${a.corr}），拖累股价。`,
  'international.adrPremium': (a) =>
    `${a.ticker} ADR 收盘 ${a.adr}，${spread(a.premium, '溢价', '折价')}（近一年平均 ${a.mean}）。`,
  'international.twdStrengthening': (a) =>
    `美元兑新台币 ${a.rate}，近一月变动 ${a.change}，新台币升值，利于外资流入。`,
  'international.twdWeakening': (a) =>
    `美元兑新台币 ${a.rate}，近一月变动 ${a.change}，新台币贬值，外资恐流出。`,
  'international.twdStable': (a) => `美元兑新台币 ${a.rate}，近一月变动 ${a.change}，汇率持稳。`,

  'marketSentiment.breadth': (a) =>
    `近一周上涨家数占比 ${a.week}（近一月 ${a.month}），最新上涨 ${a.advances} 家、下跌 ${a.declines} 家。`,
  'marketSentiment.breadthStrong': (a) =>
    `市场广度强劲：近一周上涨家数占比 ${a.week}（近一月 ${a.month}），最新上涨 ${a.advances} 家、下跌 ${a.declines} 家。`,
  'marketSentiment.breadthWeak': (a) =>
    `市场广度疲弱：近一周上涨家数占比 ${a.week}（近一月 ${a.month}），最新上涨 ${a.advances} 家、下跌 ${a.declines} 家。`,
  'marketSentiment.flowsWeek': (a) =>
    `三大法人近一周净买卖：外资 ${a.foreign}、投信 ${a.trust}、自营商 ${a.dealer}，合计 ${a.total}。`,
  'marketSentiment.flowsMonth': (a) =>
    `三大法人近一月净买卖：外资 ${a.foreign}、投信 ${a.trust}、自营商 ${a.dealer}，合计 ${a.total}。`,
  'marketSentiment.trustStreak': (a) => `投信连续 ${a.days} 日净买入。`,
  'marketSentiment.foreignSelling': (a) => `外资持续净卖出：近一周 ${a.week}、近一月 ${a.month}。`,
  'marketSentiment.leverageRising': (a) => `全市场融资余额 ${a.balance}，近一月增加 ${a.change}，杠杆升温。`,
  'marketSentiment.leverageFalling': (a) =>
    `全市场融资余额 ${a.balance}，近一月变动 ${a.change}，杠杆降温、筹码沉淀。`,
  'marketSentiment.leverageSteady': (a) => `全市场融资余额 ${a.balance}，近一月变动 ${a.change}。`,

  'macro.bullRegime': (a) =>
    `${a.index} ${a.level} 位于 ${a.period} 日均线 ${a.ma200} 之上（乖离 ${a.distance}），属多头格局。`,
  'macro.bearRegime': (a) =>
    `${a.index} ${a.level} 跌破 ${a.period} 日均线 ${a.ma200}（乖离 ${a.distance}），属空头格局。`,
  'macro.trend': (a) => `${a.index}近一季涨跌 ${a.trend}。`,
  'macro.volatilityHigh': (a) => `大盘月波动率 ${a.vol}，处于近一年分位 ${a.rank}，波动偏高。`,
  'macro.volatilityLow': (a) => `大盘月波动率 ${a.vol}，处于近一年分位 ${a.rank}，波动偏低。`,
  'macro.volatilityNormal': (a) => `大盘月波动率 ${a.vol}，处于近一年分位 ${a.rank}。`,
  'macro.ratesRising': (a) => `${a.series} ${a.rate}，近半年上升 ${a.change} 个百分点，不利估值。`,
  'macro.ratesFalling': (a) => `${a.series} ${a.rate}，近半年变动 ${a.change} 个百分点，资金环境转宽松。`,
  'macro.ratesSteady': (a) => `${a.series} ${a.rate}，近半年变动 ${a.change} 个百分点。`,
  'macro.fx': (a) => `美元兑新台币 ${a.rate}，近一季变动 ${a.change}。`,

  'summary.buy': (a) =>
    `${a.name}（${a.symbol}）综合建议：买入。收盘价 ${a.close}，目标价 ${a.target}（${a.horizon} 个交易日，潜在收益 ${a.upside}），置信度 ${a.confidence}。`,
  'summary.hold': (a) =>
    `${a.name}（${a.symbol}）综合建议：持有观望。收盘价 ${a.close}，目标价 ${a.target}（${a.horizon} 个交易日，潜在收益 ${a.upside}），置信度 ${a.confidence}。`,
  'summary.sell': (a) =>
    `${a.name}（${a.symbol}）综合建议：卖出。收盘价 ${a.close}，目标价 ${a.target}（${a.horizon} 个交易日，潜在收益 ${a.upside}），置信度 ${a.confidence}。`,
  'summary.buyNoTarget': (a) => `${a.name}（${a.symbol}）综合建议：买入，置信度 ${a.confidence}。`,
  'summary.holdNoTarget': (a) => `${a.name}（${a.symbol}）综合建议：持有观望，置信度 ${a.confidence}。`,
  'summary.sellNoTarget': (a) => `${a.name}（${a.symbol}）综合建议：卖出，置信度 ${a.confidence}。`,
  'summary.vetoed': () => '原判断为买入，但风险管理师否决，调整为持有观望。',
  'summary.highRisk': (a) => `风险等级 ${a.level}（最高五级），置信度已下调。`,
  'summary.simulated': () => '注意：部分数据为模拟数据，仅供展示。',
  'gate.sellNotShown': (a) =>
    `卖出信号未通过验证：过去 ${a.n} 次卖出信号未显示扣除成本后跑输大盘，改为持有。`,
  'gate.sellTooFew': (a) =>
    `卖出信号未通过验证：过去仅 ${a.n} 次卖出信号，少于验证所需的 ${a.min} 次，未能显示扣除成本后跑输大盘，改为持有。`,
  'debate.noBull': () => '本次没有分析师提出看多的论点。',
  'debate.noBear': () => '本次没有分析师提出看空的论点。',
};
