import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ConfigChange,
  ConfigHistoryQuery,
  ConfigItem,
  ConfigListQuery,
  configEnvironments,
} from '@alphadesk/contracts';
import { runtimeSettingHistory, runtimeSettings, type Db } from '@alphadesk/db';
import { appError } from '../../../platform/errors.ts';
import type { Metrics } from '../../../platform/metrics.ts';
import type { AuditActor, AuditModule } from '../../audit/index.ts';
import { definitionOf, settingCatalogue, validateSetting, type SettingDefinition } from './catalogue.ts';

export type Environment = (typeof configEnvironments)[number];
type Item = z.infer<typeof ConfigItem>;
type Change = z.infer<typeof ConfigChange>;

export interface SettingsDeps {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  metrics: Metrics;
  /** The environment this process reads its settings from. */
  environment: Environment;
  now: () => Date;
}

interface Stored {
  value: unknown;
  updatedBy: string | null;
  updatedAt: Date;
}

const mask = (definition: SettingDefinition, value: unknown) => (definition.secret ? null : value);

/**
 * Runtime settings: stored per key and environment, validated, audited, with history and restore.
 * The values of this process's environment are kept in memory (`read` is synchronous, as the rate
 * limiter asks on every request) and re-read after `settings.cache_seconds` or any local change.
 */
