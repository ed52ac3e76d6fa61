import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRollout, rolloutBucket } from '@alphadesk/contracts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember, randomIp } from '../../testing/factories.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';
import { buildFlag, uniqueKey } from './testing/mutation-samples.ts';

let server: TestServer;
let root: TestStaff;

beforeAll(async () => {
  server = await createTestServer();
  root = await buildStaffAccount(server, 'super_admin');
});
afterAll(() => server?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  server.app.inject({
    method,
    url,
    headers,
    remoteAddress: randomIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The environment the test server evaluates members in (NODE_ENV=test). */
const env = () => server.config.env;

async function flagsOf(headers: Record<string, string>) {
  const response = await call('GET', '/api/flags', headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { flags: Record<string, boolean>; environment: string };
}

async function setRollout(id: string, percent: number, extra: Record<string, unknown> = {}) {
  const response = await call('PUT', `/api/admin/feature-flags/${id}`, root.headers, {
    environment: env(),
    rollout_percentage: percent,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function enable(key: string, enabled = true) {
  const response = await call('PUT', `/api/admin/feature-flags/${key}/toggle`, root.headers, {
    enabled,
    environment: env(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { flag: { enabled: boolean; emergency_disabled: boolean } };
}

describe('member flags', () => {
  it('answers every member what the shared pure function says, through the endpoint and the module', async () => {
    const { key, id } = await buildFlag(server);
    await setRollout(id, 50);
    await enable(key);
    const callers = [
      ...(await Promise.all(Array.from({ length: 40 }, () => buildGuest(server)))),
      ...(await Promise.all(Array.from({ length: 4 }, () => buildMember(server)))),
    ];
    const answers = await Promise.all(
      callers.map(async (caller) => (await flagsOf(caller.headers)).flags[key]),
    );
    const expected = callers.map((caller) => inRollout(rolloutBucket(key, caller.userId), 50));
    expect(answers).toEqual(expected);
    // Both sides of the threshold were exercised (44 callers at 50 %: all-in or all-out is ~1e-13).
    expect(new Set(answers)).toEqual(new Set([true, false]));
    // Many more ids straight through the module's evaluation (each call reads the flag table).
    for (let index = 0; index < 300; index++) {
      const userId = `synthetic-${index}`;
      const value = (await server.services.flags.evaluateFlags({ userId, tier: 'free' }))[key];
      expect(value, userId).toBe(inRollout(rolloutBucket(key, userId), 50));
    }
  });

  it('keeps a member in when the rollout grows from 20 % to 50 %', async () => {
    const { key, id } = await buildFlag(server);
    await enable(key);
    await setRollout(id, 20);
    const guests = await Promise.all(Array.from({ length: 30 }, () => buildGuest(server)));
    const at20 = await Promise.all(guests.map(async (guest) => (await flagsOf(guest.headers)).flags[key]));
    await setRollout(id, 50);
    const at50 = await Promise.all(guests.map(async (guest) => (await flagsOf(guest.headers)).flags[key]));
    guests.forEach((guest, index) => {
      if (at20[index]) expect(at50[index], guest.userId).toBe(true);
      expect(at50[index]).toBe(rolloutBucket(key, guest.userId) < 5000);
    });
    expect(at50.filter(Boolean).length).toBeGreaterThanOrEqual(at20.filter(Boolean).length);
  });

  it('targets tiers and is off in other environments', async () => {
    const { key, id } = await buildFlag(server);
    await setRollout(id, 100, { target_tiers: ['gold'] });
    await enable(key);
    const free = await buildMember(server);
    const gold = await buildMember(server, { tier: 'gold' });
    expect((await flagsOf(free.headers)).flags[key]).toBe(false);
    expect((await flagsOf(gold.headers)).flags[key]).toBe(true);
    const listed = await call('GET', '/api/admin/feature-flags?environment=production', root.headers);
    const flag = (listed.json() as { flags: { key: string; enabled: boolean }[] }).flags.find(
      (f) => f.key === key,
    );
    expect(flag?.enabled).toBe(false);
  });

  it('stops a flag everywhere on an emergency, audited with its reason, until it is turned on again', async () => {
    const { key, id } = await buildFlag(server);
    await setRollout(id, 100);
    await enable(key);
    const member = await buildMember(server);
    expect((await flagsOf(member.headers)).flags[key]).toBe(true);
    const stopped = await call('POST', `/api/admin/feature-flags/${id}/emergency-disable`, root.headers, {
      reason: '付款頁錯誤率升高',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const flag = (
      stopped.json() as { flag: { environments: { enabled: boolean; emergency_reason: string }[] } }
    ).flag;
    expect(
      flag.environments.every((state) => !state.enabled && state.emergency_reason === '付款頁錯誤率升高'),
    ).toBe(true);
    expect((await flagsOf(member.headers)).flags[key]).toBe(false);
    const again = await call('POST', `/api/admin/feature-flags/${key}/emergency-disable`, root.headers, {
      reason: '再一次',
    });
    expect(again.statusCode).toBe(409);
    expect(expectCleanError(again.body).code).toBe('FLAG_ALREADY_DISABLED');

    const { entries } = await server.services.audit.list({ limit: 10, offset: 0, user_id: key });
    const entry = entries.find((item) => item.action_type === 'feature_flag.emergency_disabled');
    expect(entry?.actor_id).toBe(root.id);
    expect(entry?.details).toEqual({ reason: '付款頁錯誤率升高' });

    const resumed = await enable(key);
    expect(resumed.flag).toMatchObject({ enabled: true, emergency_disabled: false });
    expect((await flagsOf(member.headers)).flags[key]).toBe(true);
    const toggles = await server.services.audit.list({ limit: 10, offset: 0, user_id: key });
    expect(toggles.entries.map((item) => item.action_type)).toContain('feature_flag.enabled');
  });
});

describe('flag routes', () => {
  it('refuses bad input with 400 and a zh-TW message', async () => {
    const { id } = await buildFlag(server);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/admin/feature-flags', { key: 'Bad Key', name: 'x' }, '功能開關代碼須為'],
      ['POST', '/api/admin/feature-flags', { key: uniqueKey('ok') }, '名稱'],
      ['PUT', `/api/admin/feature-flags/${id}`, { rollout_percentage: 150 }, '放量比例須為 0 到 100 的數字'],
      ['PUT', `/api/admin/feature-flags/${id}`, { rollout_percentage: 12.345 }, '放量比例最多兩位小數'],
      ['PUT', `/api/admin/feature-flags/${id}`, { target_tiers: ['platinum'] }, '會員等級須為'],
      ['PUT', `/api/admin/feature-flags/${id}/toggle`, { enabled: 'yes' }, '請指定開啟或關閉'],
      ['PUT', `/api/admin/feature-flags/${id}/toggle`, { enabled: true, environment: 'moon' }, '環境須為'],
      ['POST', `/api/admin/feature-flags/${id}/emergency-disable`, { reason: '  ' }, '請填寫緊急停用原因'],
      [
        'POST',
        '/api/admin/experiments',
        { key: uniqueKey('exp'), name: 'x', variants: [{ key: 'only', name: 'x', weight: 100 }] },
        '實驗至少需要 2 個變體',
      ],
      ['GET', '/api/admin/analytics/advanced?timeframe=2w', undefined, '時間範圍須為 7d、30d、90d 或 1y'],
      ['GET', '/api/admin/experiments/not-a-uuid/results', undefined, '實驗編號格式錯誤'],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await call(method as 'GET', url, root.headers, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(expectCleanError(response.body).message, url).toContain(message);
    }
  });

  it('answers unknown flags 404 and a taken key 409 in zh-TW', async () => {
    const missing = await call('PUT', '/api/admin/feature-flags/no_such_flag/toggle', root.headers, {
      enabled: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(expectCleanError(missing.body).message).toBe('無法切換功能開關：找不到此功能開關');
    const { key } = await buildFlag(server);
    const taken = await call('POST', '/api/admin/feature-flags', root.headers, { key, name: '重複' });
    expect(taken.statusCode).toBe(409);
    expect(expectCleanError(taken.body).message).toBe('功能開關代碼已存在');
  });

  it('lets only staff with the advanced-analytics permission in, and members only to their own flags', async () => {
    const finance = await buildStaffAccount(server, 'finance');
    const readonly = await buildStaffAccount(server, 'readonly');
    const admin = await buildStaffAccount(server, 'admin');
    expect((await call('GET', '/api/admin/feature-flags', finance.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/feature-flags', readonly.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/feature-flags', admin.headers)).statusCode).toBe(200);
    const member = await buildMember(server);
    expect((await call('GET', '/api/admin/feature-flags', member.headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/flags', {})).statusCode).toBe(401);
    // A staff token is not a member session.
    expect((await call('GET', '/api/flags', admin.headers)).statusCode).toBe(401);
  });
});
