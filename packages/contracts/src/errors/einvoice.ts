import { fixed } from './define.ts';

/**
 * E-invoice (電子發票) destinations, issuance and the invoice page. Each mistake in a member's choice has
 * its own code, `EINVOICE_` + the domain rule's code (packages/core einvoice rules), so the web shows
 * the same sentence beside the field.
 */
export const einvoiceErrors = {
  EINVOICE_KIND_UNKNOWN: fixed(400, {
    'zh-TW': '請選擇發票類型：手機條碼、自然人憑證、會員載具、捐贈或公司統一編號',
    'zh-CN': '请选择发票类型：手机条码、自然人凭证、会员载具、捐赠或公司统一编号',
    'en-US':
      'Choose an invoice type: mobile barcode, citizen certificate, member carrier, donation or company tax ID',
  }),
  EINVOICE_TAX_ID_REQUIRED: fixed(400, {
    'zh-TW': '請輸入公司統一編號',
    'zh-CN': '请输入公司统一编号',
    'en-US': 'Enter the company’s Unified Business Number (Taiwan tax ID)',
  }),
  EINVOICE_TAX_ID_FORMAT: fixed(400, {
    'zh-TW': '統一編號必須是 8 位數字',
    'zh-CN': '统一编号必须是 8 位数字',
    'en-US': 'The tax ID must be 8 digits',
  }),
  EINVOICE_TAX_ID_CHECKSUM: fixed(400, {
    'zh-TW': '統一編號檢查碼不正確，請確認號碼',
    'zh-CN': '统一编号校验码不正确，请确认号码',
    'en-US': 'This tax ID fails its check digit; please check the number',
  }),
  EINVOICE_COMPANY_NAME_REQUIRED: fixed(400, {
    'zh-TW': '開立統一編號發票時請輸入公司抬頭',
    'zh-CN': '开立统一编号发票时请输入公司抬头',
    'en-US': 'Enter the company name for an invoice with a tax ID',
  }),
  EINVOICE_COMPANY_NAME_TOO_LONG: fixed(400, {
    'zh-TW': '公司抬頭不可超過 60 個字',
    'zh-CN': '公司抬头不可超过 60 个字',
    'en-US': 'The company name may have at most 60 characters',
  }),
  EINVOICE_MOBILE_BARCODE_FORMAT: fixed(400, {
    'zh-TW': '手機條碼格式錯誤：應為「/」加 7 碼英數字或 . + -，例如 /ABC1234',
    'zh-CN': '手机条码格式错误：应为“/”加 7 码英数字或 . + -，例如 /ABC1234',
    'en-US': 'A mobile barcode is "/" followed by 7 characters of A–Z, 0–9, ".", "+" or "-", e.g. /ABC1234',
  }),
  EINVOICE_CITIZEN_CERTIFICATE_FORMAT: fixed(400, {
    'zh-TW': '自然人憑證條碼格式錯誤：應為 2 碼大寫英文加 14 碼數字',
    'zh-CN': '自然人凭证条码格式错误：应为 2 码大写英文加 14 码数字',
    'en-US': 'A citizen certificate carrier is 2 capital letters followed by 14 digits',
  }),
  EINVOICE_LOVE_CODE_FORMAT: fixed(400, {
    'zh-TW': '捐贈碼必須是 3 至 7 位數字',
    'zh-CN': '捐赠码必须是 3 至 7 位数字',
    'en-US': 'A love code (donation code) is 3 to 7 digits',
  }),
  EINVOICE_TAX_ID_REQUIRES_PRINT: fixed(400, {
    'zh-TW': '打統一編號的發票須列印，不能存入載具',
    'zh-CN': '打统一编号的发票须打印，不能存入载具',
    'en-US': 'An invoice with a tax ID is printed; it cannot go to a carrier',
  }),
  EINVOICE_TAX_ID_FORBIDS_DONATION: fixed(400, {
    'zh-TW': '打統一編號的發票不能捐贈',
    'zh-CN': '打统一编号的发票不能捐赠',
    'en-US': 'An invoice with a tax ID cannot be donated',
  }),
  EINVOICE_DONATION_REQUIRES_LOVE_CODE: fixed(400, {
    'zh-TW': '捐贈發票請輸入捐贈碼',
    'zh-CN': '捐赠发票请输入捐赠码',
    'en-US': 'Enter a love code to donate the invoice',
  }),
  EINVOICE_DONATION_FORBIDS_PRINT: fixed(400, {
    'zh-TW': '捐贈的發票不會列印',
    'zh-CN': '捐赠的发票不会打印',
    'en-US': 'A donated invoice is not printed',
  }),
  EINVOICE_DONATION_FORBIDS_CARRIER: fixed(400, {
    'zh-TW': '捐贈的發票不能同時存入載具',
    'zh-CN': '捐赠的发票不能同时存入载具',
    'en-US': 'A donated invoice cannot also go to a carrier',
  }),
  EINVOICE_LOVE_CODE_REQUIRES_DONATION: fixed(400, {
    'zh-TW': '只有捐贈發票需要捐贈碼',
    'zh-CN': '只有捐赠发票需要捐赠码',
    'en-US': 'A love code is only used when the invoice is donated',
  }),
  EINVOICE_CARRIER_FORBIDS_PRINT: fixed(400, {
    'zh-TW': '存入載具的發票不會列印',
    'zh-CN': '存入载具的发票不会打印',
    'en-US': 'An invoice saved to a carrier is not printed',
  }),
  EINVOICE_CARRIER_REQUIRES_NUMBER: fixed(400, {
    'zh-TW': '請輸入載具號碼',
    'zh-CN': '请输入载具号码',
    'en-US': 'Enter the carrier number',
  }),
  EINVOICE_MEMBER_CARRIER_TAKES_NO_NUMBER: fixed(400, {
    'zh-TW': '會員載具不需要輸入載具號碼',
    'zh-CN': '会员载具不需要输入载具号码',
    'en-US': 'The member carrier takes no carrier number',
  }),
  EINVOICE_CARRIER_NUMBER_WITHOUT_TYPE: fixed(400, {
    'zh-TW': '請先選擇載具類型',
    'zh-CN': '请先选择载具类型',
    'en-US': 'Choose a carrier type for this carrier number',
  }),
  EINVOICE_PRINT_REQUIRES_NAME: fixed(400, {
    'zh-TW': '列印的發票須填寫買受人名稱',
    'zh-CN': '打印的发票须填写买受人名称',
    'en-US': 'A printed invoice needs the buyer name',
  }),
  EINVOICE_DESTINATION_REQUIRED: fixed(400, {
    'zh-TW': '請選擇發票存入載具、捐贈或列印',
    'zh-CN': '请选择发票存入载具、捐赠或打印',
    'en-US': 'Choose a carrier, a donation or a printed invoice',
  }),
  EINVOICE_CONTACT_REQUIRED: fixed(400, {
    'zh-TW': '開立發票需要電子信箱或手機號碼',
    'zh-CN': '开立发票需要电子邮箱或手机号码',
    'en-US': 'An invoice needs an e-mail address or a phone number',
  }),
  EINVOICE_MOBILE_BARCODE_UNKNOWN: fixed(400, {
    'zh-TW': '查無此手機條碼，請確認後再輸入',
    'zh-CN': '查无此手机条码，请确认后再输入',
    'en-US': 'This mobile barcode is not registered; please check it',
  }),
  EINVOICE_LOVE_CODE_UNKNOWN: fixed(400, {
    'zh-TW': '查無此捐贈碼，請確認受捐贈機關或團體的捐贈碼',
    'zh-CN': '查无此捐赠码，请确认受捐赠机关或团体的捐赠码',
    'en-US': 'This love code is not registered; please check the charity’s code',
  }),
  EINVOICE_PROVIDER_UNAVAILABLE: fixed(503, {
    'zh-TW': '電子發票系統暫時無法確認，請稍後再試',
    'zh-CN': '电子发票系统暂时无法确认，请稍后再试',
    'en-US': 'The e-invoice service cannot confirm this right now; please try again later',
  }),
  EINVOICE_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此發票',
    'zh-CN': '找不到此发票',
    'en-US': 'This invoice was not found',
  }),
  EINVOICE_PREFERENCE_REQUIRED: fixed(400, {
    'zh-TW': '請先選擇發票開立方式（載具、捐贈或統一編號）',
    'zh-CN': '请先选择发票开立方式（载具、捐赠或统一编号）',
    'en-US': 'Choose how your invoice is issued first (carrier, donation or tax ID)',
  }),
} as const;
