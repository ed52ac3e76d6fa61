import { describe, expect, it } from 'vitest';
import { invoicePeriodOf, parseTaipeiDateTime, sameInvoicePeriod, taipeiDateTime } from './period.ts';
import { certificateBarcode, certificateQrCodes } from './qr-code.ts';

describe('bimonthly invoice period (Asia/Taipei)', () => {
  it.each([
    ['2026-01-01T00:00:00+08:00', 2026, 1, '115年01-02月'],
    ['2026-02-28T23:59:59+08:00', 2026, 1, '115年01-02月'],
    ['2026-03-01T00:00:00+08:00', 2026, 2, '115年03-04月'],
    // 2026-04-30 16:30 UTC is already 1 May in Taipei.
    ['2026-04-30T16:30:00Z', 2026, 3, '115年05-06月'],
    ['2025-12-31T15:59:59Z', 2025, 6, '114年11-12月'],
    ['2025-12-31T16:00:00Z', 2026, 1, '115年01-02月'],
    ['2024-02-29T12:00:00+08:00', 2024, 1, '113年01-02月'],
  ])('%s is %i term %i (%s)', (iso, year, term, label) => {
    const period = invoicePeriodOf(new Date(iso));
    expect(period).toMatchObject({ year, term, label, rocYear: year - 1911 });
  });

  it('gives the first instant of the period and of the next one', () => {
    const period = invoicePeriodOf(new Date('2026-06-15T10:00:00+08:00'));
    expect(period.starts.toISOString()).toBe('2026-04-30T16:00:00.000Z');
    expect(period.ends.toISOString()).toBe('2026-06-30T16:00:00.000Z');
    const december = invoicePeriodOf(new Date('2026-12-15T10:00:00+08:00'));
    expect(december.ends.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('compares periods', () => {
    expect(
      sameInvoicePeriod(new Date('2026-03-01T00:00:00+08:00'), new Date('2026-04-30T23:59:59+08:00')),
    ).toBe(true);
    expect(
      sameInvoicePeriod(new Date('2026-04-30T23:59:59+08:00'), new Date('2026-05-01T00:00:00+08:00')),
    ).toBe(false);
    expect(
      sameInvoicePeriod(new Date('2025-01-10T00:00:00+08:00'), new Date('2026-01-10T00:00:00+08:00')),
    ).toBe(false);
  });

  it('formats and parses the provider’s Taipei date-times', () => {
    const instant = new Date('2026-05-01T01:02:03Z');
    expect(taipeiDateTime(instant)).toBe('2026-05-01 09:02:03');
    expect(parseTaipeiDateTime('2026-05-01 09:02:03')?.toISOString()).toBe(instant.toISOString());
    expect(parseTaipeiDateTime('2026/05/01 09:02:03')?.toISOString()).toBe(instant.toISOString());
    expect(parseTaipeiDateTime('2026-02-30 09:02:03')).toBeNull();
    expect(parseTaipeiDateTime('2026-05-01')).toBeNull();
  });
});

describe('certificate barcode and QR codes', () => {
  const invoiceDate = new Date('2026-05-20T10:00:00+08:00');
  it('builds the barcode from the period, number and random number', () => {
    expect(certificateBarcode('AB12345678', invoiceDate, '1234')).toBe('11506AB123456781234');
  });

  it('lays out the QR texts', () => {
    const { left, right } = certificateQrCodes({
      invoiceNumber: 'AB12345678',
      invoiceDate,
      randomNumber: '1234',
      totalAmount: 499,
      salesAmount: 0,
      buyerTaxId: null,
      sellerTaxId: '10458570',
      verification: 'Sxys2hDhHuVVGnbc7XhCOg==',
      items: [{ name: '黃金會員 月繳', count: 1, price: 499 }],
    });
    expect(left).toBe(
      'AB12345678' +
        '1150520' +
        '1234' +
        '00000000' +
        '000001f3' +
        '00000000' +
        '10458570' +
        'Sxys2hDhHuVVGnbc7XhCOg==' +
        ':**********:1:1:1:黃金會員 月繳:1:499',
    );
    expect(right).toBe('**');
  });
});
