import type { FaqResponse } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, errorAnswer, fakeApi, typeInto } from '../../auth/testing.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from '../../test/render.tsx';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);

const categories: FaqResponse['categories'] = [
  { id: 'getting-started', count: 1 },
  { id: 'analysis', count: 0 },
  { id: 'portfolio', count: 0 },
  { id: 'account', count: 1 },
  { id: 'subscription', count: 0 },
  { id: 'technical', count: 0 },
];
const entries: FaqResponse['entries'] = [
  {
    id: 'guest-mode',
    category: 'getting-started',
    question: '不註冊可以使用嗎？',
    answer: '可以使用訪客模式。',
    tags: ['訪客'],
  },
  {
    id: 'forgot-password',
    category: 'account',
    question: '忘記密碼怎麼辦？',
    answer: '在登入頁點「忘記密碼」。',
    tags: ['密碼'],
  },
];

const faqServer = () => jsonResponse({ success: true, categories, entries });

describe('/help', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the stored FAQ by category with counts, opens an answer, and links to contact and pricing', async () => {
    const server = fakeApi({ 'GET /api/help/faq': faqServer });
    const { container } = await renderSite('/help');
    await waitFor(() => expect(byTestId(container, 'faq-list')?.textContent).toContain('忘記密碼怎麼辦？'));
    expect(byTestId(container, 'faq-categories')?.textContent).toContain('帳號與登入 (1)');
    const header = [...container.querySelectorAll('.ant-collapse-header')].find((node) =>
      node.textContent?.includes('忘記密碼怎麼辦？'),
    );
    await click(header);
    await waitFor(() =>
      expect(byTestId(container, 'faq-list')?.textContent).toContain('在登入頁點「忘記密碼」。'),
    );
    const links = [...(byTestId(container, 'help-contact')?.querySelectorAll('a') ?? [])].map((a) =>
      a.getAttribute('href'),
    );
    expect(links).toEqual(['/contact', '/pricing']);
    expect(server.calls.some((call) => call.path === '/api/help/faq')).toBe(true);
  });

  it('asks the server with the search text and the chosen category', async () => {
    const server = fakeApi({ 'GET /api/help/faq': faqServer });
    const { container } = await renderSite('/help');
    await waitFor(() => expect(byTestId(container, 'faq-list')).not.toBeNull());
    await typeInto(
      container.querySelector('[data-testid="faq-search"] input, input[data-testid="faq-search"]'),
      '密碼',
    );
    const option = [...container.querySelectorAll('.ant-segmented-item')].find((node) =>
      node.textContent?.startsWith('帳號與登入'),
    );
    await click(option?.querySelector('input') ?? option);
    await waitFor(() =>
      expect(
        server.fetchMock.mock.calls.some(
          ([url]) => String(url).includes('q=%E5%AF%86%E7%A2%BC') && String(url).includes('category=account'),
        ),
      ).toBe(true),
    );
  });

  it('says so when no question matches', async () => {
    fakeApi({ 'GET /api/help/faq': { success: true, categories, entries: [] } });
    const { container } = await renderSite('/help');
    await waitFor(() => expect(container.textContent).toContain('找不到符合的問題'));
  });
});

describe('/contact', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function fill(container: HTMLElement, message: string) {
    await waitFor(() => expect(container.querySelector('#contact-name')).not.toBeNull());
    await typeInto(container.querySelector('#contact-name'), '王小明');
    await typeInto(container.querySelector('#contact-email'), 'ming@example.com');
    await typeInto(container.querySelector('#contact-subject'), '試用期');
    const textarea = container.querySelector('#contact-message') as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    const { act } = await import('react');
    await act(async () => {
      setter?.call(textarea, message);
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  it('sends the form as a ticket and shows the reference the server gave', async () => {
    const server = fakeApi({
      'POST /api/support/tickets': () =>
        jsonResponse(
          {
            success: true,
            reference: 'T20261124-ABCDEF',
            message: '我們已收到您的訊息，確認信已寄到您的信箱',
          },
          201,
        ),
    });
    const { container } = await renderSite('/contact');
    await fill(container, '請問試用期結束後會自動扣款嗎？');
    await click(byTestId(container, 'contact-submit'));
    await waitFor(() =>
      expect(byTestId(container, 'contact-reference')?.textContent).toBe('案件編號：T20261124-ABCDEF'),
    );
    expect(byTestId(container, 'contact-success')?.textContent).toBe(
      '我們已收到您的訊息，確認信已寄到您的信箱',
    );
    const sent = server.calls.find((call) => call.path === '/api/support/tickets');
    expect(sent?.body).toEqual({
      name: '王小明',
      email: 'ming@example.com',
      category: 'other',
      subject: '試用期',
      message: '請問試用期結束後會自動扣款嗎？',
    });
  });

  it('refuses a too-short message with the server’s words and sends nothing', async () => {
    const server = fakeApi();
    const { container } = await renderSite('/contact');
    await fill(container, '太短');
    await click(byTestId(container, 'contact-submit'));
    await waitFor(() => expect(container.textContent).toContain('請至少輸入 10 個字說明您的問題'));
    expect(server.calls.some((call) => call.path === '/api/support/tickets')).toBe(false);
  });

  it('shows the server’s refusal', async () => {
    fakeApi({
      'POST /api/support/tickets': () => errorAnswer(429, 'RATE_LIMITED', '請求過於頻繁，請稍後再試'),
    });
    const { container } = await renderSite('/contact');
    await fill(container, '請問試用期結束後會自動扣款嗎？');
    await click(byTestId(container, 'contact-submit'));
    await waitFor(() =>
      expect(byTestId(container, 'contact-error')?.textContent).toBe('請求過於頻繁，請稍後再試'),
    );
  });
});
