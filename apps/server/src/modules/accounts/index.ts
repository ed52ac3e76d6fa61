import type { z } from 'zod';
import type {
  AdminUser,
  AdminUserExportQuery,
  AdminUserListQuery,
  AdminUserUpdateRequest,
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  Tier,
  UserProfile,
} from '@alphadesk/contracts';
import type { Db, RawClient } from '@alphadesk/db';
import type { AuthContext } from '../../platform/access.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { EntitlementsModule } from '../entitlements/index.ts';
import type { AccountsSettings } from './config.ts';
import { createGoogleVerifier } from './google.ts';
import { sendPasswordResetJob } from './jobs.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createMemberDirectory } from './member-directory.ts';
import { createPasswordResets } from './password-resets.ts';
import { createAccountRepository } from './repository.ts';
import { createAccountService, type SignedIn } from './service.ts';
import { createSessionManager, type ClientInfo } from './sessions.ts';
import { createAccessTokens } from './tokens.ts';
import { createSessionCache, sessionChangesOf, subscribeCache } from './session-cache.ts';

export { accountsConfig, type AccountsSettings } from './config.ts';
export { accountRoutes } from './routes.ts';
export { registerAccountJobs } from './jobs.ts';
export { createAuthenticator } from './authenticator.ts';
export type { SignedIn } from './service.ts';
export type { ClientInfo, IssuedSession } from './sessions.ts';

/** Who a user is, for billing and notices. */
export interface Contact {
  id: string;
  kind: 'guest' | 'member' | 'staff';
  name: string;
  email: string | null;
  tier: Tier;
}

/** Users, sign-in, sessions, password resets, and the tier every gate reads. */
export interface AccountsModule {
  /**
   * Creates a member account. A caller holding a guest session becomes that member in place, so
   * what the guest made stays theirs. New members start on the free plan.
   */
  register(
    input: z.output<typeof RegisterRequest>,
    client: ClientInfo,
    guest: AuthContext | null,
  ): Promise<SignedIn>;
  login(input: z.output<typeof LoginRequest>, client: ClientInfo): Promise<SignedIn>;
  /** A server-side guest with the guest allowance of analyses. */
  startGuest(client: ClientInfo): Promise<SignedIn>;
  googleClientId(): string | null;
  /** Signs in with a Google ID token; the profile in the request body is never trusted. */
  googleLogin(idToken: string, client: ClientInfo): Promise<SignedIn & { isNewUser: boolean }>;
  /** Rotates a refresh token inside its family. */
  refresh(refreshToken: string, client: ClientInfo): Promise<SignedIn>;
  logout(refreshToken: string | undefined, caller: AuthContext | null): Promise<void>;
  /** Hands the reset mail to the queue (or the background); answers the same for every address. */
  requestPasswordReset(email: string): Promise<void>;
  /** Makes, stores (hashed) and mails a reset link: the password-reset job's work. */
  deliverPasswordReset(email: string): Promise<void>;
  resetPassword(token: string, password: string): Promise<void>;
  changePassword(caller: AuthContext, input: z.output<typeof ChangePasswordRequest>): Promise<void>;
  me(caller: AuthContext): Promise<UserProfile>;
  /** Resolves a Bearer access token to its caller; null when the token or its session is not valid. */
  authenticate(accessToken: string): Promise<AuthContext | null>;
  /** Who a user is (receipts, the gateway's payer e-mail, notices); null when unknown. */
  contactOf(userId: string): Promise<Contact | null>;
  /** The tiers of many users in one read (the alert evaluator's cadences); unknown ids are absent. */
  tiersOf(userIds: readonly string[]): Promise<Map<string, Tier>>;
  /**
   * Sets the tier every gate reads. `within` runs it inside the caller's transaction, so a paid
   * order, its subscription and the tier change commit together or not at all.
   */
  setTier(userId: string, tier: Tier, within?: Db): Promise<void>;

