import { randomUUID } from 'node:crypto';
import { issueDestinationOf, type InvoiceChoice } from '@alphadesk/core';
import type { Logger } from '../../platform/logger.ts';
import type { EinvoiceClient, IssuedInvoice } from './provider.ts';
import type { EinvoiceRepository, EinvoiceRow } from './repository.ts';

/** The provider's answer to an Issue whose RelateNumber it has issued already. */
export const duplicateRelateNumber = 4000003;

export interface ContactBook {
  contactOf(userId: string): Promise<{ name: string; email: string | null } | null>;
}

export type IssueOutcome = 'issued' | 'reconciled' | 'already' | 'refused' | 'disabled' | 'missing';

/** A provider answer that means the request itself was wrong: retrying would not help. */
export class IssueRefusedError extends Error {}

/**
 * Issues the invoice of one completed payment, at most once. The order number is the provider's
 * RelateNumber: before issuing, GetIssue asks whether an invoice exists under it (an issue that
 * succeeded before the process died, or whose answer was lost), and an Issue refused as a repeated
 * RelateNumber is answered from GetIssue too. Network failures throw, so the job is retried with
 * back-off; a refusal marks the invoice failed for finance to look at.
 */
export function createIssuer(deps: {
  repository: EinvoiceRepository;
  client: EinvoiceClient | null;
  contacts: ContactBook;
  log: Logger;
  now: () => Date;
}) {
  const { repository, client, contacts, log, now } = deps;

  async function record(row: EinvoiceRow, issued: IssuedInvoice & { voided?: boolean }) {
    await repository.markIssued(row.id, { ...issued, at: now() });
  }

  async function issueRow(row: EinvoiceRow, provider: EinvoiceClient): Promise<IssueOutcome> {
    await repository.noteAttempt(row.id, null);
    const existing = await provider.getIssue(row.orderNumber);
    if (existing) {
      await record(row, existing);
      return 'reconciled';
    }
    const contact = (await contacts.contactOf(row.userId)) ?? { name: '', email: null };
    const choice = (row.destination ?? { kind: 'member-carrier' }) as unknown as InvoiceChoice;
    const destination = issueDestinationOf(choice, {
      name: contact.name.slice(0, 60) || '會員',
      email: contact.email ?? '',
    });
    const answer = await provider.issue({
      ...destination,
      RelateNumber: row.orderNumber,
      CustomerID: '',
      CustomerAddr: '',
      SalesAmount: row.amount,
      items: [{ name: row.itemName, count: 1, word: '式', price: row.amount }],
    });
    if (answer.ok) {
      await record(row, answer);
      return 'issued';
    }
    if (answer.code === duplicateRelateNumber) {
      const found = await provider.getIssue(row.orderNumber);
      if (found) {
        await record(row, found);
        return 'reconciled';
      }
    }
    const why = `refused ${answer.code}: ${answer.message}`.slice(0, 300);
    await repository.markFailed(row.id, why);
    log.warn({ orderNumber: row.orderNumber, why }, 'e-invoice refused by the provider');
    return 'refused';
  }

  return {
    async issue(orderNumber: string): Promise<IssueOutcome> {
      const row = await repository.byOrder(orderNumber);
      if (!row) return 'missing';
      if (row.status !== 'pending') return 'already';
      if (!client) return 'disabled';
      try {
        return await issueRow(row, client);
      } catch (error) {
        await repository.noteAttempt(row.id, (error as Error).message.slice(0, 300)).catch(() => undefined);
        throw error;
      }
    },
  };
}
export type Issuer = ReturnType<typeof createIssuer>;

/** A pending invoice row for a completed payment (written in the payment's transaction). */
export function pendingInvoice(input: {
  orderNumber: string;
  userId: string;
  amount: number;
  itemName: string;
  destination: InvoiceChoice | null;
  testMode: boolean;
  paidAt: Date;
  at: Date;
}) {
  return {
    id: randomUUID(),
    orderNumber: input.orderNumber,
    userId: input.userId,
    amount: input.amount,
    itemName: input.itemName,
    status: 'pending' as const,
    destination: (input.destination ?? { kind: 'member-carrier' }) as unknown as Record<string, string>,
    testMode: input.testMode,
    paidAt: input.paidAt,
    createdAt: input.at,
  };
}
