import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { RecordFact } from '@alphadesk/core';
import type {
  FinanceRecord,
  FinanceRecordCreateRequest,
  FinanceRecordQuery,
  FinanceRecordUpdateRequest,
} from '@alphadesk/contracts';
import { and, desc, eq, financeRecords, gte, lt, sql, type Db } from '@alphadesk/db';
import { AppError } from '../../platform/errors.ts';
import type { AdminFinanceDeps, StaffActor } from './ports.ts';

type Row = typeof financeRecords.$inferSelect;
const taipeiOffsetMs = 8 * 3_600_000;

function present(row: Row): FinanceRecord {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    amount: row.amount,
    description: row.description,
    date: new Date(row.occurredAt.getTime() + taipeiOffsetMs).toISOString().slice(0, 10),
    status: row.status,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** General income and expense entries (admin spec §3 "general transaction"): this module's table. */
export function createFinanceRecords(deps: Pick<AdminFinanceDeps, 'db' | 'audit' | 'now'>) {
  const { db, audit, now } = deps;
  return {
    async list(query: z.output<typeof FinanceRecordQuery>) {
      const where = query.type ? eq(financeRecords.type, query.type) : undefined;
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(financeRecords)
        .where(where);
      const rows = await db
        .select()
        .from(financeRecords)
        .where(where)
        .orderBy(desc(financeRecords.occurredAt), desc(financeRecords.createdAt))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { records: rows.map(present), total: count?.total ?? 0 };
    },

    async between(start: Date, end: Date): Promise<{ facts: RecordFact[]; records: FinanceRecord[] }> {
      const rows = await db
        .select()
        .from(financeRecords)
        .where(and(gte(financeRecords.occurredAt, start), lt(financeRecords.occurredAt, end)))
        .orderBy(desc(financeRecords.occurredAt));
      return {
        facts: rows.map((row) => ({
          type: row.type,
          amount: row.amount,
          date: row.occurredAt,
          status: row.status,
        })),
        records: rows.map(present),
      };
    },

    create(actor: StaffActor, input: z.output<typeof FinanceRecordCreateRequest>): Promise<FinanceRecord> {
      return db.transaction(async (tx) => {
        const at = now();
        const [row] = await tx
          .insert(financeRecords)
          .values({
            id: randomUUID(),
            type: input.type,
            category: input.category,
            amount: input.amount,
            description: input.description,
            // The staff member's day, as the instant it starts in Taipei.
            occurredAt: new Date(Date.parse(`${input.date}T00:00:00Z`) - taipeiOffsetMs),
            status: input.status,
            createdBy: actor.name,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        const record = present(row!);
        await audit.record(
          {
            action: 'finance.record_created',
            actor,
            target: { type: 'finance_record', id: record.id },
            after: record,
          },
          tx as unknown as Db,
        );
        return record;
      });
    },

    update(
      actor: StaffActor,
      id: string,
      input: z.output<typeof FinanceRecordUpdateRequest>,
    ): Promise<FinanceRecord> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(financeRecords)
          .where(eq(financeRecords.id, id))
          .for('update');
        if (!before) throw new AppError('FINANCE_RECORD_NOT_FOUND');
        const [after] = await tx
          .update(financeRecords)
          .set({ status: input.status, updatedAt: now() })
          .where(eq(financeRecords.id, id))
          .returning();
        await audit.record(
          {
            action: 'finance.record_updated',
            actor,
            target: { type: 'finance_record', id },
            before: present(before),
            after: present(after!),
          },
          tx as unknown as Db,
        );
        return present(after!);
      });
    },
  };
}
