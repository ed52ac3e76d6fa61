import { describe, expect, it } from 'vitest';
import { isCitizenCertificate, isLoveCode, isMobileBarcode } from './carriers.ts';
import { validateInvoiceChoice, issueDestinationOf } from './choice.ts';
import { einvoiceErrorCodes, einvoiceLocales, einvoiceMessage, einvoiceMessages } from './messages.ts';
import { checkIssueDestination, type IssueDestination } from './rules.ts';

describe('carrier and love-code formats', () => {
  it.each([
    ['/ABC1234', true],
    ['/AB.+-12', true],
    ['/0000000', true],
    ['/abc1234', false], // lower case is not a barcode character
    ['ABC12345', false], // no leading slash
    ['/ABC123', false], // six characters
    ['/ABC12345', false], // eight characters
    ['/ABC_234', false],
    ['/ABC 234', false],
  ])('mobile barcode %j → %s', (value, valid) => expect(isMobileBarcode(value)).toBe(valid));

  it.each([
    ['AB12345678901234', true],
    ['ab12345678901234', false],
    ['A123456789012345', false],
    ['AB1234567890123', false],
    ['AB123456789012345', false],
  ])('citizen certificate %j → %s', (value, valid) => expect(isCitizenCertificate(value)).toBe(valid));

  it.each([
    ['168', true],
    ['8585', true],
    ['1234567', true],
    ['12', false],
    ['12345678', false],
    ['12a4', false],
    ['', false],
  ])('love code %j → %s', (value, valid) => expect(isLoveCode(value)).toBe(valid));
});

const consumer: IssueDestination = {
  CustomerIdentifier: '',
  CustomerName: '王小明',
  CustomerEmail: 'ming@example.com',
  CustomerPhone: '',
  Print: '0',
  Donation: '0',
  LoveCode: '',
  CarrierType: '3',
  CarrierNum: '/ABC1234',
};
const codes = (fields: Partial<IssueDestination>) =>
  checkIssueDestination({ ...consumer, ...fields }).map((issue) => issue.code);

