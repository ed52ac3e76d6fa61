import type { AdminSessionUser } from '@alphadesk/contracts';
import { roleGrants, type StaffRole } from '@alphadesk/contracts';

/** A JSON answer as the server sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An error answer in the server's format. */
export const failure = (
  status: number,
  code: string,
  message: string,
  params?: Record<string, string | number>,
) =>
  json(status, { success: false, error: { code, message, requestId: 'r1', ...(params ? { params } : {}) } });

export function staffUser(role: StaffRole): AdminSessionUser {
  return {
    id: `${role}-id`,
    username: role,
    email: `${role}@example.com`,
    name: `測試${role}`,
    role,
    permissions: [...roleGrants[role]],
    totp_enabled: role === 'super_admin',
  };
}

export type Handler = (method: string, path: string, init: RequestInit) => Response | undefined;

/** A fetch that answers by method and path; anything unexpected fails the test loudly. */
export function fakeFetch(handler: Handler) {
  return async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const answer = handler(method, `${url.pathname}${url.search}`, init);
    if (!answer) throw new Error(`unexpected call ${method} ${url.pathname}${url.search}`);
    return answer;
  };
}

/** Signs a staff member in the way a page load finds it: token and user in storage. */
export function storeSession(role: StaffRole, token = 'stored-token') {
  localStorage.setItem('alphadesk_admin_token', token);
  localStorage.setItem('alphadesk_admin_user', JSON.stringify(staffUser(role)));
}
