/**
 * News intelligence analyst (新聞情報分析師): headline sentiment over the last 14 calendar days up
 * to asOf, scored with the documented lexicon in news-lexicon.ts.
 *
 * score = mean sentiment of the headlines that matched a lexicon word × min(1, matched / 5), so a
 * handful of headlines cannot make a strong call. Confidence is capped at 0.6: a lexicon reads
 * words, not context. Without a feed (`news` null or absent) the analyst says no feed is
 * configured; with a feed but no headlines in the window it says so. Target (5 trading days): the
 * volatility target.
 */
import { assertAsOf } from '../bundle.ts';
import { Notebook } from '../evidence.ts';
import { combine, confidenceOf, finish, insufficient, targetFromVolatility } from '../opinion.ts';
import { addDays } from '../stats.ts';
import type { AnalystOptions, EvidenceBundle, Opinion } from '../types.ts';
import { scoreHeadline } from './news-lexicon.ts';

export const NEWS_HORIZON = 5;
export const NEWS_WINDOW_DAYS = 14;
const FULL_WEIGHT_HEADLINES = 5;
const MAX_CONFIDENCE = 0.6;
const MAX_WORDS = 5;

export function newsAnalyst(bundle: EvidenceBundle, _options: AnalystOptions = {}): Opinion {
  assertAsOf(bundle);
  const nb = new Notebook('news', bundle);
  const feed = bundle.news;
  if (!feed) {
    nb.key('news.noFeed');
    return insufficient(nb, ['news'], NEWS_HORIZON);
  }
  const from = addDays(bundle.asOf, -(NEWS_WINDOW_DAYS - 1));
  const items = feed.items.filter((item) => item.date.slice(0, 10) >= from);
  const src = { dataset: 'news' as const, info: feed, date: bundle.asOf, from };
  const count = nb.cite('headlines', items.length, 'count', src);
  const bars = bundle.bars;
  if (items.length === 0 || bars.dates.length === 0) {
    nb.key('news.noHeadlines', { count, days: nb.method('windowDays', NEWS_WINDOW_DAYS, 'days') });
    return insufficient(nb, ['news'], NEWS_HORIZON);
  }

  let matched = 0;
  let positive = 0;
  let negative = 0;
  let sum = 0;
  const goodWords: string[] = [];
  const badWords: string[] = [];
  for (const item of items) {
    const scored = scoreHeadline(item.title);
    if (scored.positive.length + scored.negative.length === 0) continue;
    matched++;
    sum += scored.sentiment;
    if (scored.sentiment > 0) positive++;
    else if (scored.sentiment < 0) negative++;
    for (const word of scored.positive) if (!goodWords.includes(word)) goodWords.push(word);
    for (const word of scored.negative) if (!badWords.includes(word)) badWords.push(word);
  }
  const sentiment = matched > 0 ? sum / matched : 0;
  const score = sentiment * Math.min(1, matched / FULL_WEIGHT_HEADLINES);
  nb.key('news.sentiment', {
    count,
    matched: nb.cite('matchedHeadlines', matched, 'count', src),
    positive: nb.cite('positiveHeadlines', positive, 'count', src),
    negative: nb.cite('negativeHeadlines', negative, 'count', src),
    sentiment: nb.cite('sentiment', sentiment, 'number', src),
  });
  if (goodWords.length > 0)
    nb.opportunity('news.positiveWords', {}, { words: goodWords.slice(0, MAX_WORDS).join('、') });
  if (badWords.length > 0)
    nb.risk('news.negativeWords', {}, { words: badWords.slice(0, MAX_WORDS).join('、') });

  const combined = { ...combine([{ weight: 1, value: score }]), coverage: 1 };
  const confidence = Math.min(MAX_CONFIDENCE, confidenceOf(combined));
  const target = targetFromVolatility(nb, combined.score, NEWS_HORIZON);
  return finish(nb, { combined, targetPrice: target, horizonDays: NEWS_HORIZON, confidence });
}
