import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/index.ts';
import { seededPlans } from '../../test/plans.fixture.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from '../../test/render.tsx';

/** An analyst as GET /api/analysts returns it, with only the fields this section reads filled in. */
const analyst = (id: string, measured: boolean) => ({
  id,
  // The whole-run (in-sample) figure: never what the landing page shows.
  accuracy: measured ? 54.82 : null,
  trackRecord: measured
    ? { status: 'measured', message: null, sampleSize: 8092, from: '2005-01-03', to: '2018-03-01' }
    : { status: 'insufficient', message: '歷史資料不足', sampleSize: 0, from: null, to: null },
});

const row = (id: string, hitRate: number, calls: number, dates: number, sample: number) => ({
  id,
  calls,
  dates,
  sample,
  hitRate,
  meanExcess: 0.1,
  meanExcessBuy: 0.2,
  shuffledHitRate: 50,
  weight: null,
  weightBasis: 'team',
});

/** The out-of-sample record of the latest backtest (evaluation set). */
const evaluation = {
  from: '2005-01-01',
  to: '2018-03-01',
  benchmark: '^TWII',
  proxy: false,
  securities: 17,
  team: row('team', 55.61, 2566, 162, 2566),
  analysts: [row('technical', 50.51, 2566, 162, 2566), row('macro', 49.25, 2532, 160, 160)],
  baselines: { alwaysHoldHitRate: 58.73, alwaysBuyHitRate: 47.35, alwaysBuyExcess: 0.3 },
  calibration: [],
};

describe('analysts section of the landing page', () => {
  beforeEach(async () => {
    localStorage.clear();
    await setupI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function serve(analysts: unknown[], withEvaluation = true) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        jsonResponse(
          url.startsWith('/api/analysts')
            ? {
                success: true,
                analysts,
                fallbackIds: {},
                medianDurations: {},
                evaluation: withEvaluation ? evaluation : null,
              }
            : seededPlans,
        ),
      ),
    );
  }

  it('shows the team first, then out-of-sample hit rates with benchmark, period and sample', async () => {
    serve([analyst('technical', true), analyst('fundamental', false), analyst('macro', true)]);
    const { container } = await renderSite('/');
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
    await waitFor(() =>
      expect(text('team-record')).toBe(
        '團隊綜合判斷：樣本外命中率 55.61%（相對 ^TWII，2005-01-01 至 2018-03-01，2,566 次判斷）',
      ),
    );
    expect(text('analyst-technical-record')).toBe(
      '樣本外命中率 50.51%（相對 ^TWII，2005-01-01 至 2018-03-01，2,566 次判斷）',
    );
    // A market-level analyst's sample is its distinct dates.
    expect(text('analyst-macro-record')).toBe(
      '樣本外命中率 49.25%（相對 ^TWII，2005-01-01 至 2018-03-01，160 個日期）',
    );
    expect(container.querySelector('[data-testid="analyst-fundamental-record"]')).toBeNull();
    expect(container.textContent).not.toContain('54.82');
    expect(container.textContent).toContain('過去表現不代表未來績效');
  });

  it('shows no figure at all before any backtest has run', async () => {
    serve([analyst('technical', true)], false);
    const { container } = await renderSite('/');
    await waitFor(() => expect(container.querySelector('[data-testid="analyst-technical"]')).not.toBeNull());
    expect(container.querySelector('[data-testid$="-record"]')).toBeNull();
    expect(container.textContent).not.toContain('命中率');
  });
});
