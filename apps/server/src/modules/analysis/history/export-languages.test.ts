import ExcelJS from 'exceljs';
import { AnalysisDetailResponse, type AnalysisRecord } from '@alphadesk/contracts';
import { signalName } from '@alphadesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, randomIp, type SignedInMember } from '../../../testing/factories.ts';
import { han, traditionalIn } from '../../../testing/languages.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { startRun, waitForRun } from '../testing/runs.ts';

const fontPath = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
// The stock's listed name is a proper name, not a text of ours.
const withoutNames = (text: string) => text.split('台積電').join('').split('台积电').join('');

describe('analysis exports follow the reader language', () => {
  let server: TestServer;
  let alice: SignedInMember;
  let runId: string;
  let record: AnalysisRecord;
  beforeAll(async () => {
    server = await createTestServer({ env: { RECEIPT_FONT_PATH: fontPath } });
    alice = await buildMember(server);
    const started = await startRun(server, alice.headers, {
      symbol: '2330',
      analysts: ['technical', 'fundamental'],
    });
    runId = (started.json() as { id: string }).id;
    expect((await waitForRun(server, alice.headers, runId)).status).toBe('completed');
    const detail = await server.app.inject({
      method: 'GET',
      url: `/api/analysis/${runId}`,
      remoteAddress: randomIp(),
      headers: alice.headers,
    });
    record = AnalysisDetailResponse.parse(detail.json()).analysis;
  });
  afterAll(() => server?.close());

  const exportAs = async (format: 'pdf' | 'excel', language?: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/analysis/export',
      remoteAddress: randomIp(),
      headers: { ...alice.headers, ...(language ? { 'accept-language': language } : {}) },
      payload: { analysisIds: [runId], format },
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const sheetOf = async (language?: string) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportAs('excel', language)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells = (row: number) =>
      (sheet.getRow(row).values as unknown[]).filter((value) => typeof value === 'string') as string[];
    return { name: sheet.name, headers: cells(1), values: cells(2) };
  };

  it('writes the PDF in the reader language, read back from the document, in a CJK font', async () => {
    const [taiwan, simplified, english] = await Promise.all([
      exportAs('pdf'),
      exportAs('pdf', 'zh-CN,zh;q=0.9'),
      exportAs('pdf', 'en-US'),
    ]);
    const taiwanText = pdfText(taiwan);
    expect(taiwanText).toContain('AlphaDesk 台股AI投研　分析記錄');
    expect(taiwanText).toMatch(/匯出日期 \d{4}-\d{2}-\d{2}（台北時間）/);
    expect(taiwanText).toContain('分析師：');
    expect(taiwanText).toContain('台積電（2330.TW）');
    expect(taiwan.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKtc-Regular/);

    const simplifiedText = pdfText(simplified);
    expect(simplifiedText).toMatch(/导出日期 \d{4}-\d{2}-\d{2}（台北时间）/);
    expect(simplifiedText).toContain('分析师：');
    expect(traditionalIn(withoutNames(simplifiedText))).toEqual([]);
    // Simplified glyph forms: the collection's SC face.
    expect(simplified.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);

    const englishText = pdfText(english);
    expect(englishText).toMatch(/Exported [A-Z][a-z]+ \d{1,2}, \d{4} \(Taipei time\)/);
    expect(englishText).toContain('Analysts: ');
    const call = signalName(record.result, 'en-US');
    expect(englishText).toContain(`Call: ${call}`);
    expect(englishText).toContain('台積電 (2330.TW)');
    expect(withoutNames(englishText)).not.toMatch(han);
    expect(englishText).not.toContain('\uFFFD');
  });

  it('writes the workbook with headers, sheet name and words in the reader language', async () => {
    const [taiwan, simplified, english] = await Promise.all([sheetOf(), sheetOf('zh-CN'), sheetOf('en-US')]);
    expect(taiwan.name).toBe('分析記錄');
    expect(taiwan.headers).toContain('分析師');
    expect(taiwan.values).toContain(signalName(record.result, 'zh-TW'));

    expect(simplified.name).toBe('分析记录');
    expect(traditionalIn([simplified.name, ...simplified.headers].join(''))).toEqual([]);
    expect(traditionalIn(withoutNames(simplified.values.join('')))).toEqual([]);

    expect(english.name).toBe('Analyses');
    expect(english.headers).toContain('Analysts');
    expect(english.values).toContain(signalName(record.result, 'en-US'));
    expect([english.name, ...english.headers].join('')).not.toMatch(han);
    expect(withoutNames(english.values.join(' '))).not.toMatch(han);
  });
});
