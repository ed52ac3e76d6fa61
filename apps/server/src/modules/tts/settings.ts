import type { z } from 'zod';
import { TtsSettingsOverrides, type TtsConfigUpdateRequest } from '@alphadesk/contracts';
import type { StaffActor, TtsDeps } from './ports.ts';

/** The runtime setting holding staff's changes (an object of the fields they set). */
export const TTS_SETTINGS_KEY = 'tts.settings';

type Overrides = z.output<typeof TtsSettingsOverrides>;
export type OverridableField = keyof Overrides;

export interface EffectiveTtsSettings {
  wordsPerMinute: number;
  maxTextLength: number;
  audioLinkMinutes: number;
  /** The fields staff set; the others are the environment's. */
  overridden: OverridableField[];
}

/**
 * The speech settings in effect: staff's stored changes over the environment's TTS_* values. Read
 * at each use, so a change applies to the next job without a restart (another process sees it
 * within `settings.cache_seconds`). The engine path and the worker concurrency stay environment
 * only: a worker reads those when it starts.
 */
export function createTtsSettings(deps: Pick<TtsDeps, 'settings' | 'runtime'>) {
  const env = deps.settings;

  // A stored value that no longer passes (edited by hand) is ignored rather than trusted.
  const overridesOf = (stored: unknown): Overrides => {
    const parsed = TtsSettingsOverrides.safeParse(stored ?? {});
    return parsed.success ? parsed.data : {};
  };

  const effective = (overrides: Overrides): EffectiveTtsSettings => ({
    wordsPerMinute: overrides.words_per_minute ?? env.wordsPerMinute,
    maxTextLength: overrides.max_text_length ?? env.maxTextLength,
    audioLinkMinutes: overrides.audio_link_minutes ?? env.audioLinkMinutes,
    overridden: (Object.keys(overrides) as OverridableField[]).filter((key) => overrides[key] !== undefined),
  });

  return {
    /** From this process's snapshot of the settings (synchronous, for presenting a job). */
    now: (): EffectiveTtsSettings => effective(overridesOf(deps.runtime?.read(TTS_SETTINGS_KEY))),

    /** Re-read when stale: what a job about to be synthesised uses. */
    async fresh(): Promise<EffectiveTtsSettings> {
      return effective(overridesOf(await deps.runtime?.readFresh(TTS_SETTINGS_KEY)));
    },

    /** Stores staff's change over the earlier ones, audited with the setting's history. */
    async update(actor: StaffActor, patch: z.output<typeof TtsConfigUpdateRequest>) {
      const runtime = deps.runtime;
      if (!runtime) throw new Error('runtime settings are not configured');
      const before = overridesOf(await runtime.readFresh(TTS_SETTINGS_KEY));
      const value = {
        ...before,
        ...Object.fromEntries(Object.entries(patch).filter(([, field]) => field !== undefined)),
      };
      await runtime.set(
        { key: TTS_SETTINGS_KEY, environment: runtime.environment, value, reason: '語音設定頁面' },
        actor,
      );
      return effective(overridesOf(value));
    },
  };
}
export type TtsSettingsReader = ReturnType<typeof createTtsSettings>;
