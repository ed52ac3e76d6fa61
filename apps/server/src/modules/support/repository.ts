import { asc, faqEntries, supportTickets, type Db } from '@alphadesk/db';
import type { FaqSeed } from './faq-catalogue.ts';

export type FaqRow = typeof faqEntries.$inferSelect;
export type TicketRow = typeof supportTickets.$inferSelect;

export function createSupportRepository(db: Db) {
  return {
    /** Adds the catalogue's entries that are missing; entries already stored (maybe edited) stay. */
    async ensureFaq(entries: readonly FaqSeed[]): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(faqEntries)
        .values(entries.map((entry, position) => ({ ...entry, position })))
        .onConflictDoNothing({ target: faqEntries.id });
    },

    allFaq(): Promise<FaqRow[]> {
      return db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
    },

    async insertTicket(row: typeof supportTickets.$inferInsert): Promise<TicketRow> {
      const [created] = await db.insert(supportTickets).values(row).returning();
      return created!;
    },
  };
}
export type SupportRepository = ReturnType<typeof createSupportRepository>;
