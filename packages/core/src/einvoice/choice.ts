import type { EinvoiceIssue, IssueDestination } from './rules.ts';
import { checkIssueDestination } from './rules.ts';

/** Where a member wants their invoices to go. */
export const invoiceChoiceKinds = [
  'mobile-barcode',
  'citizen-certificate',
  'member-carrier',
  'donation',
  'company',
] as const;
export type InvoiceChoiceKind = (typeof invoiceChoiceKinds)[number];

export type InvoiceChoice =
  | { kind: 'mobile-barcode'; carrierNumber: string }
  | { kind: 'citizen-certificate'; carrierNumber: string }
  | { kind: 'member-carrier' }
  | { kind: 'donation'; loveCode: string }
  | { kind: 'company'; taxId: string; companyName: string };

/** What a form sends: a kind and whichever fields the member filled in (blank counts as absent). */
export interface InvoiceChoiceInput {
  kind: string;
  carrierNumber?: string | null | undefined;
  loveCode?: string | null | undefined;
  taxId?: string | null | undefined;
  companyName?: string | null | undefined;
}

export type ChoiceResult = { ok: true; choice: InvoiceChoice } | { ok: false; issues: EinvoiceIssue[] };

const carrierTypes: Partial<Record<InvoiceChoiceKind, IssueDestination['CarrierType']>> = {
  'member-carrier': '1',
  'citizen-certificate': '2',
  'mobile-barcode': '3',
};

/** The provider's field names, mapped back to the form's. */
const formFields: Record<string, string> = {
  CustomerIdentifier: 'taxId',
  CustomerName: 'companyName',
  LoveCode: 'loveCode',
  CarrierNum: 'carrierNumber',
  CarrierType: 'kind',
  Print: 'kind',
  Donation: 'kind',
};

const isKind = (kind: string): kind is InvoiceChoiceKind =>
  (invoiceChoiceKinds as readonly string[]).includes(kind);

/**
 * Validates a member's choice: each field's format and the provider's rules between fields (a
 * filled-in field that the kind does not use is judged by those rules too, so a tax id with a
 * carrier is refused as "a tax id needs a printed invoice"). Carrier numbers are upper-cased and
 * everything is trimmed first.
 */
export function validateInvoiceChoice(input: InvoiceChoiceInput): ChoiceResult {
  const clean = (value: string | null | undefined) => value?.trim() ?? '';
  const kind = input.kind;
  if (!isKind(kind)) return { ok: false, issues: [{ code: 'KIND_UNKNOWN', field: 'kind' }] };
  const carrierNumber = clean(input.carrierNumber).toUpperCase();
  const loveCode = clean(input.loveCode);
  const taxId = clean(input.taxId);
  const companyName = clean(input.companyName);

  const issues: EinvoiceIssue[] = [];
  if (kind === 'company') {
    if (!taxId) issues.push({ code: 'TAX_ID_REQUIRED', field: 'taxId' });
    if (!companyName) issues.push({ code: 'COMPANY_NAME_REQUIRED', field: 'companyName' });
    else if ([...companyName].length > 60)
      issues.push({ code: 'COMPANY_NAME_TOO_LONG', field: 'companyName' });
  }
  const destination: IssueDestination = {
    CustomerIdentifier: taxId,
    // A printed invoice's buyer is the company; its missing name is reported above.
    CustomerName: companyName || (kind === 'company' ? '' : '-'),
    // The contact comes from the member's account when an invoice is issued, not from this form.
    CustomerEmail: '-',
    CustomerPhone: '',
    Print: kind === 'company' ? '1' : '0',
    Donation: kind === 'donation' ? '1' : '0',
    LoveCode: loveCode,
    CarrierType: carrierTypes[kind] ?? '',
    CarrierNum: carrierNumber,
  };
  for (const issue of checkIssueDestination(destination)) {
    if (issue.code === 'PRINT_REQUIRES_NAME') continue;
    const field = formFields[issue.field] ?? issue.field;
    if (!issues.some((known) => known.code === issue.code)) issues.push({ code: issue.code, field });
  }
  if (issues.length) return { ok: false, issues };

  switch (kind) {
    case 'mobile-barcode':
    case 'citizen-certificate':
      return { ok: true, choice: { kind, carrierNumber } };
    case 'member-carrier':
      return { ok: true, choice: { kind } };
    case 'donation':
      return { ok: true, choice: { kind, loveCode } };
    case 'company':
      return { ok: true, choice: { kind, taxId, companyName } };
  }
}

/** The destination fields of an Issue request for a choice and the buyer's contact. */
export function issueDestinationOf(
  choice: InvoiceChoice,
  contact: { name: string; email: string; phone?: string },
): IssueDestination {
  const base: IssueDestination = {
    CustomerIdentifier: '',
    CustomerName: contact.name,
    CustomerEmail: contact.email,
    CustomerPhone: contact.phone ?? '',
    Print: '0',
    Donation: '0',
    LoveCode: '',
    CarrierType: '',
    CarrierNum: '',
  };
  switch (choice.kind) {
    case 'mobile-barcode':
      return { ...base, CarrierType: '3', CarrierNum: choice.carrierNumber };
    case 'citizen-certificate':
      return { ...base, CarrierType: '2', CarrierNum: choice.carrierNumber };
    case 'member-carrier':
      return { ...base, CarrierType: '1' };
    case 'donation':
      return { ...base, Donation: '1', LoveCode: choice.loveCode };
    case 'company':
      return { ...base, CustomerIdentifier: choice.taxId, CustomerName: choice.companyName, Print: '1' };
  }
}
