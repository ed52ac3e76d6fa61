import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionGuidance } from '@alphadesk/core';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { startRun, waitForRun } from '../analysis/testing/runs.ts';
import { takeTest } from './testing/take-test.ts';

describe('personal fit of an analysis call', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  const fitOf = (headers: { authorization: string }, runId: string) =>
    server.app.inject({ url: `/api/personality-test/fit/${runId}`, headers, remoteAddress: randomIp() });

  it('sizes the position and the stop from the member’s saved tolerance, test result and the stock’s risk', async () => {
    const member = await buildMember(server, { tier: 'gold' });
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/user/analyst-preferences',
      headers: member.headers,
      remoteAddress: randomIp(),
      payload: {
        preferences: {
          preferredAnalysts: [],
          analysisStyle: 'balanced',
          riskTolerance: 'high',
          investmentHorizon: 'medium',
          autoAnalysis: false,
          collaborativeMode: false,
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await startRun(server, member.headers, {
      symbol: '2330',
      analysts: ['technical', 'risk'],
    });
    const run = await waitForRun(server, member.headers, before.json().id);
    expect(run.status, run.error ?? '').toBe('completed');

    const untested = (await fitOf(member.headers, run.id)).json().fit;
    expect(untested).toMatchObject({ saved_risk_tolerance: 'high', personality: null, capacity: 4 });

    await takeTest(server, member, 'DDDBDADC'); // brave warrior: risk 79, emotion 40
    const response = await fitOf(member.headers, run.id);
    expect(response.statusCode).toBe(200);
    const fit = response.json().fit;
    const report = run.report!;
    const volatility = report.evidence.find((item) => item.id === 'risk.volatility')?.value ?? null;
    expect(volatility).not.toBeNull();
    expect(report.riskLevel).not.toBeNull();
    const expected = positionGuidance(
      {
        savedRiskTolerance: 'high',
        personality: {
          type: 'brave_warrior',
          scores: {
            risk_tolerance: 79,
            emotional_control: 40,
            analytical_thinking: 37,
            market_sensitivity: 56,
            long_term_vision: 20,
          },
        },
      },
      {
        signal: report.result,
        price: report.priceAtCall,
        riskLevel: report.riskLevel,
        annualVolatility: volatility,
      },
    );
    expect(fit).toMatchObject({
      signal: report.result,
      price: report.priceAtCall,
      personality: { type: 'brave_warrior', title: '勇敢戰士', risk_tolerance: 79, emotional_control: 40 },
      capacity: 5,
      stock_risk: { level: report.riskLevel, source: 'risk-analyst' },
      exceeds_profile: expected.exceedsProfile,
      max_position_percent: expected.maxPositionPercent,
      stop_percent: expected.stopPercent,
      stop_price: expected.stopPrice,
      simulated: true,
    });
  }, 120_000);

  it("answers another member's run like a missing one (404)", async () => {
    const owner = await buildMember(server);
    const other = await buildMember(server);
    const started = await startRun(server, owner.headers, { symbol: '2330', analysts: ['technical'] });
    const run = await waitForRun(server, owner.headers, started.json().id);
    const foreign = await fitOf(other.headers, run.id);
    const missing = await fitOf(other.headers, 'no-such-run');
    expect(foreign.statusCode).toBe(404);
    expect(expectCleanError(foreign.body).code).toBe(expectCleanError(missing.body).code);
    expect((await fitOf(owner.headers, run.id)).statusCode).toBe(200);
  }, 120_000);

  it('refuses anonymous callers (401)', async () => {
    const response = await server.app.inject({
      url: '/api/personality-test/fit/abc',
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(401);
  });
});
