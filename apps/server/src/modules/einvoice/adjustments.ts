import { sameInvoicePeriod } from '@alphadesk/core';
import type { Logger } from '../../platform/logger.ts';
import type { Issuer } from './issuance.ts';
import type { EinvoiceClient } from './provider.ts';
import type { AdjustmentRow, EinvoiceRepository, EinvoiceRow } from './repository.ts';

export type AdjustOutcome =
  'voided' | 'allowance' | 'already' | 'waiting' | 'refused' | 'disabled' | 'missing';

/** Not issued yet: the adjustment waits for the invoice (the job is retried). */
export class InvoiceNotIssuedError extends Error {}

/**
 * What a refund does to its payment's invoice (the e-invoice step of the refund saga): a full
 * refund within the invoice's bimonthly filing period voids it (作廢); any other refund — partial,
 * or after the period — is an allowance (折讓) of the refunded amount. Before acting, GetIssue tells
 * whether an earlier attempt already happened at the provider (void status, remaining amount), so a
 * retry after a lost answer never voids or allows twice.
 */
export function createAdjuster(deps: {
  repository: EinvoiceRepository;
  client: EinvoiceClient | null;
  issuer: Issuer;
  log: Logger;
  now: () => Date;
}) {
  const { repository, client, issuer, log, now } = deps;

  async function allowedSoFar(adjustment: AdjustmentRow): Promise<number> {
    const all = await repository.adjustmentsOf([adjustment.einvoiceId]);
    return all
      .filter((item) => item.status === 'done' && item.kind === 'allowance' && item.id !== adjustment.id)
      .reduce((sum, item) => sum + item.amount, 0);
  }

  async function adjust(
    adjustment: AdjustmentRow,
    invoice: EinvoiceRow,
    provider: EinvoiceClient,
  ): Promise<AdjustOutcome> {
    const at = now();
    const state = await provider.getIssue(invoice.orderNumber);
    if (!state) throw new InvoiceNotIssuedError(`the provider has no invoice for ${invoice.orderNumber}`);
    if (state.voided) {
      await repository.completeAdjustment(adjustment, { kind: 'void', allowanceNumber: null, at });
      return 'voided';
    }
    const allowed = await allowedSoFar(adjustment);
    const issuedAt = invoice.invoiceDate ?? state.invoiceDate;
    const voidable = adjustment.full && allowed === 0 && sameInvoicePeriod(issuedAt, at);
    if (voidable) {
      const answer = await provider.invalid({
        invoiceNumber: state.invoiceNumber,
        invoiceDate: state.invoiceDate,
        reason: '退款作廢',
      });
      if (answer.ok) {
        await repository.completeAdjustment(adjustment, { kind: 'void', allowanceNumber: null, at });
        return 'voided';
      }
      log.warn({ orderNumber: invoice.orderNumber, answer }, 'void refused; making an allowance instead');
    }
    if (state.remaining !== null && state.remaining === invoice.amount - allowed - adjustment.amount) {
      // The provider made this allowance already; its answer was lost before we recorded it.
      await repository.completeAdjustment(adjustment, { kind: 'allowance', allowanceNumber: null, at });
      return 'allowance';
    }
    const answer = await provider.allowance({
      invoiceNumber: state.invoiceNumber,
      invoiceDate: state.invoiceDate,
      amount: adjustment.amount,
      itemName: invoice.itemName,
      customerName: '',
      email: '',
    });
    if (!answer.ok) {
      const why = `refused ${answer.code}: ${answer.message}`.slice(0, 300);
      await repository.failAdjustment(adjustment.id, why);
      log.warn({ orderNumber: invoice.orderNumber, why }, 'e-invoice allowance refused');
      return 'refused';
    }
    await repository.completeAdjustment(adjustment, {
      kind: 'allowance',
      allowanceNumber: answer.allowanceNumber,
      at,
    });
    return 'allowance';
  }

  return {
    async adjust(refundId: string): Promise<AdjustOutcome> {
      const adjustment = await repository.adjustmentOfRefund(refundId);
      if (!adjustment) return 'missing';
      if (adjustment.status !== 'pending') return 'already';
      if (!client) return 'disabled';
      let invoice = await repository.byId(adjustment.einvoiceId);
      if (!invoice) return 'missing';
      if (invoice.status === 'pending') {
        await issuer.issue(invoice.orderNumber);
        invoice = (await repository.byId(adjustment.einvoiceId))!;
      }
      if (invoice.status === 'pending')
        throw new InvoiceNotIssuedError(`${invoice.orderNumber} is not issued yet`);
      if (invoice.status === 'failed') {
        await repository.failAdjustment(adjustment.id, 'the invoice was never issued');
        return 'refused';
      }
      await repository.noteAdjustmentAttempt(adjustment.id, null);
      try {
        return await adjust(adjustment, invoice, client);
      } catch (error) {
        await repository
          .noteAdjustmentAttempt(adjustment.id, (error as Error).message.slice(0, 300))
          .catch(() => undefined);
        throw error;
      }
    },
  };
}
export type Adjuster = ReturnType<typeof createAdjuster>;
