/**
 * Who may use what (member-site spec §6), as one table and pure decisions. Every route that gates
 * a feature asks `decideFeature`; every analysis asks `decideQuota` before it runs.
 */
import { resolveAnalystId, type AnalystId } from '../analysts/ids.ts';

export type Tier = 'free' | 'gold' | 'diamond';
export type PrincipalKind = 'guest' | 'member' | 'staff';
export interface Principal {
  kind: PrincipalKind;
  tier: Tier;
}

export const tierRank: Record<Tier, number> = { free: 0, gold: 1, diamond: 2 };
export const tierNames: Record<Tier, string> = { free: '免費會員', gold: '黃金會員', diamond: '鑽石會員' };

/** Analyses allowed: guests once (lifetime), members per Taipei calendar month; null = unlimited. */
export const defaultAnalysisLimits = { guest: 3, free: 5, gold: 50, diamond: null } as const;

export const featureGates = {
  'stock-analysis': { minimumTier: 'free', guests: true },
  'stock-search': { minimumTier: 'free', guests: true },
  'personality-test': { minimumTier: 'free', guests: true },
  'search-history': { minimumTier: 'free', guests: false },
  preferences: { minimumTier: 'free', guests: false },
  'advanced-analysis': { minimumTier: 'gold', guests: false },
  'portfolio-management': { minimumTier: 'gold', guests: false },
  'real-time-alerts': { minimumTier: 'diamond', guests: false },
  'api-access': { minimumTier: 'diamond', guests: false },
} as const satisfies Record<string, { minimumTier: Tier; guests: boolean }>;
export type Feature = keyof typeof featureGates;

/** The tier each of the nine analysts needs. */
export const analystTiers: Readonly<Record<AnalystId, Tier>> = {
  fundamental: 'free',
  technical: 'free',
  news: 'gold',
  risk: 'gold',
  community: 'diamond',
  quant: 'diamond',
  international: 'diamond',
  'market-sentiment': 'diamond',
  macro: 'diamond',
};

export type Decision =
  | { allowed: true }
  | { allowed: false; reason: 'register' | 'upgrade' | 'quota'; requiredTier: Tier | null; message: string };

const allowed: Decision = { allowed: true };

function hasTier(principal: Principal, needed: Tier): boolean {
  // Staff see everything in the member site (support needs to reproduce what members see).
  return principal.kind === 'staff' || tierRank[principal.tier] >= tierRank[needed];
}

function upgradeMessage(tier: Tier): string {
  return tier === 'diamond'
    ? `此功能需要${tierNames.diamond}方案，請升級後使用`
    : `此功能需要${tierNames[tier]}以上方案，請升級後使用`;
}

const registerFirst = '此功能需要註冊會員，請先註冊或登入';

export function decideFeature(principal: Principal, feature: Feature): Decision {
  const gate = featureGates[feature];
  if (principal.kind === 'guest' && !gate.guests) {
    return { allowed: false, reason: 'register', requiredTier: 'free', message: registerFirst };
  }
  if (!hasTier(principal, gate.minimumTier)) {
    return {
      allowed: false,
      reason: 'upgrade',
      requiredTier: gate.minimumTier,
      message: upgradeMessage(gate.minimumTier),
    };
  }
  return allowed;
}

export function decideAnalyst(principal: Principal, analystId: string): Decision {
  const id = resolveAnalystId(analystId);
  if (!id)
    return { allowed: false, reason: 'upgrade', requiredTier: null, message: `找不到分析師：${analystId}` };
  const needed = analystTiers[id];
  if (principal.kind === 'guest' && needed !== 'free') {
    return { allowed: false, reason: 'register', requiredTier: needed, message: registerFirst };
  }
  if (!hasTier(principal, needed)) {
    return { allowed: false, reason: 'upgrade', requiredTier: needed, message: upgradeMessage(needed) };
  }
  return allowed;
}

/** The limit that applies to a principal, given the member tiers' limits (from the plan table). */
export function analysisLimitFor(
  principal: Principal,
  memberLimits: Record<Tier, number | null> = defaultAnalysisLimits,
): number | null {
  if (principal.kind === 'staff') return null;
  if (principal.kind === 'guest') return defaultAnalysisLimits.guest;
  return memberLimits[principal.tier];
}

export function decideQuota(principal: Principal, used: number, limit: number | null): Decision {
  if (limit === null || used < limit) return allowed;
  if (principal.kind === 'guest') {
    return {
      allowed: false,
      reason: 'register',
      requiredTier: 'free',
      message: `訪客體驗次數已用完（${limit} 次），請註冊會員繼續使用`,
    };
  }
  const next: Tier | null = principal.tier === 'free' ? 'gold' : principal.tier === 'gold' ? 'diamond' : null;
  const pitch =
    next === 'gold'
      ? '，升級黃金會員每月可分析 50 次'
      : next === 'diamond'
        ? '，升級鑽石會員可無限次分析'
        : '';
  return {
    allowed: false,
    reason: 'quota',
    requiredTier: next,
    message: `本月分析次數已用完（${limit} 次）${pitch}`,
  };
}
