import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets, eq } from '@alphadesk/db';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { randomIp, uniqueEmail } from '../../testing/factories.ts';
import { startSmtpServer } from '../../testing/smtp.ts';

describe('help centre FAQ and contact tickets', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await createTestServer({
      env: { SMTP_URL: smtp.url },
      now: () => new Date('2026-11-24T03:00:00Z'),
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const faq = (query = '', language = 'zh-TW') =>
    server.app.inject({
      url: `/api/help/faq${query}`,
      headers: { 'accept-language': language },
      remoteAddress: randomIp(),
    });
  const send = (payload: unknown, language = 'zh-TW') =>
    server.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: { 'accept-language': language },
      payload: payload as object,
      remoteAddress: randomIp(),
    });
  const ticket = (overrides: Record<string, unknown> = {}) => ({
    name: '王小明',
    email: uniqueEmail('contact'),
    category: 'subscription',
    subject: '試用期結束後的扣款',
    message: '請問試用期結束後會自動扣款嗎？',
    ...overrides,
  });

  it('serves the seeded FAQ in six categories, each with entries', async () => {
    const response = await faq();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.categories.map((c: { id: string }) => c.id)).toEqual([
      'getting-started',
      'analysis',
      'portfolio',
      'account',
      'subscription',
      'technical',
    ]);
    expect(body.categories.every((c: { count: number }) => c.count >= 2)).toBe(true);
    expect(body.entries.length).toBe(
      body.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0),
    );
    expect(body.entries[0]).toMatchObject({
      id: expect.any(String),
      question: expect.any(String),
      tags: expect.any(Array),
    });
  });

  it('filters by category and by every word of the search, in the reader’s language', async () => {
    const account = (await faq('?category=account')).json();
    expect(account.entries.length).toBeGreaterThan(0);
    expect(account.entries.every((entry: { category: string }) => entry.category === 'account')).toBe(true);
    const search = (await faq(`?q=${encodeURIComponent('忘記 密碼')}`)).json();
    expect(search.entries.map((entry: { id: string }) => entry.id)).toEqual(['forgot-password']);
    const english = (await faq('?q=password', 'en-US')).json();
    expect(english.entries.map((entry: { id: string }) => entry.id)).toContain('forgot-password');
    expect(english.entries[0].question).toMatch(/[A-Za-z]/);
    expect((await faq(`?q=${encodeURIComponent('沒有這種問題xyz')}`)).json().entries).toEqual([]);
  });

  it('refuses a bad category or an over-long search (400, zh-TW)', async () => {
    const bad = await faq('?category=crypto');
    expect(bad.statusCode).toBe(400);
    expect(expectCleanError(bad.body).message).toBe('不支援的問題類別');
    const long = await faq(`?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(expectCleanError(long.body).message).toBe('搜尋文字最多 100 個字');
  });

  it('stores a ticket and mails the sender a confirmation with its reference', async () => {
    const input = ticket();
    const response = await send(input);
    expect(response.statusCode).toBe(201);
    const { reference, message } = response.json();
    expect(reference).toMatch(/^T20261124-[A-Z2-9]{6}$/);
    expect(message).toBe('我們已收到您的訊息，確認信已寄到您的信箱');
    const [row] = await server.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.reference, reference));
    expect(row).toMatchObject({
      name: '王小明',
      email: input.email,
      category: 'subscription',
      status: 'open',
      userId: null,
    });
    const mail = await waitForMail(smtp.mails, input.email);
    expect(mail.subject).toBe(`[AlphaDesk] 我們已收到您的訊息（${reference}）`);
    expect(mail.text).toContain('請問試用期結束後會自動扣款嗎？');
  });

  it('refuses incomplete or bad input with the form’s zh-TW message and stores nothing', async () => {
    const email = uniqueEmail('refused');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, '請輸入您的姓名'],
      [{ email: 'not-an-email' }, '請輸入有效的電子郵件地址'],
      [{ category: 'lottery' }, '不支援的問題類別'],
      [{ subject: '' }, '請輸入主旨'],
      [{ message: '太短了' }, '請至少輸入 10 個字說明您的問題'],
      [{ message: '長'.repeat(2001) }, '內容最多 2,000 個字'],
      [{ message: '含有\u0000的內容一二三四五' }, '內容含有無效字元'],
    ];
    for (const [override, expected] of cases) {
      const response = await send(ticket({ email, ...override }));
      expect(response.statusCode, JSON.stringify(override).slice(0, 60)).toBe(400);
      expect(expectCleanError(response.body).message).toBe(expected);
    }
    const extra = await send({ ...ticket({ email }), status: 'closed' });
    expect(extra.statusCode).toBe(400);
    const stored = await server.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.email, email));
    expect(stored).toEqual([]);
  });
});

async function waitForMail(mails: { to: string[]; subject: string; text: string }[], to: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = mails.find((candidate) => candidate.to.includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
}
