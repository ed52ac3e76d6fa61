import type {
  AnalyticsResponse,
  Holding,
  PortfolioDetail,
  PortfolioStatsResponse,
  ScoreRule,
} from '@alphadesk/contracts';

/** Server answers for the portfolio tests, typed by the contracts so a changed field breaks them. */
export function holding(overrides: Partial<Holding> = {}): Holding {
  return {
    id: '2330',
    symbol: '2330',
    companyName: '台積電',
    quantity: 1500,
    averagePrice: 600.86,
    currentPrice: 630,
    totalValue: 945_000,
    totalCost: 901_282,
    unrealizedGain: 43_718,
    unrealizedGainPercent: 4.85,
    dayChange: 15_000,
    dayChangePercent: 1.61,
    weight: 59.81,
    sector: 'technology',
    market: 'TW',
    lastUpdated: '2025-03-14T06:00:00.000Z',
    exchange: 'TWSE',
    kind: 'stock',
    lots: 1,
    oddShares: 500,
    fifoAveragePrice: 601.2,
    fifoCost: 901_800,
    fifoUnrealizedGain: 43_200,
    fifoUnrealizedGainPercent: 4.79,
    realizedGain: 8_201.5,
    fifoRealizedGain: 8_100,
    dividends: 4_500,
    fees: 1_296,
    taxes: 930,
    openedOn: '2025-03-10',
    ...overrides,
  };
}

export function rule(overrides: Partial<ScoreRule> & Pick<ScoreRule, 'id'>): ScoreRule {
  return {
    value: 59.81,
    unit: 'percent',
    threshold: 20,
    full: 60,
    maxPoints: 2,
    contribution: 2.49,
    applies: true,
    subject: null,
    ...overrides,
  };
}

export function portfolioDetail(overrides: Partial<PortfolioDetail> = {}): PortfolioDetail {
  return {
    id: 'p1',
    name: '我的投資組合 #1',
    description: '',
    totalValue: 1_580_000,
    totalCost: 1_501_709,
    totalGain: 78_291,
    totalGainPercent: 5.21,
    dayChange: 21_000,
    dayChangePercent: 1.35,
    holdings: [holding()],
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-14T00:00:00.000Z',
    riskScore: 6.2,
    diversificationScore: 3.4,
    trackCash: false,
    cash: 0,
    costs: { feeDiscount: 1, minimumFee: 20, oddLotMinimumFee: 1 },
    realizedGain: 8_201.5,
    fifoRealizedGain: 8_100,
    dividends: 4_500,
    fees: 2_000,
    taxes: 930,
    transactionCount: 3,
    asOf: '2025-03-14',
    simulated: false,
    returns: [
      {
        period: 'all',
        startDate: '2025-03-10',
        endDate: '2025-03-14',
        startValue: 0,
        endValue: 1_580_000,
        inflows: 1_501_709,
        outflows: 0,
        gain: 78_291,
        simpleReturn: 5.21,
        timeWeightedReturn: 4.37,
        xirr: 812.5,
      },
    ],
    risk: {
      score: 6.2,
      rules: [
        rule({ id: 'largest-weight', subject: '2330', contribution: 2.49 }),
        rule({
          id: 'beta',
          value: null,
          unit: 'ratio',
          threshold: 1,
          full: 1.5,
          applies: false,
          contribution: 0,
        }),
      ],
    },
    diversification: {
      score: 3.4,
      rules: [
        rule({ id: 'holdings-count', value: 5, unit: 'count', threshold: 10, full: 20, contribution: 1.1 }),
      ],
    },
    volatility: 18.2,
    beta: null,
    closed: [],
    ...overrides,
  };
}

export function analyticsAnswer(overrides: Partial<AnalyticsResponse> = {}): AnalyticsResponse {
  const day = (date: string, portfolioReturn: number, benchmarkReturn: number, drawdown: number) => ({
    date,
    value: 1_500_000 * (1 + portfolioReturn / 100),
    netInvested: 1_500_000,
    portfolioReturn,
    benchmarkReturn,
    drawdown,
  });
  return {
    success: true,
    period: 'all',
    from: '2025-03-10',
    to: '2025-03-14',
    benchmark: { symbol: '0050', name: '元大台灣50', available: true },
    series: [
      day('2025-03-10', 0, 0, 0),
      day('2025-03-12', -1.5, -0.8, -1.5),
      day('2025-03-14', 4.37, 1.92, 0),
    ],
    drawdown: { maxDrawdown: -1.5, peakDate: '2025-03-10', troughDate: '2025-03-12', current: 0 },
    allocation: {
      bySector: [
        { key: 'technology', value: 1_265_000, weight: 80.06 },
        { key: 'etf', value: 315_000, weight: 19.94 },
      ],
      byExchange: [{ key: 'TWSE', value: 1_580_000, weight: 100 }],
    },
    contributions: [{ symbol: '2330', companyName: '台積電', gain: 56_419, share: 72.06 }],
    simulated: false,
    ...overrides,
  };
}

export function statsAnswer(
  overrides: Partial<PortfolioStatsResponse['stats']> = {},
): PortfolioStatsResponse {
  return {
    success: true,
    stats: {
      totalValue: 1_580_000,
      totalReturn: 4.37,
      monthlyReturn: -1.25,
      winRate: 66.67,
      positions: 3,
      portfolios: 1,
      lastUpdated: '2025-03-14T06:00:00.000Z',
      ...overrides,
    },
  };
}
