import type { Resources } from './zh-TW.ts';

/** English. Loaded only when chosen. */
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
    investmentNotice: 'Analyses are for reference only and are not investment advice.',
  },
  nav: {
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
      sentiment: {
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
      stockSearch: 'Stock search',
      subscription: 'Subscription',
      payments: 'Payment history',
      paymentSuccess: 'Payment result',
      paymentCancel: 'Payment cancelled',
      payuniPayment: 'Payment page',
    },
  },
  payuniTest: {
    title: 'Route test succeeded',
    description: 'The payment page route works.',
    back: 'Back to pricing',
  },
  pages: {
    about: {
      title: 'About',
      paragraphs: [
        'AlphaDesk is a stock research tool for investors in Taiwan. It brings technical, fundamental, news, sentiment and macroeconomic analysis together in one place.',
        'Every analysis should be computed from verifiable data and explain its reasoning. We promise no returns; everything here is for research only.',
        'The service is still being built and features will be released step by step.',
      ],
    },
    help: {
      title: 'Help',
      paragraphs: [
        'The help pages are being written and will grow as features are released.',
        'The current plans and prices are on the pricing page. For anything else, see the contact page.',
      ],
    },
    contact: {
      title: 'Contact',
      paragraphs: [
        'An online contact form is coming soon; you will be able to leave us a message on this page.',
      ],
    },
    careers: {
      title: 'Careers',
      paragraphs: ['No openings are listed on this page at the moment. Any openings will be posted here.'],
    },
    api: {
      title: 'API docs',
      paragraphs: [
        'The developer API is not open yet. When it opens, this page will describe authentication, endpoints and usage limits.',
      ],
    },
    terms: {
      title: 'Terms of service',
      paragraphs: [
        'The formal terms of service are being drafted and will be published on this page when final.',
        'Analyses on this site are for research only and are neither advice nor an offer to buy or sell any security.',
      ],
    },
    privacy: {
      title: 'Privacy policy',
      paragraphs: [
        'The formal privacy policy is being drafted and will be published on this page when final.',
        'At present this site stores the interface language you choose in your browser, so it is used again on your next visit.',
      ],
    },
    disclaimer: {
      title: 'Disclaimer',
      paragraphs: [
        'All analyses, data and content on this site are for research and education only and are neither advice nor an offer to buy or sell any security.',
        'AI-generated analyses can be wrong, and past performance does not indicate future results.',
        'Investing involves risk; make your own decisions and bear their outcome.',
      ],
    },
  },
  session: {
    checking: 'Checking your access…',
    requiredTitle: 'Login required',
    requiredText: 'Please log in first to access this page',
    requiredAction: 'Go to log in',
  },
  auth: {
    titles: {
      login: 'Log in',
      register: 'Sign up free',
      guest: 'Guest trial',
      'tier-selection': 'Choose a plan',
      forgot: 'Forgot password',
      reset: 'Reset password',
    },
    fields: {
      name: 'Name',
      email: 'Email',
      password: 'Password',
      confirmPassword: 'Confirm password',
      phone: 'Phone (optional)',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmNewPassword: 'Confirm new password',
    },
    placeholders: {
      email: 'name@example.com',
      phone: 'e.g. 0912-345-678',
    },
    login: {
      title: 'Log in',
      subtitle: 'Welcome back. Log in to continue your research.',
      rememberMe: 'Remember me',
      forgot: 'Forgot password?',
      submit: 'Log in',
      busy: 'Logging in…',
      or: 'or',
      guest: 'Try as a guest',
      noAccount: 'No account yet?',
      register: 'Sign up free',
      plans: 'See the plans',
    },
    register: {
      title: 'Create an account',
      subtitle: 'Sign up free and start researching Taiwan stocks with AI analysts.',
      guestKeeps: 'You are using a guest session; signing up keeps what you did as a guest.',
      selectedTier: 'Chosen plan: {{plan}}',
      changeTier: 'Change plan',
      paidTierNote:
        'New accounts start as free members; {{plan}} becomes active once it is paid for on the pricing page.',
      paidTierSuccess:
        '{{message}}. You are a free member for now; {{plan}} becomes active once paid for. Taking you to the pricing page.',
      agreePrefix: 'I have read and agree to the ',
      terms: 'terms of service',
      and: ' and the ',
      privacy: 'privacy policy',
      submit: 'Create account',
      busy: 'Signing up…',
      hasAccount: 'Already have an account?',
      login: 'Log in',
    },
    checklist: {
      title: 'Password strength',
      weak: 'Weak',
      medium: 'Medium',
      strong: 'Strong',
      minLength: 'At least 8 characters',
      lowercase: 'A lower-case letter',
      uppercase: 'An upper-case letter',
      digit: 'A digit',
      met: '(met)',
      unmet: '(not met)',
    },
    forgot: {
      title: 'Forgot password',
      subtitle: 'Enter the email you signed up with and we will send you a link to reset your password.',
      submit: 'Send reset link',
      busy: 'Sending…',
      failed: 'Could not send; please try again later',
      back: 'Back to log in',
    },
    reset: {
      title: 'Reset password',
      subtitle: 'Choose a new password, then log in with it.',
      submit: 'Update password',
      busy: 'Updating…',
      done: 'Your password has been reset; please log in with the new one',
      failed: 'Could not reset the password; please try again later',
      requestAgain: 'Request a new reset link',
    },
    tiers: {
      title: 'Choose a plan',
      subtitle:
        'Choose a plan, then sign up. Paid plans become active once paid for on the pricing page after signing up.',
      analyses: '{{limit}} analyses a month',
      unlimited: 'Unlimited analyses',
      choose: 'Choose {{plan}}',
      back: 'Back to log in',
    },
    guest: {
      title: 'Guest trial',
      subtitle: 'Try the AI analyses without signing up.',
      pointLimited:
        'Guests get a limited number of analyses; the member centre shows how many are left once you start.',
      pointKeep: 'If you sign up later, what you did as a guest stays in your account.',
      start: 'Start guest trial',
      busy: 'Starting…',
      failed: 'Could not start guest mode',
    },
    google: {
      loading: 'Loading',
      unavailable:
        'Google sign-in is temporarily unavailable; please try again later or use another way to log in',
      cancelled: 'Google sign-in was cancelled or failed',
    },
    success: {
      login: 'Welcome back',
      register: 'Signed up. Welcome to AlphaDesk',
      guest: 'Guest mode started',
      google: 'Signed in with Google',
    },
    messages: {
      loginUnexpected: 'Something went wrong while logging in; please try again later',
      registerUnexpected: 'Something went wrong while signing up; please try again later',
      network: 'Network error; please try again later',
      oauthError: 'Third-party sign-in failed: {{reason}}',
    },
    signedIn: {
      title: 'You are logged in as {{name}}',
      continue: 'Go to the member centre',
    },
    redirecting: 'Taking you there…',
  },
  dashboard: {
    title: 'Member centre',
    settings: 'Preferences',
    tier: {
      free: 'Free member',
      gold: 'Gold member',
      diamond: 'Diamond member',
      guest: 'Guest',
    },
    welcome: {
      newTitle: 'Welcome to AlphaDesk, {{name}}!',
      newText:
        'Your account is ready. Start with the shortcuts below, or set up notifications and display in Preferences first.',
      backTitle: 'Welcome back, {{name}}',
      backText: 'Here are your account details and this period’s analysis usage.',
      guestTitle: 'Welcome to your AlphaDesk trial',
      guestText: 'You are using a guest session. Sign up to save preferences and keep what you have done.',
    },
    profile: {
      title: 'Profile',
      noEmail: 'Guest accounts have no email',
      memberSince: 'Member since',
      lastLogin: 'Last login',
    },
    usage: {
      title: 'Analyses this period',
      value: '{{used}} / {{limit}}',
      valueUnlimited: '{{used}} / Unlimited',
      remaining: '{{remaining}} analyses left this period',
      reached: 'You have used all analyses for this period',
      unlimitedNote: 'Your plan has unlimited analyses',
      resets: 'Resets on {{date}}',
      noReset: 'The guest allowance does not reset',
    },
    nav: {
      title: 'Navigation',
      search: 'Smart stock search',
      analysts: 'AI analysts',
      portfolio: 'Portfolio',
      monitor: 'Market monitor',
      history: 'Analysis history',
      personality: 'Investor personality test',
      subscription: 'Subscription',
      payments: 'Payment history',
      pricing: 'Plans',
      help: 'Help',
    },
    quick: {
      title: 'Quick actions',
      limitReached: 'You have used all analyses for this period; upgrade or wait for the allowance to reset',
      search: { title: 'Smart stock search', text: 'Find a stock by code or name' },
      analysts: { title: 'AI analysts', text: 'Choose the analysts to consult' },
      portfolio: { title: 'Portfolio', text: 'Track holdings and P&L' },
      monitor: { title: 'Market monitor', text: 'Watchlist and price alerts' },
      history: { title: 'Analysis history', text: 'Review past analyses' },
      analysis: { title: 'Quick analysis', text: 'Analyse a stock now' },
    },
    recent: {
      title: 'Recent analyses',
      empty: 'No analyses yet',
      emptyText: 'Once you complete your first AI analysis, your latest ones will appear here.',
      start: 'Start an analysis',
    },
    alerts: {
      title: 'Market alerts',
      empty: 'No market alerts',
      emptyText: 'When the market monitor opens, alerts that match your conditions will appear here.',
    },
    opportunities: {
      title: 'Market opportunities',
      empty: 'No market opportunities',
      emptyText: 'When this feature opens, opportunities found by the analysts will appear here.',
    },
    insights: {
      title: 'AI insights',
      empty: 'No AI insights',
      emptyText: 'After your analyses, the analysts’ key observations will be collected here.',
    },
    upgrade: {
      title: 'Upgrade to analyse more stocks',
      text: 'Paid plans offer more analyses and advanced analysts. The current plans:',
      cta: 'See the plans',
    },
    subscriptionPrompt: {
      title: 'Need more analyses?',
      text: 'Paid plans offer more analyses, advanced analysts and portfolio management.',
      cta: 'See the plans',
      dismiss: 'Do not show again',
    },
    diamond: {
      title: 'Diamond exclusives',
      text: 'Your plan includes:',
    },
    guestBanner: {
      title: 'Guest mode',
      remaining: 'You have {{remaining}} analyses left.',
      unlimited: 'Your guest analyses are unlimited.',
      keep: 'Sign up and keep what you have done so far.',
      register: 'Sign up free',
    },
    loadFailed: {
      title: 'Load failed',
      text: 'Unable to load user data, please log in again',
      relogin: 'Log in again',
    },
  },
  preferences: {
    title: 'Preferences',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved',
    loadFailed: 'Could not load your preferences',
    guestTitle: 'Sign up to use preferences',
    guestText: 'This feature is for registered members; please sign up or log in first',
    sections: {
      notifications: 'Notifications',
      display: 'Display',
      trading: 'Trading & analysis',
      privacy: 'Privacy',
      account: 'Account security',
    },
    notifications: {
      email: 'Email notifications',
      browser: 'Browser notifications',
      sms: 'Text messages',
      priceAlerts: 'Price alerts',
      newsAlerts: 'News alerts',
      analysisComplete: 'Analysis finished',
    },
    display: {
      theme: 'Theme',
      themeHint: 'The dark theme will apply once the site supports it; your choice is saved now',
      themes: { light: 'Light', dark: 'Dark', auto: 'System' },
      language: 'Interface language',
      currency: 'Currency',
      currencies: { TWD: 'New Taiwan dollar (TWD)', USD: 'US dollar (USD)', CNY: 'Renminbi (CNY)' },
      timezone: 'Time zone',
      redUpGreenDown: 'Red up, green down',
      redUpGreenDownHint: 'Off: green up, red down',
    },
    trading: {
      defaultAnalysisType: 'Default analysis type',
      analysisTypes: { comprehensive: 'Comprehensive', technical: 'Technical', fundamental: 'Fundamental' },
      riskTolerance: 'Risk tolerance',
      risks: { conservative: 'Conservative', moderate: 'Moderate', aggressive: 'Aggressive' },
      autoAnalysis: 'Automatic analysis',
    },
    privacy: {
      profileVisibility: 'Profile visibility',
      visibility: { private: 'Private', public: 'Public' },
      shareAnalytics: 'Share anonymous usage data to help improve the service',
      marketingEmails: 'Receive marketing emails',
    },
  },
  password: {
    description: 'After changing your password, your sessions on other devices are logged out.',
    submit: 'Change password',
    busy: 'Changing…',
  },
  errors: {
    VALIDATION_FAILED: 'Some of the information entered is invalid',
    MALFORMED_JSON: 'The request was malformed',
    UNAUTHENTICATED: 'Please log in first',
    FORBIDDEN: 'You are not allowed to do this',
    NOT_FOUND: 'The requested resource was not found',
    CONFLICT: 'This already exists or conflicts with its current state',
    RATE_LIMITED: 'Too many requests; please try again later',
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable; please try again later',
    INTERNAL: 'The server could not respond; please try again later',
    NETWORK_ERROR: 'Network problem; please check your connection',
    UNEXPECTED_RESPONSE: 'The server sent an unreadable answer; please try again later',
  },
};

export default enUS;
