import type { AuthResponse, UserProfile } from '@alphadesk/contracts';
import { act } from 'react';
import { vi } from 'vitest';
import { jsonResponse } from '../test/render.tsx';
import type { ApiAnswers, FakeRoutes } from '../test/apiAnswers.ts';
import { seededPlans } from '../test/plans.fixture.ts';

// jsdom has no ResizeObserver; antd's Tabs, Tooltip and Progress use it to measure themselves.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

/**
 * Test support for the session and the pages that use it: a fake API at the network boundary
 * (`fetch`), profiles and tokens shaped like the server's.
 */

let issued = 0;

/**
 * A JWT-shaped token whose payload carries `exp`; the browser never checks the signature. Each call
 * gives a token of its own (a `jti` like the server's): a session check a previous test
 * left unfinished concerns that test's token, never this one's.
 */
export function fakeJwt(expSeconds = Math.floor(Date.now() / 1000) + 900, subject = 'u1'): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  issued += 1;
  const claims = { sub: subject, exp: expSeconds, jti: `t${issued}` };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u1',
    kind: 'member',
    name: '王小明',
    email: 'ming@example.com',
    phone: null,
    tier: 'free',
    authMethod: 'email',
    avatarUrl: null,
    emailVerified: false,
    createdAt: '2026-03-01T02:00:00.000Z',
    lastLoginAt: '2026-03-02T02:00:00.000Z',
    usage: { analysesUsed: 0, analysisLimit: 5, period: '2026-03', resetsAt: '2026-03-31T16:00:00.000Z' },
    ...overrides,
  };
}

export function authAnswer(user: UserProfile, message = '歡迎回來', token = fakeJwt()): AuthResponse {
  return {
    success: true,
    message,
    accessToken: token,
    accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(),
    user,
  };
}

export function errorAnswer(status: number, code: string, message: string): Response {
  return jsonResponse({ success: false, error: { code, message, requestId: 'test' } }, status);
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}
/** Fake routes: each endpoint's contract-typed answer, or a handler (errors, delays, streams). */
export type ApiRoutes = FakeRoutes<ApiCall>;

/**
 * Replaces `fetch` with a table of routes ("POST /api/auth/login" → a body or a function). Plans
 * and the auth config answer by default; anything else is a 404 in the server's error shape.
 */
export function fakeApi(routes: ApiRoutes = {}) {
  const calls: ApiCall[] = [];
  const table: ApiRoutes = {
    'GET /api/plans': seededPlans,
    'GET /api/auth/config': { googleClientId: null },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.Authorization,
    };
    calls.push(call);
    const route = table[`${call.method} ${call.path}` as keyof ApiAnswers];
    if (route === undefined) return errorAnswer(404, 'NOT_FOUND', '找不到請求的資源');
    const answer = typeof route === 'function' ? await route(call) : route;
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, routes: table, fetchMock };
}

/** Types into a React-controlled input the way a user would (value setter + input event). */
export async function typeInto(input: Element | null, value: string): Promise<void> {
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
}

export function buttonByText(container: ParentNode, text: string): HTMLButtonElement | undefined {
  return [...container.querySelectorAll('button')].find((button) => button.textContent?.trim() === text);
}
