/**
 * The report's wording and structure, case by case: spreads read 溢價/折價 by sign, sentences join
 * without "。；", a bearish point of a buying analyst argues the bear case, a debate always shows
 * both sides, and a verdict's target sits on its side of the close.
 */
import { describe, expect, it } from 'vitest';
import { buildCases, buildDebate } from './debate.ts';
import { joinSentences } from './text/format.ts';
import { renderPoint } from './text/render.ts';
import { verdictTarget } from './verdict-target.ts';
import type { Evidence, Opinion, Point } from './types.ts';

const evidence = (id: string, value: number, unit: Evidence['unit']): Evidence => ({
  id,
  label: id.split('.')[1]!,
  value,
  unit,
  source: { dataset: 'derived', provider: 'AlphaDesk', symbol: '2330', date: '2018-03-01', simulated: false },
});

function peersPoint(premium: number) {
  const items = [
    evidence('fundamental.pe', 12.5, 'multiple'),
    evidence('fundamental.peers', 8, 'count'),
    evidence('fundamental.peerMedian', 14.1, 'multiple'),
    evidence('fundamental.premium', premium, 'fraction'),
  ];
  const point: Point = {
    key: 'fundamental.pePeers',
    refs: {
      value: 'fundamental.pe',
      count: 'fundamental.peers',
      peerMedian: 'fundamental.peerMedian',
      premium: 'fundamental.premium',
    },
  };
  return { point, byId: new Map(items.map((item) => [item.id, item])) };
}

describe('spreads by sign', () => {
  it('says 折價 with the magnitude below the peers and 溢價 above, in every locale', () => {
    const below = peersPoint(-0.1139);
    expect(renderPoint(below.point, below.byId, 'zh-TW')).toContain('折價 11.39%');
    expect(renderPoint(below.point, below.byId, 'zh-TW')).not.toContain('溢價');
    expect(renderPoint(below.point, below.byId, 'zh-CN')).toContain('折价 11.39%');
    expect(renderPoint(below.point, below.byId, 'en-US')).toContain('a discount of 11.39%');
    const above = peersPoint(0.052);
    expect(renderPoint(above.point, above.byId, 'zh-TW')).toContain('溢價 5.20%');
    expect(renderPoint(above.point, above.byId, 'en-US')).toContain('a premium of 5.20%');
  });
});

describe('joining sentences', () => {
  it('lets each full stop give way to the separator', () => {
    expect(joinSentences(['K 值 20 高於 D 值 15，短線偏多。', '成交量正常。'])).toBe(
      'K 值 20 高於 D 值 15，短線偏多；成交量正常。',
    );
    expect(joinSentences([])).toBe('');
    expect(joinSentences(['One.', 'Two.'], 'en-US')).toBe('One. Two.');
  });
});

const opinion = (analyst: Opinion['analyst'], signal: Opinion['signal'], parts: Partial<Opinion>): Opinion =>
  ({
    analyst,
    status: 'ok',
    signal,
    score: signal === 'buy' ? 0.5 : signal === 'sell' ? -0.5 : 0,
    confidence: 0.6,
    targetPrice: null,
    horizonDays: 20,
    keyPoints: [],
    risks: [],
    opportunities: [],
    evidence: [],
    ...parts,
  }) as Opinion;

describe('bull and bear cases by the sign of each point', () => {
  it('puts a buying analyst’s "K 低於 D" in the bear case and leaves descriptions out', () => {
    const technical = opinion('technical', 'buy', {
      keyPoints: [
        { key: 'technical.maBullish', refs: {} },
        { key: 'technical.kdBear', refs: {} },
        { key: 'technical.rsiNeutral', refs: {} },
      ],
    });
    const macro = opinion('macro', 'sell', { keyPoints: [{ key: 'macro.bullRegime', refs: {} }] });
    const cases = buildCases([technical, macro], (o) => o.confidence);
    expect(cases.bull.map((item) => item.point.key)).toEqual(['technical.maBullish', 'macro.bullRegime']);
    expect(cases.bear.map((item) => item.point.key)).toEqual(['technical.kdBear']);
  });

  it('gives a side without arguments its own turn that says so', () => {
    const only = opinion('technical', 'buy', { opportunities: [{ key: 'technical.breakout', refs: {} }] });
    const cases = buildCases([only], () => 1);
    const debate = buildDebate(cases.bull, cases.bear, { key: 'summary.buyNoTarget', refs: {} });
    expect(debate.map((turn) => [turn.side, turn.point.key])).toEqual([
      ['bear', 'debate.noBear'],
      ['bull', 'technical.breakout'],
      ['verdict', 'summary.buyNoTarget'],
    ]);
  });
});

describe('the verdict target', () => {
  const targets = [
    { target: 120, weight: 1 },
    { target: 90, weight: 1 },
  ];
  it('blends only the targets on the verdict’s side of the close', () => {
    expect(verdictTarget('buy', 100, targets, 'stock')).toBe(120);
    expect(verdictTarget('sell', 100, targets, 'stock')).toBe(90);
    expect(verdictTarget('buy', 100, [{ target: 90, weight: 1 }], 'stock')).toBeNull();
    expect(verdictTarget('sell', 100, [{ target: 130, weight: 1 }], 'stock')).toBeNull();
  });
  it('keeps a hold target inside the ±5 % band, on a tick', () => {
    // 120 and 70 blend to 95, inside; 150 alone is clamped to 105.
    expect(
      verdictTarget(
        'hold',
        100,
        [
          { target: 120, weight: 1 },
          { target: 70, weight: 1 },
        ],
        'stock',
      ),
    ).toBe(95);
    expect(verdictTarget('hold', 100, [{ target: 150, weight: 1 }], 'stock')).toBe(105);
    // 39.9 × 1.05 = 41.895 rounds to the 41.90 tick outside the band: the target steps back to 41.85.
    expect(verdictTarget('hold', 39.9, [{ target: 50, weight: 1 }], 'stock')).toBe(41.85);
    expect(verdictTarget('hold', 39.9, [{ target: 30, weight: 1 }], 'stock')).toBe(37.95);
  });
});
