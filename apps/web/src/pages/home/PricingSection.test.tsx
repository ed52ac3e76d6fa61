import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, setupI18n } from '../../i18n/index.ts';
import { seededPlans } from '../../test/plans.fixture.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from '../../test/render.tsx';

const price = (container: HTMLElement, tier: string) =>
  container.querySelector(`[data-testid="plan-${tier}-price"]`)?.textContent;

function clickButton(container: HTMLElement, label: string) {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === label);
  if (!button) throw new Error(`no button "${label}"`);
  return act(async () => button.click());
}

describe('pricing section', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(async () => {
    localStorage.clear();
    fetchMock = vi.fn(async () => jsonResponse(seededPlans));
    vi.stubGlobal('fetch', fetchMock);
    await setupI18n();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the plans from GET /api/plans with monthly NT$ prices', async () => {
    const { container } = await renderSite('/');
    await waitFor(() => expect(price(container, 'gold')).toBe('NT$1,999'));
    expect(fetchMock).toHaveBeenCalledWith('/api/plans', expect.objectContaining({ method: 'GET' }));
    expect(price(container, 'free')).toBe('NT$0');
    expect(price(container, 'diamond')).toBe('NT$4,999');
    const gold = container.querySelector('[data-testid="plan-gold"]')!;
    expect(gold.textContent).toContain('黃金會員');
    expect(gold.textContent).toContain('7 天免費試用');
    expect(gold.textContent).toContain('投資組合管理');
    expect(gold.textContent).toContain('推薦方案');
    expect(container.querySelector('[data-testid="plan-diamond"]')?.textContent).toContain('API 存取');
  });

  it('shows per-year prices and the saving computed from them when yearly is chosen', async () => {
    const { container } = await renderSite('/');
    await waitFor(() => expect(price(container, 'gold')).toBe('NT$1,999'));
    await clickButton(container, '年繳');
    expect(price(container, 'gold')).toBe('NT$19,990');
    expect(price(container, 'diamond')).toBe('NT$49,990');
    // 12 × 1,999 − 19,990 = 3,998
    expect(container.querySelector('[data-testid="plan-gold"]')?.textContent).toContain(
      '比月繳一年省 NT$3,998',
    );
    expect(container.querySelector('[data-testid="plan-gold"]')?.textContent).toContain('/ 年');
  });

  it("shows the server's zh-TW message when the plans cannot be loaded", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        {
          success: false,
          error: { code: 'SERVICE_UNAVAILABLE', message: '資料庫暫時無法連線', requestId: 'r1' },
        },
        503,
      ),
    );
    const { container } = await renderSite('/');
    await waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull(), 5000);
    expect(container.textContent).toContain('無法載入方案資訊');
    expect(container.textContent).toContain('資料庫暫時無法連線');
  });

  it('translates the error by its code in other languages', async () => {
    await changeLanguage('en-US');
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: '資料庫暫時無法連線' } },
        503,
      ),
    );
    const { container } = await renderSite('/');
    await waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull(), 5000);
    expect(container.textContent).toContain('The service is temporarily unavailable');
  });
});
