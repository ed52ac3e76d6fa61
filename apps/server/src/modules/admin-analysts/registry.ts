import type { z } from 'zod';
import { analystIds, analystName, analystTiers, type AnalystId } from '@alphadesk/core';
import type { AdminAnalyst, AnalystCreateRequest, AnalystUpdateRequest } from '@alphadesk/contracts';
import { analystSettings, eq, type Db } from '@alphadesk/db';
import { AppError } from '../../platform/errors.ts';
import { createNotifiedValue } from '../../platform/notified-value.ts';
import type { AdminAnalystsDeps, StaffActor } from './ports.ts';

type SettingsRow = typeof analystSettings.$inferSelect;
type Settings = Omit<SettingsRow, 'updatedAt'> & { updatedAt: Date | null };

/** The spec's analyst types (§3), for the nine analysts of the team. */
const typeOf: Record<AnalystId, AdminAnalyst['type']> = {
  fundamental: 'fundamental_analyst',
  technical: 'technical_analyst',
  news: 'news_analyst',
  risk: 'risk_analyst',
  community: 'sentiment_analyst',
  quant: 'technical_analyst',
  international: 'fundamental_analyst',
  'market-sentiment': 'sentiment_analyst',
  macro: 'fundamental_analyst',
};

/** Notified by the `analyst_settings` trigger (migration 0028) when a write commits. */
export const analystSettingsChannel = 'alphadesk_analyst_settings';

/** Spec §9's default maximum of concurrent tasks, for an analyst staff have not edited. */
export const DEFAULT_MAX_CONCURRENT_TASKS = 5;

/** Spec §9 defaults: active, 5 concurrent tasks, priority 1, the default model. */
const defaults = (id: AnalystId): Settings => ({
  analystId: id,
  status: 'active',
  maxConcurrentTasks: DEFAULT_MAX_CONCURRENT_TASKS,
  priority: 1,
  model: 'default',
  configuration: {},
  description: null,
  specialties: null,
  removed: false,
  updatedBy: null,
  updatedAt: null,
});

/**
 * The registry of the team's analysts as staff manage it: status, concurrency, priority, model,
 * configuration. An analyst with no row has the defaults; a deleted one keeps a `removed` row.
 */
export function createRegistry(deps: Pick<AdminAnalystsDeps, 'db' | 'audit' | 'now' | 'llm' | 'raw'>) {
  const { db, audit, now } = deps;

  /**
   * Staff's on/off statuses, read on every analyst list and every run start by members: kept in
   * memory while the `analyst_settings` trigger's notifications are heard (any write, any process,
   * forgets them at commit); this process's own writes forget them as they commit.
   */
  const statuses = createNotifiedValue({
    raw: deps.raw ?? null,
    channel: analystSettingsChannel,
    read: async () => {
      const rows = await db
        .select({
          id: analystSettings.analystId,
          status: analystSettings.status,
          removed: analystSettings.removed,
        })
        .from(analystSettings);
      return Object.freeze(
        Object.fromEntries(rows.map((row) => [row.id, row.removed ? 'removed' : row.status])),
      ) as Readonly<Partial<Record<string, string>>>;
    },
  });
  /** Runs a write of the settings, then forgets the kept statuses (after its commit). */
  const writing = async (write: () => Promise<void>) => {
    try {
      await write();
    } finally {
      statuses.forget();
    }
  };

  async function all(): Promise<Map<AnalystId, Settings>> {
    const rows = await db.select().from(analystSettings);
    const byId = new Map(rows.map((row) => [row.analystId, row]));
    return new Map(analystIds.map((id) => [id, byId.get(id) ?? defaults(id)]));
  }

  function checkModel(model: string | undefined) {
    if (model && model !== 'default' && !deps.llm) throw new AppError('ADMIN_ANALYST_MODEL_UNAVAILABLE');
  }

  const snapshot = (row: Settings) => ({
    status: row.status,
    maxConcurrentTasks: row.maxConcurrentTasks,
    priority: row.priority,
    model: row.model,
    configuration: row.configuration,
    description: row.description,
    specialties: row.specialties,
    removed: row.removed,
  });

  return {
    all,
    typeOf,
    name: (id: AnalystId) => analystName(id, 'zh-TW'),
    tier: (id: AnalystId) => analystTiers[id],

    /** Each analyst's status for the member path: `removed` for a deleted registry entry. */
    availability: (): Promise<Readonly<Partial<Record<string, string>>>> => statuses.get(),
    stop: () => statuses.stop(),

    /** Adds a deleted analyst of the team back to the registry. */
    async create(actor: StaffActor, input: z.output<typeof AnalystCreateRequest>): Promise<void> {
      checkModel(input.model);
      await writing(() =>
        db.transaction(async (tx) => {
          const [existing] = await tx
            .select()
            .from(analystSettings)
            .where(eq(analystSettings.analystId, input.id))
            .for('update');
          if (!existing || !existing.removed) throw new AppError('ADMIN_ANALYST_EXISTS');
          const values = {
            status: input.status,
            maxConcurrentTasks: input.maxConcurrentTasks,
            priority: input.priority,
            model: input.model,
            configuration: input.configuration,
            description: input.description ?? null,
            specialties: input.specialties ?? null,
            removed: false,
            updatedBy: actor.name,
            updatedAt: now(),
          };
          await tx.update(analystSettings).set(values).where(eq(analystSettings.analystId, input.id));
          await audit.record(
            {
              action: 'analyst.created',
              actor,
              target: { type: 'analyst', id: input.id },
              after: snapshot({ ...values, analystId: input.id }),
            },
            tx as unknown as Db,
          );
        }),
      );
    },

    async update(actor: StaffActor, id: AnalystId, patch: z.output<typeof AnalystUpdateRequest>) {
      checkModel(patch.model);
      await writing(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(analystSettings)
            .where(eq(analystSettings.analystId, id))
            .for('update');
          const before: Settings = row ?? defaults(id);
          if (before.removed) throw new AppError('ADMIN_ANALYST_NOT_FOUND');
          const after = {
            ...before,
            ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
            updatedBy: actor.name,
            updatedAt: now(),
          } as SettingsRow;
          await tx
            .insert(analystSettings)
            .values(after)
            .onConflictDoUpdate({ target: analystSettings.analystId, set: after });
          await audit.record(
            {
              action: 'analyst.updated',
              actor,
              target: { type: 'analyst', id },
              before: snapshot(before),
              after: snapshot(after),
            },
            tx as unknown as Db,
          );
        }),
      );
    },

    async remove(actor: StaffActor, id: AnalystId): Promise<void> {
      await writing(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(analystSettings)
            .where(eq(analystSettings.analystId, id))
            .for('update');
          const before: Settings = row ?? defaults(id);
          if (before.removed) throw new AppError('ADMIN_ANALYST_NOT_FOUND');
          const after = { ...before, removed: true, updatedBy: actor.name, updatedAt: now() } as SettingsRow;
          await tx
            .insert(analystSettings)
            .values(after)
            .onConflictDoUpdate({ target: analystSettings.analystId, set: after });
          await audit.record(
            { action: 'analyst.deleted', actor, target: { type: 'analyst', id }, before: snapshot(before) },
            tx as unknown as Db,
          );
        }),
      );
    },
  };
}
export type Registry = ReturnType<typeof createRegistry>;
