import { randomUUID } from 'node:crypto';
import { LoginRequest, RegisterRequest, type Tier } from '@alphadesk/contracts';
import type { ClientInfo, SignedIn } from '../modules/accounts/index.ts';
import type { TestServer } from './server.ts';

/**
 * Test data factories: each call makes fresh rows through the modules' own facades on a test
 * server (no hand-written SQL), with unique emails, so tests never share a user.
 */

/** A signed-in user as a test drives it through app.inject. */
export interface TestUser {
  userId: string;
  kind: 'guest' | 'member' | 'staff';
  tier: Tier;
  /** Null for a guest. */
  email: string | null;
  password: string | null;
  accessToken: string;
  /** `{ authorization: 'Bearer …' }` for app.inject */
  headers: { authorization: string };
  /** The refresh cookie as a `cookie` header value. */
  refreshCookie: string;
}

export interface SignedInMember extends TestUser {
  kind: 'member';
  email: string;
  password: string;
}

/** A distinct client address per call, so per-IP limits of one test never reach another. */
export function randomIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

const testClient = (): ClientInfo => ({ ip: randomIp(), userAgent: 'alphadesk-tests' });
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID()}@example.com`;

function asTestUser(
  signedIn: SignedIn,
  credentials: { email: string | null; password: string | null },
): TestUser {
  const { session, user } = signedIn;
  return {
    userId: user.id,
    kind: user.kind,
    tier: user.tier,
    email: credentials.email,
    password: credentials.password,
    accessToken: session.accessToken,
    headers: { authorization: `Bearer ${session.accessToken}` },
    refreshCookie: `alphadesk_refresh=${session.refreshToken}`,
  };
}

/**
 * A registered member, signed in. `tier` sets the tier every gate reads, without a subscription or
 * a payment (buy a plan through the payment flow when the test is about billing).
 */
export async function buildMember(
  server: TestServer,
  overrides: { tier?: Tier; name?: string; email?: string; password?: string; phone?: string } = {},
): Promise<SignedInMember> {
  const password = overrides.password ?? 'Secret123';
  const input = RegisterRequest.parse({
    name: overrides.name ?? '測試用戶',
    email: overrides.email ?? uniqueEmail(),
    password,
    confirmPassword: password,
    agreeToTerms: true,
    ...(overrides.phone ? { phone: overrides.phone } : {}),
  });
  const signedIn = await server.services.accounts.register(input, testClient(), null);
  const tier = overrides.tier ?? 'free';
  if (tier !== 'free') await server.services.accounts.setTier(signedIn.user.id, tier);
  return {
    ...asTestUser(signedIn, { email: input.email, password }),
    kind: 'member',
    email: input.email,
    password,
    tier,
  };
}

/** A guest session (the guest allowance of analyses, no email). */
export async function buildGuest(server: TestServer): Promise<TestUser> {
  return asTestUser(await server.services.accounts.startGuest(testClient()), {
    email: null,
    password: null,
  });
}

/** Signs an existing account in again: a new session family (e.g. after the clock passed a token's life). */
export async function signIn<User extends { email: string; password: string }>(
  server: TestServer,
  user: User,
): Promise<TestUser & { email: string; password: string }> {
  const input = LoginRequest.parse({ email: user.email, password: user.password });
  const signedIn = await server.services.accounts.login(input, testClient());
  return {
    ...asTestUser(signedIn, { email: null, password: null }),
    email: input.email,
    password: user.password,
  };
}
