import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { experimentConversions, experimentExposures } from '@alphadesk/db';
import { variantFor } from '@alphadesk/contracts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { buyPlan } from '../../testing/payment-flows.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';
import { buildExperiment } from './testing/mutation-samples.ts';

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

interface Results {
  variants: {
    key: string;
    exposures: number;
    conversions: number;
    conversion_rate: number;
    lift: number | null;
    z_score: number | null;
    p_value: number | null;
    significant: boolean;
  }[];
  sample_ratio: { chi_square: number; degrees_of_freedom: number; p_value: number; mismatch: boolean };
}

async function resultsOf(id: string): Promise<Results> {
  const response = await call('GET', `/api/admin/experiments/${id}/results`, root.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Results;
}

/** Stored exposures (and conversions) of synthetic members, as the member site would have made them. */
async function seedArm(experimentId: string, variant: string, exposures: number, conversions: number) {
  const at = new Date();
  const rows = Array.from({ length: exposures }, () => ({
    experimentId,
    userId: randomUUID(),
    variant,
    exposedAt: at,
  }));
  await server.database.db.insert(experimentExposures).values(rows);
  if (conversions > 0) {
    await server.database.db.insert(experimentConversions).values(
      rows.slice(0, conversions).map((row) => ({
        experimentId,
        userId: row.userId,
        variant,
        orderNumber: `seed-${row.userId}`,
        amount: 299,
        convertedAt: at,
      })),
    );
  }
}

describe('experiments from real member actions', () => {
  it('counts an exposure once when the pricing page is shown, and a conversion when that member pays', async () => {
    const { key, id } = await buildExperiment(server);
    const member = await buildMember(server);
    const flags = (await call('GET', '/api/flags', member.headers)).json() as {
      experiments: Record<string, { variant: string; surface: string }>;
    };
    const expected = variantFor(key, member.userId, [
      { key: 'control', weight: 50 },
      { key: 'annual_default', weight: 50 },
    ])!.key;
    expect(flags.experiments[key]).toEqual({ variant: expected, surface: 'pricing_page' });

    const first = await call('POST', `/api/experiments/${key}/exposure`, member.headers);
    expect(first.json()).toMatchObject({ variant: expected, recorded: true });
    const second = await call('POST', `/api/experiments/${key}/exposure`, member.headers);
    expect(second.json()).toMatchObject({ variant: expected, recorded: false });

    // A member who was never shown the page pays too: no conversion for them.
    const unexposed = await buildMember(server);
    await buyPlan(server, unexposed);
    await buyPlan(server, member);
    const results = await resultsOf(id);
    const arm = results.variants.find((variant) => variant.key === expected)!;
    expect(arm).toMatchObject({ exposures: 1, conversions: 1, conversion_rate: 1 });
    expect(results.variants.reduce((sum, variant) => sum + variant.exposures, 0)).toBe(1);

    // A later payment (a renewal, say) does not convert the same member twice.
    const later = {
      userId: member.userId,
      orderNumber: `later-${randomUUID()}`,
      amount: 299,
      paidAt: new Date(),
    };
    expect(await server.services.flags.paymentCompleted(later)).toBe(0);
    expect((await resultsOf(id)).variants.find((variant) => variant.key === expected)!.conversions).toBe(1);
  });

  it('stops counting exposures once paused, and answers unknown experiments 404', async () => {
    const { key, id } = await buildExperiment(server);
    const paused = await call('PUT', `/api/admin/experiments/${id}/status`, root.headers, {
      status: 'paused',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const member = await buildMember(server);
    const refused = await call('POST', `/api/experiments/${key}/exposure`, member.headers);
    expect(refused.statusCode).toBe(409);
    expect(expectCleanError(refused.body).message).toBe('此實驗目前未在進行中');
    const flags = (await call('GET', '/api/flags', member.headers)).json() as {
      experiments: Record<string, unknown>;
    };
    expect(flags.experiments[key]).toBeUndefined();
    const unknown = await call('POST', '/api/experiments/no_such_experiment/exposure', member.headers);
    expect(unknown.statusCode).toBe(404);
    expect(expectCleanError(unknown.body).message).toBe('找不到此 A/B 測試實驗');
    // completed is final
    await call('PUT', `/api/admin/experiments/${id}/status`, root.headers, { status: 'completed' });
    const back = await call('PUT', `/api/admin/experiments/${id}/status`, root.headers, {
      status: 'running',
    });
    expect(back.statusCode).toBe(409);
    expect(expectCleanError(back.body).code).toBe('EXPERIMENT_BAD_TRANSITION');
    const { entries } = await server.services.audit.list({ limit: 10, offset: 0, user_id: key });
    expect(entries.filter((entry) => entry.action_type === 'experiment.status_changed')).toHaveLength(2);
  });
});

describe('experiment results', () => {
  it('match a hand-computed z-test', async () => {
    const { id } = await buildExperiment(server);
    await seedArm(id, 'control', 1000, 100);
    await seedArm(id, 'annual_default', 1000, 130);
    // Control 100/1000 = 0.10, variant 130/1000 = 0.13.
    // pooled p = 230/2000 = 0.115; se = √(0.115 × 0.885 × (1/1000 + 1/1000)) = √0.00020355 = 0.0142671
    // z = 0.03 / 0.0142671 = 2.10274; p = 2(1 − Φ(2.10274)) = 0.035488 < 0.05 → significant
    // lift = 0.03 / 0.10 = 0.30. Exposures 1000/1000 at 50/50: χ² = 0, p = 1, no mismatch.
    const results = await resultsOf(id);
    const [control, variant] = results.variants;
    expect(control).toMatchObject({ exposures: 1000, conversions: 100, lift: null, p_value: null });
    expect(control!.conversion_rate).toBeCloseTo(0.1, 12);
    expect(variant!.conversion_rate).toBeCloseTo(0.13, 12);
    expect(variant!.lift).toBeCloseTo(0.3, 10);
    expect(variant!.z_score).toBeCloseTo(2.10274, 4);
    expect(variant!.p_value).toBeCloseTo(0.035488, 5);
    expect(variant!.significant).toBe(true);
    expect(results.sample_ratio).toMatchObject({ chi_square: 0, p_value: 1, mismatch: false });
  });

  it('warns of a sample-ratio mismatch on a skewed split', async () => {
    const { id } = await buildExperiment(server);
    await seedArm(id, 'control', 1000, 50);
    await seedArm(id, 'annual_default', 1200, 60);
    // Planned 50/50 of 2200: E = 1100 each; χ² = (100² + 100²) / 1100 = 18.1818, df 1,
    // p = erfc(√(18.1818 / 2)) = 2.0079e-5 < 0.001 → mismatch. Same 5 % rates: p = 1, not significant.
    const results = await resultsOf(id);
    expect(results.sample_ratio.chi_square).toBeCloseTo(18.1818, 3);
    expect(results.sample_ratio.degrees_of_freedom).toBe(1);
    expect(results.sample_ratio.p_value).toBeCloseTo(2.0079e-5, 8);
    expect(results.sample_ratio.mismatch).toBe(true);
    expect(results.variants[1]!.significant).toBe(false);
  });

  it('creates experiments audited, refuses a taken key, and lists them with their counts', async () => {
    const { key } = await buildExperiment(server);
    const taken = await call('POST', '/api/admin/experiments', root.headers, {
      key,
      name: '重複',
      variants: [
        { key: 'a_arm', name: 'A', weight: 50 },
        { key: 'b_arm', name: 'B', weight: 50 },
      ],
    });
    expect(taken.statusCode).toBe(409);
    expect(expectCleanError(taken.body).message).toBe('無法創建 A/B 測試實驗：實驗代碼已存在');
    const duplicateArms = await call('POST', '/api/admin/experiments', root.headers, {
      key: `${key}_x`,
      name: 'x',
      variants: [
        { key: 'same', name: 'A', weight: 50 },
        { key: 'same', name: 'B', weight: 50 },
      ],
    });
    expect(duplicateArms.statusCode).toBe(400);
    expect(expectCleanError(duplicateArms.body).message).toContain('變體代碼不可重複');
    const listed = await call('GET', '/api/admin/experiments?status=running', root.headers);
    const experiments = (listed.json() as { experiments: { key: string; status: string }[] }).experiments;
    expect(experiments.find((experiment) => experiment.key === key)?.status).toBe('running');
    expect(experiments.every((experiment) => experiment.status === 'running')).toBe(true);
    const created = await server.services.audit.list({ limit: 5, offset: 0, user_id: key });
    expect(created.entries.map((entry) => entry.action_type)).toContain('experiment.created');
  });
});
