import { z } from 'zod';
import { errorMessage, type FixedErrorCode } from './errors/catalogue.ts';
import { safeText } from './text.ts';

/**
 * E-invoices (電子發票): where a member's invoices go, the invoices themselves and the finance
 * listing. Field formats are checked here (the form and the server give the same words); the 統一編號
 * checksum and the rules between fields are the domain's (packages/core), answered with the
 * EINVOICE_* catalogue codes on the field they concern.
 */
const message = (code: FixedErrorCode) => errorMessage(code, 'zh-TW');
export const einvoiceMessages = {
  kind: message('EINVOICE_KIND_UNKNOWN'),
  mobileBarcode: message('EINVOICE_MOBILE_BARCODE_FORMAT'),
  citizenCertificate: message('EINVOICE_CITIZEN_CERTIFICATE_FORMAT'),
  loveCode: message('EINVOICE_LOVE_CODE_FORMAT'),
  loveCodeRequired: message('EINVOICE_DONATION_REQUIRES_LOVE_CODE'),
  carrierRequired: message('EINVOICE_CARRIER_REQUIRES_NUMBER'),
  taxIdRequired: message('EINVOICE_TAX_ID_REQUIRED'),
  taxIdFormat: message('EINVOICE_TAX_ID_FORMAT'),
  companyNameRequired: message('EINVOICE_COMPANY_NAME_REQUIRED'),
  companyNameTooLong: message('EINVOICE_COMPANY_NAME_TOO_LONG'),
} as const;

export const InvoiceChoiceKind = z.enum(
  ['mobile-barcode', 'citizen-certificate', 'member-carrier', 'donation', 'company'],
  { error: einvoiceMessages.kind },
);
export type InvoiceChoiceKind = z.infer<typeof InvoiceChoiceKind>;

const optionalText = (max: number) =>
  safeText()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => value?.trim() || undefined);

/**
 * A member's invoice choice as a form sends it. Each kind's own field is checked for its format;
 * fields the kind does not use are passed on, so the server can refuse a contradictory request with
 * the provider's rule (a tax id with a carrier, a love code without a donation).
 */
export const InvoicePreferenceRequest = z
  .strictObject({
    kind: InvoiceChoiceKind,
    carrierNumber: optionalText(40),
    loveCode: optionalText(20),
    taxId: optionalText(20),
    companyName: optionalText(200),
  })
  .superRefine((value, context) => {
    const issue = (path: string, text: string) =>
      context.addIssue({ code: 'custom', path: [path], message: text });
    const carrier = value.carrierNumber?.toUpperCase();
    if (value.kind === 'mobile-barcode') {
      if (!carrier) issue('carrierNumber', einvoiceMessages.carrierRequired);
      else if (!/^\/[0-9A-Z.+-]{7}$/.test(carrier)) issue('carrierNumber', einvoiceMessages.mobileBarcode);
    }
    if (value.kind === 'citizen-certificate') {
      if (!carrier) issue('carrierNumber', einvoiceMessages.carrierRequired);
      else if (!/^[A-Z]{2}\d{14}$/.test(carrier)) issue('carrierNumber', einvoiceMessages.citizenCertificate);
    }
    if (value.kind === 'donation') {
      if (!value.loveCode) issue('loveCode', einvoiceMessages.loveCodeRequired);
      else if (!/^\d{3,7}$/.test(value.loveCode)) issue('loveCode', einvoiceMessages.loveCode);
    }
    if (value.kind === 'company') {
      if (!value.taxId) issue('taxId', einvoiceMessages.taxIdRequired);
      else if (!/^\d{8}$/.test(value.taxId)) issue('taxId', einvoiceMessages.taxIdFormat);
      if (!value.companyName) issue('companyName', einvoiceMessages.companyNameRequired);
      else if ([...value.companyName].length > 60) issue('companyName', einvoiceMessages.companyNameTooLong);
    }
  });
export type InvoicePreferenceRequest = z.input<typeof InvoicePreferenceRequest>;

export const InvoicePreference = z.object({
  kind: InvoiceChoiceKind,
  carrierNumber: z.string().nullable(),
  loveCode: z.string().nullable(),
  taxId: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type InvoicePreference = z.infer<typeof InvoicePreference>;

export const InvoicePreferenceResponse = z.object({
  success: z.literal(true),
  preference: InvoicePreference.nullable(),
  /** The provider checked the mobile barcode or love code (false: not checked, e.g. unreachable). */
  verified: z.boolean().optional(),
});
export type InvoicePreferenceResponse = z.infer<typeof InvoicePreferenceResponse>;

export const EinvoiceStatus = z.enum(['pending', 'issued', 'voided', 'failed']);
export type EinvoiceStatus = z.infer<typeof EinvoiceStatus>;

export const EinvoiceAdjustment = z.object({
  kind: z.enum(['void', 'allowance']).nullable(),
  amount: z.number().int(),
  status: z.enum(['pending', 'done', 'failed']),
  allowanceNumber: z.string().nullable(),
  refundedAt: z.string(),
  doneAt: z.string().nullable(),
});
export type EinvoiceAdjustment = z.infer<typeof EinvoiceAdjustment>;

/** One invoice as its member sees it. */
export const EinvoiceSummary = z.object({
  orderNumber: z.string(),
  status: EinvoiceStatus,
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  amount: z.number().int(),
  /** Where it went: the kind and the carrier number, love code or tax id. */
  destination: InvoicePreference.nullable(),
  testMode: z.boolean(),
  adjustments: z.array(EinvoiceAdjustment),
});
export type EinvoiceSummary = z.infer<typeof EinvoiceSummary>;

export const EinvoiceListResponse = z.object({
  success: z.literal(true),
  invoices: z.array(EinvoiceSummary),
});
export type EinvoiceListResponse = z.infer<typeof EinvoiceListResponse>;

/** The invoice page: the certificate's printed fields and its barcode and QR codes' data. */
export const EinvoiceDetailResponse = z.object({
  success: z.literal(true),
  invoice: EinvoiceSummary,
  certificate: z
    .object({
      periodLabel: z.string(),
      randomNumber: z.string(),
      sellerTaxId: z.string(),
      buyerTaxId: z.string().nullable(),
      itemName: z.string(),
      barcode: z.string(),
      qrLeft: z.string(),
      qrRight: z.string(),
      /** The two QR codes as SVG images (rendered by the server). */
      qrLeftSvg: z.string(),
      qrRightSvg: z.string(),
    })
    .nullable(),
});
export type EinvoiceDetailResponse = z.infer<typeof EinvoiceDetailResponse>;

export const EinvoiceOrderParams = z.strictObject({
  orderNumber: safeText().regex(/^[\w-]{1,40}$/, message('EINVOICE_NOT_FOUND')),
});

export const einvoiceJobNames = {
  issue: 'einvoice.issue',
  adjust: 'einvoice.adjust',
  reconcile: 'einvoice.reconcile',
} as const;

export const IssueEinvoiceJob = z.object({ orderNumber: z.string().min(1).max(40) });
export const AdjustEinvoiceJob = z.object({ refundId: z.string().min(1).max(64) });
export const ReconcileEinvoicesJob = z.object({ requestedAt: z.string() });
