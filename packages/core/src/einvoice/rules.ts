import { isCitizenCertificate, isLoveCode, isMobileBarcode } from './carriers.ts';
import type { EinvoiceErrorCode } from './messages.ts';
import { isValidTaxId, taxIdPattern } from './tax-id.ts';

/** A refused field: the code (see messages.ts) and the field it is about. */
export interface EinvoiceIssue {
  code: EinvoiceErrorCode;
  field: string;
}

/** The provider's carrier types: '' none, '1' its member carrier, '2' citizen certificate, '3' mobile barcode. */
export type CarrierTypeCode = '' | '1' | '2' | '3';

/** The destination fields of an Issue request, as the provider names them. */
export interface IssueDestination {
  CustomerIdentifier: string;
  CustomerName: string;
  CustomerEmail: string;
  CustomerPhone: string;
  Print: '0' | '1';
  Donation: '0' | '1';
  LoveCode: string;
  CarrierType: CarrierTypeCode;
  CarrierNum: string;
}

/**
 * The provider's rules between the destination fields, plus each field's format. Empty when the
 * request is acceptable. Both our adapter (before sending) and the built-in stand-in (on receipt)
 * apply them, so a bad combination never reaches the provider and the stand-in refuses what the
 * provider would.
 */
export function checkIssueDestination(fields: IssueDestination): EinvoiceIssue[] {
  const issues: EinvoiceIssue[] = [];
  const add = (code: EinvoiceErrorCode, field: string) => issues.push({ code, field });
  const print = fields.Print === '1';
  const donation = fields.Donation === '1';
  const carrier = fields.CarrierType !== '';

  if (fields.CustomerIdentifier) {
    if (!taxIdPattern.test(fields.CustomerIdentifier)) add('TAX_ID_FORMAT', 'CustomerIdentifier');
    else if (!isValidTaxId(fields.CustomerIdentifier)) add('TAX_ID_CHECKSUM', 'CustomerIdentifier');
    if (!print) add('TAX_ID_REQUIRES_PRINT', 'Print');
    if (donation) add('TAX_ID_FORBIDS_DONATION', 'Donation');
  }
  if (donation) {
    if (!fields.LoveCode) add('DONATION_REQUIRES_LOVE_CODE', 'LoveCode');
    if (print) add('DONATION_FORBIDS_PRINT', 'Print');
    if (carrier) add('DONATION_FORBIDS_CARRIER', 'CarrierType');
  }
  if (fields.LoveCode) {
    if (!donation) add('LOVE_CODE_REQUIRES_DONATION', 'Donation');
    if (!isLoveCode(fields.LoveCode)) add('LOVE_CODE_FORMAT', 'LoveCode');
  }
  if (carrier) {
    if (print) add('CARRIER_FORBIDS_PRINT', 'Print');
    if (fields.CarrierType === '1') {
      if (fields.CarrierNum) add('MEMBER_CARRIER_TAKES_NO_NUMBER', 'CarrierNum');
    } else if (!fields.CarrierNum) {
      add('CARRIER_REQUIRES_NUMBER', 'CarrierNum');
    } else if (fields.CarrierType === '3' && !isMobileBarcode(fields.CarrierNum)) {
      add('MOBILE_BARCODE_FORMAT', 'CarrierNum');
    } else if (fields.CarrierType === '2' && !isCitizenCertificate(fields.CarrierNum)) {
      add('CITIZEN_CERTIFICATE_FORMAT', 'CarrierNum');
    }
  } else if (fields.CarrierNum) {
    add('CARRIER_NUMBER_WITHOUT_TYPE', 'CarrierType');
  }
  if (print && !fields.CustomerName) add('PRINT_REQUIRES_NAME', 'CustomerName');
  if (!print && !donation && !carrier) add('DESTINATION_REQUIRED', 'CarrierType');
  if (!fields.CustomerEmail && !fields.CustomerPhone) add('CONTACT_REQUIRED', 'CustomerEmail');
  return issues;
}
