import type { Authenticator } from '../../platform/access.ts';
import { appError, unauthenticated } from '../../platform/errors.ts';
import { bearerToken } from './cookies.ts';
import type { AccountsModule } from './index.ts';

/** The access guard's view of accounts: a Bearer token whose session family is still live. */
export function createAuthenticator(accounts: Pick<AccountsModule, 'authenticate'>): Authenticator {
  // Staff routes have an authenticator of their own (modules/staff): this one serves members only.
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const caller = await accounts.authenticate(token);
    if (!caller) throw appError('SESSION_EXPIRED');
    request.auth = caller;
  };
}
