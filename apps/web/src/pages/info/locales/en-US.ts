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
};

export default texts;
