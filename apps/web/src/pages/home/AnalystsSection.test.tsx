import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/index.ts';
import { seededPlans } from '../../test/plans.fixture.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from '../../test/render.tsx';

/** An analyst as GET /api/analysts returns it, with only the fields this section reads filled in. */
const analyst = (id: string, measured: boolean) => ({
  id,
  accuracy: measured ? 54.82 : null,
  trackRecord: measured
    ? { status: 'measured', message: null, sampleSize: 8092, from: '2005-01-03', to: '2018-03-01' }
    : { status: 'insufficient', message: '歷史資料不足', sampleSize: 0, from: null, to: null },
});

describe('analysts section of the landing page', () => {
  beforeEach(async () => {
    localStorage.clear();
    await setupI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function serve(analysts: unknown[]) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        jsonResponse(
          url.startsWith('/api/analysts')
            ? { success: true, analysts, fallbackIds: {}, medianDurations: {} }
            : seededPlans,
        ),
      ),
    );
  }

  it('shows a measured hit rate with its period and sample size, and nothing for the others', async () => {
    serve([analyst('technical', true), analyst('fundamental', false), analyst('market-sentiment', true)]);
    const { container } = await renderSite('/');
    const record = () => container.querySelector('[data-testid="analyst-technical-record"]')?.textContent;
    await waitFor(() => expect(record()).toBe('回測命中率 54.82%（2005-01-03 至 2018-03-01，8,092 次判斷）'));
    expect(container.querySelector('[data-testid="analyst-market-sentiment-record"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="analyst-fundamental-record"]')).toBeNull();
    expect(container.textContent).toContain('過去表現不代表未來績效');
  });

  it('shows no figure at all before any backtest has run', async () => {
    serve([analyst('technical', false)]);
    const { container } = await renderSite('/');
    await waitFor(() => expect(container.querySelector('[data-testid="analyst-technical"]')).not.toBeNull());
    expect(container.querySelector('[data-testid$="-record"]')).toBeNull();
    expect(container.textContent).not.toContain('命中率');
  });
});