  /** The back-office's member list: server-side filters, search, sort and pages. */
  listMembers(query: z.output<typeof AdminUserListQuery>): Promise<{ users: AdminUser[]; total: number }>;
  /** Every member the filters match (the CSV export), read a page at a time. */
  eachMember(filters: z.output<typeof AdminUserExportQuery>): AsyncIterable<AdminUser>;
  memberById(id: string): Promise<AdminUser>;
  /** Edits a member inside the caller's transaction; suspending ends the member's sessions at once. */
  updateMember(
    id: string,
    patch: AdminUserUpdateRequest,
    within: Db,
  ): Promise<{ before: AdminUser; after: AdminUser }>;
  /** Soft delete: the member can no longer sign in and disappears from the list. */
  deleteMember(id: string, within: Db): Promise<{ before: AdminUser }>;
  /** A member who may act now (active, not deleted): the API-key guard's check; null otherwise. */
  activeMember(userId: string): Promise<{ id: string; tier: Tier } | null>;
  /** Ends every live session of a member at once; answers how many were live. */
  revokeMemberSessions(id: string, within: Db): Promise<number>;
  /** Ends the session cache's subscription (the app's close). */
  stopSessionCache(): Promise<void>;
  /** Whether verified sessions are served from memory now, and how many are kept. */
  sessionCacheStatus(): { serving: boolean; size: number };
}

export interface AccountsModuleDeps {
  db: Db;
  settings: AccountsSettings;
  /** The site's address, for the links in mails. */
  publicBaseUrl: string;
  entitlements: Pick<EntitlementsModule, 'usage'>;
  mailer: Mailer;
  /** Password-reset mails go through the queue; without one they are sent in the background. */
  queue: JobQueue | null;
  log: Logger;
  now: () => Date;
  /** Told of each new member (email or Google sign-up), after the account exists; never fails it. */
  onSignedUp?: (member: { userId: string; method: 'email' | 'google' }) => Promise<void>;
  /**
   * The database's raw client, on which every process hears session changes: with it, verified
   * sessions are kept in memory for `sessionCacheSeconds`; without it, every request reads its session.
   */
  raw?: RawClient | undefined;
  sessionCacheSeconds?: number | undefined;
}

/** How long a verified session is kept in memory unless a change is heard first. */
const defaultSessionCacheSeconds = 30;

export function createAccountsModule(deps: AccountsModuleDeps): AccountsModule {
  const { db, settings, entitlements, mailer, queue, log, now } = deps;
  const cache = deps.raw
    ? createSessionCache({
        ttlMs: (deps.sessionCacheSeconds ?? defaultSessionCacheSeconds) * 1000,
        maxEntries: 50_000,
        now,
      })
    : null;
  const subscription = cache ? subscribeCache(cache, deps.raw ?? null) : null;
  const changes = sessionChangesOf(cache);
  const repository = createAccountRepository(db, changes);
  const tokens = createAccessTokens(settings.secret, settings.accessTokenTtlSeconds, now);
  const resets = createPasswordResets({
    repository,
    mailer,
    publicBaseUrl: deps.publicBaseUrl,
    now,
    enqueue: queue
      ? async (email) => {
          await queue.send(sendPasswordResetJob, { email });
        }
      : null,
    onError: (error) => log.error({ err: error }, 'password reset mail failed'),
  });
  const service = createAccountService({
    repository,
    sessions: createSessionManager({
      repository,
      tokens,
      policy: { rememberMeDays: settings.rememberMeDays, sessionHours: settings.sessionHours },
      now,
    }),
    tokens,
    throttle: createLoginThrottle(db, now),
    entitlements,
    resets,
    google: settings.googleClientId
      ? createGoogleVerifier({ clientId: settings.googleClientId, jwksUrl: settings.googleJwksUrl, now })
      : null,
    now,
    sessionCache: cache && subscription ? { cache, ensureStarted: subscription.ensureStarted } : undefined,
  });
  const members = createMemberDirectory(db, now, changes);
  return {
    ...service,
    async register(...args) {
      const signedIn = await service.register(...args);
      await deps.onSignedUp?.({ userId: signedIn.user.id, method: 'email' });
      return signedIn;
    },
    async googleLogin(...args) {
      const signedIn = await service.googleLogin(...args);
      if (signedIn.isNewUser) await deps.onSignedUp?.({ userId: signedIn.user.id, method: 'google' });
      return signedIn;
    },
    deliverPasswordReset: resets.deliver,
    listMembers: members.list,
    eachMember: members.each,
    memberById: members.get,
    updateMember: members.update,
    deleteMember: members.softDelete,
    async activeMember(userId) {
      const user = await repository.findUserById(userId);
      if (!user || user.kind !== 'member' || user.status !== 'active' || user.deletedAt) return null;
      return { id: user.id, tier: user.tier };
    },
    revokeMemberSessions: members.revokeAllSessions,
    sessionCacheStatus: () => ({ serving: cache?.serving ?? false, size: cache?.size ?? 0 }),
    stopSessionCache: async () => {
      await subscription?.stop();
    },
  };
}