describe('the provider rules between Issue fields', () => {
  it('accepts each valid destination', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ CarrierType: '2', CarrierNum: 'AB12345678901234' })).toEqual([]);
    expect(codes({ CarrierType: '1', CarrierNum: '' })).toEqual([]);
    expect(codes({ CarrierType: '', CarrierNum: '', Donation: '1', LoveCode: '168' })).toEqual([]);
    expect(
      codes({
        CarrierType: '',
        CarrierNum: '',
        Print: '1',
        CustomerIdentifier: '22099131',
        CustomerName: '台積電',
      }),
    ).toEqual([]);
  });

  it('統編 ⇒ print and no donation', () => {
    expect(codes({ CustomerIdentifier: '22099131' })).toEqual(['TAX_ID_REQUIRES_PRINT']);
    expect(
      codes({
        CustomerIdentifier: '22099131',
        CarrierType: '',
        CarrierNum: '',
        Donation: '1',
        LoveCode: '168',
      }),
    ).toEqual(['TAX_ID_REQUIRES_PRINT', 'TAX_ID_FORBIDS_DONATION']);
    expect(codes({ CustomerIdentifier: '22099132', CarrierType: '', CarrierNum: '', Print: '1' })).toEqual([
      'TAX_ID_CHECKSUM',
    ]);
    expect(codes({ CustomerIdentifier: '2209913', CarrierType: '', CarrierNum: '', Print: '1' })).toEqual([
      'TAX_ID_FORMAT',
    ]);
  });

  it('donation ⇒ love code, no print, no carrier; a love code ⇒ donation', () => {
    expect(codes({ CarrierType: '', CarrierNum: '', Donation: '1' })).toEqual([
      'DONATION_REQUIRES_LOVE_CODE',
    ]);
    expect(codes({ CarrierType: '', CarrierNum: '', Donation: '1', LoveCode: '168', Print: '1' })).toEqual([
      'DONATION_FORBIDS_PRINT',
    ]);
    expect(codes({ Donation: '1', LoveCode: '168' })).toEqual(['DONATION_FORBIDS_CARRIER']);
    expect(codes({ LoveCode: '168' })).toEqual(['LOVE_CODE_REQUIRES_DONATION']);
    expect(codes({ CarrierType: '', CarrierNum: '', Donation: '1', LoveCode: '12' })).toEqual([
      'LOVE_CODE_FORMAT',
    ]);
  });

  it('carrier type ⇒ carrier number in its format, and no print', () => {
    expect(codes({ CarrierNum: '' })).toEqual(['CARRIER_REQUIRES_NUMBER']);
    expect(codes({ CarrierType: '2', CarrierNum: '' })).toEqual(['CARRIER_REQUIRES_NUMBER']);
    expect(codes({ CarrierNum: 'ABC1234' })).toEqual(['MOBILE_BARCODE_FORMAT']);
    expect(codes({ CarrierType: '2', CarrierNum: '/ABC1234' })).toEqual(['CITIZEN_CERTIFICATE_FORMAT']);
    expect(codes({ CarrierType: '1', CarrierNum: '/ABC1234' })).toEqual(['MEMBER_CARRIER_TAKES_NO_NUMBER']);
    expect(codes({ CarrierType: '', CarrierNum: '/ABC1234' })).toEqual([
      'CARRIER_NUMBER_WITHOUT_TYPE',
      'DESTINATION_REQUIRED',
    ]);
    expect(codes({ Print: '1' })).toEqual(['CARRIER_FORBIDS_PRINT']);
  });

  it('needs a destination, a printed buyer name and a contact', () => {
    expect(codes({ CarrierType: '', CarrierNum: '' })).toEqual(['DESTINATION_REQUIRED']);
    expect(codes({ CarrierType: '', CarrierNum: '', Print: '1', CustomerName: '' })).toEqual([
      'PRINT_REQUIRES_NAME',
    ]);
    expect(codes({ CustomerEmail: '', CustomerPhone: '' })).toEqual(['CONTACT_REQUIRED']);
    expect(codes({ CustomerEmail: '', CustomerPhone: '0912345678' })).toEqual([]);
  });
});

