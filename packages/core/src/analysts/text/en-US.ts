/**
 * en-US report templates. Windows are named in words, as the Taiwanese originals do: the weekly,
 * monthly, quarterly and half-year moving averages are the 5-, 20-, 60- and 120-day ones.
 */
import { spread, type Args, type Template } from './template.ts';
import type { MessageKey } from './zh-TW.ts';

const wf = (a: Args) => (a.wfTrades ? `; walk-forward: ${a.wfTrades} trades, hit rate ${a.wfHitRate}` : '');

export const enUS: Record<MessageKey, Template> = {
  'common.tooFewBars': (a) =>
    `Not enough data: ${a.need} rows needed, only ${a.have} available; no view formed.`,
  'common.missingData': (a) => `Missing data (${a.datasets}); no view formed, nothing guessed.`,
  'common.partialData': (a) =>
    `Some data not provided (${a.datasets}); judged on what is available, with lower confidence.`,
  'common.dataTooShort': () => 'The data available is too short to compute any indicator; nothing guessed.',

  'technical.maBullish': (a) =>
    `Close ${a.close} is above the weekly ${a.ma5}, monthly ${a.ma20}, quarterly ${a.ma60} and half-year ${a.ma120} moving averages, in bullish order.`,
  'technical.maBearish': (a) =>
    `Close ${a.close} is below the weekly ${a.ma5}, monthly ${a.ma20}, quarterly ${a.ma60} and half-year ${a.ma120} moving averages, in bearish order.`,
  'technical.maMixed': (a) =>
    `Close ${a.close} is above ${a.above} of the moving averages (weekly ${a.ma5}, monthly ${a.ma20}, quarterly ${a.ma60}, half-year ${a.ma120}); no clear trend.`,
  'technical.rsiOverbought': (a) => `RSI ${a.rsi} is overbought; chasing here is risky.`,
  'technical.rsiOversold': (a) => `RSI ${a.rsi} is oversold; watch for a rebound.`,
  'technical.rsiNeutral': (a) => `RSI ${a.rsi} is neutral.`,
  'technical.macdGoldenCross': (a) =>
    `MACD golden cross: DIF ${a.dif} crossed above the signal line ${a.signal}; the histogram turned positive at ${a.osc}.`,
  'technical.macdDeadCross': (a) =>
    `MACD dead cross: DIF ${a.dif} fell below the signal line ${a.signal}; the histogram turned negative at ${a.osc}.`,
  'technical.macdBull': (a) =>
    `MACD histogram ${a.osc} is positive (DIF ${a.dif}, signal ${a.signal}): momentum leans up.`,
  'technical.macdBear': (a) =>
    `MACD histogram ${a.osc} is negative (DIF ${a.dif}, signal ${a.signal}): momentum leans down.`,
  'technical.kdGoldenCrossLow': (a) =>
    `KD golden cross at a low level (K ${a.k}, D ${a.d}): a short-term rebound is possible.`,
  'technical.kdDeadCrossHigh': (a) =>
    `KD dead cross at a high level (K ${a.k}, D ${a.d}): a short-term pullback is possible.`,
  'technical.kdBull': (a) => `K ${a.k} is above D ${a.d}: short-term bias up.`,
  'technical.kdBear': (a) => `K ${a.k} is below D ${a.d}: short-term bias down.`,
  'technical.bollAbove': (a) => `Close ${a.close} is above the upper Bollinger band ${a.upper}: stretched.`,
  'technical.bollBelow': (a) => `Close ${a.close} is below the lower Bollinger band ${a.lower}: oversold.`,
  'technical.bollInside': (a) =>
    `Close ${a.close} is inside the Bollinger bands (upper ${a.upper}, middle ${a.middle}, lower ${a.lower}).`,
  'technical.volumeSurgeUp': (a) =>
    `Volume ${a.volume} is ${a.ratio} its monthly average ${a.avgVolume}, on an up day.`,
  'technical.volumeSurgeDown': (a) =>
    `Volume ${a.volume} is ${a.ratio} its monthly average ${a.avgVolume}, on a down day: heavy selling.`,
  'technical.volumeNormal': (a) => `Volume ${a.volume} is ${a.ratio} its monthly average ${a.avgVolume}.`,
  'technical.breakout': (a) => `Close ${a.close} broke above the quarter's high ${a.resistance}.`,
  'technical.breakdown': (a) => `Close ${a.close} broke below the quarter's low ${a.support}.`,
  'technical.range': (a) =>
    `Quarter's support ${a.support} (${a.toSupport} away), resistance ${a.resistance} (${a.toResistance} away).`,

  'fundamental.peBand': (a) =>
    `P/E ${a.value} ranks at ${a.rank} of its five-year range (bands: low ${a.low}, median ${a.median}, high ${a.high}; prices ${a.lowPrice} / ${a.medianPrice} / ${a.highPrice}).`,
  'fundamental.peCheap': (a) =>
    `P/E ${a.value} is near its five-year low (rank ${a.rank}); back at the median ${a.median} the price would be ${a.medianPrice}: cheap.`,
  'fundamental.peExpensive': (a) =>
    `P/E ${a.value} is near its five-year high (rank ${a.rank}); back at the median ${a.median} the price would be ${a.medianPrice}: expensive.`,
  'fundamental.pbBand': (a) =>
    `P/B ${a.value} ranks at ${a.rank} of its five-year range (low ${a.low}, median ${a.median}, high ${a.high}; prices ${a.lowPrice} / ${a.medianPrice} / ${a.highPrice}).`,
  'fundamental.pbCheap': (a) =>
    `P/B ${a.value} is near its five-year low (rank ${a.rank}); back at the median ${a.median} the price would be ${a.medianPrice}.`,
  'fundamental.pbExpensive': (a) =>
    `P/B ${a.value} is near its five-year high (rank ${a.rank}); back at the median ${a.median} the price would be ${a.medianPrice}.`,
  'fundamental.pePeers': (a) =>
    `P/E ${a.value} against a median of ${a.peerMedian} across ${a.count} peers: ${spread(a.premium, 'a premium of', 'a discount of')}.`,
  'fundamental.pbPeers': (a) =>
    `P/B ${a.value} against a median of ${a.peerMedian} across ${a.count} peers: ${spread(a.premium, 'a premium of', 'a discount of')}.`,
  'fundamental.dividendYield': (a) => `Dividend yield ${a.yield}; five-year median ${a.median}.`,
  'fundamental.trailingDividend': (a) =>
    `Cash dividends of the last year ${a.cash}: a yield of ${a.yield} at today's price.`,
  'fundamental.revenueLatest': (a) => `Latest monthly revenue ${a.amount}, year over year ${a.yoy}.`,
  'fundamental.revenueGrowth': (a) =>
    `Latest monthly revenue ${a.amount}, year over year ${a.yoy}; last three months year over year ${a.yoy3}.`,
  'fundamental.revenueDecline': (a) =>
    `Revenue of the last three months changed ${a.yoy3} year over year (latest month ${a.amount}, ${a.yoy}): shrinking.`,
  'fundamental.revenueAccelerating': (a) =>
    `Revenue growth is accelerating: ${a.yoy3} over the last three months against ${a.previous} before.`,
  'fundamental.revenueDecelerating': (a) =>
    `Revenue growth is slowing: ${a.yoy3} over the last three months against ${a.previous} before.`,

  'news.noFeed': () => 'No news feed is configured; there is nothing for news intelligence to read.',
  'news.noHeadlines': (a) => `No headlines in the last ${a.days} days (${a.count}).`,
  'news.sentiment': (a) =>
    `${a.matched} of ${a.count} recent headlines carry sentiment words: ${a.positive} positive, ${a.negative} negative; sentiment ${a.sentiment}.`,
  'news.positiveWords': (a) => `Positive words: ${a.words}.`,
  'news.negativeWords': (a) => `Negative words: ${a.words}.`,

  'risk.volatility': (a) => `Annualised volatility ${a.vol}; one-day historical value at risk ${a.var}.`,
  'risk.drawdown': (a) => `Maximum drawdown over the last year ${a.drawdown}.`,
  'risk.deepDrawdown': (a) => `Maximum drawdown over the last year reached ${a.drawdown}: a deep fall.`,
  'risk.liquidity': (a) => `Average value traded a day over the last month ${a.value}.`,
  'risk.limitDays': (a) =>
    `Over the last year it closed limit-up ${a.up} times and limit-down ${a.down} times.`,
  'risk.limitDownDays': (a) => `It closed limit-down ${a.down} times in the last year: unstable holders.`,
  'risk.beta': (a) => `Beta to the ${a.index}: ${a.beta}.`,
  'risk.highBeta': (a) => `Beta to the ${a.index} is high at ${a.beta}: moves are amplified.`,
  'risk.attention': (a) => `Flagged as an attention stock ${a.count} times in the last month.`,
  'risk.disposition': () => 'The stock is under disposition measures: trading is restricted.',
  'risk.vetoDisposition': () => 'Risk veto: no buying while disposition measures apply.',
  'risk.vetoVar': (a) => `Risk veto: one-day value at risk ${a.var} is too high.`,
  'risk.vetoIlliquid': (a) => `Risk veto: only ${a.value} traded a day; too illiquid.`,

  'community.proxyNote': () =>
    'Community sentiment is proxied by volume anomalies, attention notices and margin positions (no social-media feed is available).',
  'community.crowdChasing': (a) =>
    `Volume surged last week (z-score ${a.z}) with a weekly return of ${a.week}: retail is chasing.`,
  'community.crowdPanic': (a) =>
    `Volume surged last week (z-score ${a.z}) with a weekly return of ${a.week}: panic selling, a contrarian opening.`,
  'community.crowdQuiet': (a) =>
    `Volume dried up last week (z-score ${a.z}), weekly return ${a.week}: little attention.`,
  'community.volumeNormal': (a) => `Volume was normal last week (z-score ${a.z}), weekly return ${a.week}.`,
  'community.marginChasing': (a) =>
    `Margin balance ${a.balance} rose ${a.change} in a month while the price moved ${a.month}: retail is chasing on margin.`,
  'community.marginCatching': (a) =>
    `Margin balance ${a.balance} rose ${a.change} in a month while the price moved ${a.month}: retail is catching a falling knife.`,
  'community.marginUnwinding': (a) =>
    `Margin balance ${a.balance} changed ${a.change} in a month: retail is leaving, holders settle.`,
  'community.marginSteady': (a) =>
    `Margin balance ${a.balance} changed ${a.change} in a month: retail positions are steady.`,
  'community.shortSqueeze': (a) =>
    `Short-to-margin ratio ${a.shortRatio} is high while the price rises (${a.month} in a month): squeeze potential.`,
  'community.attention': (a) =>
    `Flagged as an attention stock ${a.count} times in the last month: the crowd is watching.`,

  'quant.baseRate': (a) =>
    `Base rate: holding ${a.horizon} trading days from any day rose ${a.hitRate} of the time (${a.trades} non-overlapping samples).`,
  'quant.ruleUntested': (a) => `${a.rule} fires, but history holds no completed trade to test it.`,
  'quant.ruleIdle': (a) =>
    `${a.rule}: not firing; ${a.trades} past trades, hit rate ${a.hitRate}, average return ${a.avgReturn}.`,
  'quant.ruleIdleTested': (a) =>
    `${a.rule}: not firing; ${a.trades} past trades, hit rate ${a.hitRate}, average return ${a.avgReturn}${wf(a)}.`,
  'quant.ruleFewTrades': (a) =>
    `${a.rule} fires, but with only ${a.trades} past trades (hit rate ${a.hitRate}) it is not used.`,
  'quant.ruleFiring': (a) =>
    `${a.rule} fires: ${a.trades} past trades, hit rate ${a.hitRate}, average return ${a.avgReturn}${wf(a)}.`,
  'quant.ruleFiringWeak': (a) =>
    `${a.rule} fires, but on this stock it hit only ${a.hitRate} of ${a.trades} trades (average return ${a.avgReturn}); not worth following.`,
  'quant.noSignal': () => 'No rule fires today; the quantitative view is neutral.',

  'international.correlation': (a) =>
    `Correlation of daily returns with the ${a.index}: ${a.corr}; the index moved ${a.ret} in a month.`,
  'international.leadUp': (a) =>
    `The closely linked ${a.index} moved ${a.ret} in a month (correlation ${a.corr}): a tailwind.`,
  'international.leadDown': (a) =>
    `The closely linked ${a.index} moved ${a.ret} in a month (correlation ${a.corr}): a headwind.`,
  'international.adrPremium': (a) =>
    `${a.ticker} ADR closed at ${a.adr}, ${spread(a.premium, 'a premium of', 'a discount of')} (one-year average ${a.mean}).`,
  'international.twdStrengthening': (a) =>
    `USD/TWD ${a.rate}, ${a.change} in a month: a stronger Taiwan dollar draws foreign money.`,
  'international.twdWeakening': (a) =>
    `USD/TWD ${a.rate}, ${a.change} in a month: a weaker Taiwan dollar may drive foreign money out.`,
  'international.twdStable': (a) => `USD/TWD ${a.rate}, ${a.change} in a month: stable.`,

  'marketSentiment.breadth': (a) =>
    `Advancing issues were ${a.week} of movers last week (${a.month} over the month); latest day ${a.advances} up, ${a.declines} down.`,
  'marketSentiment.breadthStrong': (a) =>
    `Strong breadth: advancing issues were ${a.week} of movers last week (${a.month} over the month); latest day ${a.advances} up, ${a.declines} down.`,
  'marketSentiment.breadthWeak': (a) =>
    `Weak breadth: advancing issues were ${a.week} of movers last week (${a.month} over the month); latest day ${a.advances} up, ${a.declines} down.`,
  'marketSentiment.flowsWeek': (a) =>
    `Institutional net buying last week: foreign ${a.foreign}, investment trusts ${a.trust}, dealers ${a.dealer}; total ${a.total}.`,
  'marketSentiment.flowsMonth': (a) =>
    `Institutional net buying last month: foreign ${a.foreign}, investment trusts ${a.trust}, dealers ${a.dealer}; total ${a.total}.`,
  'marketSentiment.trustStreak': (a) => `Investment trusts have been net buyers ${a.days} days in a row.`,
  'marketSentiment.foreignSelling': (a) =>
    `Foreign investors keep selling: ${a.week} last week, ${a.month} last month.`,
  'marketSentiment.leverageRising': (a) =>
    `Market margin loans ${a.balance} rose ${a.change} in a month: leverage is heating up.`,
  'marketSentiment.leverageFalling': (a) =>
    `Market margin loans ${a.balance} changed ${a.change} in a month: leverage is cooling.`,
  'marketSentiment.leverageSteady': (a) => `Market margin loans ${a.balance} changed ${a.change} in a month.`,

  'macro.bullRegime': (a) =>
    `The ${a.index} at ${a.level} is above its ${a.period}-day average ${a.ma200} (by ${a.distance}): a bull regime.`,
  'macro.bearRegime': (a) =>
    `The ${a.index} at ${a.level} is below its ${a.period}-day average ${a.ma200} (by ${a.distance}): a bear regime.`,
  'macro.trend': (a) => `The ${a.index} moved ${a.trend} over the last quarter.`,
  'macro.volatilityHigh': (a) =>
    `Market volatility (monthly) ${a.vol} ranks at ${a.rank} of the last year: elevated.`,
  'macro.volatilityLow': (a) =>
    `Market volatility (monthly) ${a.vol} ranks at ${a.rank} of the last year: calm.`,
  'macro.volatilityNormal': (a) =>
    `Market volatility (monthly) ${a.vol} ranks at ${a.rank} of the last year.`,
  'macro.ratesRising': (a) =>
    `${a.series} at ${a.rate}, up ${a.change} percentage points in half a year: a drag on valuations.`,
  'macro.ratesFalling': (a) =>
    `${a.series} at ${a.rate}, ${a.change} percentage points in half a year: easier money.`,
  'macro.ratesSteady': (a) => `${a.series} at ${a.rate}, ${a.change} percentage points in half a year.`,
  'macro.fx': (a) => `USD/TWD ${a.rate}, ${a.change} over the last quarter.`,

  'summary.buy': (a) =>
    `${a.name} (${a.symbol}): BUY. Close ${a.close}, target ${a.target} within ${a.horizon} trading days (upside ${a.upside}), confidence ${a.confidence}.`,
  'summary.hold': (a) =>
    `${a.name} (${a.symbol}): HOLD. Close ${a.close}, target ${a.target} within ${a.horizon} trading days (upside ${a.upside}), confidence ${a.confidence}.`,
  'summary.sell': (a) =>
    `${a.name} (${a.symbol}): SELL. Close ${a.close}, target ${a.target} within ${a.horizon} trading days (upside ${a.upside}), confidence ${a.confidence}.`,
  'summary.buyNoTarget': (a) => `${a.name} (${a.symbol}): BUY, confidence ${a.confidence}.`,
  'summary.holdNoTarget': (a) => `${a.name} (${a.symbol}): HOLD, confidence ${a.confidence}.`,
  'summary.sellNoTarget': (a) => `${a.name} (${a.symbol}): SELL, confidence ${a.confidence}.`,
  'summary.vetoed': () => 'The team leaned to buy, but the risk manager vetoed it: hold.',
  'summary.highRisk': (a) => `Risk level ${a.level} on a scale to five: confidence lowered.`,
  'summary.simulated': () => 'Note: some data is simulated, for demonstration only.',
  'gate.sellNotShown': (a) =>
    `Sell not validated: the past ${a.n} sell calls did not show the stock trailing the market after costs; counted as hold.`,
  'gate.sellTooFew': (a) =>
    `Sell not validated: only ${a.n} past sell calls, fewer than the ${a.min} needed to show the stock trailing the market after costs; counted as hold.`,
  'debate.noBull': () => 'No analyst put forward a bullish argument this time.',
  'debate.noBear': () => 'No analyst put forward a bearish argument this time.',
};
