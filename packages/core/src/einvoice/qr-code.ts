import { taipeiOffsetMs } from '../market/session.ts';
import { invoicePeriodOf } from './period.ts';

/**
 * The machine-readable parts of an e-invoice certificate (電子發票證明聯), per the Ministry of
 * Finance's layout: the one-dimensional barcode and the two QR codes' texts. Pure formatting; the
 * verification code (AES of invoice number + random number with the seller's key) is computed by the
 * caller, which holds the key.
 */
export interface CertificateItem {
  name: string;
  count: number;
  price: number;
}

export interface CertificateInput {
  invoiceNumber: string;
  invoiceDate: Date;
  randomNumber: string;
  /** Total, tax included (NT$). */
  totalAmount: number;
  /** Untaxed sales amount; 0 for an invoice without a buyer tax id (the provider's convention). */
  salesAmount: number;
  buyerTaxId: string | null;
  sellerTaxId: string;
  /** 24 characters, base64 of the AES block (invoice number + random number). */
  verification: string;
  items: CertificateItem[];
}

const hex8 = (amount: number) => amount.toString(16).padStart(8, '0');

function rocDate(instant: Date): string {
  const taipei = new Date(instant.getTime() + taipeiOffsetMs);
  const roc = taipei.getUTCFullYear() - 1911;
  return `${String(roc).padStart(3, '0')}${String(taipei.getUTCMonth() + 1).padStart(2, '0')}${String(taipei.getUTCDate()).padStart(2, '0')}`;
}

/** The barcode: period (ROC year + the period's even month), invoice number, random number. */
export function certificateBarcode(invoiceNumber: string, invoiceDate: Date, randomNumber: string): string {
  const period = invoicePeriodOf(invoiceDate);
  return `${String(period.rocYear).padStart(3, '0')}${String(period.endMonth).padStart(2, '0')}${invoiceNumber}${randomNumber}`;
}

/** The left and right QR codes' texts (items in UTF-8, encoding parameter 1). */
export function certificateQrCodes(input: CertificateInput): { left: string; right: string } {
  const items = input.items.map((item) => `${item.name.replace(/:/g, '：')}:${item.count}:${item.price}`);
  const head =
    `${input.invoiceNumber}${rocDate(input.invoiceDate)}${input.randomNumber}` +
    `${hex8(input.salesAmount)}${hex8(input.totalAmount)}${input.buyerTaxId ?? '00000000'}${input.sellerTaxId}` +
    `${input.verification}:**********:${Math.min(items.length, 2)}:${items.length}:1:`;
  return { left: head + items.slice(0, 2).join(':'), right: `**${items.slice(2).join(':')}` };
}
