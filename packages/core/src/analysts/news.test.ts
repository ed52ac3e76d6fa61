/** News intelligence: the lexicon, and the analyst on built headlines (no feed in the history folder). */
import { describe, expect, it } from 'vitest';
import { cited, keys } from './fixtures/opinions.ts';
import { bundleFromCloses } from '../samples/synthetic-bundle.ts';
import { newsAnalyst } from './team/news.ts';
import { scoreHeadline } from './team/news-lexicon.ts';
import type { NewsFeed } from './types.ts';

describe('headline lexicon', () => {
  it('matches the longest word, so 不如預期 is one negative word', () => {
    expect(scoreHeadline('營收不如預期')).toEqual({ sentiment: -1, positive: [], negative: ['不如預期'] });
  });

  it('flips a word after a negator within two characters', () => {
    expect(scoreHeadline('公司不再虧損')).toEqual({ sentiment: 1, positive: ['不再虧損'], negative: [] });
    expect(scoreHeadline('業績無成長')).toEqual({ sentiment: -1, positive: [], negative: ['無成長'] });
    expect(scoreHeadline('外資未見賣超')).toEqual({ sentiment: 1, positive: ['未見賣超'], negative: [] });
  });

  it('reads Simplified Chinese and balances mixed headlines', () => {
    expect(scoreHeadline('营收创新高').positive).toEqual(['创新高']);
    expect(scoreHeadline('獲利成長但毛利下滑')).toEqual({
      sentiment: 1 / 3,
      positive: ['獲利', '成長'],
      negative: ['下滑'],
    });
    expect(scoreHeadline('股東會召開')).toEqual({ sentiment: 0, positive: [], negative: [] });
  });
});

describe('news analyst', () => {
  const bundle = bundleFromCloses(Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? 50 : 50.5)));
  const asOf = bundle.asOf;
  const feed = (items: NewsFeed['items']): NewsFeed => ({ source: 'test', simulated: true, items });

  it('scores the headlines of the last 14 days', () => {
    expect(asOf).toBe('2011-02-25');
    const o = newsAnalyst({
      ...bundle,
      news: feed([
        { date: '2011-01-03', title: '股價大跌' },
        { date: '2011-02-14', title: '台積電營收創新高' },
        { date: '2011-02-18', title: '鴻海獲利不如預期' },
        { date: '2011-02-24T20:30', title: '外資未見賣超' },
        { date: '2011-02-25', title: '公司召開股東會' },
      ]),
    });
    // In the window (from 2011-02-12): 4 headlines; 3 carry sentiment words: +1, 0, +1 → mean 2/3;
    // damped by min(1, 3 / 5): score 0.4. Confidence 0.3 + 0.6 × min(1, 0.8) = 0.78, capped at 0.6.
    expect(cited(o, 'headlines')).toBe(4);
    expect(cited(o, 'matchedHeadlines')).toBe(3);
    expect(cited(o, 'positiveHeadlines')).toBe(2);
    expect(cited(o, 'negativeHeadlines')).toBe(0);
    expect(cited(o, 'sentiment')).toBe(0.666667);
    expect(o.score).toBe(0.4);
    expect(o.confidence).toBe(0.6);
    expect(o.signal).toBe('buy');
    expect(o.horizonDays).toBe(5);
    // Volatility target: σ of daily log returns alternating ±ln(50.5/50) is 0.00997;
    // 50.5 × exp(0.4 × 0.00997 × √5) = 50.95 → 51.0 on the 0.1 tick of NT$50–100.
    expect(cited(o, 'sigmaDaily')).toBe(0.00997);
    expect(o.targetPrice).toBe(51);
    expect(o.opportunities[0]!.text).toEqual({ words: '創新高、獲利、未見賣超' });
    expect(o.risks[0]!.text).toEqual({ words: '不如預期' });
    expect(keys(o)).toEqual(['news.sentiment', 'news.positiveWords', 'news.negativeWords']);
  });

  it('says no news feed is configured when news is null', () => {
    for (const news of [null, undefined]) {
      const o = newsAnalyst({ ...bundle, news });
      expect(o.status).toBe('insufficient');
      expect(o.missing).toEqual(['news']);
      expect(keys(o)).toEqual(['news.noFeed']);
      expect(o.confidence).toBe(0.05);
    }
  });

  it('says so when the feed has no headline in the window', () => {
    const o = newsAnalyst({ ...bundle, news: feed([{ date: '2010-06-01', title: '營收創新高' }]) });
    expect(o.status).toBe('insufficient');
    expect(keys(o)).toEqual(['news.noHeadlines']);
    expect(cited(o, 'headlines')).toBe(0);
    expect(cited(o, 'windowDays')).toBe(14);
  });
});
