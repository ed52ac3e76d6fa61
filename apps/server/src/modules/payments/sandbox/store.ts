import { and, eq, payuniSandboxRefunds, payuniSandboxTrades, sql, type Db } from '@alphadesk/db';

export type SandboxTrade = typeof payuniSandboxTrades.$inferSelect;

/** The built-in sandbox's ledger of what its hosted page "charged" (test mode only). */
export function createSandboxStore(db: Db) {
  return {
    byOrder: async (merTradeNo: string) =>
      (await db.select().from(payuniSandboxTrades).where(eq(payuniSandboxTrades.merTradeNo, merTradeNo)))[0],

    byTradeNo: async (tradeNo: string) =>
      (await db.select().from(payuniSandboxTrades).where(eq(payuniSandboxTrades.tradeNo, tradeNo)))[0],

    /** A paid trade that bound this card (token + hash), so a token charge may use it. */
    boundCard: async (cardToken: string, cardHash: string) =>
      (
        await db
          .select()
          .from(payuniSandboxTrades)
          .where(
            and(
              eq(payuniSandboxTrades.cardToken, cardToken),
              eq(payuniSandboxTrades.cardHash, cardHash),
              eq(payuniSandboxTrades.tradeStatus, '1'),
            ),
          )
          .limit(1)
      )[0],

    /** Records a trade once per MerTradeNo; a second payment attempt of a paid order keeps the first. */
    async record(trade: typeof payuniSandboxTrades.$inferInsert): Promise<SandboxTrade> {
      const inserted = await db.insert(payuniSandboxTrades).values(trade).onConflictDoNothing().returning();
      if (inserted[0]) return inserted[0];
      const existing = (await this.byOrder(trade.merTradeNo))!;
      if (existing.tradeStatus === '1') return existing;
      return (
        await db
          .update(payuniSandboxTrades)
          .set(trade)
          .where(eq(payuniSandboxTrades.merTradeNo, trade.merTradeNo))
          .returning()
      )[0]!;
    },

    /**
     * Refunds part of a trade in one transaction: a refund number seen before changes nothing
     * (`repeated`, or `conflict` when it named another trade or amount).
     */
    refund: (input: { merTradeNo: string; refundNo: string | null; amount: number; at: Date }) =>
      db.transaction(async (tx) => {
        if (input.refundNo) {
          const [first] = await tx
            .insert(payuniSandboxRefunds)
            .values({
              refundNo: input.refundNo,
              merTradeNo: input.merTradeNo,
              amount: input.amount,
              createdAt: input.at,
            })
            .onConflictDoNothing()
            .returning();
          if (!first) {
            const [seen] = await tx
              .select()
              .from(payuniSandboxRefunds)
              .where(eq(payuniSandboxRefunds.refundNo, input.refundNo));
            const same = seen?.merTradeNo === input.merTradeNo && seen.amount === input.amount;
            return same ? ('repeated' as const) : ('conflict' as const);
          }
        }
        const updated = await tx
          .update(payuniSandboxTrades)
          .set({ refundedAmount: sql`${payuniSandboxTrades.refundedAmount} + ${input.amount}` })
          .where(
            and(
              eq(payuniSandboxTrades.merTradeNo, input.merTradeNo),
              sql`${payuniSandboxTrades.refundedAmount} + ${input.amount} <= ${payuniSandboxTrades.amount}`,
            ),
          )
          .returning();
        if (!updated.length) {
          // Roll the remembered refund number back with the refusal.
          if (input.refundNo) {
            await tx.delete(payuniSandboxRefunds).where(eq(payuniSandboxRefunds.refundNo, input.refundNo));
          }
          return 'too-much' as const;
        }
        return 'refunded' as const;
      }),
  };
}
export type SandboxStore = ReturnType<typeof createSandboxStore>;
