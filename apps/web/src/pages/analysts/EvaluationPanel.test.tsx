import type { EvaluationSummary } from '@alphadesk/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAreas, setupI18n } from '../../i18n/index.ts';
import { cleanup, render } from '../../test/render.tsx';
import { EvaluationPanel } from './EvaluationPanel.tsx';

const row = (id: string, extra: Partial<EvaluationSummary['team']> = {}): EvaluationSummary['team'] => ({
  id,
  calls: 2566,
  dates: 162,
  sample: 2566,
  hitRate: 49.73,
  meanExcess: -0.53,
  meanExcessBuy: -0.21,
  shuffledHitRate: 50.27,
  weight: null,
  weightBasis: 'team',
  ...extra,
});

const evaluation: EvaluationSummary = {
  from: '2005-01-01',
  to: '2018-03-01',
  benchmark: '0050',
  proxy: true,
  securities: 17,
  team: row('team', { hitRate: 49.18, sample: 2558, calls: 2558 }),
  analysts: [
    row('macro', {
      ...{ sample: 160, dates: 160, calls: 2532, hitRate: 47.43, weight: 0, weightBasis: 'no-edge' },
      sellGate: { keep: false, n: 34, meanExcess: -1.27, lowerBound: -1.86 },
    }),
    row('risk', { weightBasis: 'guard' }),
  ],
  baselines: { alwaysHoldHitRate: 53.79, alwaysBuyHitRate: 45.66, alwaysBuyExcess: 0.09 },
  calibration: [
    { from: 0.4, to: 0.5, count: 2360, stated: 46.25, realised: 48.56 },
    { from: 0.9, to: 1, count: 0, stated: null, realised: null },
  ],
};
const names = [
  { id: 'macro' as const, name: '總經分析師' },
  { id: 'risk' as const, name: '風險管理師' },
];

describe('the out-of-sample panel', () => {
  beforeAll(async () => {
    await setupI18n();
    await loadAreas(['analysis']);
  });
  afterEach(() => cleanup());

  it('shows the team first, out of sample, with samples, baselines and calibration', async () => {
    await render(<EvaluationPanel evaluation={evaluation} analysts={names} />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('樣本外');
    expect(text).toContain('0050（代理 ^TWII）');
    const rows = [...document.body.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '');
    expect(rows[0]).toContain('團隊綜合判斷');
    expect(rows[0]).toContain('49.18%');
    expect(rows[1]).toContain('總經分析師');
    expect(rows[1]).toContain('160 個日期');
    expect(rows[1]).toContain('0（未勝過隨機）');
    expect(rows[1]).toContain('改為持有');
    expect(rows[1]).toContain('34 筆，平均 -1.27%，95% 下界 -1.86%');
    expect(rows[0]).not.toContain('改為持有');
    expect(rows[2]).toContain('風控把關');
    expect(text).toContain('一律持有命中率 53.79%');
    expect(text).toContain('46.25%');
    expect(text).toContain('2360');
    // An empty band is not shown as a figure.
    expect(text).not.toContain('90–100%');
  });

  it('shows the risk manager as a guard and names the analysts not measured, with why', async () => {
    const side = (calls: number, meanExcess: number, volatility: number, shareBehind: number) => ({
      calls,
      meanExcess,
      volatility,
      shareBehind,
    });
    await render(
      <EvaluationPanel
        evaluation={{
          ...evaluation,
          analysts: [evaluation.analysts[0]!],
          guard: { letThrough: side(612, 0.41, 8.1, 12.5), vetoed: side(18, -1.2, 14.2, 33.33) },
          unmeasured: [{ id: 'fundamental', missing: ['valuation', 'revenue'] }],
        }}
        analysts={[...names, { id: 'fundamental' as const, name: '基本面分析師' }]}
      />,
    );
    const guard = document.body.querySelector('[data-testid="evaluation-guard"]')!.textContent ?? '';
    expect(guard).toContain('放行');
    expect(guard).toContain('612');
    expect(guard).toContain('0.41%');
    expect(guard).toContain('否決的 18 筆');
    expect(guard).toContain('14.20%');
    const unmeasured = document.body.querySelector('[data-testid="evaluation-unmeasured"]')!.textContent;
    expect(unmeasured).toContain('基本面分析師');
    expect(unmeasured).toContain('本益比/股價淨值比、月營收');
  });

  it('says plainly when there is no backtest yet', async () => {
    await render(<EvaluationPanel evaluation={null} analysts={names} />);
    expect(document.body.textContent).toContain('尚無樣本外回測紀錄');
  });
});
