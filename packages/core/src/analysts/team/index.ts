/** The nine analysts by id (`analystIds` holds the catalogue's order). */
import type { AnalystId } from '../ids.ts';
import type { Analyst } from '../types.ts';
import { communityAnalyst } from './community.ts';
import { fundamentalAnalyst } from './fundamental.ts';
import { internationalAnalyst } from './international.ts';
import { macroAnalyst } from './macro.ts';
import { marketSentimentAnalyst } from './market-sentiment.ts';
import { newsAnalyst } from './news.ts';
import { quantAnalyst } from './quant.ts';
import { riskAnalyst } from './risk.ts';
import { technicalAnalyst } from './technical.ts';

export const analysts: Readonly<Record<AnalystId, Analyst>> = {
  fundamental: fundamentalAnalyst,
  technical: technicalAnalyst,
  news: newsAnalyst,
  risk: riskAnalyst,
  community: communityAnalyst,
  quant: quantAnalyst,
  international: internationalAnalyst,
  'market-sentiment': marketSentimentAnalyst,
  macro: macroAnalyst,
};

export {
  communityAnalyst,
  fundamentalAnalyst,
  internationalAnalyst,
  macroAnalyst,
  marketSentimentAnalyst,
  newsAnalyst,
  quantAnalyst,
  riskAnalyst,
  technicalAnalyst,
};