describe('a member’s invoice choice', () => {
  const refused = (input: Parameters<typeof validateInvoiceChoice>[0]) => {
    const result = validateInvoiceChoice(input);
    if (result.ok) throw new Error(`accepted ${JSON.stringify(input)}`);
    return result.issues;
  };

  it('accepts and normalises each kind', () => {
    expect(validateInvoiceChoice({ kind: 'mobile-barcode', carrierNumber: ' /abc+234 ' })).toEqual({
      ok: true,
      choice: { kind: 'mobile-barcode', carrierNumber: '/ABC+234' },
    });
    expect(validateInvoiceChoice({ kind: 'citizen-certificate', carrierNumber: 'ab12345678901234' })).toEqual(
      {
        ok: true,
        choice: { kind: 'citizen-certificate', carrierNumber: 'AB12345678901234' },
      },
    );
    expect(validateInvoiceChoice({ kind: 'member-carrier', carrierNumber: '' })).toEqual({
      ok: true,
      choice: { kind: 'member-carrier' },
    });
    expect(validateInvoiceChoice({ kind: 'donation', loveCode: '8585' })).toEqual({
      ok: true,
      choice: { kind: 'donation', loveCode: '8585' },
    });
    expect(
      validateInvoiceChoice({ kind: 'company', taxId: '10458570', companyName: ' 範例股份有限公司 ' }),
    ).toEqual({
      ok: true,
      choice: { kind: 'company', taxId: '10458570', companyName: '範例股份有限公司' },
    });
  });

  it('names the form field of every mistake', () => {
    expect(refused({ kind: 'paper' })).toEqual([{ code: 'KIND_UNKNOWN', field: 'kind' }]);
    expect(refused({ kind: 'mobile-barcode' })).toEqual([
      { code: 'CARRIER_REQUIRES_NUMBER', field: 'carrierNumber' },
    ]);
    expect(refused({ kind: 'mobile-barcode', carrierNumber: '/ABC12' })).toEqual([
      { code: 'MOBILE_BARCODE_FORMAT', field: 'carrierNumber' },
    ]);
    expect(refused({ kind: 'donation', loveCode: ' ' })).toEqual([
      { code: 'DONATION_REQUIRES_LOVE_CODE', field: 'loveCode' },
    ]);
    expect(refused({ kind: 'company', taxId: '', companyName: '' })).toEqual([
      { code: 'TAX_ID_REQUIRED', field: 'taxId' },
      { code: 'COMPANY_NAME_REQUIRED', field: 'companyName' },
    ]);
    expect(refused({ kind: 'company', taxId: '22099132', companyName: '甲' })).toEqual([
      { code: 'TAX_ID_CHECKSUM', field: 'taxId' },
    ]);
    expect(refused({ kind: 'company', taxId: '22099131', companyName: '甲'.repeat(61) })).toEqual([
      { code: 'COMPANY_NAME_TOO_LONG', field: 'companyName' },
    ]);
  });

  it('refuses fields the kind cannot take by the provider’s rules', () => {
    expect(refused({ kind: 'mobile-barcode', carrierNumber: '/ABC1234', taxId: '22099131' })).toEqual([
      { code: 'TAX_ID_REQUIRES_PRINT', field: 'kind' },
    ]);
    expect(refused({ kind: 'company', taxId: '22099131', companyName: '甲', loveCode: '168' })).toEqual([
      { code: 'LOVE_CODE_REQUIRES_DONATION', field: 'kind' },
    ]);
    expect(refused({ kind: 'donation', loveCode: '168', carrierNumber: '/ABC1234' })).toEqual([
      { code: 'CARRIER_NUMBER_WITHOUT_TYPE', field: 'kind' },
    ]);
    expect(refused({ kind: 'member-carrier', carrierNumber: '/ABC1234' })).toEqual([
      { code: 'MEMBER_CARRIER_TAKES_NO_NUMBER', field: 'carrierNumber' },
    ]);
  });

  it('maps a choice to Issue fields the rules accept', () => {
    const contact = { name: '王小明', email: 'ming@example.com' };
    for (const input of [
      { kind: 'mobile-barcode', carrierNumber: '/ABC1234' },
      { kind: 'citizen-certificate', carrierNumber: 'AB12345678901234' },
      { kind: 'member-carrier' },
      { kind: 'donation', loveCode: '168' },
      { kind: 'company', taxId: '22099131', companyName: '台灣積體電路製造股份有限公司' },
    ]) {
      const result = validateInvoiceChoice(input);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(checkIssueDestination(issueDestinationOf(result.choice, contact))).toEqual([]);
    }
    const company = issueDestinationOf(
      { kind: 'company', taxId: '22099131', companyName: '台積電' },
      contact,
    );
    expect(company).toMatchObject({ CustomerIdentifier: '22099131', CustomerName: '台積電', Print: '1' });
  });
});

describe('messages', () => {
  it('has a non-empty, distinct message per code in every locale', () => {
    for (const locale of einvoiceLocales) {
      const texts = einvoiceErrorCodes.map((code) => einvoiceMessages[code][locale]);
      expect(texts.every((text) => text.length > 3)).toBe(true);
      expect(new Set(texts).size).toBe(texts.length);
    }
    expect(einvoiceMessage('TAX_ID_CHECKSUM')).toBe('統一編號檢查碼不正確，請確認號碼');
    expect(einvoiceMessage('LOVE_CODE_FORMAT', 'en-US')).toBe('A love code (donation code) is 3 to 7 digits');
  });
});
