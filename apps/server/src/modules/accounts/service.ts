import type { Tier, UserProfile } from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { z } from 'zod';
import type { ChangePasswordRequest, LoginRequest, RegisterRequest } from '@alphadesk/contracts';
import { appError } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { EntitlementsModule } from '../entitlements/index.ts';
import type { GoogleVerifier } from './google.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';

/** A suspended or deleted member is refused at sign-in (and their sessions were ended). */
const mayBeSignedIn = (user: { status: string; deletedAt: Date | null }) =>
  user.status !== 'suspended' && user.deletedAt === null;
import { toProfile } from './profile.ts';
import type { AccountRepository, UserRow } from './repository.ts';
import type { SessionCache } from './session-cache.ts';
import type { ClientInfo, IssuedSession, SessionManager } from './sessions.ts';
import type { AccessTokens } from './tokens.ts';
import { newId } from './tokens.ts';
import type { PasswordResets } from './password-resets.ts';
import { storedGuestName } from './texts.ts';

export interface SignedIn {
  session: IssuedSession;
  user: UserProfile;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code?: string }).code === '23505';
const isCausedByUniqueViolation = (error: unknown) =>
  isUniqueViolation(error) || (error instanceof Error && isUniqueViolation(error.cause));

export function createAccountService(deps: {
  repository: AccountRepository;
  sessions: SessionManager;
  tokens: AccessTokens;
  throttle: LoginThrottle;
  entitlements: Pick<EntitlementsModule, 'usage'>;
  resets: PasswordResets;
  google: GoogleVerifier | null;
  now: () => Date;
  /** Verified sessions kept briefly (absent: every request reads its session). */
  sessionCache?: { cache: SessionCache; ensureStarted(): void } | undefined;
}) {
  const { repository, sessions, tokens, throttle, entitlements, resets, google, now } = deps;
  const cache = deps.sessionCache?.cache ?? null;
  const loginFailed = () => appError('LOGIN_FAILED');
  const duplicate = () => appError('EMAIL_TAKEN');

  async function signIn(user: UserRow, client: ClientInfo, rememberMe: boolean): Promise<SignedIn> {
    if (!mayBeSignedIn(user)) throw loginFailed();
    const updated = (await repository.updateUser(user.id, { lastLoginAt: now() })) ?? user;
    const session = await sessions.issue(updated, client, { rememberMe });
    return { session, user: await toProfile(updated, entitlements) };
  }

  return {
    /**
     * Creates a member account. A caller holding a guest session becomes that member in place, so
     * what the guest made stays theirs. New members start on the free plan; a tier chosen at sign-up
     * is bought on the pricing page.
     */
    async register(
      input: z.output<typeof RegisterRequest>,
      client: ClientInfo,
      guest: AuthContext | null,
    ): Promise<SignedIn> {
      if (await repository.findUserByEmail(input.email)) throw duplicate();
      const passwordHash = await hashPassword(input.password);
      const fields = {
        kind: 'member' as const,
        email: input.email,
        name: input.name,
        passwordHash,
        phone: input.phone || null,
        tier: 'free' as const,
        authMethod: 'email' as const,
        passwordChangedAt: now(),
      };
      let user: UserRow;
      try {
        if (guest?.kind === 'guest') {
          user = (await repository.updateUser(guest.userId, fields))!;
          await sessions.revokeFamily(guest.sessionId, 'guest-registered');
        } else {
          user = await repository.insertUser({ id: newId(), ...fields });
        }
      } catch (error) {
        if (isCausedByUniqueViolation(error)) throw duplicate();
        throw error;
      }
      return signIn(user, client, input.rememberMe ?? false);
    },

    async login(input: z.output<typeof LoginRequest>, client: ClientInfo): Promise<SignedIn> {
      // The attempt is counted before the password is checked: parallel guesses cannot outrun it.
      const attempt = await throttle.reserve(input.email, client);
      const user = await repository.findUserByEmail(input.email);
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid || user.kind === 'guest' || !mayBeSignedIn(user)) throw loginFailed();
      await attempt.succeeded();
      return signIn(user, client, input.rememberMe ?? false);
    },

    /** A server-side guest with the guest allowance of analyses. */
    async startGuest(client: ClientInfo): Promise<SignedIn> {
      const user = await repository.insertUser({
        id: newId(),
        kind: 'guest',
        name: storedGuestName,
        tier: 'free',
        authMethod: 'guest',
      });
      return signIn(user, client, true);
    },

    googleClientId: () => google?.clientId ?? null,

    /** Signs in with a Google ID token; the profile in the request body is never trusted. */
    async googleLogin(idToken: string, client: ClientInfo): Promise<SignedIn & { isNewUser: boolean }> {
      if (!google) throw appError('GOOGLE_LOGIN_DISABLED');
      const identity = await google.verify(idToken);
      if (!identity) throw appError('GOOGLE_LOGIN_FAILED');

      const known = await repository.findUserByGoogleSubject(identity.subject);
      if (known) return { ...(await signIn(known, client, true)), isNewUser: false };

      if (!identity.email) throw appError('GOOGLE_LOGIN_FAILED');
      const existing = await repository.findUserByEmail(identity.email);
      if (existing) {
        // Linking to an account someone else may have opened with this address is only safe when
        // Google vouches that the Google user controls it.
        if (!identity.emailVerified) throw appError('GOOGLE_EMAIL_UNVERIFIED');
        const linked = await repository.updateUser(existing.id, {
          googleSubject: identity.subject,
          emailVerified: true,
          avatarUrl: existing.avatarUrl ?? identity.picture,
        });
        return { ...(await signIn(linked ?? existing, client, true)), isNewUser: false };
      }
      try {
        const user = await repository.insertUser({
          id: newId(),
          kind: 'member',
          email: identity.email,
          name: identity.name?.trim().slice(0, 50) || identity.email.split('@')[0]!,
          tier: 'free',
          authMethod: 'google',
          googleSubject: identity.subject,
          emailVerified: identity.emailVerified,
          avatarUrl: identity.picture,
        });
        return { ...(await signIn(user, client, true)), isNewUser: true };
      } catch (error) {
        if (isCausedByUniqueViolation(error)) throw duplicate();
        throw error;
      }
    },

    refresh: (refreshToken: string, client: ClientInfo) =>
      sessions.rotate(refreshToken, client).then(async ({ session, user }) => ({
        session,
        user: await toProfile(user, entitlements),
      })),

    async logout(refreshToken: string | undefined, caller: AuthContext | null): Promise<void> {
      if (refreshToken) await sessions.revokeByRefreshToken(refreshToken);
      if (caller) await sessions.revokeFamily(caller.sessionId, 'logout');
    },

    requestPasswordReset: (email: string) => resets.request(email),

    async resetPassword(token: string, password: string): Promise<void> {
      const userId = await resets.consume(token);
      if (!userId) throw appError('RESET_LINK_INVALID');
      await repository.updateUser(userId, {
        passwordHash: await hashPassword(password),
        passwordChangedAt: now(),
      });
      // Whoever knew the old password is signed out everywhere.
      await repository.revokeUserFamilies(userId, 'password-reset', now());
      // The mailbox owner is back in control: strangers' guesses no longer hold the account back.
      const email = (await repository.findUserById(userId))?.email;
      if (email) await throttle.forgetAccount(email);
    },

    async changePassword(caller: AuthContext, input: z.output<typeof ChangePasswordRequest>): Promise<void> {
      const user = await repository.findUserById(caller.userId);
      if (!user || user.kind === 'guest' || !user.passwordHash) {
        throw appError('PASSWORD_NOT_SET');
      }
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw appError('CURRENT_PASSWORD_WRONG');
      }
      await repository.updateUser(user.id, {
        passwordHash: await hashPassword(input.newPassword),
        passwordChangedAt: now(),
      });
      await repository.revokeUserFamilies(user.id, 'password-changed', now(), caller.sessionId);
    },

    async me(caller: AuthContext): Promise<UserProfile> {
      const user = await repository.findUserById(caller.userId);
      if (!user) throw appError('SESSION_EXPIRED');
      return toProfile(user, entitlements);
    },

    /** Resolves a Bearer access token to its caller; null when the token or its session is not valid. */
    async authenticate(accessToken: string): Promise<AuthContext | null> {
      const cached = cache?.get(accessToken);
      if (cached) return { ...cached };
      deps.sessionCache?.ensureStarted();
      const since = cache?.generation() ?? 0;
      const claims = await tokens.verify(accessToken);
      if (!claims) return null;
      const user = await repository.findLiveSessionUser(claims.sessionId, claims.userId, now());
      if (!user) return null;
      const caller: AuthContext = {
        userId: user.id,
        sessionId: claims.sessionId,
        kind: user.kind,
        tier: user.tier,
      };
      const until = Math.min(claims.expiresAt.getTime(), user.sessionExpiresAt.getTime());
      cache?.put(accessToken, caller, until, since);
      return caller;
    },

    /** Who a user is, for billing (receipts, the gateway's payer e-mail); null when unknown. */
    async tiersOf(userIds: readonly string[]): Promise<Map<string, Tier>> {
      if (userIds.length === 0) return new Map();
      return new Map((await repository.tiersOf(userIds)).map((row) => [row.id, row.tier]));
    },

    async contactOf(userId: string) {
      const user = await repository.findUserById(userId);
      return user
        ? { id: user.id, kind: user.kind, name: user.name, email: user.email, tier: user.tier }
        : null;
    },

    /**
     * Sets the tier every gate reads. `within` runs it inside the caller's transaction, so a paid
     * order, its subscription and the tier change commit together or not at all.
     */
    async setTier(userId: string, tier: Tier, within?: Db): Promise<void> {
      await (within ? repository.bound(within) : repository).updateUser(userId, { tier });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
