import type { BillingCycle, Plan, PlanQuote, Tier } from '@alphadesk/contracts';
import { tierNames } from '@alphadesk/core';
import type { Db, RawClient } from '@alphadesk/db';
import { AppError } from '../../platform/errors.ts';
import { createNotifiedValue } from '../../platform/notified-value.ts';
import { initialPlans } from './catalogue.ts';
import { priceOf, quoteOf } from './pricing.ts';
import { createPlanRepository, type PlanRow } from './repository.ts';

export { planRoutes } from './routes.ts';
export { cycleLabels } from './pricing.ts';
export { cycleLabel, localisedOrderDescription, localisedPlanName, orderDescription } from './texts.ts';

/** A plan as staff see it: sold or not, and when it was last edited. */
export type StaffPlan = Plan & { isActive: boolean; updatedAt: Date };
/** What staff may change of a plan (the tier id is fixed: entitlements hang on it). */
export interface StaffPlanChanges {
  name?: string | undefined;
  description?: string | undefined;
  monthlyPrice?: number | undefined;
  yearlyPrice?: number | undefined;
  trialDays?: number | undefined;
  features?: string[] | undefined;
  isActive?: boolean | undefined;
}

/** The plan table: the single source of truth for what each tier includes and costs. */
export interface PlansModule {
  /** Active plans in display order. */
  list(): Promise<Plan[]>;
  /**
   * The same for display (the pricing page, the analyst catalogue): kept in memory and re-read
   * once it is `displayListSeconds` old (the kept list answers while the read runs), forgotten at
   * once when this process edits a plan. Prices charged,
   * limits and gates read `list`/`find`, never this.
   */
  displayList(): Promise<Plan[]>;
  /** Stops hearing the table's changes (the app's close). */
  stop(): Promise<void>;
  /**
   * `list()` kept in memory while this process hears the plan table's changes (a trigger notifies
   * every process when a write commits; without the subscription it reads every time). For what
   * every run start reads, the quota limits; prices charged still read `list`/`find`.
   */
  listKept(): Promise<readonly Plan[]>;
  /** An active plan, or null when it does not exist or staff switched it off. */
  find(tier: Tier): Promise<Plan | null>;
  /** What one cycle of a plan costs (NT$). */
  priceOf(plan: Plan, cycle: BillingCycle): number;
  /** The price of an active plan for a cycle; null when the plan is not sold. */
  price(tier: Tier, cycle: BillingCycle): Promise<number | null>;
  /** The plan's name from the table, or the tier's standard name when it is not active. */
  nameOf(tier: Tier): Promise<string>;
  /** The pricing page's quote; 404 for a plan that is not sold. */
  quote(tier: Tier, cycle: BillingCycle): Promise<PlanQuote>;
  /** Makes sure every plan of the initial catalogue exists; never overwrites edited rows. */
  ensureCatalogue(): Promise<void>;
  /** The developer API limits of a tier's plan (also of a plan staff switched off); null when absent. */
  apiLimits(tier: Tier): Promise<{ daily: number; perSecond: number } | null>;
  /** Every plan, sold or not, in display order (the back-office plan grid). */
  staffList(): Promise<StaffPlan[]>;
  /** Edits a plan inside the caller's transaction (so its audit entry commits with it); 404 when missing. */
  staffUpdate(
    id: string,
    changes: StaffPlanChanges,
    within: Db,
    at: Date,
  ): Promise<{ before: StaffPlan; after: StaffPlan }>;
}

export interface PlansModuleDeps {
  db: Db;
  /** The database's raw client, to hear the plan table's changes (migration 0028's trigger). */
  raw?: RawClient | null;
  /** Epoch ms (tests move it); the displayed list's lifetime is measured with it. */
  now?: () => number;
}

/** Notified by the plan table's trigger when a write commits. */
export const planChangesChannel = 'alphadesk_plans';

