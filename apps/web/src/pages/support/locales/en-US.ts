import type { Translation } from '../../../i18n/types.ts';
import type zhTW from './zh-TW.ts';

/** English texts of the member's tickets and the articles. */
const texts: Translation<typeof zhTW> = {
  desk: {
    title: 'My support tickets',
    intro:
      'Open a question, read the support team’s replies and keep the conversation going. Replies are also mailed to you.',
    newTicket: 'Open a ticket',
    category: 'Category',
    subject: 'Subject',
    message: 'Your question',
    submit: 'Send',
    empty: 'You have no tickets yet.',
    reference: 'Reference',
    status: 'Status',
    updated: 'Last update',
    replies: '{{count}} replies',
    back: 'Back to my tickets',
    original: 'Your question',
    conversation: 'Conversation',
    you: 'You',
    staff: 'Support',
    reply: 'Reply',
    send: 'Send reply',
    closed: 'This ticket is closed. Please open a new one for a new question.',
    notFound: 'This ticket was not found',
    statuses: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
    categories: {
      account: 'Account',
      subscription: 'Subscription',
      analysis: 'Analysis',
      technical: 'Technical',
      billing: 'Billing',
      other: 'Other',
    },
    articles: {
      title: 'Articles',
      intro: 'Market views and investing guides from the AlphaDesk team.',
      empty: 'No articles yet.',
      featured: 'Featured',
      views: '{{count}} views',
      back: 'Back to the articles',
      notFound: 'This article was not found',
      previous: 'Previous',
      next: 'Next',
    },
  },
};
export default texts;
