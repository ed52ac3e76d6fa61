import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { staffRoles } from '@alphadesk/contracts';
import { declaredAdminRoutes, type AdminRouteDeclaration } from '../../platform/access.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember, randomIp } from '../../testing/factories.ts';
import { buildStaffAccount, totpCode, type TestStaff } from './testing/staff.ts';
import {
  expectedAccess,
  identities,
  renderPermissionMatrix,
  type Identity,
} from './testing/permission-matrix.ts';
import { adminMutationSamples, notAudited } from './testing/mutation-samples.ts';

const docPath = resolve(import.meta.dirname, '../../../../../docs/admin-permissions.md');
let server: TestServer;
const headersOf = new Map<Identity, Record<string, string>>();

beforeAll(async () => {
  server = await createTestServer();
  for (const role of staffRoles) headersOf.set(role, (await buildStaffAccount(server, role)).headers);
  headersOf.set('member', (await buildMember(server)).headers);
  headersOf.set('guest', (await buildGuest(server)).headers);
  headersOf.set('anonymous', {});
});
afterAll(() => server?.close());

const key = (route: AdminRouteDeclaration) => `${route.method} ${route.url}`;
const isMutation = (route: AdminRouteDeclaration) => route.method !== 'GET';
// Signing out ends the caller's session: walked last, so the other calls still carry live tokens.
const walkOrder = (routes: readonly AdminRouteDeclaration[]) =>
  [...routes].sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));

function concreteUrl(url: string): string {
  return url.replace(/:(\w+)/g, () => randomUUID());
}

describe('the back-office permission matrix', () => {
  it('covers routes under /api/admin, and the document shows the current matrix', () => {
    const routes = declaredAdminRoutes(server.app);
    expect(routes.length).toBeGreaterThanOrEqual(9);
    const rendered = renderPermissionMatrix(routes);
    if (process.env.UPDATE_ADMIN_PERMISSIONS_DOC === '1') writeFileSync(docPath, rendered);
    expect(readFileSync(docPath, 'utf8')).toBe(rendered);
  });

  // Some two thousand requests: the identities of one route are asked at once, and the time allowed
  // is that of the walk on a loaded machine (a walk cut short would leave its requests running into
  // the next test, which counts audit entries).
  it(
    'answers every route as the matrix says, for every role, a member, a guest and no token',
    { timeout: 180_000 },
    async () => {
      const mismatches: string[] = [];
      for (const route of walkOrder(declaredAdminRoutes(server.app))) {
        const checkAs = async (identity: Identity) => {
          const response = await server.app.inject({
            method: route.method as 'GET',
            url: concreteUrl(route.url),
            headers: headersOf.get(identity),
            ...(isMutation(route) ? { payload: {} } : {}),
            remoteAddress: randomIp(),
          });
          const body =
            response.statusCode >= 400
              ? (response.json() as { error: { code: string; message: string } })
              : null;
          const code = body?.error.code;
          const expected = expectedAccess(route.permission, identity);
          const endpoint = `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;
          const actual =
            code === 'ADMIN_FORBIDDEN'
              ? 'forbidden'
              : code === 'UNAUTHENTICATED' || (route.permission !== 'public' && response.statusCode === 401)
                ? 'unauthenticated'
                : 'allowed';
          if (actual !== expected)
            mismatches.push(
              `${key(route)} as ${identity}: ${expected} expected, got ${response.statusCode} ${code ?? ''}`,
            );
          if (
            expected === 'forbidden' &&
            body?.error.message !== `權限不足：您沒有權限執行此操作 (${endpoint})`
          ) {
            mismatches.push(`${key(route)} as ${identity}: message ${body?.error.message}`);
          }
        };
        await Promise.all(identities.map(checkAs));
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('every mutation route writes exactly one audit entry when it succeeds', async () => {
    const mutations = declaredAdminRoutes(server.app).filter(isMutation).map(key);
    const missing = mutations.filter((route) => !adminMutationSamples[route] && !notAudited[route]);
    expect(missing).toEqual([]);
    for (const route of mutations.filter((route) => adminMutationSamples[route])) {
      const root = await buildStaffAccount(server, 'super_admin');
      const request = await adminMutationSamples[route]!({
        server,
        root,
        code: (staff: TestStaff) => totpCode(staff.totpSecret!, new Date()),
      });
      const before = (await server.services.audit.list({ limit: 1, offset: 0 })).total;
      const address = randomIp();
      const response = await server.app.inject({
        ...request,
        headers: { ...request.headers, 'user-agent': 'permission-matrix' },
        remoteAddress: address,
      });
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
      const after = await server.services.audit.list({ limit: 1, offset: 0 });
      expect(after.total - before, route).toBe(1);
      // The entry names where the change came from.
      expect(after.entries[0], route).toMatchObject({ ip_address: address, user_agent: 'permission-matrix' });
    }
  });
});
