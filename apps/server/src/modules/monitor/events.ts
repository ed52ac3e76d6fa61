import type { MarketEvent } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import { eventText, isProductWorded } from './event-texts.ts';
import type { MarketEventRow, MonitorRepository, NewMarketEventRow } from './repository.ts';

/** The feed a client shows holds 50 events (spec §9); the database keeps every one. */
export const eventFeedSize = 50;

/** The languages a reader may ask for; the live feed words each message once per language. */
export const readerLocales: readonly Locale[] = ['zh-TW', 'zh-CN', 'en-US'];

/**
 * An event for a reader of `locale`. Texts an exchange wrote (attention and disposition notices)
 * cannot be translated by us: other readers get them as written, marked with their language, never
 * passed off as translated. They are not converted to Simplified either: the project has no
 * converter, and a character-by-character conversion of a regulator's notice could change its names.
 */
export function eventOf(row: MarketEventRow, locale: Locale = 'zh-TW'): MarketEvent {
  const untranslated = locale !== 'zh-TW' && !isProductWorded(row);
  return {
    id: String(row.id),
    sequence: row.id,
    type: row.type,
    ...eventText(row, locale),
    impact: row.impact as MarketEvent['impact'],
    eventTime: row.eventTime.toISOString(),
    affectedSymbols: row.affectedSymbols,
    source: row.source,
    simulated: row.simulated,
    ...(untranslated ? { originalLanguage: 'zh-TW' as const } : {}),
  };
}

/** 注意/處置 notices: event types starting with these (e.g. attention_entered, disposition_entered). */
export const noticeTypePrefixes = ['attention', 'disposition'] as const;

/** The event worded for each reader language (what the live feed fans out). */
export function eventInEachLocale(row: MarketEventRow): Record<Locale, MarketEvent> {
  return Object.fromEntries(readerLocales.map((locale) => [locale, eventOf(row, locale)])) as Record<
    Locale,
    MarketEvent
  >;
}

export function createEvents(
  repository: MonitorRepository,
  onRecorded: (event: MarketEvent, row: MarketEventRow) => void,
) {
  return {
    async latest(locale: Locale = 'zh-TW'): Promise<MarketEvent[]> {
      return (await repository.latestEvents(eventFeedSize)).map((row) => eventOf(row, locale));
    },
    /** The 注意/處置 events of one Taipei day, oldest first (at most the feed's 50). */
    async notices(date: string, locale: Locale = 'zh-TW'): Promise<MarketEvent[]> {
      const from = new Date(`${date}T00:00:00+08:00`);
      const to = new Date(from.getTime() + 86_400_000);
      const rows = await repository.eventsOfKinds(noticeTypePrefixes, from, to, eventFeedSize);
      return rows.map((row) => eventOf(row, locale));
    },
    /** Stores events once per source key; answers (and announces) only the new ones. */
    async record(rows: readonly NewMarketEventRow[]): Promise<MarketEvent[]> {
      const stored = (await repository.insertEvents(rows)).sort((a, b) => a.id - b.id);
      const events = stored.map((row) => eventOf(row));
      stored.forEach((row, index) => onRecorded(events[index]!, row));
      return events;
    },
  };
}
