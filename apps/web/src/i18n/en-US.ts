import type { Resources } from './zh-TW.ts';

/** English: the shell's texts (layout, navigation, landing page). Loaded only when chosen. */
const enUS: Resources = {
  common: {
    appName: 'AlphaDesk',
    tagline: 'AI research for Taiwan stocks',
    language: 'Language',
    backHome: 'Back to home',
    loading: 'Loading…',
    retry: 'Retry',
    login: 'Log in',
    register: 'Sign up free',
    dashboard: 'Member centre',
    logout: 'Log out',
    close: 'Close',
    investmentNotice: 'Analyses are for reference only and are not investment advice.',
  },
  nav: {
    menu: 'Menu',
    main: 'Main menu',
    analysts: 'AI analysts',
    features: 'Features',
    pricing: 'Pricing',
    help: 'Help',
  },
  hero: {
    eyebrow: 'AI research platform for Taiwan stocks',
    title: 'Nine AI analysts to help you read Taiwan stocks',
    subtitle:
      'Technicals, fundamentals, news, risk, community, quant, international markets, market sentiment and macroeconomics: nine angles in one place, to help you make your own investment decisions.',
    startTrial: 'Start free trial',
    freeTest: 'Free investor personality test',
    learnMore: 'Learn more',
  },
  analysts: {
    title: 'Nine AI analysts',
    subtitle: 'Each analyst covers one angle, computes a view from data and shows its reasoning.',
    trackRecord:
      'Out-of-sample hit rate {{accuracy}}% (against {{benchmark}}, {{from}} to {{to}}, {{count}} calls)',
    trackRecordDates:
      'Out-of-sample hit rate {{accuracy}}% (against {{benchmark}}, {{from}} to {{to}}, {{count}} dates)',
    teamRecord:
      'Team verdict: out-of-sample hit rate {{accuracy}}% (against {{benchmark}}, {{from}} to {{to}}, {{count}} calls)',
    trackRecordNote:
      'Hit rates come from a walk-forward backtest on stocks never used for fitting (out of sample), judged against the market after Taiwan trading costs; past results do not predict future ones.',
    items: {
      technical: {
        name: 'Technical analyst',
        description:
          'Reads moving averages, RSI, MACD, KD, Bollinger Bands and volume to judge trend, momentum, support and resistance.',
      },
      fundamental: {
        name: 'Fundamental analyst',
        description:
          'Analyses revenue, EPS, gross margin and ROE, and valuation measures such as P/E and dividend yield.',
      },
      news: {
        name: 'News intelligence analyst',
        description:
          'Gathers company and industry news, flags major events and reads the tone of the coverage.',
      },
      risk: {
        name: 'Risk management analyst',
        description:
          'Computes volatility, maximum drawdown and beta, and checks concentration to gauge downside risk.',
      },
      community: {
        name: 'Community sentiment analyst',
        description: 'Summarises how much and how positively public communities discuss a stock.',
      },
      quant: {
        name: 'Quantitative strategy analyst',
        description:
          'Backtests rule-based factors and signals on historical data and shows past performance and risk.',
      },
      international: {
        name: 'International markets analyst',
        description:
          'Compares US stocks, major global indices, exchange rates and ADRs to estimate their pull on Taiwan stocks.',
      },
      'market-sentiment': {
        name: 'Market sentiment analyst',
        description:
          'Tracks institutional net buying, margin trading and volume changes to measure overall market mood.',
      },
      macro: {
        name: 'Macroeconomics analyst',
        description:
          'Interprets interest rates, inflation, the business cycle indicator and exports for their effect on the market.',
      },
    },
  },
  features: {
    title: 'Features',
    subtitle: 'From finding a stock to analysing and tracking it, all in one place.',
    items: {
      analysis: {
        title: 'Multi-analyst analysis',
        description:
          'Pick the analysts you want; each gives its view on the same stock from its own angle, with its reasons.',
      },
      search: {
        title: 'Stock search',
        description: 'Search TWSE and TPEx stocks by code or name and see quotes and basic data.',
      },
      portfolio: {
        title: 'Portfolio',
        description: 'Record holdings and costs; track profit and loss, weights and sector mix.',
      },
      history: {
        title: 'Analysis history',
        description: 'Every analysis is kept, so you can later compare it with what the price actually did.',
      },
      monitor: {
        title: 'Market monitor',
        description: 'Build a watchlist and price alerts that notify you when a condition is met.',
      },
      personality: {
        title: 'Investor personality test',
        description: 'Scenario questions that show your risk appetite and investing style.',
      },
    },
  },
  pricing: {
    title: 'Membership plans',
    subtitle: 'All prices are in New Taiwan dollars.',
    billingCycle: 'Billing cycle',
    monthly: 'Monthly',
    yearly: 'Yearly',
    perMonth: '/ month',
    perYear: '/ year',
    yearlySaving: 'Save {{amount}} a year compared with monthly',
    trial: '{{days}}-day free trial',
    recommended: 'Recommended',
    choose: 'Choose this plan',
    startFree: 'Start free',
    loadError: 'Could not load the plans',
    empty: 'No plans are available right now.',
  },
  cta: {
    title: 'Ready to start?',
    subtitle: 'Create an account and research the stocks you follow with AI analysts.',
    button: 'Get started',
  },
  footer: {
    links: 'Site links',
    about: 'About',
    help: 'Help',
    contact: 'Contact',
    careers: 'Careers',
    api: 'API docs',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    disclaimer: 'Disclaimer',
    notice:
      'Analyses and information on this site are for research only and are not investment advice. Investing involves risk.',
    copyright: '© {{year}} AlphaDesk',
  },
  session: {
    checking: 'Checking your access…',
    requiredTitle: 'Login required',
    requiredText: 'Please log in first to access this page',
    requiredAction: 'Go to log in',
  },
  comingSoon: {
    title: 'Coming soon',
    description: '"{{feature}}" is being built and will open here when it is ready.',
    features: {
      authTest: 'Sign-in test',
      trial: 'Free trial',
      personalityTest: 'Investor personality test',
      analysis: 'AI analysis',
      analysisHistory: 'Analysis history',
      portfolio: 'Portfolio',
      analysts: 'AI analysts',
      marketMonitor: 'Market monitor',
      market: 'Market overview',
      subscription: 'Subscription',
      payments: 'Payment history',
      paymentSuccess: 'Payment result',
      paymentCancel: 'Payment cancelled',
      payuniPayment: 'Payment page',
    },
  },
  sectors: {
    technology: 'Technology',
    finance: 'Finance',
    healthcare: 'Healthcare',
    energy: 'Energy',
    consumer: 'Consumer',
    industrial: 'Industrial',
    materials: 'Materials',
    utilities: 'Utilities',
    realestate: 'Real estate',
    telecom: 'Telecom',
  },
  charts: { open: 'O', high: 'H', low: 'L', close: 'C', volume: 'Vol' },
};

export default enUS;
