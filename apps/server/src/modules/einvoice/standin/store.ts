import { and, count, eq, einvoiceStandinInvoices, type Db } from '@alphadesk/db';

export type StandinInvoice = typeof einvoiceStandinInvoices.$inferSelect;

/** The stand-in provider's books: its invoices, as the provider would keep them. */
export function createStandinStore(db: Db) {
  return {
    async byRelateNumber(merchantId: string, relateNumber: string): Promise<StandinInvoice | null> {
      const [row] = await db
        .select()
        .from(einvoiceStandinInvoices)
        .where(
          and(
            eq(einvoiceStandinInvoices.merchantId, merchantId),
            eq(einvoiceStandinInvoices.relateNumber, relateNumber),
          ),
        );
      return row ?? null;
    },

    async byNumber(merchantId: string, invoiceNumber: string): Promise<StandinInvoice | null> {
      const [row] = await db
        .select()
        .from(einvoiceStandinInvoices)
        .where(
          and(
            eq(einvoiceStandinInvoices.merchantId, merchantId),
            eq(einvoiceStandinInvoices.invoiceNumber, invoiceNumber),
          ),
        );
      return row ?? null;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(einvoiceStandinInvoices);
      return row?.value ?? 0;
    },

    /** Inserts; false when the number or the merchant's relate number is taken already. */
    async insert(row: StandinInvoice): Promise<boolean> {
      const inserted = await db
        .insert(einvoiceStandinInvoices)
        .values(row)
        .onConflictDoNothing()
        .returning({ number: einvoiceStandinInvoices.invoiceNumber });
      return inserted.length === 1;
    },

    async update(invoiceNumber: string, change: Partial<StandinInvoice>): Promise<void> {
      await db
        .update(einvoiceStandinInvoices)
        .set(change)
        .where(eq(einvoiceStandinInvoices.invoiceNumber, invoiceNumber));
    },
  };
}
export type StandinStore = ReturnType<typeof createStandinStore>;
