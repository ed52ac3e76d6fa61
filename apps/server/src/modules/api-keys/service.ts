import { randomUUID } from 'node:crypto';
import { decideFeature, taipeiDate, type Tier } from '@alphadesk/core';
import type { ApiKeyView, ApiScope, ApiUsage, CreateApiKeyRequest } from '@alphadesk/contracts';
import type { AuthContext } from '../../platform/access.ts';
import { appError } from '../../platform/errors.ts';
import type { ApiKeysDeps } from './ports.ts';
import { createApiKeyRepository, type ApiKeyRow } from './repository.ts';
import { hashApiKey, newApiKey } from './secrets.ts';

/** A member may hold this many live keys (one per integration is the expected use). */
export const maxActiveKeys = 10;
/** When a plan row is missing, the spec's free limits (§9) apply. */
const fallbackLimits = { daily: 100, perSecond: 10 };

/** What the guard found: the caller, the key, and the rate-limit figures for the headers. */
export interface ApiCall {
  caller: AuthContext;
  keyId: string;
  scopes: readonly ApiScope[];
  limits: { daily: number; perSecond: number };
  usedToday: number;
  /** Seconds until the daily window starts again (Taipei midnight). */
  resetInSeconds: number;
}

/** A refusal with the figures its headers need. */
export interface RateRefusal {
  kind: 'burst' | 'daily';
  limit: number;
  retryAfterSeconds: number;
}

function view(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiScope[],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Midnight Asia/Taipei after `at`. */
function nextTaipeiMidnight(at: Date): Date {
  const start = Date.parse(`${taipeiDate(at)}T00:00:00+08:00`);
  return new Date(start + 24 * 60 * 60 * 1000);
}
const monthStartOf = (at: Date) => `${taipeiDate(at).slice(0, 7)}-01`;

export function createApiKeyService(deps: ApiKeysDeps) {
  const { accounts, entitlements, plans, now, counter } = deps;
  const repository = createApiKeyRepository(deps.db);
  const limitsOf = async (tier: Tier) => (await plans.apiLimits(tier)) ?? fallbackLimits;
  const requireMember = (caller: AuthContext) => {
    if (caller.kind !== 'member') throw appError('MEMBERS_ONLY');
  };

  return {
    async list(caller: AuthContext): Promise<ApiKeyView[]> {
      requireMember(caller);
      return (await repository.listOf(caller.userId)).map(view);
    },

    /** A new key for a member whose plan has API access; the secret is returned this once. */
    async create(caller: AuthContext, input: CreateApiKeyRequest) {
      requireMember(caller);
      entitlements.requireFeature(caller, 'api-access');
      if ((await repository.countActive(caller.userId)) >= maxActiveKeys) {
        throw appError('API_KEY_LIMIT', { limit: maxActiveKeys });
      }
      const { secret, prefix, hash } = newApiKey();
      const row = await repository.insert({
        id: randomUUID(),
        userId: caller.userId,
        name: input.name,
        prefix,
        keyHash: hash,
        scopes: [...new Set(input.scopes)],
        createdAt: now(),
      });
      return { key: view(row), secret };
    },

    async revoke(caller: AuthContext, id: string): Promise<void> {
      requireMember(caller);
      if (await repository.revoke(caller.userId, id, now())) return;
      const owned = await repository.findOwned(caller.userId, id);
      // Revoking twice is a success; someone else's key is as unknown as a missing one.
      if (!owned) throw appError('API_KEY_NOT_FOUND');
    },

    async usage(caller: AuthContext): Promise<ApiUsage> {
      requireMember(caller);
      const at = now();
      const limits = await limitsOf(caller.tier);
      const used = (await repository.usageOf([caller.userId], taipeiDate(at), monthStartOf(at))).get(
        caller.userId,
      );
      return {
        apiAccess: decideFeature(caller, 'api-access').allowed,
        today: used?.today ?? 0,
        month: used?.month ?? 0,
        dailyLimit: limits.daily,
        perSecond: limits.perSecond,
        resetsAt: nextTaipeiMidnight(at).toISOString(),
      };
    },

    /** Calls today and this month of each member (the back-office list); members without calls get 0. */
    async callsOf(userIds: readonly string[]) {
      const at = now();
      const used = await repository.usageOf(userIds, taipeiDate(at), monthStartOf(at));
      return new Map(userIds.map((id) => [id, used.get(id) ?? { today: 0, month: 0 }]));
    },

    /**
     * Resolves a presented key to its member and counts the call: an unknown, revoked or
     * suspended member's key is 401; a plan without API access 403; a missing scope 403; past the
     * per-second or the daily limit a `RateRefusal` (429). Every check reads the database, so a
     * revocation takes effect on the next call, in every process.
     */
    async admit(
      secret: string,
      anyOf: readonly ApiScope[],
    ): Promise<{ call: ApiCall } | { refused: RateRefusal; call: ApiCall }> {
      const key = await repository.findLive(hashApiKey(secret));
      if (!key) throw appError('API_KEY_INVALID');
      const member = await accounts.activeMember(key.userId);
      if (!member) throw appError('API_KEY_INVALID');
      const caller: AuthContext = {
        userId: member.id,
        sessionId: `api-key:${key.id}`,
        kind: 'member',
        tier: member.tier,
      };
      entitlements.requireFeature(caller, 'api-access');
      const scopes = key.scopes as ApiScope[];
      const missing = anyOf.length > 0 && !anyOf.some((scope) => scopes.includes(scope));
      if (missing) throw appError('API_KEY_SCOPE', { scope: anyOf.join(' / ') });

      const at = now();
      const limits = await limitsOf(member.tier);
      const resetInSeconds = Math.max(1, Math.ceil((nextTaipeiMidnight(at).getTime() - at.getTime()) / 1000));
      const call: ApiCall = { caller, keyId: key.id, scopes, limits, usedToday: 0, resetInSeconds };
      // The burst window is the member's (all their keys together), shared by every process.
      const burst = await counter.hit(`api:${member.id}`, 1000);
      if (burst.count > limits.perSecond) {
        const retryAfterSeconds = Math.max(1, Math.ceil(burst.resetMs / 1000));
        return { refused: { kind: 'burst', limit: limits.perSecond, retryAfterSeconds }, call };
      }
      const used = await repository.countCall(member.id, taipeiDate(at), limits.daily);
      if (used === null) {
        call.usedToday = limits.daily;
        return { refused: { kind: 'daily', limit: limits.daily, retryAfterSeconds: resetInSeconds }, call };
      }
      call.usedToday = used;
      await repository.touch(key.id, at);
      return { call };
    },
  };
}
export type ApiKeyService = ReturnType<typeof createApiKeyService>;
