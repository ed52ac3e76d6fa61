import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalystsResponse, type AnalystProfile } from '@alphadesk/contracts';
import { randomIp } from '../../../testing/auth.ts';
import { han, traditionalIn } from '../../../testing/languages.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';

/** Every text a member reads on an analyst's card. */
const textsOf = (analyst: AnalystProfile) => [
  analyst.name,
  analyst.title,
  analyst.description,
  analyst.analysisStyle,
  ...analyst.specialty,
  ...analyst.strengths,
  ...analyst.bestFor,
  ...analyst.marketFocus,
  ...analyst.premiumFeatures,
  ...(analyst.trackRecord.message ? [analyst.trackRecord.message] : []),
];

describe('the analyst catalogue follows the reader language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const catalogue = async (language?: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/analysts',
      remoteAddress: randomIp(),
      headers: language ? { 'accept-language': language } : {},
    });
    expect(response.statusCode).toBe(200);
    return AnalystsResponse.parse(response.json()).analysts;
  };

  it('describes every analyst in zh-TW, zh-CN and en-US', async () => {
    const [taiwan, simplified, english] = await Promise.all([
      catalogue(),
      catalogue('zh-CN,zh;q=0.9'),
      catalogue('en-US'),
    ]);
    expect(taiwan.length).toBeGreaterThan(0);
    expect(taiwan.find((analyst) => analyst.id === 'fundamental')?.title).toBe('估值與營收分析');
    expect(english.find((analyst) => analyst.id === 'fundamental')?.title).toBe(
      'Valuation and revenue analysis',
    );
    expect(simplified.find((analyst) => analyst.id === 'technical')?.name).toBe('技术分析师');
    for (const list of [simplified, english]) {
      expect(list.map((analyst) => analyst.id)).toEqual(taiwan.map((analyst) => analyst.id));
    }
    expect(english.flatMap(textsOf).filter((text) => han.test(text))).toEqual([]);
    expect(simplified.flatMap(textsOf).flatMap(traditionalIn)).toEqual([]);
    // Same shape per analyst: a translation never drops a bullet.
    english.forEach((analyst, i) => {
      expect(analyst.specialty.length).toBe(taiwan[i]!.specialty.length);
      expect(analyst.strengths.length).toBe(taiwan[i]!.strengths.length);
      expect(analyst.tier).toBe(taiwan[i]!.tier);
      expect(analyst.avatar).toBe(taiwan[i]!.avatar);
    });
  });
});
