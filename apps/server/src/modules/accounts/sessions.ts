import { appError } from '../../platform/errors.ts';
import type { AccessTokens } from './tokens.ts';
import { hashToken, newId, newOpaqueToken } from './tokens.ts';
import type { AccountRepository, UserRow } from './repository.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The refresh cookie the device sent, if any: sign-in throttling recognises the owner's devices by it. */
  refreshToken?: string | undefined;
}

export interface IssuedSession {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
  /** Persistent cookie when true; a browser-session cookie otherwise. */
  rememberMe: boolean;
  familyId: string;
}

export interface SessionPolicy {
  rememberMeDays: number;
  sessionHours: number;
}

// Two tabs refreshing at the same moment present the same token; the loser of that race is not
// an attacker. Within this window a second use is refused without revoking the family.
const concurrentRefreshGraceMs = 10_000;

/**
 * Refresh-token families: sign-in opens a family, each refresh rotates its token, a rotated token
 * presented again (outside the grace window) revokes the whole family.
 */
export function createSessionManager(deps: {
  repository: AccountRepository;
  tokens: AccessTokens;
  policy: SessionPolicy;
  now: () => Date;
}) {
  const { repository, tokens, policy, now } = deps;
  const expired = () => appError('SESSION_EXPIRED');

  async function issue(
    user: UserRow,
    client: ClientInfo,
    options: { rememberMe: boolean; familyId?: string },
    repo: AccountRepository = repository,
  ): Promise<IssuedSession> {
    const at = now();
    const familyId = options.familyId ?? newId();
    const ttlMs = options.rememberMe ? policy.rememberMeDays * 86_400_000 : policy.sessionHours * 3_600_000;
    const refreshToken = newOpaqueToken();
    const refreshTokenExpiresAt = new Date(at.getTime() + ttlMs);
    await repo.insertSession({
      id: newId(),
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      rememberMe: options.rememberMe,
      createdAt: at,
      expiresAt: refreshTokenExpiresAt,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
    });
    const access = await tokens.sign({ userId: user.id, sessionId: familyId });
    return {
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt,
      refreshToken,
      refreshTokenExpiresAt,
      rememberMe: options.rememberMe,
      familyId,
    };
  }

  return {
    issue,

    async rotate(
      refreshToken: string,
      client: ClientInfo,
    ): Promise<{ session: IssuedSession; user: UserRow }> {
      const at = now();
      const current = await repository.findSessionByTokenHash(hashToken(refreshToken));
      if (!current || current.revokedAt || current.expiresAt <= at) throw expired();
      if (current.rotatedAt) {
        if (at.getTime() - current.rotatedAt.getTime() > concurrentRefreshGraceMs) {
          await repository.revokeFamily(current.familyId, 'refresh-token-reuse', at);
        }
        throw expired();
      }
      const user = await repository.findUserById(current.userId);
      if (!user) throw expired();
      return repository.transaction(async (repo) => {
        if (!(await repo.markRotated(current.id, at))) throw expired();
        const session = await issue(
          user,
          client,
          { rememberMe: current.rememberMe, familyId: current.familyId },
          repo,
        );
        return { session, user };
      });
    },

    async revokeByRefreshToken(refreshToken: string): Promise<void> {
      const current = await repository.findSessionByTokenHash(hashToken(refreshToken));
      if (current) await repository.revokeFamily(current.familyId, 'logout', now());
    },

    revokeFamily: (familyId: string, reason: string) => repository.revokeFamily(familyId, reason, now()),
  };
}
export type SessionManager = ReturnType<typeof createSessionManager>;
