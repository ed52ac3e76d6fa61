import { inflateSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { createSignedInUser, type SignedInUser } from '../../../testing/auth.ts';
import { insertAnalysis } from '../testing/history.ts';

const fontPath = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** Every stream of a PDF, inflated where compressed. */
function pdfStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
  }
  return out.join('\n');
}

describe('export', () => {
  let server: TestServer;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const ids: string[] = [];
  let bobId = '';

  beforeAll(async () => {
    server = await createTestServer({ env: { RECEIPT_FONT_PATH: fontPath } });
    [alice, bob] = await Promise.all([createSignedInUser(server), createSignedInUser(server)]);
    ids.push((await insertAnalysis(server, alice.userId)).id);
    ids.push((await insertAnalysis(server, alice.userId, { symbol: '2317', companyName: '鴻海' })).id);
    ids.push((await insertAnalysis(server, alice.userId, { symbol: '2454', companyName: '聯發科' })).id);
    bobId = (await insertAnalysis(server, bob.userId, { companyName: '別人的公司' })).id;
  });
  afterAll(() => server.close());

  const exportAs = (format: string, analysisIds: string[]) =>
    server.app.inject({
      method: 'POST',
      url: '/api/analysis/export',
      headers: alice.headers,
      payload: { analysisIds, format },
    });

  it('produces a PDF with the CJK font embedded and the company name’s glyphs', async () => {
    expect(existsSync(fontPath), `${fontPath} is missing: install fonts-noto-cjk`).toBe(true);
    const response = await exportAs('pdf', [ids[0]!, ids[1]!]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="analysis_export_\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const body = pdf.toString('latin1');
    expect(body).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKtc-Regular/);
    expect(body).toMatch(/\/FontFile[23]? /);
    // The ToUnicode map of the embedded subset holds 台 積 電 and 鴻 海 (U+53F0 U+7A4D U+96FB U+9D3B U+6D77).
    const streams = pdfStreams(pdf).toLowerCase();
    for (const code of ['53f0', '7a4d', '96fb', '9d3b', '6d77']) expect(streams).toContain(`<${code}>`);
  });

  it('produces an .xlsx with one row per selected analysis, skipping others’ ids', async () => {
    const response = await exportAs('excel', [ids[2]!, ids[0]!, bobId]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/analysis_export_\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(2).value).toBe('公司名稱');
    expect(sheet.getRow(2).getCell(2).value).toBe('聯發科');
    expect(sheet.getRow(3).getCell(2).value).toBe('台積電');
    expect(response.rawPayload.toString('latin1')).not.toContain('別人');
  });

  it('answers a clear 503 when the font is missing', async () => {
    const noFont = await createTestServer({ env: { RECEIPT_FONT_PATH: '/nonexistent/font.ttc' } });
    try {
      const user = await createSignedInUser(noFont);
      const id = (await insertAnalysis(noFont, user.userId)).id;
      const response = await noFont.app.inject({
        method: 'POST',
        url: '/api/analysis/export',
        headers: user.headers,
        payload: { analysisIds: [id], format: 'pdf' },
      });
      expect(response.statusCode).toBe(503);
      expect(expectCleanError(response.body).message).toBe('匯出字型未安裝，暫時無法產生 PDF');
    } finally {
      await noFont.close();
    }
  });
});
