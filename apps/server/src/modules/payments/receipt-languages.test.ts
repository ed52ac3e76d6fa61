import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentFormResponse } from '@alphadesk/contracts';
import { buildMember, type SignedInMember } from '../../testing/factories.ts';
import { han, traditionalIn } from '../../testing/languages.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { startFakePayuni, type FakePayuni } from './testing/fake-payuni.ts';
import { buyPlan, testKeys, testMerchantId, standInEnv } from '../../testing/payment-flows.ts';

describe('the PDF receipt follows the reader language', () => {
  let fake: FakePayuni;
  let server: TestServer;
  let member: SignedInMember;
  let placed: PaymentFormResponse;

  beforeAll(async () => {
    fake = await startFakePayuni(testMerchantId, testKeys, ({ params }) => ({
      Status: 'SUCCESS',
      MerID: testMerchantId,
      TradeNo: params.TradeNo ?? '',
    }));
    server = await createTestServer({ env: standInEnv(fake.url) });
    member = await buildMember(server);
    placed = await buyPlan(server, member, 'gold');
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const receipt = async (language?: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/payments/${placed.order_number}/receipt.pdf`,
      headers: { ...member.headers, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    // The member's own name (and e-mail) is printed as given: not a text of ours.
    const lines = pdfText(pdf).split('\n');
    const memberAt = lines.findIndex((line) => ['會員', '会员', 'Member'].includes(line));
    expect(memberAt).toBeGreaterThan(0);
    return { pdf, text: lines.filter((_, index) => index !== memberAt + 1).join('\n') };
  };

  it('prints labels, plan, item, method and times in zh-TW, zh-CN and en-US', async () => {
    const [taiwan, simplified, english] = await Promise.all([
      receipt(),
      receipt('zh-CN,zh;q=0.9'),
      receipt('en-US'),
    ]);
    expect(taiwan.text).toContain('AlphaDesk 台股AI投研　付款收據');
    expect(taiwan.text).toContain('實收金額');
    expect(taiwan.text).toContain('黃金會員 月繳');
    expect(taiwan.text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}（台北時間）/);

    expect(simplified.text).toContain('实收金额');
    expect(simplified.text).toContain('黄金会员 月缴');
    expect(traditionalIn(simplified.text)).toEqual([]);
    expect(simplified.pdf.toString('latin1')).toMatch(/\+NotoSansCJKsc-Regular/);

    expect(english.text).toContain('Amount received');
    expect(english.text).toContain('Gold monthly');
    expect(english.text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Taipei time\)/);
    expect(english.text).not.toMatch(han);
    expect(english.text).not.toContain('\uFFFD');
    // Still the CJK font, so a member's Chinese name renders.
    expect(english.pdf.toString('latin1')).toMatch(/\+NotoSansCJKtc-Regular/);
  });
});
