import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember } from '../../testing/factories.ts';
import { takeTest } from './testing/take-test.ts';

// Its own server: the percentile ranks every result in the database, so no other test may add any.
describe('personality test percentile (empirical, from stored results)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  it('is withheld below 30 other takers, then ranks against each other taker’s latest result', async () => {
    const first = await buildMember(server);
    const alone = (await takeTest(server, first, 'BBBBBBBB')).result;
    expect(alone.percentile).toBeNull();
    expect(alone.percentile_basis).toMatchObject({ discipline_score: 59, sample_size: 0, minimum: 30 });
    expect(alone.share_content.share_text).toBe('我在 AlphaDesk 投資性格測驗的結果是「冷靜獵人」。');

    // 12 takers at discipline 14 and 18 at 74; one of the 18 retakes, and only their latest counts.
    const others = await Promise.all(Array.from({ length: 30 }, () => buildGuest(server)));
    for (const [index, guest] of others.entries()) {
      await takeTest(server, guest, index < 12 ? 'AAAAAAAA' : 'CBBBCACD');
    }
    await takeTest(server, others[29]!, 'CBBBCACD');

    const retake = (await takeTest(server, first, 'BBBBBBBB')).result;
    expect(retake.percentile).toBe(40);
    expect(retake.percentile_basis).toMatchObject({ discipline_score: 59, sample_size: 30 });
    expect(retake.share_content.share_text).toBe(
      '我在 AlphaDesk 投資性格測驗的結果是「冷靜獵人」，投資紀律分數勝過 40.0% 的投資人（比較 30 位測驗者）。',
    );

    const newcomer = await buildMember(server);
    const ranked = (await takeTest(server, newcomer, 'BBBBBBBB')).result;
    // 31 others (first's latest counts once): 12 below 59 → 38.7 %.
    expect(ranked.percentile).toBe(38.7);
    expect(ranked.percentile_basis.sample_size).toBe(31);
  }, 120_000);
});
