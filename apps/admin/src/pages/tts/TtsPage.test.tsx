import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, type, waitFor } from '../../test/render.tsx';
import { failure, fakeFetch, json, staffUser, storeSession, type Handler } from '../../test/fake-api.ts';

globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

async function renderAdmin(path: string) {
  await setupI18n();
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
}

const voice = {
  model_id: 'local-f1',
  name: '本機女聲',
  description: '',
  language: 'zh-TW',
  gender: 'female',
  voice_type: 'neural',
  provider: 'local',
  sample_rate: 22050,
  is_active: true,
  is_premium: false,
  cost_per_character: 0.002,
  synthesizable: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

const baseConfig = {
  engine: 'espeak-ng',
  engine_path: '/usr/bin/espeak-ng',
  engine_available: true,
  engine_version: '1.51',
  max_text_length: 5000,
  words_per_minute: 170,
  audio_link_minutes: 60,
  concurrency: 1,
  overridden: [] as string[],
  member_min_tier: 'gold',
};

describe('the TTS page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the server’s counts and plays the sample the voice test synthesised', async () => {
    storeSession('admin');
    const tested: string[] = [];
    const handler: Handler = (method, path) => {
      if (path === '/api/admin/auth/verify')
        return json(200, { success: true, valid: true, user: staffUser('admin') });
      if (path === '/api/admin/tts/stats')
        return json(200, {
          success: true,
          stats: { total_jobs: 17, completed_jobs: 12, pending_jobs: 3, failed_jobs: 2, active_voices: 1 },
        });
      if (path === '/api/admin/tts/queue-status')
        return json(200, {
          success: true,
          queue: { queue_size: 3, processing_jobs: 1, system_load: 40, is_processing: true },
        });
      if (path.startsWith('/api/admin/tts/voices') && method === 'GET')
        return json(200, { success: true, voices: [voice] });
      if (path === '/api/admin/tts/voices/local-f1/test' && method === 'POST') {
        tested.push(path);
        return json(200, {
          success: true,
          job: { id: 'j1', status: 'completed', file_url: '/api/tts/audio/j1?expires=1&signature=ab' },
        });
      }
      if (path.startsWith('/api/admin/tts/jobs')) return json(200, { success: true, jobs: [], total: 0 });
      if (path === '/api/admin/tts/config') return json(200, { success: true, config: baseConfig });
      return undefined;
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetch(handler)));
    const container = await renderAdmin('/tts_management');
    await waitFor(() => expect(container.textContent).toContain('17'));
    expect(container.textContent).toContain('40');
    const tab = [...container.querySelectorAll<HTMLElement>('.ant-tabs-tab')].find(
      (t) => t.textContent === '語音模型',
    )!;
    tab.click();
    await waitFor(() => expect(container.textContent).toContain('本機女聲'));
    const test = container.querySelector<HTMLButtonElement>('[data-testid="tts-test-local-f1"]')!;
    test.click();
    await waitFor(() => expect(tested).toHaveLength(1));
    await waitFor(() =>
      expect(container.querySelector('audio')?.getAttribute('src')).toBe(
        '/api/tts/audio/j1?expires=1&signature=ab',
      ),
    );
  });

  it('edits a setting, shows the server’s refusal, and saves only what changed', async () => {
    storeSession('admin');
    let config = { ...baseConfig };
    const puts: unknown[] = [];
    const handler: Handler = (method, path, init) => {
      if (path === '/api/admin/auth/verify')
        return json(200, { success: true, valid: true, user: staffUser('admin') });
      if (path === '/api/admin/tts/config' && method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { words_per_minute?: number };
        puts.push(body);
        if ((body.words_per_minute ?? 0) > 450)
          return failure(400, 'VALIDATION_FAILED', '語速須為每分鐘 80 到 450 字的整數');
        config = { ...config, ...body, overridden: Object.keys(body) };
        return json(200, { success: true, config });
      }
      if (path === '/api/admin/tts/config') return json(200, { success: true, config });
      if (path === '/api/admin/tts/stats')
        return json(200, {
          success: true,
          stats: { total_jobs: 0, completed_jobs: 0, pending_jobs: 0, failed_jobs: 0, active_voices: 0 },
        });
      if (path === '/api/admin/tts/queue-status')
        return json(200, {
          success: true,
          queue: { queue_size: 0, processing_jobs: 0, system_load: 0, is_processing: false },
        });
      if (path.startsWith('/api/admin/tts/voices')) return json(200, { success: true, voices: [] });
      if (path.startsWith('/api/admin/tts/jobs')) return json(200, { success: true, jobs: [], total: 0 });
      return undefined;
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetch(handler)));
    const container = await renderAdmin('/tts_management');
    await waitFor(() => expect(container.querySelectorAll('.ant-tabs-tab').length).toBeGreaterThan(3));
    [...container.querySelectorAll<HTMLElement>('.ant-tabs-tab')]
      .find((t) => t.textContent === '設定')!
      .click();
    const rate = () =>
      container.querySelector<HTMLInputElement>('input[data-testid="tts-setting-words_per_minute"]')!;
    await waitFor(() => expect(rate().value).toBe('170'));
    expect(container.textContent).toContain('/usr/bin/espeak-ng');

    await type(rate(), '999');
    container.querySelector<HTMLButtonElement>('[data-testid="tts-settings-save"]')!.click();
    await waitFor(() =>
      expect(container.querySelector('[data-testid="tts-settings-error"]')?.textContent).toContain(
        '語速須為每分鐘 80 到 450 字的整數',
      ),
    );
    expect(puts).toEqual([{ words_per_minute: 999 }]);

    await type(rate(), '200');
    container.querySelector<HTMLButtonElement>('[data-testid="tts-settings-save"]')!.click();
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ words_per_minute: 200 });
    await waitFor(() => expect(container.querySelector('[data-testid="tts-settings-error"]')).toBeNull());
    await waitFor(() => expect(container.textContent).toContain('已於此修改'));
    expect(rate().value).toBe('200');
  });
});