/** How long the displayed plan list is kept (another process's edit shows within this). */
export const displayListSeconds = 5;

export function createPlansModule(deps: PlansModuleDeps): PlansModule {
  const repository = createPlanRepository(deps.db);
  const list = async () => (await repository.listActive()).map(toPlan);
  const find = async (tier: Tier) => (await list()).find((plan) => plan.id === tier) ?? null;
  const now = deps.now ?? Date.now;
  const kept = createNotifiedValue({
    raw: deps.raw ?? null,
    channel: planChangesChannel,
    read: async () => Object.freeze(await list()),
  });
  // One read at a time refreshes it (concurrent callers share it); an edit made while a read is in
  // flight keeps that read from being stored.
  let shown: { plans: Plan[]; until: number } | null = null;
  let reading: Promise<Plan[]> | null = null;
  let edits = 0;
  const forgetShown = () => {
    kept.forget();
    edits++;
    shown = null;
    reading = null;
  };
  const displayList = async (): Promise<Plan[]> => {
    if (shown && shown.until > now()) return shown.plans;
    // Past its time, the kept list is still answered while one read refreshes it: a busy database
    // never holds up the pricing page, and another process's edit shows from the read after.
    if (shown) {
      refresh().catch(() => undefined); // a failed read leaves the kept list; the next call retries
      return shown.plans;
    }
    return refresh();
  };
  const refresh = (): Promise<Plan[]> => {
    if (!reading) {
      const since = edits;
      const current = list().then((plans) => {
        if (since === edits) shown = { plans, until: now() + displayListSeconds * 1000 };
        return plans;
      });
      reading = current;
      void current.then(
        () => reading === current && (reading = null),
        () => reading === current && (reading = null),
      );
    }
    return reading;
  };

  return {
    list,
    listKept: () => kept.get(),
    stop: () => kept.stop(),
    displayList,
    find,
    priceOf,
    async price(tier, cycle) {
      const plan = await find(tier);
      return plan ? priceOf(plan, cycle) : null;
    },
    async nameOf(tier) {
      return (await find(tier))?.name ?? tierNames[tier];
    },
    async quote(tier, cycle) {
      const row = await repository.findById(tier);
      if (!row || !row.isActive) throw new AppError('PLAN_NOT_FOUND');
      return quoteOf(toPlan(row), cycle);
    },
    async ensureCatalogue() {
      await repository.insertMissing(initialPlans);
      forgetShown();
    },
    async apiLimits(tier) {
      const row = await repository.findById(tier);
      return row ? { daily: row.apiDailyLimit, perSecond: row.apiRequestsPerSecond } : null;
    },
    staffList: async () => (await repository.listAll()).map(toStaffPlan),
    async staffUpdate(id, changes, within, at) {
      const scoped = createPlanRepository(within);
      const before = await scoped.findById(id);
      if (!before) throw new AppError('PLAN_NOT_FOUND');
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const after = await scoped.update(id, defined, at);
      forgetShown();
      return { before: toStaffPlan(before), after: toStaffPlan(after!) };
    },
  };
}

function toStaffPlan(row: PlanRow): StaffPlan {
  return { ...toPlan(row), isActive: row.isActive, updatedAt: row.updatedAt };
}

function toPlan(row: PlanRow): Plan {
  return {
    id: row.id as Tier,
    name: row.name,
    description: row.description,
    monthlyPrice: row.monthlyPrice,
    yearlyPrice: row.yearlyPrice,
    currency: 'TWD',
    trialDays: row.trialDays,
    monthlyAnalysisLimit: row.monthlyAnalysisLimit,
    features: row.features,
    highlighted: row.highlighted,
    sortOrder: row.sortOrder,
    watchlistLimit: row.watchlistLimit,
    alertLimit: row.alertLimit,
    realtimeAlerts: row.realtimeAlerts,
    alertCheckSeconds: row.alertCheckSeconds,
  };
}
