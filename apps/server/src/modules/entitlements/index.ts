import {
  analysisLimitFor,
  decideAnalyst,
  decideFeature,
  decideQuota,
  nextPeriodStart,
  usagePeriod,
  type Feature,
  type Principal,
  type Decision,
  type Tier,
} from '@alphadesk/core';
import type { Usage } from '@alphadesk/contracts';
import { and, eq, sql, usageCounters, type Db } from '@alphadesk/db';
import { appError, type AppError } from '../../platform/errors.ts';
import type { PlansModule } from '../plans/index.ts';

/** A caller whose usage is counted. */
export interface Subject extends Principal {
  userId: string;
}

/**
 * The one place that answers "may this caller do this?": feature gates and analysts by tier from
 * the core policy, analysis quotas from the plan table, counted per Taipei month.
 */
export interface EntitlementsModule {
  /** Throws a 403 naming the plan that unlocks the feature. */
  requireFeature(subject: Principal, feature: Feature): void;
  /** Throws a 403 for the first analyst the caller's tier does not include. */
  requireAnalysts(subject: Principal, analystIds: readonly string[]): void;
  usage(subject: Subject): Promise<Usage>;
  /** Refuses (403) when the quota is spent; otherwise does nothing. */
  requireAnalysisQuota(subject: Subject): Promise<void>;
  /**
   * Counts one completed analysis, atomically against the limit: two runs finishing together can
   * never both take the last unit. Throws 403 if the quota was spent in the meantime.
   * `within` runs the increment in the caller's transaction (with `usage` read before it), so the
   * unit is taken together with whatever the caller commits (an analysis marked completed).
   */
  consumeAnalysis(subject: Subject, options?: { within?: Db; usage?: Usage }): Promise<Usage>;
}

type Refusal = Extract<Decision, { allowed: false }>;

/** A refused feature or analyst as the catalogue's error: register first, or the plan it needs. */
function gateError(decision: Refusal, analystId?: string): AppError {
  if (decision.reason === 'register') return appError('REGISTRATION_REQUIRED');
  // Core refuses an id it does not know with no tier to name.
  if (!decision.requiredTier) return appError('ANALYST_NOT_FOUND', { analyst: analystId ?? '' });
  return appError('PLAN_REQUIRED', { tier: decision.requiredTier });
}

/** A spent quota: the guests' lifetime allowance, or a member's month with the plan that lifts it. */
function quotaError(decision: Refusal, limit: number): AppError {
  if (decision.reason === 'register') return appError('GUEST_QUOTA_EXHAUSTED', { limit });
  const upgrade = decision.requiredTier === 'free' ? 'none' : (decision.requiredTier ?? 'none');
  return appError('QUOTA_EXHAUSTED', { limit, upgrade });
}

export interface EntitlementsModuleDeps {
  db: Db;
  plans: Pick<PlansModule, 'list'>;
  now: () => Date;
}

export function createEntitlementsModule(deps: EntitlementsModuleDeps): EntitlementsModule {
  const { db, plans, now } = deps;

  async function memberLimits(): Promise<Record<Tier, number | null>> {
    const list = await plans.list();
    const limits: Record<Tier, number | null> = { free: 5, gold: 50, diamond: null };
    for (const plan of list) limits[plan.id] = plan.monthlyAnalysisLimit;
    return limits;
  }

  async function used(userId: string, period: string): Promise<number> {
    const [row] = await db
      .select({ analyses: usageCounters.analyses })
      .from(usageCounters)
      .where(and(eq(usageCounters.userId, userId), eq(usageCounters.period, period)));
    return row?.analyses ?? 0;
  }

  async function usage(subject: Subject): Promise<Usage> {
    const instant = now();
    const period = usagePeriod(subject.kind, instant);
    return {
      analysesUsed: await used(subject.userId, period),
      analysisLimit: analysisLimitFor(subject, await memberLimits()),
      period,
      resetsAt: subject.kind === 'guest' ? null : nextPeriodStart(instant).toISOString(),
    };
  }

  return {
    usage,

    requireFeature(subject, feature) {
      const decision = decideFeature(subject, feature);
      if (!decision.allowed) throw gateError(decision);
    },

    requireAnalysts(subject, analystIds) {
      for (const id of analystIds) {
        const decision = decideAnalyst(subject, id);
        if (!decision.allowed) throw gateError(decision, id);
      }
    },

    async requireAnalysisQuota(subject) {
      const current = await usage(subject);
      const decision = decideQuota(subject, current.analysesUsed, current.analysisLimit);
      if (!decision.allowed) throw quotaError(decision, current.analysisLimit ?? 0);
    },

    async consumeAnalysis(subject, options = {}) {
      const current = options.usage ?? (await usage(subject));
      const limit = current.analysisLimit;
      const rows = await (options.within ?? db)
        .insert(usageCounters)
        .values({ userId: subject.userId, period: current.period, analyses: 1 })
        .onConflictDoUpdate({
          target: [usageCounters.userId, usageCounters.period],
          set: { analyses: sql`${usageCounters.analyses} + 1` },
          ...(limit === null ? {} : { setWhere: sql`${usageCounters.analyses} < ${limit}` }),
        })
        .returning({ analyses: usageCounters.analyses });
      const count = rows[0]?.analyses;
      if (count === undefined || (limit !== null && count > limit)) {
        // The unit was taken in the meantime: the quota is spent whatever the count read before said.
        const decision = decideQuota(subject, limit ?? 0, limit);
        throw decision.allowed ? appError('FORBIDDEN') : quotaError(decision, limit ?? 0);
      }
      return { ...current, analysesUsed: count };
    },
  };
}
