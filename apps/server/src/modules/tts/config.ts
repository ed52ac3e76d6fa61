import { z } from 'zod';
import { configSection } from '../../platform/config.ts';

export interface TtsSettings {
  /** The espeak-ng binary. */
  readonly enginePath: string;
  readonly wordsPerMinute: number;
  /** Characters of one job's text at most. */
  readonly maxTextLength: number;
  /** Minutes a signed audio link stays valid. */
  readonly audioLinkMinutes: number;
  /** Synthesis jobs a worker process runs at once. */
  readonly concurrency: number;
}

export const ttsConfig = configSection({
  variables: {
    TTS_ENGINE_PATH: z.string().min(1).max(500).default('/usr/bin/espeak-ng'),
    TTS_WORDS_PER_MINUTE: z.coerce.number().int().min(80).max(450).default(165),
    TTS_MAX_TEXT_LENGTH: z.coerce.number().int().min(100).max(20_000).default(5000),
    TTS_AUDIO_LINK_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    TTS_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  },
  settings: (env): TtsSettings =>
    Object.freeze({
      enginePath: env.TTS_ENGINE_PATH,
      wordsPerMinute: env.TTS_WORDS_PER_MINUTE,
      maxTextLength: env.TTS_MAX_TEXT_LENGTH,
      audioLinkMinutes: env.TTS_AUDIO_LINK_MINUTES,
      concurrency: env.TTS_CONCURRENCY,
    }),
});
