import {
  analystAliases,
  analystIds,
  analystName,
  analystTiers,
  type AnalystId,
  type Locale,
} from '@alphadesk/core';
import {
  analysisMessages,
  type AnalystProfile,
  type AnalystsResponse,
  type EvaluationSummary,
  type Plan,
} from '@alphadesk/contracts';
import type { PlansModule } from '../../plans/index.ts';
import { analystTexts, type AnalystText } from './data.ts';
import { analystTextsEnglish, analystTextsSimplified } from './translations.ts';
import type { AnalysesRepository } from '../repository.ts';

/** A measured track record of one analyst (from scored calls); percentages in percent points. */
export interface MeasuredTrackRecord {
  accuracy: number;
  winRate: number;
  averageReturn: number;
  maxDrawdown: number;
  riskAdjustedReturn?: number | null;
  sampleSize: number;
  from: string;
  to: string;
}
export type TrackRecordSource = () => Promise<Partial<Record<string, MeasuredTrackRecord>>>;

/** The spec's seven fallback ids and the analyst each means. */
export const fallbackIds: Record<string, AnalystId> = {
  fundamental: 'fundamental',
  technical: 'technical',
  news: 'news',
  risk: 'risk',
  taiwan: analystAliases.taiwan!,
  international: 'international',
  portfolio: analystAliases.portfolio!,
};

/** Years of daily history the analysts read at most (the detailed depth's window). */
const HISTORY_YEARS = '10';

/**
 * The analyst catalogue: descriptions (zh-TW), tiers, real counts of completed runs, measured run
 * times, and track-record statistics only from a measured source; null with 歷史資料不足 until then.
 */
const insufficientTrackRecord: Record<Locale, string> = {
  'zh-TW': analysisMessages.insufficientTrackRecord,
  'zh-CN': '历史数据不足',
  'en-US': 'Not enough history',
};

function textsOf(id: AnalystId, locale: Locale): AnalystText {
  const text = analystTexts[id];
  if (locale === 'zh-CN') return { ...analystTextsSimplified[id], avatar: text.avatar };
  if (locale === 'en-US') return { ...analystTextsEnglish[id], avatar: text.avatar };
  return text;
}

/**
 * How long the measured part of the catalogue (run counts, median run times, track records, the
 * evaluation) is kept in memory: every member reads the same, and computing it scans every run.
 */
export const measuredCatalogueSeconds = 10;

export function createCatalogueService(deps: {
  repository: AnalysesRepository;
  plans: Pick<PlansModule, 'displayList'>;
  /** Measured track records (the latest backtest's). */
  trackRecords: TrackRecordSource;
  /** The latest backtest's out-of-sample record; absent or null before one. */
  evaluation?: (() => Promise<EvaluationSummary | null>) | undefined;
  /** Staff's analyst statuses (absent: active): inactive or removed ones are not listed. */
  availability?: (() => Promise<Partial<Record<string, string>>>) | undefined;
  /** Epoch ms (tests move it). */
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const readMeasured = async () => {
    const [stats, records, evaluation] = await Promise.all([
      deps.repository.catalogueStats(),
      deps.trackRecords(),
      deps.evaluation?.() ?? null,
    ]);
    return { stats, records, evaluation };
  };
  type Measured = Awaited<ReturnType<typeof readMeasured>>;
  // One read at a time refreshes it; a `forget` while a read is in flight keeps it from being stored.
  let kept: { measured: Measured; until: number } | null = null;
  let reading: Promise<Measured> | null = null;
  let forgotten = 0;
  const measured = (): Promise<Measured> => {
    if (kept && kept.until > now()) return Promise.resolve(kept.measured);
    if (!reading) {
      const since = forgotten;
      const current = readMeasured();
      reading = current;
      current.then(
        (value) => {
          if (since === forgotten) kept = { measured: value, until: now() + measuredCatalogueSeconds * 1000 };
          if (reading === current) reading = null;
        },
        () => {
          if (reading === current) reading = null;
        },
      );
    }
    return reading;
  };

  const noStatuses: Partial<Record<string, string>> = Object.freeze({});
  /** The last answer per language and the parts it was made from. */
  const answers = new Map<
    Locale,
    {
      measured: Measured;
      plans: readonly Plan[];
      statuses: Partial<Record<string, string>>;
      answer: AnalystsResponse;
    }
  >();

  return {
    /** Forgets the measured part (a new backtest): the next read computes it again. */
    forget() {
      forgotten++;
      kept = null;
      reading = null;
    },

    async list(locale: Locale = 'zh-TW'): Promise<AnalystsResponse> {
      // Staff's analyst statuses are asked every time (their module keeps them exactly): taking one
      // out of service shows at once.
      const [measuredPart, plans, statuses] = await Promise.all([
        measured(),
        deps.plans.displayList(),
        deps.availability?.() ?? noStatuses,
      ]);
      // Made from the same kept parts, the answer is the same object (not to be changed): the route
      // sends the text it serialised for it.
      const last = answers.get(locale);
      if (last && last.measured === measuredPart && last.plans === plans && last.statuses === statuses) {
        return last.answer;
      }
      const answer = answerOf(locale, measuredPart, plans, statuses);
      answers.set(locale, { measured: measuredPart, plans, statuses, answer });
      return answer;
    },
  };

  function answerOf(
    locale: Locale,
    { stats, records, evaluation }: Measured,
    plans: readonly Plan[],
    statuses: Partial<Record<string, string>>,
  ): AnalystsResponse {
    const statusOf = (id: string) => statuses[id] ?? 'active';
    const monthly = new Map(plans.map((plan) => [plan.id, plan.monthlyPrice]));
    const listed = analystIds.filter((id) => ['active', 'maintenance'].includes(statusOf(id)));
    const analysts = listed.map((id): AnalystProfile => {
      const text = textsOf(id, locale);
      const tier = analystTiers[id];
      const measured = stats.perAnalyst.get(id);
      const record = records[id];
      return {
        id,
        name: analystName(id, locale),
        ...text,
        experience: HISTORY_YEARS,
        accuracy: record?.accuracy ?? null,
        analysisCount: measured?.count ?? 0,
        responseTime: measured?.medianSeconds ?? null,
        languages: ['zh-TW', 'zh-CN', 'en-US'],
        tier,
        isActive: statusOf(id) === 'active',
        rating: null,
        reviews: 0,
        pricePerAnalysis: null,
        monthlySubscriptionPrice: tier === 'free' ? null : (monthly.get(tier) ?? null),
        successStories: null,
        averageReturnRate: record?.averageReturn ?? null,
        riskAdjustedReturn: record?.riskAdjustedReturn ?? null,
        maxDrawdown: record?.maxDrawdown ?? null,
        winRate: record?.winRate ?? null,
        trackRecord: record
          ? {
              status: 'measured',
              message: null,
              sampleSize: record.sampleSize,
              from: record.from,
              to: record.to,
            }
          : {
              status: 'insufficient',
              message: insufficientTrackRecord[locale],
              sampleSize: 0,
              from: null,
              to: null,
            },
        specialOffers: [],
        aliases: Object.entries(analystAliases)
          .filter(([, target]) => target === id)
          .map(([alias]) => alias),
      };
    });
    return {
      success: true,
      analysts,
      fallbackIds,
      medianDurations: {
        quick: stats.perType.get('quick') ?? null,
        detailed: stats.perType.get('detailed') ?? null,
        collaborative: stats.perType.get('collaborative') ?? null,
      },
      evaluation,
    };
  }
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
