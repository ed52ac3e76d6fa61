import type { Authenticator } from '../../platform/access.ts';
import { appError, forbidden, unauthenticated } from '../../platform/errors.ts';
import { bearerToken } from './cookies.ts';
import type { AccountsModule } from './index.ts';

/** The access guard's view of accounts: a Bearer token whose session family is still live. */
export function createAuthenticator(accounts: Pick<AccountsModule, 'authenticate'>): Authenticator {
  return async (request, access) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const caller = await accounts.authenticate(token);
    if (!caller) throw appError('SESSION_EXPIRED');
    if (access === 'staff' && caller.kind !== 'staff') throw forbidden();
    request.auth = caller;
  };
}
