import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, defaultAnalystPreferences, defaultPreferences } from '@alphadesk/contracts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember } from '../../testing/factories.ts';

describe('preferences', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const request = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url, headers, payload });

  it('starts from the spec defaults and keeps what the member saves', async () => {
    const user = await buildMember(server);
    const initial = await request('GET', '/api/user/preferences', user.headers);
    expect(initial.json()).toEqual({ success: true, preferences: defaultPreferences });

    const changed = structuredClone(defaultPreferences);
    changed.display.theme = 'dark';
    changed.notifications.sms = true;
    changed.trading.favoriteAnalysts = ['technical'];
    const saved = await request('PUT', '/api/user/preferences', user.headers, { preferences: changed });
    expect(saved.statusCode).toBe(200);
    expect((await request('GET', '/api/user/preferences', user.headers)).json().preferences).toEqual(changed);
  });

  it('refuses an invalid enum value with a zh-TW message and changes nothing', async () => {
    const user = await buildMember(server);
    const bad = structuredClone(defaultPreferences) as unknown as { display: { theme: string } };
    bad.display.theme = 'neon';
    const response = await request('PUT', '/api/user/preferences', user.headers, { preferences: bad });
    expect(response.statusCode).toBe(400);
    expect(expectCleanError(response.body).message).toMatch(/無效/);
    const missingSection = await request('PUT', '/api/user/preferences', user.headers, {
      preferences: { display: defaultPreferences.display },
    });
    expect(missingSection.statusCode).toBe(400);
    expect((await request('GET', '/api/user/preferences', user.headers)).json().preferences).toEqual(
      defaultPreferences,
    );
  });

  it('saves analyst preferences with the spec success message', async () => {
    const user = await buildMember(server);
    expect((await request('GET', '/api/user/analyst-preferences', user.headers)).json().preferences).toEqual(
      defaultAnalystPreferences,
    );
    const chosen = {
      ...defaultAnalystPreferences,
      analysisStyle: 'aggressive',
      preferredAnalysts: ['technical', 'fundamental'],
    };
    const saved = await request('PUT', '/api/user/analyst-preferences', user.headers, {
      preferences: chosen,
    });
    expect(saved.json()).toEqual({
      success: true,
      message: authMessages.preferencesSaved,
      preferences: chosen,
    });
    expect((await request('GET', '/api/user/analyst-preferences', user.headers)).json().preferences).toEqual(
      chosen,
    );
  });

  it('keeps each member to their own preferences', async () => {
    const a = await buildMember(server);
    const b = await buildMember(server);
    const mine = structuredClone(defaultPreferences);
    mine.display.currency = 'USD';
    await request('PUT', '/api/user/preferences', a.headers, { preferences: mine });
    await request('PUT', '/api/user/analyst-preferences', a.headers, {
      preferences: { ...defaultAnalystPreferences, riskTolerance: 'high' },
    });
    expect((await request('GET', '/api/user/preferences', b.headers)).json().preferences).toEqual(
      defaultPreferences,
    );
    expect(
      (await request('GET', '/api/user/analyst-preferences', b.headers)).json().preferences.riskTolerance,
    ).toBe('medium');
  });

  it('asks guests to register and anonymous callers to sign in', async () => {
    const guest = await buildGuest(server);
    const forGuest = await request('GET', '/api/user/preferences', guest.headers);
    expect(forGuest.statusCode).toBe(403);
    expect(expectCleanError(forGuest.body).message).toBe('此功能需要註冊會員，請先註冊或登入');
    const anonymous = await request(
      'PUT',
      '/api/user/analyst-preferences',
      {},
      { preferences: defaultAnalystPreferences },
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
