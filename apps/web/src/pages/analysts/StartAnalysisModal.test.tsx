import type { AnalystProfile } from '@alphadesk/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buttonByText, click, typeInto } from '../../auth/testing.ts';
import { loadAreas, setupI18n } from '../../i18n/index.ts';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { arrange, analysisUrl } from './catalogue.ts';
import { StartAnalysisModal } from './StartAnalysisModal.tsx';

const analyst = (
  id: AnalystProfile['id'],
  tier: AnalystProfile['tier'],
  extra: Partial<AnalystProfile> = {},
): AnalystProfile => ({
  id,
  name: `${id} 分析師`,
  title: '',
  specialty: [],
  description: '',
  avatar: '📈',
  experience: '10',
  accuracy: null,
  analysisCount: 0,
  strengths: [],
  bestFor: [],
  analysisStyle: '',
  responseTime: null,
  languages: ['zh-TW'],
  marketFocus: [],
  tier,
  isActive: true,
  rating: null,
  reviews: 0,
  pricePerAnalysis: null,
  monthlySubscriptionPrice: null,
  successStories: null,
  averageReturnRate: null,
  riskAdjustedReturn: null,
  maxDrawdown: null,
  winRate: null,
  trackRecord: { status: 'insufficient', message: '歷史資料不足', sampleSize: 0, from: null, to: null },
  specialOffers: [],
  premiumFeatures: [],
  aliases: [],
  ...extra,
});

const technical = analyst('technical', 'free');
const body = () => document.body;
const symbolInput = () => body().querySelector('[data-testid="start-symbol"]');
/** The form's messages; antd shows them once its asynchronous validation has run. */
const errors = () =>
  [...body().querySelectorAll('.ant-form-item-explain-error')].map((item) => item.textContent ?? '');

describe('the start-analysis modal', () => {
  beforeAll(async () => {
    await setupI18n();
    await loadAreas(['analysis']);
  });
  afterEach(() => cleanup());

  async function open(selected: AnalystProfile[], medianDurations = {}) {
    const onConfirm = vi.fn();
    await render(
      <StartAnalysisModal
        open
        selected={selected}
        medianDurations={medianDurations}
        onCancel={() => undefined}
        onConfirm={onConfirm}
      />,
    );
    await waitFor(() => expect(symbolInput()).not.toBeNull());
    return onConfirm;
  }

  it('asks for a symbol and for an analyst, with the contract rules, before confirming', async () => {
    const onConfirm = await open([]);
    await click(buttonByText(body(), '開始分析'));
    await waitFor(() => expect(errors()).toEqual(['請輸入股票代碼', '請至少選擇一位分析師']));
    await typeInto(symbolInput(), '2330');
    await click(buttonByText(body(), '開始分析'));
    await waitFor(() => expect(errors()).toEqual(['請至少選擇一位分析師']));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('forces the symbol to upper case and confirms with the chosen values', async () => {
    const onConfirm = await open([technical]);
    await typeInto(symbolInput(), ' tsm ');
    expect((symbolInput() as HTMLInputElement).value).toBe(' TSM ');
    await click(buttonByText(body(), '開始分析'));
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({ symbol: 'TSM', type: 'quick', instructions: '' }),
    );
    expect(errors()).toEqual([]);
  });

  it('shows measured durations only', async () => {
    await open([technical], { quick: 12.4, detailed: null });
    const text = body().textContent ?? '';
    expect(text).toContain('實測耗時中位數 12 秒');
    expect(text).toContain('尚無實測耗時');
    expect(text).not.toMatch(/約\s*5\s*分鐘|15 分鐘/);
  });
});

describe('the catalogue arrangement', () => {
  const list = [
    analyst('fundamental', 'free', { analysisCount: 2 }),
    technical,
    analyst('news', 'gold', { accuracy: 61 }),
    analyst('market-sentiment', 'diamond', { aliases: ['taiwan'], accuracy: 70 }),
  ];
  it('filters by tier, favourites and type (aliases included), sorting nulls last', () => {
    const ids = (options: Partial<Parameters<typeof arrange>[1]>) =>
      arrange(list, { tier: 'all', type: 'all', sort: 'rating', favourites: [], ...options }).map(
        (a) => a.id,
      );
    expect(ids({ tier: 'free' })).toEqual(['fundamental', 'technical']);
    expect(ids({ tier: 'premium' })).toEqual(['news', 'market-sentiment']);
    expect(ids({ tier: 'favourites', favourites: ['news'] })).toEqual(['news']);
    expect(ids({ type: 'taiwan' })).toEqual(['market-sentiment']);
    expect(ids({ sort: 'accuracy' })).toEqual(['market-sentiment', 'news', 'fundamental', 'technical']);
    expect(ids({ sort: 'popularity' })[0]).toBe('fundamental');
  });
  it('builds the /analysis query', () => {
    expect(
      analysisUrl({
        symbol: '2330',
        analysts: ['technical', 'fundamental'],
        type: 'quick',
        instructions: ' 短線 ',
      }),
    ).toBe(
      '/analysis?symbol=2330&analysts=technical%2Cfundamental&type=quick&instructions=%E7%9F%AD%E7%B7%9A',
    );
  });
});
