/**
 * The coordinator's sell gate: a backtest's closed gate turns an analyst's sell into a neutral hold
 * before the verdict is weighed, and the opinion says why in every locale.
 */
import { describe, expect, it } from 'vitest';
import { bundleFromCloses } from '../samples/synthetic-bundle.ts';
import { syntheticDatasets } from '../samples/synthetic-datasets.ts';
import type { SellGate } from '../scoring/sell-gate.ts';
import { analyse } from './coordinator.ts';
import { checkNarrative } from './narrative/check.ts';
import { renderReport } from './text/render.ts';

// A steady fall with the market's datasets: technical and macro both argue for selling.
const fallingBars = bundleFromCloses(
  Array.from({ length: 400 }, (_, i) => 80 * 0.998 ** i * (1 + 0.004 * ((i % 3) - 1))),
);
const falling = { ...fallingBars, ...syntheticDatasets(fallingBars.bars, fallingBars.security) };
const rising = bundleFromCloses(
  Array.from({ length: 400 }, (_, i) => 50 * 1.002 ** i * (1 + 0.004 * ((i % 3) - 1))),
);

const closed: SellGate = { keep: false, basis: 'not-shown', n: 40, meanExcess: -0.002, lowerBound: -0.01 };
const tooFew: SellGate = { keep: false, basis: 'too-few', n: 7, meanExcess: 0.01, lowerBound: -0.02 };
const open: SellGate = { keep: true, basis: 'measured', n: 52, meanExcess: 0.02, lowerBound: 0.004 };
const options = { analysts: ['technical', 'macro'] as const, depth: 'detailed' as const };

describe('the sell gate in the coordinator', () => {
  it('holds the sell of an analyst whose gate is closed, and weighs it as a neutral hold', async () => {
    const free = await analyse(falling, { ...options, analysts: [...options.analysts] });
    expect(free.opinions.map((o) => [o.analyst, o.signal])).toEqual([
      ['technical', 'sell'],
      ['macro', 'sell'],
    ]);
    expect(free.opinions.every((o) => o.sellHeld === undefined)).toBe(true);

    const gated = await analyse(falling, {
      ...options,
      analysts: [...options.analysts],
      sellGates: { technical: closed, macro: open },
    });
    const [technical, macro] = gated.opinions;
    expect(technical).toMatchObject({ signal: 'hold', score: 0 });
    expect(technical!.sellHeld).toEqual({ key: 'gate.sellNotShown', refs: { n: 'technical.sellGateSells' } });
    expect(technical!.confidence).toBe(free.opinions[0]!.confidence);
    expect(gated.evidence.find((e) => e.id === 'technical.sellGateSells')).toMatchObject({
      value: 40,
      unit: 'count',
      source: { dataset: 'method', provider: 'AlphaDesk' },
    });
    // The open gate leaves the opinion exactly as the analyst formed it.
    expect(macro).toEqual(free.opinions[1]);

    // Score = Σ w·c·s / Σ w·c with the held sell's score 0 (equal weights).
    const [t, m] = free.opinions;
    const expected = (m!.confidence * m!.score) / (t!.confidence + m!.confidence);
    expect(gated.score).toBeCloseTo(expected, 4);
    expect(gated.score).toBeGreaterThan(free.score);
  });

  it('says why in every locale, every number from the evidence', async () => {
    const gated = await analyse(falling, {
      ...options,
      analysts: [...options.analysts],
      sellGates: { technical: closed, macro: tooFew },
    });
    const held = Object.fromEntries(
      (['zh-TW', 'zh-CN', 'en-US'] as const).map((locale) => {
        const report = renderReport(gated, locale);
        for (const analyst of report.analysts) {
          if (analyst.sellHeld) expect(checkNarrative(analyst.sellHeld, gated.evidence).ok).toBe(true);
        }
        return [locale, report.analysts.map((a) => a.sellHeld)];
      }),
    );
    expect(held['zh-TW']).toEqual([
      '賣出訊號未通過驗證：過去 40 次賣出訊號未顯示扣除成本後跑輸大盤，改為持有。',
      '賣出訊號未通過驗證：過去僅 7 次賣出訊號，少於驗證所需的 30 次，未能顯示扣除成本後跑輸大盤，改為持有。',
    ]);
    expect(held['zh-CN']![0]).toBe(
      '卖出信号未通过验证：过去 40 次卖出信号未显示扣除成本后跑输大盘，改为持有。',
    );
    expect(held['en-US']![1]).toBe(
      'Sell not validated: only 7 past sell calls, fewer than the 30 needed to show the stock trailing the market after costs; counted as hold.',
    );
    expect(renderReport(gated, 'zh-TW').analysts[0]!.headline).toContain('持有觀望');
    // Both sells held: nothing is left to sell on.
    expect(gated.result).toBe('hold');
  });

  it('leaves buys, and analysts without a gate, alone', async () => {
    const buyers = { analysts: ['technical', 'quant', 'risk'] as const, depth: 'detailed' as const };
    const free = await analyse(rising, { ...buyers, analysts: [...buyers.analysts] });
    expect(free.result).toBe('buy');
    const gated = await analyse(rising, {
      ...buyers,
      analysts: [...buyers.analysts],
      sellGates: { technical: closed, quant: closed, risk: closed },
    });
    expect(gated).toEqual(free);
    const ungated = await analyse(falling, {
      ...options,
      analysts: [...options.analysts],
      sellGates: { fundamental: closed },
    });
    expect(ungated).toEqual(await analyse(falling, { ...options, analysts: [...options.analysts] }));
  });
});
