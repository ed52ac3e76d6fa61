import type { MarketEvent } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import { eventText } from './event-texts.ts';
import type { MarketEventRow, MonitorRepository, NewMarketEventRow } from './repository.ts';

/** The feed a client shows holds 50 events (spec §9); the database keeps every one. */
export const eventFeedSize = 50;

export function eventOf(row: MarketEventRow, locale: Locale = 'zh-TW'): MarketEvent {
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
  };
}

/** 注意/處置 notices: event types starting with these (e.g. attention_entered, disposition_entered). */
export const noticeTypePrefixes = ['attention', 'disposition'] as const;

export function createEvents(repository: MonitorRepository, onRecorded: (event: MarketEvent) => void) {
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
      const stored = (await repository.insertEvents(rows))
        .sort((a, b) => a.id - b.id)
        .map((row) => eventOf(row));
      for (const event of stored) onRecorded(event);
      return stored;
    },
  };
}
