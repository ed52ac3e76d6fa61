import { createCipheriv } from 'node:crypto';
import type { EinvoiceDetailResponse, EinvoiceSummary, InvoicePreference } from '@alphadesk/contracts';
import { certificateBarcode, certificateQrCodes, invoicePeriodOf } from '@alphadesk/core';
import { qrSvg } from './qr-svg.ts';
import type { AdjustmentRow, EinvoiceRow, PreferenceRow } from './repository.ts';

/** The Ministry of Finance's fixed IV for the QR codes' verification field. */
const qrIv = Buffer.from('Dt8lyToo17X/XkXaQvihuA==', 'base64');

/** AES-128-CBC of invoice number + random number with the seller's QR seed, base64 (24 characters). */
export function qrVerification(invoiceNumber: string, randomNumber: string, seedHex: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(seedHex, 'hex'), qrIv);
  return Buffer.concat([cipher.update(`${invoiceNumber}${randomNumber}`, 'utf8'), cipher.final()]).toString(
    'base64',
  );
}

export function preferenceView(
  row: Pick<PreferenceRow, 'kind' | 'carrierNumber' | 'loveCode' | 'taxId' | 'companyName'>,
): InvoicePreference {
  return {
    kind: row.kind,
    carrierNumber: row.carrierNumber ?? null,
    loveCode: row.loveCode ?? null,
    taxId: row.taxId ?? null,
    companyName: row.companyName ?? null,
  };
}

function destinationView(destination: Record<string, string> | null): InvoicePreference | null {
  if (!destination?.kind) return null;
  return preferenceView({
    kind: destination.kind as PreferenceRow['kind'],
    carrierNumber: destination.carrierNumber ?? null,
    loveCode: destination.loveCode ?? null,
    taxId: destination.taxId ?? null,
    companyName: destination.companyName ?? null,
  });
}

export function summaryOf(row: EinvoiceRow, adjustments: AdjustmentRow[]): EinvoiceSummary {
  return {
    orderNumber: row.orderNumber,
    status: row.status,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate?.toISOString() ?? null,
    amount: row.amount,
    destination: destinationView(row.destination),
    testMode: row.testMode,
    adjustments: adjustments
      .filter((item) => item.einvoiceId === row.id)
      .map((item) => ({
        kind: item.kind,
        amount: item.amount,
        status: item.status,
        allowanceNumber: item.allowanceNumber,
        refundedAt: item.refundedAt.toISOString(),
        doneAt: item.doneAt?.toISOString() ?? null,
      })),
  };
}

/** The invoice page's certificate data (電子發票證明聯): period, barcode and the QR codes' texts. */
export function certificateOf(
  row: EinvoiceRow,
  seller: { taxId: string; qrSeed: string },
): EinvoiceDetailResponse['certificate'] {
  if (!row.invoiceNumber || !row.invoiceDate || !row.randomNumber) return null;
  const buyerTaxId = row.destination?.kind === 'company' ? (row.destination.taxId ?? null) : null;
  // With a buyer tax id the untaxed amount is printed (5% VAT included in the price).
  const salesAmount = buyerTaxId ? Math.round(row.amount / 1.05) : 0;
  const codes = certificateQrCodes({
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    randomNumber: row.randomNumber,
    totalAmount: row.amount,
    salesAmount,
    buyerTaxId,
    sellerTaxId: seller.taxId,
    verification: qrVerification(row.invoiceNumber, row.randomNumber, seller.qrSeed),
    items: [{ name: row.itemName, count: 1, price: row.amount }],
  });
  return {
    periodLabel: invoicePeriodOf(row.invoiceDate).label,
    randomNumber: row.randomNumber,
    sellerTaxId: seller.taxId,
    buyerTaxId,
    itemName: row.itemName,
    barcode: certificateBarcode(row.invoiceNumber, row.invoiceDate, row.randomNumber),
    qrLeft: codes.left,
    qrRight: codes.right,
    qrLeftSvg: qrSvg(codes.left),
    qrRightSvg: qrSvg(codes.right),
  };
}
