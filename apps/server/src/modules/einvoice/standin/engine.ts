import { randomInt } from 'node:crypto';
import {
  checkIssueDestination,
  isLoveCode,
  isMobileBarcode,
  taipeiDateTime,
  type IssueDestination,
} from '@alphadesk/core';
import {
  EinvoiceProtocolError,
  decryptData,
  sealResponse,
  type EinvoiceKeys,
  type ResponseEnvelope,
} from '../protocol.ts';
import type { StandinStore } from './store.ts';

export const standinPaths = [
  'Issue',
  'Invalid',
  'Allowance',
  'GetIssue',
  'CheckBarcode',
  'CheckLoveCode',
] as const;
export type StandinPath = (typeof standinPaths)[number];

/**
 * The built-in e-invoice stand-in: plays ECPay's B2C e-invoice API (same envelope, encoding and
 * answers) so checkout, issuance, voids and allowances work end to end without a merchant. Test
 * mode only: its invoices are not reported to the Ministry of Finance. It refuses what the provider
 * refuses (the rules between destination fields, a repeated RelateNumber, a void after the filing
 * period, an allowance over the remaining amount). Mobile barcodes and love codes ending in "0000"
 * are "not registered", so the provider's checks can be exercised. Its answers' field names and
 * formats follow ECPay's B2C e-invoice API responses for Issue, GetIssue, Invalid, Allowance,
 * CheckBarcode and CheckLoveCode (as published in ECPay's e-invoice API documentation).
 */
