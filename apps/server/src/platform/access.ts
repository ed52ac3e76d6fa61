import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminPermission, StaffRole, Tier } from '@alphadesk/contracts';
import { unauthenticated } from './errors.ts';

/**
 * Who may call a route. Every /api route must declare one; a route without it fails at start-up,
 * so nothing is public by accident (deny by default).
 *  - public: anyone, no token needed
 *  - member: a signed-in member (or guest session)
 *  - staff: a back-office account
 *  - api-key: a developer API key of a member (the public API under /api/v1)
 */
export type Access = 'public' | 'member' | 'staff' | 'api-key';

/** Who is calling, resolved by the access guard for member and staff routes. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  kind: 'guest' | 'member' | 'staff';
  tier: Tier;
}

/**
 * What an /api/admin route needs, declared beside its access: a module and an action, `signed-in`
 * for what every staff member may do with their own session, or `public` (sign-in itself).
 */
export type RoutePermission = AdminPermission | 'signed-in' | 'public';

/** A signed-in staff member, resolved by the access guard on staff routes. */
export interface StaffCaller {
  staffId: string;
  sessionId: string;
  name: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    /** Set by the access guard on member and staff routes; null on public ones. */
    auth: AuthContext | null;
    /** Set by the access guard on staff routes. */
    staff?: StaffCaller;
  }
}

/** The routes under this prefix are the back-office's: each must declare a permission. */
export const adminApiPrefix = '/api/admin/';

export interface AdminRouteDeclaration {
  method: string;
  url: string;
  access: Access;
  permission: RoutePermission;
}
const adminRoutes = new WeakMap<FastifyInstance, AdminRouteDeclaration[]>();

/** Every /api/admin route the app declared, with its permission (for the permission matrix). */
export function declaredAdminRoutes(app: FastifyInstance): readonly AdminRouteDeclaration[] {
  return adminRoutes.get(app) ?? [];
}

/** The caller of a staff route (the guard has already rejected everyone else). */
export function staffCallerOf(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw unauthenticated();
  return request.staff;
}

/** Where a request came from, as the audit log records it. */
export const clientOf = (request: FastifyRequest): { ip: string; userAgent: string | null } => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/** The staff member behind a request, as the audit log names them. */
export function staffActorOf(request: FastifyRequest): {
  id: string;
  name: string;
  ip: string;
  userAgent: string | null;
} {
  const caller = staffCallerOf(request);
  return { id: caller.staffId, name: caller.name, ...clientOf(request) };
}

function checkAdminDeclaration(method: string, url: string, access: Access, permission?: RoutePermission) {
  const where = `Route ${method} ${url}`;
  if (!permission) throw new Error(`${where} does not declare config.permission`);
  if (access === 'member') throw new Error(`${where} is a back-office route and cannot be for members`);
  if ((access === 'public') !== (permission === 'public')) {
    throw new Error(`${where}: only a public route declares the public permission, and it must`);
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
    if (route.url.startsWith(adminApiPrefix)) {
      const permission = route.config?.permission;
      for (const method of [route.method].flat()) {
        checkAdminDeclaration(method, route.url, access, permission);
        if (method === 'HEAD') continue;
        const list = adminRoutes.get(app) ?? [];
        list.push({ method, url: route.url, access, permission: permission as RoutePermission });
        adminRoutes.set(app, list);
      }
    }
    if (access === 'public') return;
    const guard = async (request: FastifyRequest) => authenticate(request, access);
    // onRequest runs before the body is parsed and validated: an anonymous caller learns nothing.
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}
