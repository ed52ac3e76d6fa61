import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisDetailResponse, HistoryResponse, SharedAnalysisResponse } from '@alphadesk/contracts';
import { buildMember, randomIp, type SignedInMember } from '../../../testing/factories.ts';
import { han, traditionalIn } from '../../../testing/languages.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { startRun, waitForRun } from '../testing/runs.ts';

describe('analysis history texts follow the reader language', () => {
  let server: TestServer;
  let alice: SignedInMember;
  let runId: string;
  beforeAll(async () => {
    server = await createTestServer();
    alice = await buildMember(server);
    const started = await startRun(server, alice.headers, {
      symbol: '2330',
      analysts: ['technical', 'fundamental'],
    });
    runId = (started.json() as { id: string }).id;
    const run = await waitForRun(server, alice.headers, runId);
    expect(run.status).toBe('completed');
  });
  afterAll(() => server?.close());

  const get = (url: string, language?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      remoteAddress: randomIp(),
      headers: { ...alice.headers, ...(language ? { 'accept-language': language } : {}) },
    });
  const listed = async (language?: string) => {
    const response = await get('/api/analysis/history', language);
    expect(response.statusCode).toBe(200);
    const record = HistoryResponse.parse(response.json()).analyses.find((item) => item.id === runId);
    expect(record).toBeDefined();
    return record!;
  };
  const textsOf = (record: {
    summary: string;
    keyPoints: string[];
    opportunities: string[];
    risks: string[];
  }) => [record.summary, ...record.keyPoints, ...record.opportunities, ...record.risks];
  // The stock's listed name is a proper name, not interface text.
  const withoutNames = (text: string) => text.split('台積電').join('').split('台积电').join('');

  it('lists summaries and points in zh-TW as stored, and in zh-CN and en-US on request', async () => {
    const [taiwan, simplified, english] = await Promise.all([
      listed(),
      listed('zh-CN,zh;q=0.9'),
      listed('en-US'),
    ]);
    expect(taiwan.summary).toMatch(han);
    expect(textsOf(taiwan).some((text) => traditionalIn(text).length > 0)).toBe(true);
    expect(textsOf(english).length).toBe(textsOf(taiwan).length);
    expect(textsOf(english).filter((text) => han.test(withoutNames(text)))).toEqual([]);
    expect(textsOf(simplified).flatMap((text) => traditionalIn(withoutNames(text)))).toEqual([]);
    expect(simplified.summary).not.toBe(taiwan.summary);
    // Everything but the texts is the same record.
    expect({ ...english, summary: '', keyPoints: [], opportunities: [], risks: [] }).toEqual({
      ...taiwan,
      summary: '',
      keyPoints: [],
      opportunities: [],
      risks: [],
    });
  });

  it('serves the record detail and a shared link in the reader language', async () => {
    const detail = AnalysisDetailResponse.parse(
      (await get(`/api/analysis/${runId}`, 'en-US')).json(),
    ).analysis;
    expect(textsOf(detail).filter((text) => han.test(withoutNames(text)))).toEqual([]);
    const taiwanDetail = AnalysisDetailResponse.parse((await get(`/api/analysis/${runId}`)).json());
    expect(taiwanDetail.analysis.summary).toBe((await listed()).summary);

    const shared = await server.app.inject({
      method: 'POST',
      url: `/api/analysis/${runId}/share`,
      remoteAddress: randomIp(),
      headers: alice.headers,
    });
    expect(shared.statusCode).toBe(200);
    const { shareId } = shared.json() as { shareId: string };
    const publicView = async (language: string) =>
      SharedAnalysisResponse.parse(
        (
          await server.app.inject({
            method: 'GET',
            url: `/api/shared/analysis/${shareId}`,
            remoteAddress: randomIp(),
            headers: { 'accept-language': language },
          })
        ).json(),
      ).analysis;
    const english = await publicView('en-US');
    expect(textsOf(english).filter((text) => han.test(withoutNames(text)))).toEqual([]);
    const simplified = await publicView('zh-CN');
    expect(textsOf(simplified).flatMap((text) => traditionalIn(withoutNames(text)))).toEqual([]);
    expect((await publicView('zh-TW')).summary).toBe(taiwanDetail.analysis.summary);
  });
});
