import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tier } from '@alphadesk/contracts';
import { unauthenticated } from './errors.ts';

/**
 * Who may call a route. Every /api route must declare one; a route without it fails at start-up,
 * so nothing is public by accident (deny by default).
 *  - public: anyone, no token needed
 *  - member: a signed-in member (or guest session)
 *  - staff: a back-office account
 */
export type Access = 'public' | 'member' | 'staff';

/** Who is calling, resolved by the access guard for member and staff routes. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  kind: 'guest' | 'member' | 'staff';
  tier: Tier;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Set by the access guard on member and staff routes; null on public ones. */
    auth: AuthContext | null;
  }
}

/** The caller of a member or staff route (the guard has already rejected anonymous callers). */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** Resolves the caller of a non-public route or throws UNAUTHENTICATED. Replaced when accounts exist. */
export type Authenticator = (request: FastifyRequest, access: Exclude<Access, 'public'>) => Promise<void>;

const rejectEveryone: Authenticator = async () => {
  throw unauthenticated();
};

export function enforceDeclaredAccess(
  app: FastifyInstance,
  authenticate: Authenticator = rejectEveryone,
): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
    if (access === 'public') return;
    const guard = async (request: FastifyRequest) => authenticate(request, access);
    // onRequest runs before the body is parsed and validated: an anonymous caller learns nothing.
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}
