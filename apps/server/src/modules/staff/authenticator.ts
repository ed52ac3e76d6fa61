import type { FastifyRequest } from 'fastify';
import { appError, unauthenticated } from '../../platform/errors.ts';
import { roleAllows } from './rbac.ts';
import type { StaffModule } from './index.ts';

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The route as the spec's 403 names it: method and path pattern, never the caller's values. */
const endpointOf = (request: FastifyRequest) =>
  `${request.method} ${(request.routeOptions.url ?? '').replace(/:(\w+)/g, '{$1}')}`;

/**
 * The access guard of staff routes: a staff Bearer token whose session family is live, then the
 * route's declared permission against the role's compiled grants (deny by default).
 */
export function createStaffAuthenticator(staff: Pick<StaffModule, 'authenticate'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const caller = await staff.authenticate(token);
    if (!caller) throw appError('ADMIN_SESSION_EXPIRED');
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'public')
      throw appError('ADMIN_FORBIDDEN', { endpoint: endpointOf(request) });
    if (permission !== 'signed-in' && !roleAllows(caller.role, permission)) {
      throw appError('ADMIN_FORBIDDEN', { endpoint: endpointOf(request) });
    }
    request.staff = caller;
  };
}
