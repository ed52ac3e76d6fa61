import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './sessions.ts';

export const refreshCookieName = 'alphadesk_refresh';
// Only the auth endpoints ever need to see the refresh token.
const cookiePath = '/api/auth';

export function setRefreshCookie(reply: FastifyReply, session: IssuedSession, secure: boolean): void {
  reply.setCookie(refreshCookieName, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: cookiePath,
    // Without "remember me" the cookie ends with the browser session (the server expires it too).
    ...(session.rememberMe ? { expires: session.refreshTokenExpiresAt } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(refreshCookieName, { path: cookiePath, httpOnly: true, sameSite: 'strict', secure });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[refreshCookieName];
  return value && value.length <= 200 ? value : undefined;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/.exec(header);
  return match?.[1];
}
