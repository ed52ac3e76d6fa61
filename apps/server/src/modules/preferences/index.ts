import {
  AnalystPreferences,
  Preferences,
  defaultAnalystPreferences,
  defaultPreferences,
  type AnalystPreferences as AnalystPreferencesType,
  type Preferences as PreferencesType,
} from '@alphadesk/contracts';
import { eq, userPreferences, type Db } from '@alphadesk/db';

export { preferenceRoutes } from './routes.ts';

/**
 * Per-user preferences. Stored values are re-validated when read: a stored object from an older
 * schema falls back to the defaults field by field instead of breaking the page.
 */
export interface PreferencesModule {
  get(userId: string): Promise<PreferencesType>;
  update(userId: string, preferences: PreferencesType): Promise<PreferencesType>;
  getAnalyst(userId: string): Promise<AnalystPreferencesType>;
  updateAnalyst(userId: string, preferences: AnalystPreferencesType): Promise<AnalystPreferencesType>;
}

export interface PreferencesModuleDeps {
  db: Db;
  now: () => Date;
  /**
   * Staff's overrides of some default fields ({section: {field: value}}), asked at every read (a
   * runtime setting): members who never saved a field get the default in force now.
   */
  defaultOverrides?: () => unknown;
}

/** The built-in preferences with overrides laid over them section by section (not yet validated). */
export function preferencesWithOverrides(overrides: unknown): Record<string, unknown> {
  const merged: Record<string, unknown> = structuredClone(defaultPreferences);
  if (!overrides || typeof overrides !== 'object' || Array.isArray(overrides)) return merged;
  for (const [section, fields] of Object.entries(overrides)) {
    // Own sections only: a `__proto__` key is not a preference section.
    if (!Object.hasOwn(merged, section)) continue;
    const base = merged[section];
    merged[section] =
      typeof base === 'object' && base !== null && typeof fields === 'object' && fields !== null
        ? { ...base, ...fields }
        : fields;
  }
  return merged;
}

export function createPreferencesModule(deps: PreferencesModuleDeps): PreferencesModule {
  const { db, now } = deps;
  /** The defaults in force: overrides that no longer validate are ignored rather than served. */
  function currentDefaults(): PreferencesType {
    const parsed = Preferences.safeParse(preferencesWithOverrides(deps.defaultOverrides?.()));
    return parsed.success ? parsed.data : defaultPreferences;
  }
  async function row(userId: string) {
    return (await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0];
  }

  async function save(userId: string, changes: Partial<typeof userPreferences.$inferInsert>) {
    await db
      .insert(userPreferences)
      .values({ userId, ...changes, updatedAt: now() })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: now() } });
  }

  return {
    async get(userId: string): Promise<PreferencesType> {
      return mergeWithDefaults(Preferences, currentDefaults(), (await row(userId))?.preferences);
    },
    async update(userId: string, preferences: PreferencesType): Promise<PreferencesType> {
      await save(userId, { preferences });
      return preferences;
    },
    async getAnalyst(userId: string): Promise<AnalystPreferencesType> {
      return mergeWithDefaults(
        AnalystPreferences,
        defaultAnalystPreferences,
        (await row(userId))?.analystPreferences,
      );
    },
    async updateAnalyst(
      userId: string,
      preferences: AnalystPreferencesType,
    ): Promise<AnalystPreferencesType> {
      await save(userId, { analystPreferences: preferences });
      return preferences;
    },
  };
}

function mergeWithDefaults<T extends object>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  defaults: T,
  stored: unknown,
): T {
  if (!stored || typeof stored !== 'object') return structuredClone(defaults);
  const merged: Record<string, unknown> = structuredClone(defaults) as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) {
    // Own keys only: a stored `__proto__` or `constructor` is not a preference.
    if (!Object.hasOwn(merged, key)) continue;
    const base = merged[key];
    merged[key] =
      base && typeof base === 'object' && !Array.isArray(base) && value && typeof value === 'object'
        ? { ...base, ...value }
        : value;
  }
  const parsed = schema.safeParse(merged);
  return parsed.success && parsed.data ? parsed.data : structuredClone(defaults);
}