export function createSettingsStore(deps: SettingsDeps) {
  const { db, audit, now } = deps;
  let snapshot = new Map<string, unknown>();
  let loadedAt = 0;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  async function reload() {
    const rows = await db
      .select({ key: runtimeSettings.key, value: runtimeSettings.value })
      .from(runtimeSettings)
      .where(eq(runtimeSettings.environment, deps.environment));
    snapshot = new Map(rows.map((row) => [row.key, row.value]));
    loadedAt = Date.now();
    // Readers that hold state built from a setting (the queue's workers) re-read it now.
    for (const listener of listeners) listener();
  }
  function refresh(): Promise<void> {
    loading ??= reload().finally(() => {
      loading = null;
    });
    return loading;
  }
  function cacheSeconds(): number {
    const stored = snapshot.get('settings.cache_seconds');
    return typeof stored === 'number' ? stored : 5;
  }

  /** The current value of a setting in this process (its default when not stored). */
  function read<T>(key: string): T {
    const fresh = Date.now() - loadedAt < cacheSeconds() * 1000;
    deps.metrics.cacheLookup('runtime_settings', fresh);
    // A stale snapshot still answers now; the next request sees the re-read one.
    if (!fresh) void refresh().catch(() => undefined);
    const definition = definitionOf(key);
    return (snapshot.has(key) ? snapshot.get(key) : definition?.defaultValue) as T;
  }

  /** `read`, after loading the values when they are stale (for work that runs seldom, like a job). */
  async function readFresh<T>(key: string): Promise<T> {
    if (Date.now() - loadedAt >= cacheSeconds() * 1000) await refresh();
    return read<T>(key);
  }

  async function storedOf(environment: Environment, within: Db = db): Promise<Map<string, Stored>> {
    const rows = await within
      .select()
      .from(runtimeSettings)
      .where(eq(runtimeSettings.environment, environment));
    return new Map(
      rows.map((row) => [row.key, { value: row.value, updatedBy: row.updatedBy, updatedAt: row.updatedAt }]),
    );
  }

  function present(
    definition: SettingDefinition,
    environment: Environment,
    stored: Stored | undefined,
  ): Item {
    return {
      key: definition.key,
      category: definition.category,
      environment,
      data_type: definition.type,
      description: definition.description,
      value: mask(definition, stored ? stored.value : definition.defaultValue),
      is_secret: definition.secret ?? false,
      is_set: stored !== undefined || definition.defaultValue !== null,
      is_default: stored === undefined,
      default_value: mask(definition, definition.defaultValue),
      min: definition.min ?? null,
      max: definition.max ?? null,
      applies_without_restart: true,
      read_by: definition.readBy,
      updated_by: stored?.updatedBy ?? null,
      updated_at: stored?.updatedAt.toISOString() ?? null,
    };
  }

  function definitionFor(key: string): SettingDefinition {
    const definition = definitionOf(key);
    if (!definition) throw appError('CONFIG_NOT_FOUND');
    return definition;
  }

  function checked(definition: SettingDefinition, value: unknown) {
    const result = validateSetting(definition, value);
    if (!result.valid) throw appError('CONFIG_INVALID_VALUE');
    return value;
  }

  /** Writes (or with `value` undefined, removes) one setting with its history row, inside `tx`. */
  async function write(
    tx: Db,
    input: { key: string; environment: Environment; value: unknown; reason: string; action: string },
    actor: AuditActor,
  ) {
    const definition = definitionFor(input.key);
    const [before] = await tx
      .select()
      .from(runtimeSettings)
      .where(and(eq(runtimeSettings.key, input.key), eq(runtimeSettings.environment, input.environment)))
      .for('update');
    const at = now();
    if (input.value === undefined) {
      await tx
        .delete(runtimeSettings)
        .where(and(eq(runtimeSettings.key, input.key), eq(runtimeSettings.environment, input.environment)));
    } else {
      await tx
        .insert(runtimeSettings)
        .values({
          key: input.key,
          environment: input.environment,
          value: input.value,
          updatedBy: actor.name,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [runtimeSettings.key, runtimeSettings.environment],
          set: { value: input.value, updatedBy: actor.name, updatedAt: at },
        });
    }
    const secret = definition.secret ?? false;
    await tx.insert(runtimeSettingHistory).values({
      id: randomUUID(),
      key: input.key,
      environment: input.environment,
      // A secret's values are never kept: its history says only that it changed.
      oldValue: secret ? null : (before?.value ?? null),
      newValue: secret ? null : (input.value ?? null),
      secret: secret ? 1 : 0,
      action: input.action,
      reason: input.reason,
      changedBy: actor.name,
      changedAt: at,
    });
    return { definition, before: before?.value, secret };
  }

  async function afterChange(environment: Environment) {
    if (environment === deps.environment) await reload();
  }

  return {
    read,
    readFresh,
    start: reload,
    /** Called after every (re)load of this process's settings; answers a function that unsubscribes. */
    onReload(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async list(query: z.output<typeof ConfigListQuery>) {
      const stored = await storedOf(query.environment);
      const search = query.search?.toLowerCase();
      const items = settingCatalogue
        .filter((definition) => !query.category || definition.category === query.category)
        .filter(
          (definition) =>
            !search ||
            definition.key.toLowerCase().includes(search) ||
            definition.description.toLowerCase().includes(search),
        )
        .map((definition) => present(definition, query.environment, stored.get(definition.key)));
      const start = (query.page - 1) * query.limit;
      return { items: items.slice(start, start + query.limit), total: items.length };
    },

    async statistics() {
      const rows = await db
        .select({ key: runtimeSettings.key, environment: runtimeSettings.environment })
        .from(runtimeSettings);
      const active = rows.filter((row) => row.environment === deps.environment).map((row) => row.key);
      const [changes] = await db
        .select({ n: count() })
        .from(runtimeSettingHistory)
        .where(gte(runtimeSettingHistory.changedAt, new Date(now().getTime() - 86_400_000)));
      const categories = [...new Set(settingCatalogue.map((definition) => definition.category))];
      const environments = [...new Set(rows.map((row) => row.environment))];
      return {
        total: settingCatalogue.length,
        overridden: active.length,
        secrets: settingCatalogue.filter((definition) => definition.secret).length,
        secrets_set: settingCatalogue.filter(
          (definition) => definition.secret && active.includes(definition.key),
        ).length,
        changes_24h: Number(changes?.n ?? 0),
        categories: categories.map((category) => {
          const keys = settingCatalogue
            .filter((definition) => definition.category === category)
            .map((d) => d.key);
          return {
            category,
            total: keys.length,
            overridden: keys.filter((key) => active.includes(key)).length,
          };
        }),
        environments: environments.map((environment) => ({
          environment,
          overridden: rows.filter((row) => row.environment === environment).length,
        })),
        active_environment: deps.environment,
      };
    },

    validate(key: string, value: unknown) {
      const definition = definitionFor(key);
      return validateSetting(definition, value);
    },

    async set(
      input: { key: string; environment: Environment; value: unknown; reason: string },
      actor: AuditActor,
      action = 'update',
    ): Promise<Item> {
      checked(definitionFor(input.key), input.value);
      const result = await db.transaction(async (tx) => {
        const { definition, before, secret } = await write(tx, { ...input, action }, actor);
        await audit.record(
          {
            action: `config.${action}`,
            actor,
            target: { type: 'config', id: `${input.environment}:${input.key}` },
            before: secret ? null : (before ?? null),
            after: secret ? null : input.value,
            details: { reason: input.reason, secret },
          },
          tx,
        );
        return definition;
      });
      await afterChange(input.environment);
      const stored = (await storedOf(input.environment)).get(input.key);
      return present(result, input.environment, stored);
    },

    async remove(input: { key: string; environment: Environment; reason: string }, actor: AuditActor) {
      definitionFor(input.key);
      await db.transaction(async (tx) => {
        const { before, secret } = await write(tx, { ...input, value: undefined, action: 'delete' }, actor);
        await audit.record(
          {
            action: 'config.delete',
            actor,
            target: { type: 'config', id: `${input.environment}:${input.key}` },
            before: secret ? null : (before ?? null),
            details: { reason: input.reason, secret },
          },
          tx,
        );
      });
      await afterChange(input.environment);
    },

    async bulkUpdate(
      updates: { key: string; environment: Environment; value: unknown }[],
      reason: string,
      actor: AuditActor,
    ) {
      // Every value is checked before anything is written: all apply, or none.
      for (const update of updates) checked(definitionFor(update.key), update.value);
      await db.transaction(async (tx) => {
        for (const update of updates) await write(tx, { ...update, reason, action: 'bulk_update' }, actor);
        await audit.record(
          {
            action: 'config.bulk_update',
            actor,
            target: { type: 'config', id: 'bulk' },
            details: {
              reason,
              changes: updates.map((update) => ({
                key: update.key,
                environment: update.environment,
                value: definitionOf(update.key)?.secret ? null : update.value,
              })),
            },
          },
          tx,
        );
      });
      for (const environment of new Set(updates.map((update) => update.environment)))
        await afterChange(environment);
      return updates.length;
    },

    async history(query: z.output<typeof ConfigHistoryQuery>): Promise<{ changes: Change[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.config_key) conditions.push(eq(runtimeSettingHistory.key, query.config_key));
      if (query.date_from) conditions.push(gte(runtimeSettingHistory.changedAt, query.date_from));
      if (query.date_to) conditions.push(lte(runtimeSettingHistory.changedAt, query.date_to));
      const where = conditions.length ? and(...conditions) : sql`true`;
      const rows = await db
        .select()
        .from(runtimeSettingHistory)
        .where(where)
        .orderBy(desc(runtimeSettingHistory.changedAt), desc(runtimeSettingHistory.id))
        .limit(query.limit)
        .offset(query.offset);
      const [total] = await db.select({ n: count() }).from(runtimeSettingHistory).where(where);
      return {
        changes: rows.map((row) => ({
          id: row.id,
          key: row.key,
          environment: row.environment,
          action: row.action,
          old_value: row.oldValue ?? null,
          new_value: row.newValue ?? null,
          is_secret: row.secret === 1,
          reason: row.reason,
          changed_by: row.changedBy,
          changed_at: row.changedAt.toISOString(),
        })),
        total: Number(total?.n ?? 0),
      };
    },

    /** Puts back the value a change replaced (its old value; none means back to the default). */
    async restore(changeId: string, reason: string, actor: AuditActor): Promise<Item> {
      const [change] = await db
        .select()
        .from(runtimeSettingHistory)
        .where(eq(runtimeSettingHistory.id, changeId))
        .limit(1);
      if (!change) throw appError('CONFIG_HISTORY_NOT_FOUND');
      if (change.secret === 1) throw appError('CONFIG_SECRET_NOT_RESTORABLE');
      const environment = change.environment as Environment;
      const definition = definitionFor(change.key);
      if (change.oldValue === null || change.oldValue === undefined) {
        await this.remove({ key: change.key, environment, reason }, actor);
        return present(definition, environment, undefined);
      }
      return this.set({ key: change.key, environment, value: change.oldValue, reason }, actor, 'restore');
    },

    async export(environment: Environment, category: string | undefined, format: 'json' | 'yaml' | 'env') {
      const stored = await storedOf(environment);
      const entries = settingCatalogue
        .filter((definition) => !category || definition.category === category)
        // Secrets are never exported; the file says which were left out.
        .map((definition) => ({
          definition,
          value: definition.secret
            ? undefined
            : (stored.get(definition.key)?.value ?? definition.defaultValue),
        }));
      const stamp = now().toISOString().slice(0, 10);
      const filename = `config-${environment}${category ? `-${category}` : ''}-${stamp}.${format}`;
      const values = Object.fromEntries(
        entries
          .filter((entry) => !entry.definition.secret)
          .map((entry) => [entry.definition.key, entry.value]),
      );
      const secrets = entries.filter((entry) => entry.definition.secret).map((entry) => entry.definition.key);
      if (format === 'json') {
        return {
          filename,
          data: JSON.stringify({ environment, settings: values, secrets_omitted: secrets }, null, 2),
        };
      }
      if (format === 'yaml') {
        const lines = [`environment: ${environment}`, 'settings:'];
        for (const [key, value] of Object.entries(values)) lines.push(`  ${key}: ${JSON.stringify(value)}`);
        lines.push('secrets_omitted:', ...secrets.map((key) => `  - ${key}`));
        return { filename, data: `${lines.join('\n')}\n` };
      }
      const envName = (key: string) => key.toUpperCase().replace(/\./g, '__');
      const lines = [`# environment: ${environment}`];
      for (const [key, value] of Object.entries(values)) {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        lines.push(`${envName(key)}='${text.replace(/'/g, "'\\''")}'`);
      }
      for (const key of secrets) lines.push(`# ${envName(key)} is a secret and is not exported`);
      return { filename, data: `${lines.join('\n')}\n` };
    },
  };
}
export type SettingsStore = ReturnType<typeof createSettingsStore>;
