import type { Translation } from '../../../i18n/types.ts';
import type zhTW from './zh-TW.ts';

/** English texts of the info pages. */
const texts: Translation<typeof zhTW> = {
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
  },
  support: {
    searchPlaceholder: 'Search, e.g. trial, password, CSV',
    all: 'All',
    categories: {
      'getting-started': 'Getting started',
      analysis: 'AI analysis',
      portfolio: 'Portfolios',
      account: 'Account and sign-in',
      subscription: 'Plans and payment',
      technical: 'Technical and other',
    },
    empty: 'No matching question. Try other words, or contact us.',
    loadFailed: 'The FAQ could not be loaded; please try again later',
    moreHelp: 'No answer here?',
    moreHelpText:
      'Leave a message through the contact form; we mail you a confirmation and reply during support hours (Mon–Fri 9:00–18:00).',
    contactLink: 'Contact us',
    pricingLink: 'See plans and prices',
    form: {
      intro:
        'Leave your question; we mail a confirmation to your inbox and reply during support hours (Mon–Fri 9:00–18:00, Taipei time).',
      name: 'Name',
      email: 'Email',
      category: 'Topic',
      subject: 'Subject',
      message: 'Your question',
      submit: 'Send',
      sending: 'Sending…',
      categories: {
        account: 'Account and sign-in',
        subscription: 'Plans and subscription',
        analysis: 'AI analysis',
        technical: 'Technical problem',
        billing: 'Payment and invoices',
        other: 'Other',
      },
      successTitle: 'Message received',
      reference: 'Reference: {{reference}}',
      another: 'Send another',
      failed: 'Sending failed; please try again later',
    },
  },
  legal: {
    terms: {
      title: 'Terms of service',
      intro:
        'Please read these terms before using AlphaDesk (“the service”). By using it or registering you accept them.',
      sections: [
        {
          heading: '1. The service',
          paragraphs: [
            'The service offers research tools: Taiwan stock data, AI analyses, analysis history, portfolio records and an investor personality test.',
            'Analyses are computed by software from data, for research only. They are not investment advice, nor an offer or solicitation to buy or sell any security. Your investment decisions and their results are your own.',
          ],
        },
        {
          heading: '2. Accounts',
          paragraphs: [
            'Registering needs a valid email; passwords have at least 8 characters with upper- and lower-case letters and a digit. Keep your credentials safe and do not share them.',
            'Guest mode needs no email but has limited features and analyses; register later in the same browser and what you made as a guest stays with your account.',
          ],
        },
        {
          heading: '3. Plans, trial and payment',
          paragraphs: [
            'Each plan’s price (NT$), analyses and features are as shown on the pricing page.',
            'Gold can be tried free for 7 days, once per account. Payments are processed by PayUni.',
            'After cancelling you keep the plan until the paid period ends, then return to free. Ask for refunds on the payment history page or through the contact form.',
          ],
        },
        {
          heading: '4. Acceptable use',
          paragraphs: [
            'Do not scrape content in bulk, disrupt the system, use someone else’s account or circumvent plan limits. The service may suspend or close accounts that do.',
          ],
        },
        {
          heading: '5. Data and liability',
          paragraphs: [
            'Market and company data come from public sources and may be late, incomplete or wrong; simulated data in demo or test setups is labelled “simulated”. We work to keep the service running but do not guarantee it is uninterrupted or error-free.',
          ],
        },
        {
          heading: '6. Changes and governing law',
          paragraphs: [
            'Changes to these terms are published on this page. These terms are governed by the laws of the Republic of China (Taiwan).',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy policy',
      intro:
        'As Article 8 of Taiwan’s Personal Data Protection Act requires, AlphaDesk tells you the following.',
      sections: [
        {
          heading: '1. Purposes',
          paragraphs: [
            'Providing member services and authentication, subscriptions and payment, customer service, information security and system administration, and statistics to improve the service (statutory purposes 069, 090, 136, 148 and 157).',
          ],
        },
        {
          heading: '2. Data collected',
          paragraphs: [
            'What you give: name, email, phone (optional), the account id and basic profile Google provides when you sign in with Google, and what you write in the contact form.',
            'What using the service produces: IP address and browser details at sign-in, analyses, portfolios and trades, preferences, personality test results, orders and payment status.',
            'Passwords are kept only as a one-way hash (argon2id). Card details are handled by PayUni; for renewals we keep only PayUni’s payment token and the card’s last four digits, never the full number.',
          ],
        },
        {
          heading: '3. Period, area, recipients and method',
          paragraphs: [
            'Period: while your account exists, and as long as law or operations require. Area: where the service is operated and hosted.',
            'Recipients: the service; PayUni for what a payment needs; the provider that delivers our email; authorities where the law requires. Method: electronic. We do not sell your personal data.',
          ],
        },
        {
          heading: '4. Your rights',
          paragraphs: [
            'Under Article 3 of the Act you may ask to see your data, get a copy, supplement or correct it, stop its collection, processing or use, or delete it. Ask through the contact page.',
          ],
        },
        {
          heading: '5. If you do not provide data',
          paragraphs: ['Without an email you cannot register, but you can still use guest mode.'],
        },
        {
          heading: '6. Cookies and browser storage',
          paragraphs: [
            'The service sets one httpOnly cookie used only to renew your sign-in, and keeps your sign-in token, basic profile and interface language in your browser.',
          ],
        },
      ],
    },
    disclaimer: {
      title: 'Disclaimer',
      intro: 'Please read this before using the service’s analyses and data.',
      sections: [
        {
          heading: '1. Not investment advice',
          paragraphs: [
            'Everything on this site is for research and education only and is not advice, an offer or a solicitation to buy or sell any security. Investing carries risk; your decisions and their results are your own.',
          ],
        },
        {
          heading: '2. Limits of AI analysis',
          paragraphs: [
            'AI analyses are computed from software and historical data and may be wrong. Hit rates and returns on the analysts page come from a backtest; in it, after costs the calls did not beat holding 0050 on average. Past results do not predict future ones.',
          ],
        },
        {
          heading: '3. Data sources',
          paragraphs: [
            'Quotes come mainly from the public data of the Taiwan Stock Exchange and the Taipei Exchange and may be late or wrong; simulated data in demo or test setups is labelled “simulated” and is not a real price.',
          ],
        },
        {
          heading: '4. Personality test',
          paragraphs: [
            'The investor personality test is an educational tool, not the risk profile assessment (KYC) brokers and fund houses carry out by law; its result says nothing about which products or risk levels suit you.',
          ],
        },
      ],
    },
  },
  trial: {
    title: 'Free trial',
    intro:
      'Try {{plan}} free for {{days}} days: no card needed, once per registered member, and you return to free afterwards without being charged.',
    includes: 'During the trial you get',
    allowance: '{{count}} AI analyses a month',
    unlimited: 'Unlimited AI analyses',
    start: 'Start the {{days}}-day free trial',
    registerFirst: 'Register to start the trial',
    guestNote: 'Guests cannot start a trial; register first (what you made as a guest is kept).',
    started: 'Your free trial has started and runs until {{date}}.',
    trialing: 'You are on a trial until {{date}}.',
    used: 'You have already used your free trial. Choose a plan to keep the advanced features.',
    paid: 'You are already on a paid plan.',
    none: 'No plan offers a free trial at the moment.',
    failed: 'The trial could not be started',
    pricing: 'See plans and prices',
    dashboard: 'Go to the dashboard',
  },
};

export default texts;
