import type { z } from 'zod';
import type {
  TtsVoice,
  TtsVoiceCreateRequest,
  TtsVoiceQuery,
  TtsVoiceUpdateRequest,
} from '@alphadesk/contracts';
import { and, asc, eq, ttsVoices, type Db } from '@alphadesk/db';
import { AppError } from '../../platform/errors.ts';
import type { StaffActor, TtsDeps } from './ports.ts';

export type VoiceRow = typeof ttsVoices.$inferSelect;

export function presentVoice(row: VoiceRow): TtsVoice {
  return {
    model_id: row.modelId,
    name: row.name,
    description: row.description,
    language: row.language,
    gender: row.gender,
    voice_type: row.voiceType,
    provider: row.provider,
    sample_rate: row.sampleRate,
    is_active: row.isActive,
    is_premium: row.isPremium,
    cost_per_character: row.costPerCharacter,
    synthesizable: row.provider === 'local',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The voice catalogue (admin spec §2.7 voices tab), every change audited. */
export function createVoices(deps: Pick<TtsDeps, 'db' | 'audit' | 'now'>) {
  const { db, audit, now } = deps;
  return {
    async list(query: z.output<typeof TtsVoiceQuery>): Promise<TtsVoice[]> {
      const rows = await db
        .select()
        .from(ttsVoices)
        .where(
          and(
            query.language ? eq(ttsVoices.language, query.language) : undefined,
            query.gender ? eq(ttsVoices.gender, query.gender) : undefined,
            query.active_only ? eq(ttsVoices.isActive, true) : undefined,
          ),
        )
        .orderBy(asc(ttsVoices.createdAt), asc(ttsVoices.modelId));
      return rows.map(presentVoice);
    },

    async find(id: string): Promise<VoiceRow | null> {
      const [row] = await db.select().from(ttsVoices).where(eq(ttsVoices.modelId, id));
      return row ?? null;
    },

    /** The voice a member's report is read with: the oldest active local zh-TW voice, if any. */
    async defaultVoice(): Promise<VoiceRow | null> {
      const [row] = await db
        .select()
        .from(ttsVoices)
        .where(
          and(eq(ttsVoices.isActive, true), eq(ttsVoices.provider, 'local'), eq(ttsVoices.language, 'zh-TW')),
        )
        .orderBy(asc(ttsVoices.createdAt))
        .limit(1);
      return row ?? null;
    },

    create(actor: StaffActor, input: z.output<typeof TtsVoiceCreateRequest>): Promise<TtsVoice> {
      return db.transaction(async (tx) => {
        const at = now();
        const [row] = await tx
          .insert(ttsVoices)
          .values({
            modelId: input.model_id,
            name: input.name,
            description: input.description,
            language: input.language,
            gender: input.gender,
            voiceType: input.voice_type,
            provider: input.provider,
            sampleRate: input.sample_rate,
            isActive: input.is_active,
            isPremium: input.is_premium,
            costPerCharacter: input.cost_per_character,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError('TTS_VOICE_EXISTS');
        const voice = presentVoice(row);
        await audit.record(
          {
            action: 'tts.voice_created',
            actor,
            target: { type: 'tts_voice', id: row.modelId },
            after: voice,
          },
          tx as unknown as Db,
        );
        return voice;
      });
    },

    update(actor: StaffActor, id: string, input: z.output<typeof TtsVoiceUpdateRequest>): Promise<TtsVoice> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(ttsVoices).where(eq(ttsVoices.modelId, id)).for('update');
        if (!before) throw new AppError('TTS_VOICE_NOT_FOUND');
        const [after] = await tx
          .update(ttsVoices)
          .set({
            name: input.name,
            language: input.language,
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.gender ? { gender: input.gender } : {}),
            ...(input.voice_type ? { voiceType: input.voice_type } : {}),
            ...(input.provider ? { provider: input.provider } : {}),
            ...(input.sample_rate !== undefined ? { sampleRate: input.sample_rate } : {}),
            ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
            ...(input.is_premium !== undefined ? { isPremium: input.is_premium } : {}),
            ...(input.cost_per_character !== undefined ? { costPerCharacter: input.cost_per_character } : {}),
            updatedAt: now(),
          })
          .where(eq(ttsVoices.modelId, id))
          .returning();
        const voice = presentVoice(after!);
        await audit.record(
          {
            action: 'tts.voice_updated',
            actor,
            target: { type: 'tts_voice', id },
            before: presentVoice(before),
            after: voice,
          },
          tx as unknown as Db,
        );
        return voice;
      });
    },

    remove(actor: StaffActor, id: string): Promise<void> {
      return db.transaction(async (tx) => {
        const [before] = await tx.delete(ttsVoices).where(eq(ttsVoices.modelId, id)).returning();
        if (!before) throw new AppError('TTS_VOICE_NOT_FOUND');
        await audit.record(
          {
            action: 'tts.voice_deleted',
            actor,
            target: { type: 'tts_voice', id },
            before: presentVoice(before),
          },
          tx as unknown as Db,
        );
      });
    },
  };
}
