import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';

describe('legal pages', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('/privacy gives the notice the Personal Data Protection Act asks for', async () => {
    fakeApi();
    const { container } = await renderSite('/privacy');
    await waitFor(() => expect(container.querySelector('[data-testid="legal-privacy"]')).not.toBeNull());
    const text = container.textContent ?? '';
    expect(text).toContain('依個人資料保護法第 8 條');
    for (const item of [
      '蒐集目的',
      '個人資料類別',
      '利用期間、地區、對象與方式',
      '您的權利',
      '不提供個人資料的影響',
    ]) {
      expect(text).toContain(item);
    }
    expect(text).toContain('請求查詢或閱覽、製給複製本、補充或更正、停止蒐集處理或利用，以及刪除');
    expect(text).not.toContain('擬定中');
  });

  it('/terms and /disclaimer say the analyses are not investment advice', async () => {
    fakeApi();
    for (const page of ['terms', 'disclaimer']) {
      const { container, unmount } = await renderSite(`/${page}`);
      await waitFor(() => expect(container.querySelector(`[data-testid="legal-${page}"]`)).not.toBeNull());
      expect(container.textContent).toMatch(/不構成(投資建議|買賣任何證券的建議)/);
      unmount();
    }
  });
});
