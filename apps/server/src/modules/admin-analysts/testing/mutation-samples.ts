import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { analystSettings, eq } from '@alphadesk/db';
import type { SampleContext } from '../../staff/testing/mutation-samples.ts';

/** A succeeding request for each analyst and TTS mutation (the permission matrix checks each audits once). */
export const analystsTtsMutationSamples: Record<string, (context: SampleContext) => Promise<InjectOptions>> =
  {
    'POST /api/admin/analysts/analysis': async ({ root }) => ({
      method: 'POST',
      url: '/api/admin/analysts/analysis',
      headers: root.headers,
      payload: { stock_id: '2330', analysis_types: ['technical'] },
    }),
    'POST /api/admin/analysts': async ({ server, root }) => {
      await server.database.db
        .insert(analystSettings)
        .values({
          analystId: 'news',
          status: 'active',
          maxConcurrentTasks: 5,
          priority: 1,
          model: 'default',
          removed: true,
        })
        .onConflictDoUpdate({ target: analystSettings.analystId, set: { removed: true } });
      return { method: 'POST', url: '/api/admin/analysts', headers: root.headers, payload: { id: 'news' } };
    },
    'PUT /api/admin/analysts/:id': async ({ root }) => ({
      method: 'PUT',
      url: '/api/admin/analysts/quant',
      headers: root.headers,
      payload: { priority: 2 },
    }),
    'DELETE /api/admin/analysts/:id': async ({ server, root }) => {
      await server.database.db.delete(analystSettings).where(eq(analystSettings.analystId, 'macro'));
      return { method: 'DELETE', url: '/api/admin/analysts/macro', headers: root.headers };
    },
    'POST /api/admin/tts/voices': async ({ root }) => ({
      method: 'POST',
      url: '/api/admin/tts/voices',
      headers: root.headers,
      payload: { model_id: `sample-${randomUUID().slice(0, 8)}`, name: '範例', language: 'zh-TW' },
    }),
    'PUT /api/admin/tts/voices/:id': async ({ server, root }) => {
      const id = await sampleVoice(server, root);
      return {
        method: 'PUT',
        url: `/api/admin/tts/voices/${id}`,
        headers: root.headers,
        payload: { name: '改名', language: 'zh-TW' },
      };
    },
    'DELETE /api/admin/tts/voices/:id': async ({ server, root }) => ({
      method: 'DELETE',
      url: `/api/admin/tts/voices/${await sampleVoice(server, root)}`,
      headers: root.headers,
    }),
    'POST /api/admin/tts/voices/:id/test': async ({ server, root }) => ({
      method: 'POST',
      url: `/api/admin/tts/voices/${await sampleVoice(server, root)}/test`,
      headers: root.headers,
    }),
    'POST /api/admin/tts/jobs': async ({ root }) => ({
      method: 'POST',
      url: '/api/admin/tts/jobs',
      headers: root.headers,
      payload: { text: '範例文字' },
    }),
    'PUT /api/admin/tts/config': async ({ root }) => ({
      method: 'PUT',
      url: '/api/admin/tts/config',
      headers: root.headers,
      payload: { audio_link_minutes: 60 },
    }),
  };

async function sampleVoice(server: SampleContext['server'], root: SampleContext['root']): Promise<string> {
  const id = `sample-${randomUUID().slice(0, 8)}`;
  await server.app.inject({
    method: 'POST',
    url: '/api/admin/tts/voices',
    headers: root.headers,
    payload: { model_id: id, name: '範例', language: 'zh-TW', provider: 'local' },
  });
  return id;
}
