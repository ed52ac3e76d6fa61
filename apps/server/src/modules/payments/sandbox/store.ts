import { and, eq, payuniSandboxTrades, type Db } from '@alphadesk/db';

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

    setRefunded: (merTradeNo: string, refundedAmount: number) =>
      db
        .update(payuniSandboxTrades)
        .set({ refundedAmount })
        .where(eq(payuniSandboxTrades.merTradeNo, merTradeNo)),
  };
}
export type SandboxStore = ReturnType<typeof createSandboxStore>;
