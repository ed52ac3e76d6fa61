import { randomUUID } from 'node:crypto';
import type { TestServer } from './server.ts';

export interface SignedInUser {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  /** `{ authorization: 'Bearer …' }` for app.inject */
  headers: { authorization: string };
  /** The refresh cookie as a `cookie` header value. */
  refreshCookie: string;
}

/** A distinct client address per call, so per-IP rate limits of one test never leak into another. */
export function randomIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

export function refreshCookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const match = /alphadesk_refresh=([^;]*)/.exec(header);
  if (!match) throw new Error(`no refresh cookie in ${header}`);
  return `alphadesk_refresh=${match[1]}`;
}

/** Registers a new member through the real API and returns their credentials. */
export async function createSignedInUser(
  server: TestServer,
  overrides: { name?: string; email?: string; password?: string } = {},
): Promise<SignedInUser> {
  const email = overrides.email ?? `user-${randomUUID()}@example.com`;
  const password = overrides.password ?? 'Secret123';
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: randomIp(),
    payload: {
      name: overrides.name ?? '測試用戶',
      email,
      password,
      confirmPassword: password,
      agreeToTerms: true,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { accessToken: string; user: { id: string } };
  return {
    userId: body.user.id,
    email,
    password,
    accessToken: body.accessToken,
    headers: { authorization: `Bearer ${body.accessToken}` },
    refreshCookie: refreshCookieOf(response.headers['set-cookie']),
  };
}

/** A server-side guest session, started through the real API. */
export async function createGuest(server: TestServer) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/guest',
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 201) throw new Error(`guest failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { accessToken: string; session_id: string; user: { id: string } };
  return {
    userId: body.user.id,
    accessToken: body.accessToken,
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}
