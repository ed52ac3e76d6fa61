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
  /**
   * Holds one analysis of the quota for a run being started, in one conditional statement: the
   * used and held units together never pass the limit, however many starts race (403 with the
   * quota message otherwise). `use` writes what holds the unit (the run) in the same transaction,
   * told the period the unit is held in; for an unlimited plan it is told null (nothing to hold)
   * and runs outside any transaction, so it should be a single write.
   */
  reserveAnalysis<T>(
    subject: Subject,
    use: (held: { period: string } | null, within: Db) => Promise<T>,
  ): Promise<T>;
  /** A finished run's held unit becomes a used one (in the caller's transaction). */
  settleAnalysis(userId: string, period: string, options?: { within?: Db }): Promise<void>;
  /** A failed run gives its held unit back. */
  releaseAnalysis(userId: string, period: string, options?: { within?: Db }): Promise<void>;
}

type Refusal = Extract<Decision, { allowed: false }>;

/** A refused feature or analyst as the catalogue's error: register first, or the plan it needs. */
function gateError(decision: Refusal, analystId?: string): AppError {
  if (decision.reason === 'register') {
    // An analyst of a paid plan: registering alone would not open it, so the plan is named.
    const tier = decision.requiredTier;
    if (analystId !== undefined && (tier === 'gold' || tier === 'diamond')) {
      return appError('GUEST_ANALYST_PLAN_REQUIRED', { tier });
    }
    return appError('REGISTRATION_REQUIRED');
  }
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
  plans: Pick<PlansModule, 'listKept'>;
  now: () => Date;
}

/** The refusal of a start when every unit of the period is used or held. */
function quotaSpent(subject: Subject, limit: number): AppError {
  const decision = decideQuota(subject, limit, limit);
  return decision.allowed ? appError('FORBIDDEN') : quotaError(decision, limit);
}

export function createEntitlementsModule(deps: EntitlementsModuleDeps): EntitlementsModule {
  const { db, plans, now } = deps;

  async function memberLimits(): Promise<Record<Tier, number | null>> {
    const list = await plans.listKept();
    const limits: Record<Tier, number | null> = { free: 5, gold: 50, diamond: null };
    for (const plan of list) limits[plan.id] = plan.monthlyAnalysisLimit;
    return limits;
  }

  async function counters(userId: string, period: string): Promise<{ analyses: number; reserved: number }> {
    const [row] = await db
      .select({ analyses: usageCounters.analyses, reserved: usageCounters.reserved })
      .from(usageCounters)
      .where(and(eq(usageCounters.userId, userId), eq(usageCounters.period, period)));
    return row ?? { analyses: 0, reserved: 0 };
  }
  const used = async (userId: string, period: string) => (await counters(userId, period)).analyses;
  const counterOf = (userId: string, period: string) =>
    and(eq(usageCounters.userId, userId), eq(usageCounters.period, period));

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
      // Units held by runs still in progress count as spent: they are taken when those runs end.
      const { reserved } = await counters(subject.userId, current.period);
      const decision = decideQuota(subject, current.analysesUsed + reserved, current.analysisLimit);
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
          ...(limit === null
            ? {}
            : { setWhere: sql`${usageCounters.analyses} + ${usageCounters.reserved} < ${limit}` }),
        })
        .returning({ analyses: usageCounters.analyses, reserved: usageCounters.reserved });
      const count = rows[0]?.analyses;
      if (count === undefined || (limit !== null && count + rows[0]!.reserved > limit)) {
        // The unit was taken in the meantime: the quota is spent whatever the count read before said.
        const decision = decideQuota(subject, limit ?? 0, limit);
        throw decision.allowed ? appError('FORBIDDEN') : quotaError(decision, limit ?? 0);
      }
      return { ...current, analysesUsed: count };
    },

    async reserveAnalysis(subject, use) {
      const period = usagePeriod(subject.kind, now());
      // Read before the transaction: on PGlite a query outside an open transaction waits for it.
      const limit = analysisLimitFor(subject, await memberLimits());
      // Nothing to hold for an unlimited plan: the caller's one write needs no transaction of its
      // own (a begin and a commit are two more waits for the database under load).
      if (limit === null) return use(null, db);
      if (limit <= 0) throw quotaSpent(subject, limit);
      return db.transaction(async (tx) => {
        const within = tx as unknown as Db;
        // One statement: the row lock of the upsert serialises racing starts, and the condition
        // is checked against the row as the previous start left it.
        const rows = await within
          .insert(usageCounters)
          .values({ userId: subject.userId, period, analyses: 0, reserved: 1 })
          .onConflictDoUpdate({
            target: [usageCounters.userId, usageCounters.period],
            set: { reserved: sql`${usageCounters.reserved} + 1` },
            setWhere: sql`${usageCounters.analyses} + ${usageCounters.reserved} < ${limit}`,
          })
          .returning({ reserved: usageCounters.reserved });
        if (rows.length === 0) throw quotaSpent(subject, limit);
        return use({ period }, within);
      });
    },

    async settleAnalysis(userId, period, options = {}) {
      await (options.within ?? db)
        .update(usageCounters)
        .set({
          analyses: sql`${usageCounters.analyses} + 1`,
          reserved: sql`greatest(${usageCounters.reserved} - 1, 0)`,
        })
        .where(counterOf(userId, period));
    },

    async releaseAnalysis(userId, period, options = {}) {
      await (options.within ?? db)
        .update(usageCounters)
        .set({ reserved: sql`greatest(${usageCounters.reserved} - 1, 0)` })
        .where(counterOf(userId, period));
    },
  };
}
