import { errorCatalogue, errorMessage, type FixedErrorCode } from '@alphadesk/contracts';
import type { Language } from '@alphadesk/ui/plain';

/** The contract's zh-TW rule texts, back to their catalogue codes (to show them in any language). */
const codeByMessage = new Map(
  (Object.keys(errorCatalogue) as FixedErrorCode[])
    .filter((code) => code.startsWith('EINVOICE_'))
    .map((code) => [errorMessage(code, 'zh-TW'), code] as const),
);

export function localiseEinvoiceMessage(message: string, language: Language): string {
  const code = codeByMessage.get(message);
  return code ? errorMessage(code, language) : message;
}

/** The form field an EINVOICE_* error is about (the server answers one code per refusal). */
export function fieldOfError(
  code: string,
): 'kind' | 'carrierNumber' | 'loveCode' | 'taxId' | 'companyName' | null {
  if (!code.startsWith('EINVOICE_')) return null;
  if (code.includes('COMPANY_NAME')) return 'companyName';
  if (code.includes('TAX_ID')) return 'taxId';
  if (code.includes('LOVE_CODE')) return 'loveCode';
  if (/MOBILE_BARCODE|CITIZEN|CARRIER/.test(code)) return 'carrierNumber';
  return 'kind';
}