export function createStandinEngine(deps: {
  merchantId: string;
  keys: EinvoiceKeys;
  store: StandinStore;
  now: () => Date;
}) {
  const { merchantId, keys, store, now } = deps;
  const answer = (data: Record<string, unknown>): ResponseEnvelope =>
    sealResponse(merchantId, data, keys, now());
  const refuse = (code: number, message: string) => answer({ RtnCode: code, RtnMsg: message });

  async function nextNumber(): Promise<string> {
    return `AD${String((await store.count()) + 10_000_001).padStart(8, '0')}`;
  }

  async function issue(data: Record<string, unknown>): Promise<ResponseEnvelope> {
    const relate = String(data.RelateNumber ?? '');
    if (!relate || relate.length > 30) return refuse(1000001, 'RelateNumber 格式錯誤');
    if (await store.byRelateNumber(merchantId, relate)) return refuse(4000003, 'RelateNumber 重複');
    const issues = checkIssueDestination(data as unknown as IssueDestination);
    if (issues.length)
      return refuse(1200000 + issues.length, `欄位檢核錯誤：${issues.map((i) => i.code).join(',')}`);
    const amount = Number(data.SalesAmount);
    const items = Array.isArray(data.Items) ? (data.Items as Array<Record<string, unknown>>) : [];
    const itemsTotal = items.reduce((sum, item) => sum + Number(item.ItemAmount), 0);
    if (!Number.isInteger(amount) || amount < 1 || itemsTotal !== amount) {
      return refuse(1300001, '發票金額與商品合計不符');
    }
    const invoiceDate = taipeiDateTime(now());
    const randomNumber = String(randomInt(0, 10_000)).padStart(4, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const invoiceNumber = await nextNumber();
      const inserted = await store.insert({
        invoiceNumber,
        merchantId,
        relateNumber: relate,
        invoiceDate,
        randomNumber,
        salesAmount: amount,
        remainingAmount: amount,
        request: data,
        invalidAt: null,
        allowances: [],
        createdAt: now(),
      });
      if (inserted) {
        return answer({
          RtnCode: 1,
          RtnMsg: '開立發票成功',
          InvoiceNo: invoiceNumber,
          InvoiceDate: invoiceDate,
          RandomNumber: randomNumber,
        });
      }
      if (await store.byRelateNumber(merchantId, relate)) return refuse(4000003, 'RelateNumber 重複');
    }
    return refuse(9000001, '系統忙碌中');
  }

  async function getIssue(data: Record<string, unknown>): Promise<ResponseEnvelope> {
    const found = data.RelateNumber
      ? await store.byRelateNumber(merchantId, String(data.RelateNumber))
      : await store.byNumber(merchantId, String(data.InvoiceNo ?? ''));
    if (!found) return refuse(1600003, '查無發票資料');
    return answer({
      RtnCode: 1,
      RtnMsg: '查詢成功',
      IIS_Number: found.invoiceNumber,
      IIS_Relate_Number: found.relateNumber,
      IIS_Create_Date: found.invoiceDate,
      IIS_Random_Number: found.randomNumber,
      IIS_Sales_Amount: found.salesAmount,
      IIS_Issue_Status: '1',
      IIS_Invalid_Status: found.invalidAt ? '1' : '0',
      IIS_Remain_Allowance_Amt: found.remainingAmount,
    });
  }

  const periodOf = (date: string) => {
    const [year, month] = date.slice(0, 7).split('-').map(Number) as [number, number];
    return `${year}-${Math.ceil(month / 2)}`;
  };

  async function invalid(data: Record<string, unknown>): Promise<ResponseEnvelope> {
    const found = await store.byNumber(merchantId, String(data.InvoiceNo ?? ''));
    if (!found || found.invoiceDate.slice(0, 10) !== String(data.InvoiceDate ?? '')) {
      return refuse(1600003, '查無發票資料');
    }
    if (!String(data.Reason ?? '').trim()) return refuse(1000002, '作廢原因不可為空');
    if (found.invalidAt) return refuse(5000001, '發票已作廢');
    if (found.allowances.length) return refuse(5000002, '發票已折讓，不可作廢');
    if (periodOf(found.invoiceDate) !== periodOf(taipeiDateTime(now()))) {
      return refuse(5000003, '已逾發票作廢期限，請開立折讓');
    }
    await store.update(found.invoiceNumber, { invalidAt: taipeiDateTime(now()) });
    return answer({ RtnCode: 1, RtnMsg: '作廢發票成功', InvoiceNo: found.invoiceNumber });
  }

  async function allowance(data: Record<string, unknown>): Promise<ResponseEnvelope> {
    const found = await store.byNumber(merchantId, String(data.InvoiceNo ?? ''));
    if (!found || found.invoiceDate.slice(0, 10) !== String(data.InvoiceDate ?? '')) {
      return refuse(1600003, '查無發票資料');
    }
    if (found.invalidAt) return refuse(5000001, '發票已作廢');
    const amount = Number(data.AllowanceAmount);
    if (!Number.isInteger(amount) || amount < 1 || amount > found.remainingAmount) {
      return refuse(5000004, '折讓金額超過可折讓金額');
    }
    const date = taipeiDateTime(now());
    // The provider's allowance numbers are 16 digits: the allowance's date and time, then two more.
    let number = '';
    do number = `${date.replace(/\D/g, '')}${String(randomInt(0, 100)).padStart(2, '0')}`;
    while (found.allowances.some((item) => item.number === number));
    const remaining = found.remainingAmount - amount;
    await store.update(found.invoiceNumber, {
      remainingAmount: remaining,
      allowances: [...found.allowances, { number, amount, date }],
    });
    return answer({
      RtnCode: 1,
      RtnMsg: '開立折讓成功',
      IA_Allow_No: number,
      IA_Invoice_No: found.invoiceNumber,
      IA_Date: date,
      IA_Remain_Allowance_Amt: remaining,
    });
  }

  const registered = (code: string) => !code.endsWith('0000');

  return {
    merchantId,
    /** Answers one API call; the envelope's merchant and Data are checked first. */
    async handle(path: StandinPath, body: Record<string, unknown>): Promise<ResponseEnvelope> {
      if (body.MerchantID !== merchantId) {
        return { ...refuse(0, ''), TransCode: 0, TransMsg: 'MerchantID 錯誤', Data: '' };
      }
      let data: Record<string, unknown>;
      try {
        data = decryptData(String(body.Data ?? ''), keys);
      } catch (error) {
        if (!(error instanceof EinvoiceProtocolError)) throw error;
        return { ...refuse(0, ''), TransCode: 0, TransMsg: '解密失敗', Data: '' };
      }
      if (data.MerchantID !== merchantId) return refuse(1000003, 'Data 之 MerchantID 不符');
      switch (path) {
        case 'Issue':
          return issue(data);
        case 'GetIssue':
          return getIssue(data);
        case 'Invalid':
          return invalid(data);
        case 'Allowance':
          return allowance(data);
        case 'CheckBarcode': {
          const code = String(data.BarCode ?? '');
          if (!isMobileBarcode(code)) return refuse(9000001, '手機條碼格式錯誤');
          return answer({ RtnCode: 1, RtnMsg: '執行成功', IsExist: registered(code) ? 'Y' : 'N' });
        }
        case 'CheckLoveCode': {
          const code = String(data.LoveCode ?? '');
          if (!isLoveCode(code)) return refuse(9000001, '捐贈碼格式錯誤');
          return answer({ RtnCode: 1, RtnMsg: '執行成功', IsExist: registered(code) ? 'Y' : 'N' });
        }
      }
    },
  };
}
export type StandinEngine = ReturnType<typeof createStandinEngine>;
