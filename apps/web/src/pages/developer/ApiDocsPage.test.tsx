import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonByText, click, fakeApi, profile, typeInto } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';
import { signIn } from '../billing/testing.ts';
import type { ApiKey } from './api.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);

const reference = {
  openapi: '3.0.3',
  info: { title: 'AlphaDesk Developer API', version: '1.0.0' },
  paths: {
    '/api/v1/quotes/{symbol}': {
      get: {
        summary: '個股報價（權限 quotes:read）',
        parameters: [{ name: 'symbol', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': {}, '401': {}, '429': {} },
      },
    },
    '/api/v1/analyses': { post: { summary: '開始一次 AI 分析', responses: { '202': {} } } },
  },
};

const key: ApiKey = {
  id: 'k1',
  name: '交易機器人',
  prefix: 'adk_AbCdEfGh',
  scopes: ['quotes:read'],
  createdAt: '2026-03-02T02:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const usage = {
  apiAccess: true,
  today: 12,
  month: 345,
  dailyLimit: 10000,
  perSecond: 10,
  resetsAt: '2026-03-02T16:00:00.000Z',
};

describe('/api', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders the reference from the server document and asks visitors to sign in', async () => {
    fakeApi({ 'GET /api/v1/openapi.json': reference });
    const { container } = await renderSite('/api');
    await waitFor(() => expect(container.querySelectorAll('[data-testid="api-operation"]')).toHaveLength(2));
    const text = byTestId(container, 'api-reference')?.textContent ?? '';
    expect(text).toContain('/api/v1/quotes/{symbol}');
    expect(text).toContain('個股報價（權限 quotes:read）');
    expect(text).toContain('429');
    expect(container.textContent).toContain('鑽石 10,000 次');
    expect(byTestId(container, 'api-keys-sign-in')).not.toBeNull();
  });

  it('tells a gold member that keys are for diamond', async () => {
    signIn(profile({ tier: 'gold' }));
    fakeApi({
      'GET /api/v1/openapi.json': reference,
      'GET /api/user/me': { user: profile({ tier: 'gold' }) },
    });
    const { container } = await renderSite('/api');
    await waitFor(() => expect(byTestId(container, 'api-keys-diamond-only')).not.toBeNull());
  });

  it('lets a diamond member create a key shown once, see usage, and revoke it', async () => {
    const diamond = profile({ tier: 'diamond' });
    signIn(diamond);
    let keys = [key];
    const api = fakeApi({
      'GET /api/v1/openapi.json': reference,
      'GET /api/user/me': { user: diamond },
      'GET /api/user/api-usage': { success: true, usage },
      'GET /api/user/api-keys': () => ({ success: true as const, keys }),
      'POST /api/user/api-keys': () => {
        const created = { ...key, id: 'k2', name: '回測', prefix: 'adk_ZyXwVuTs' };
        keys = [created, ...keys];
        return { success: true as const, key: created, secret: 'adk_ZyXwVuTs-the-whole-secret' };
      },
      'DELETE /api/user/api-keys/k1': () => {
        keys = keys.map((k) => (k.id === 'k1' ? { ...k, revokedAt: '2026-03-02T03:00:00.000Z' } : k));
        return { success: true as const };
      },
    });
    const { container } = await renderSite('/api');
    await waitFor(() => expect(container.textContent).toContain('交易機器人'));
    expect(byTestId(container, 'api-usage')?.textContent).toContain('今日 12 / 10,000 次，本月 345 次');

    await typeInto(container.querySelector('input#name'), '回測');
    await click(buttonByText(container, '建立金鑰'));
    await waitFor(() =>
      expect(byTestId(container, 'api-key-secret')?.textContent).toContain('adk_ZyXwVuTs-the-whole-secret'),
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: '回測',
      scopes: ['quotes:read'],
    });
    await waitFor(() => expect(container.textContent).toContain('回測'));

    const revoke = [...container.querySelectorAll('button')].filter(
      (b) => b.textContent?.trim() === '撤 銷' || b.textContent?.trim() === '撤銷',
    );
    await click(revoke[1]);
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull());
    const ok = [...document.querySelectorAll('.ant-popconfirm button')].at(-1);
    await click(ok);
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/user/api-keys/k1'),
      ).toBe(true),
    );
    await waitFor(() => expect(container.textContent).toContain('已撤銷'));
  });
});
