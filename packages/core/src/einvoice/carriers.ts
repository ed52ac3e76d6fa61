/**
 * Formats of the invoice destinations (財政部電子發票整合服務平台 rules, as the e-invoice provider
 * checks them): a mobile barcode (手機條碼) is "/" and seven characters of 0-9 A-Z . + -; a citizen
 * digital certificate (自然人憑證) is two capital letters and fourteen digits; a love code (捐贈碼)
 * is three to seven digits.
 */
export const mobileBarcodePattern = /^\/[0-9A-Z.+-]{7}$/;
export const citizenCertificatePattern = /^[A-Z]{2}\d{14}$/;
export const loveCodePattern = /^\d{3,7}$/;

export const isMobileBarcode = (value: string) => mobileBarcodePattern.test(value);
export const isCitizenCertificate = (value: string) => citizenCertificatePattern.test(value);
export const isLoveCode = (value: string) => loveCodePattern.test(value);
