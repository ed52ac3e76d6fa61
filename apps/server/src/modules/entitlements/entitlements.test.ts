import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, users } from '@alphadesk/db';
import { createTestClock } from '../../testing/clock.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember } from '../../testing/factories.ts';
import type { Subject } from './index.ts';

describe('analysis quotas on the real database', () => {
  let server: TestServer;
  const clock = createTestClock('2026-11-30T15:00:00Z'); // 23:00 in Taipei, last day of the month
  beforeEach(() => clock.reset());
  beforeAll(async () => {
    server = await createTestServer({ now: clock.now });
  });
  afterAll(() => server?.close());

  async function consumeUntilRefused(
    subject: Subject,
    max = 100,
  ): Promise<{ allowed: number; message: string }> {
    for (let allowed = 0; allowed < max; allowed++) {
      try {
        await server.services.entitlements.consumeAnalysis(subject);
      } catch (error) {
        return { allowed, message: (error as Error).message };
      }
    }
    return { allowed: max, message: '' };
  }

  it('refuses a guest the 4th analysis', async () => {
    const guest = await buildGuest(server);
    const result = await consumeUntilRefused({ userId: guest.userId, kind: 'guest', tier: 'free' });
    expect(result).toEqual({ allowed: 3, message: '訪客體驗次數已用完（3 次），請註冊會員繼續使用' });
  });

  it('refuses a free member the 6th analysis in a month and resets at the Taipei month boundary', async () => {
    const user = await buildMember(server);
    const subject: Subject = { userId: user.userId, kind: 'member', tier: 'free' };
    expect(await consumeUntilRefused(subject)).toMatchObject({ allowed: 5 });
    await expect(server.services.entitlements.requireAnalysisQuota(subject)).rejects.toThrow(
      /本月分析次數已用完/,
    );

    clock.set('2026-11-30T16:00:00Z'); // 00:00 on 1 December in Taipei
    const usage = await server.services.entitlements.usage(subject);
    expect(usage).toMatchObject({
      analysesUsed: 0,
      analysisLimit: 5,
      period: '2026-12',
      resetsAt: '2026-12-31T16:00:00.000Z',
    });
    await expect(server.services.entitlements.requireAnalysisQuota(subject)).resolves.toBeUndefined();
  });

  it('never lets concurrent runs overspend the last unit', async () => {
    const user = await buildMember(server);
    const subject: Subject = { userId: user.userId, kind: 'member', tier: 'free' };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => server.services.entitlements.consumeAnalysis(subject)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect((await server.services.entitlements.usage(subject)).analysesUsed).toBe(5);
  });

  it('shows diamond as unlimited and gold with 50', async () => {
    const user = await buildMember(server);
    await server.database.db.update(users).set({ tier: 'diamond' }).where(eq(users.id, user.userId));
    const me = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: user.headers });
    expect(me.json().user).toMatchObject({ tier: 'diamond', usage: { analysisLimit: null } });
    const diamond: Subject = { userId: user.userId, kind: 'member', tier: 'diamond' };
    expect((await consumeUntilRefused(diamond, 60)).allowed).toBe(60);
    expect((await server.services.entitlements.usage({ ...diamond, tier: 'gold' })).analysisLimit).toBe(50);
  });

  it('names the plan that unlocks a gated feature', () => {
    expect(() =>
      server.services.entitlements.requireFeature({ kind: 'member', tier: 'free' }, 'portfolio-management'),
    ).toThrow('此功能需要黃金會員以上方案，請升級後使用');
    expect(() =>
      server.services.entitlements.requireAnalysts({ kind: 'member', tier: 'free' }, ['technical', 'news']),
    ).toThrow('此功能需要黃金會員以上方案，請升級後使用');
  });
});
