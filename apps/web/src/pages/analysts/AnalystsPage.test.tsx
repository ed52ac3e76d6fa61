import type { AnalystProfile } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, fakeApi, profile } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';
import { signIn } from '../billing/testing.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);

function analyst(id: AnalystProfile['id'], tier: AnalystProfile['tier'], name: string): AnalystProfile {
  return {
    id,
    name,
    title: name,
    specialty: [],
    description: '',
    avatar: '🤖',
    experience: '',
    accuracy: null,
    analysisCount: 0,
    strengths: [],
    bestFor: [],
    analysisStyle: '',
    responseTime: null,
    languages: ['zh-TW'],
    marketFocus: ['TW'],
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
  };
}

const catalogue = {
  success: true as const,
  analysts: [analyst('technical', 'free', '技術分析師'), analyst('news', 'gold', '新聞分析師')],
  fallbackIds: {},
  medianDurations: {},
};

describe('/analysts', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the stock from the link and leaves a locked analyst unselectable, with its plan and an upgrade link', async () => {
    const user = signIn(profile({ tier: 'free' }));
    fakeApi({ 'GET /api/user/me': { user }, 'GET /api/analysts': catalogue });
    const { container } = await renderSite('/analysts?symbol=2330');
    await waitFor(() => expect(byTestId(container, 'analyst-card-news')).not.toBeNull());
    expect(byTestId(container, 'analysts-symbol')?.textContent).toContain('分析標的：2330');
    expect(byTestId(container, 'locked-news')?.textContent).toContain('需要黃金會員');
    expect(byTestId(container, 'upgrade-news')?.getAttribute('href')).toBe('/pricing');
    expect(byTestId(container, 'analyst-card-news')?.getAttribute('aria-disabled')).toBe('true');
    await click(byTestId(container, 'analyst-card-news'));
    expect(byTestId(container, 'chip-news')).toBeNull();
    await click(byTestId(container, 'analyst-card-technical'));
    await waitFor(() => expect(byTestId(container, 'chip-technical')).not.toBeNull());
    expect(byTestId(container, 'locked-technical')).toBeNull();
    // The cards' whole-run figures are labelled in sample; no value estimate from raw returns.
    expect(byTestId(container, 'analyst-card-technical')?.textContent).toContain('命中率（樣本內）');
    expect(container.textContent).not.toContain('價值估算');
  });
});
