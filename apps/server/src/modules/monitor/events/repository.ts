import { and, asc, eq, gte, inArray, marketEvents, monitorAlerts, type Db } from '@alphadesk/db';
import type { AttentionList } from '../../market/index.ts';
import type { AlertRow } from '../repository.ts';
import type { AttentionState } from './rows.ts';
import type { EventParams } from './texts.ts';

export interface StoredAnnouncement {
  eventKey: string;
  type: string;
  params: EventParams;
  eventTime: Date;
  source: string;
  simulated: boolean;
}

/** The stored announcement events the ingestion reads back (this module's tables only). */
export function createAnnouncementRepository(db: Db) {
  async function since(types: string[], from: Date): Promise<StoredAnnouncement[]> {
    const rows = await db
      .select({
        eventKey: marketEvents.eventKey,
        type: marketEvents.type,
        params: marketEvents.params,
        eventTime: marketEvents.eventTime,
        source: marketEvents.source,
        simulated: marketEvents.simulated,
      })
      .from(marketEvents)
      .where(and(inArray(marketEvents.type, types), gte(marketEvents.eventTime, from)))
      .orderBy(asc(marketEvents.id));
    return rows.flatMap((row) => (row.params ? [{ ...row, params: row.params }] : []));
  }

  return {
    since,

    /** Who is on an attention list now: the last attention event of each symbol was an entry. */
    async attentionStates(from: Date): Promise<Map<string, AttentionState>> {
      const states = new Map<string, AttentionState>();
      for (const row of await since(['attention_entered', 'attention_exited'], from)) {
        const symbol = String(row.params.symbol);
        if (row.type === 'attention_exited') {
          states.delete(symbol);
          continue;
        }
        states.set(symbol, {
          symbol,
          since: String(row.params.date),
          name: String(row.params.name),
          market: (row.params.market === 'tpex' ? 'tpex' : 'twse') as AttentionList['market'],
          source: row.source,
          simulated: row.simulated,
        });
      }
      return states;
    },

    /** Active alerts of the given types on the given symbols (the event alerts' candidates). */
    activeAlertsOn(symbols: readonly string[], types: readonly string[]): Promise<AlertRow[]> {
      if (symbols.length === 0 || types.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(monitorAlerts)
        .where(
          and(
            eq(monitorAlerts.isActive, true),
            inArray(monitorAlerts.symbol, [...symbols]),
            inArray(monitorAlerts.type, [...types]),
          ),
        );
    },
  };
}
export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
