import type { Translation } from '../../../i18n/types.ts';
import type zhTW from './zh-TW.ts';

/** English texts of the developer API page. */
const texts: Translation<typeof zhTW> = {
  developer: {
    title: 'Developer API',
    intro:
      'Diamond members can use API keys to read quotes, search stocks, run AI analyses and read their analysis history from their own programs. A key acts as you: keep it safe.',
    limitsTitle: 'Limits',
    limits:
      'Calls per day by plan: free 100, gold 1,000, diamond 10,000 (counted again from midnight Taipei time); at most 10 per second. Every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers; past a limit the answer is 429 with Retry-After.',
    authTitle: 'Authentication',
    auth: 'Send the header X-API-Key: <your key> (or Authorization: Bearer <your key>).',
    keysTitle: 'My API keys',
    signInToManage: 'Log in to manage your API keys.',
    diamondOnly: 'API access is for diamond members; upgrade to create keys.',
    upgrade: 'See plans',
    name: 'Name',
    namePlaceholder: 'e.g. trading bot',
    scopes: 'Scopes',
    scopeNames: {
      'quotes:read': 'Read quotes and search',
      'analyses:run': 'Run and read analyses',
      'history:read': 'Read analysis history',
    },
    create: 'Create key',
    created: 'Key created. This is the only time the full key is shown; copy it now and keep it safe:',
    copy: 'Copy',
    copied: 'Copied',
    prefix: 'Key starts with',
    createdAt: 'Created',
    lastUsedAt: 'Last used',
    never: 'Never',
    status: 'Status',
    active: 'Active',
    revoked: 'Revoked',
    revoke: 'Revoke',
    revokeConfirm: 'Programs using this key will be refused at once. Revoke it?',
    noKeys: 'No keys yet.',
    usageTitle: 'Usage today',
    usage: 'Today {{today}} / {{limit}} calls, this month {{month}}',
    referenceTitle: 'API reference',
    referenceLoading: 'Loading the API reference…',
    referenceError: 'The API reference could not be loaded; please try again later.',
    parameters: 'Parameters',
    body: 'Request body',
    responses: 'Responses',
    required: 'required',
    optional: 'optional',
  },
};
export default texts;
