import { parseTaipeiDateTime, taipeiDateTime } from '@alphadesk/core';
import { EinvoiceProtocolError, openEnvelope, sealRequest, type EinvoiceKeys } from './protocol.ts';
import { EinvoiceUnavailableError, type JsonTransport } from './transport.ts';

export interface IssueItem {
  name: string;
  count: number;
  word: string;
  price: number;
}

/** An Issue request's fields besides MerchantID (the provider's names, see notes/einvoice.md). */
export interface IssueRequest {
  RelateNumber: string;
  CustomerID: string;
  CustomerIdentifier: string;
  CustomerName: string;
  CustomerAddr: string;
  CustomerPhone: string;
  CustomerEmail: string;
  Print: '0' | '1';
  Donation: '0' | '1';
  LoveCode: string;
  CarrierType: '' | '1' | '2' | '3';
  CarrierNum: string;
  SalesAmount: number;
  items: IssueItem[];
}

export interface IssuedInvoice {
  invoiceNumber: string;
  invoiceDate: Date;
  randomNumber: string;
}

/** What GetIssue says of an invoice: void status and what is left to allow. */
export interface IssueState extends IssuedInvoice {
  voided: boolean;
  amount: number;
  remaining: number | null;
}

export type ProviderAnswer<T> = ({ ok: true } & T) | { ok: false; code: number; message: string };

/**
 * The ECPay B2C e-invoice client. Every answer is decrypted with our keys and must name our merchant;
 * anything else (a tampered or foreign answer) throws EinvoiceProtocolError and is never trusted.
 */
export function createEinvoiceClient(options: {
  merchantId: string;
  keys: EinvoiceKeys | (() => Promise<EinvoiceKeys>);
  apiBase: string;
  transport: JsonTransport;
  now: () => Date;
}) {
  const { merchantId, apiBase, transport, now } = options;
  const keysOf = async () => (typeof options.keys === 'function' ? options.keys() : options.keys);

  async function call(path: string, data: object): Promise<Record<string, unknown>> {
    const keys = await keysOf();
    const response = await transport.post(`${apiBase}${path}`, sealRequest(merchantId, data, keys, now()));
    if (response.status !== 200)
      throw new EinvoiceUnavailableError(`${path} answered HTTP ${response.status}`);
    const opened = openEnvelope(response.body, keys);
    if (opened.merchantId !== merchantId)
      throw new EinvoiceProtocolError(`${path}: answer for another merchant`);
    if (opened.transCode !== 1) {
      return { RtnCode: -(opened.transCode ?? 0) || -1, RtnMsg: opened.transMsg || 'TransCode not 1' };
    }
    if (!opened.data) throw new EinvoiceProtocolError(`${path}: answer without Data`);
    return opened.data;
  }

  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const failed = (data: Record<string, unknown>) => ({
    ok: false as const,
    code: Number(data.RtnCode) || 0,
    message: text(data.RtnMsg),
  });
  const issuedFrom = (number: unknown, date: unknown, random: unknown): IssuedInvoice => {
    const invoiceDate = parseTaipeiDateTime(text(date));
    if (!/^[A-Z]{2}\d{8}$/.test(text(number)) || !invoiceDate || !/^\d{4}$/.test(text(random))) {
      throw new EinvoiceProtocolError('issued invoice fields are malformed');
    }
    return { invoiceNumber: text(number), invoiceDate, randomNumber: text(random) };
  };

  return {
    merchantId,

    async issue(request: IssueRequest): Promise<ProviderAnswer<IssuedInvoice>> {
      const { items, ...fields } = request;
      const data = await call('/B2CInvoice/Issue', {
        ...fields,
        ClearanceMark: '',
        TaxType: '1',
        InvType: '07',
        vat: '1',
        Items: items.map((item, index) => ({
          ItemSeq: index + 1,
          ItemName: item.name,
          ItemCount: item.count,
          ItemWord: item.word,
          ItemPrice: item.price,
          ItemTaxType: '1',
          ItemAmount: item.price * item.count,
        })),
      });
      if (Number(data.RtnCode) !== 1) return failed(data);
      // ECPay's B2C e-invoice API, Issue response: InvoiceNo, InvoiceDate ("yyyy-MM-dd HH:mm:ss"),
      // RandomNumber (4 digits).
      return { ok: true, ...issuedFrom(data.InvoiceNo, data.InvoiceDate, data.RandomNumber) };
    },

    /**
     * The invoice issued under our order number, or null when the provider has none. Answer fields
     * as in ECPay's B2C e-invoice API, GetIssue response (查詢發票明細): IIS_Number, IIS_Relate_Number,
     * IIS_Create_Date ("yyyy-MM-dd HH:mm:ss"), IIS_Random_Number, IIS_Sales_Amount,
     * IIS_Invalid_Status ("1" = voided) and IIS_Remain_Allowance_Amt. Amounts may come as numbers or
     * as strings, and the remaining amount as "" before any allowance, which means "not known" here.
     */
    async getIssue(relateNumber: string): Promise<IssueState | null> {
      const data = await call('/B2CInvoice/GetIssue', { RelateNumber: relateNumber });
      if (Number(data.RtnCode) !== 1) return null;
      if (text(data.IIS_Relate_Number) !== relateNumber) {
        throw new EinvoiceProtocolError('GetIssue answered about another order');
      }
      const amount = amountOf(data.IIS_Sales_Amount);
      if (amount === null) throw new EinvoiceProtocolError('GetIssue answered without a sales amount');
      return {
        ...issuedFrom(data.IIS_Number, data.IIS_Create_Date, data.IIS_Random_Number),
        voided: text(data.IIS_Invalid_Status) === '1',
        amount,
        remaining: amountOf(data.IIS_Remain_Allowance_Amt),
      };
    },

    /** ECPay's B2C e-invoice API, Invalid response: RtnCode, RtnMsg and the voided InvoiceNo. */
    async invalid(input: {
      invoiceNumber: string;
      invoiceDate: Date;
      reason: string;
    }): Promise<ProviderAnswer<object>> {
      const data = await call('/B2CInvoice/Invalid', {
        InvoiceNo: input.invoiceNumber,
        InvoiceDate: taipeiDateTime(input.invoiceDate).slice(0, 10),
        Reason: input.reason,
      });
      return Number(data.RtnCode) === 1 ? { ok: true } : failed(data);
    },

    /**
     * ECPay's B2C e-invoice API, Allowance response (開立折讓): IA_Allow_No (the 16-character allowance
     * number), IA_Invoice_No, IA_Date ("yyyy-MM-dd HH:mm:ss") and IA_Remain_Allowance_Amt.
     */
    async allowance(input: {
      invoiceNumber: string;
      invoiceDate: Date;
      amount: number;
      itemName: string;
      customerName: string;
      email: string;
    }): Promise<ProviderAnswer<{ allowanceNumber: string; remaining: number }>> {
      const data = await call('/B2CInvoice/Allowance', {
        InvoiceNo: input.invoiceNumber,
        InvoiceDate: taipeiDateTime(input.invoiceDate).slice(0, 10),
        AllowanceNotify: input.email ? 'E' : 'N',
        CustomerName: input.customerName,
        NotifyMail: input.email,
        NotifyPhone: '',
        AllowanceAmount: input.amount,
        Items: [
          {
            ItemSeq: 1,
            ItemName: input.itemName,
            ItemCount: 1,
            ItemWord: '式',
            ItemPrice: input.amount,
            ItemTaxType: '1',
            ItemAmount: input.amount,
          },
        ],
      });
      if (Number(data.RtnCode) !== 1) return failed(data);
      const remaining = amountOf(data.IA_Remain_Allowance_Amt);
      if (!text(data.IA_Allow_No) || remaining === null) {
        throw new EinvoiceProtocolError('allowance answer without its number or remaining amount');
      }
      if (data.IA_Invoice_No !== undefined && text(data.IA_Invoice_No) !== input.invoiceNumber) {
        throw new EinvoiceProtocolError('allowance answered about another invoice');
      }
      return { ok: true, allowanceNumber: text(data.IA_Allow_No), remaining };
    },

    /**
     * Whether the Ministry's platform knows a mobile barcode ('unknown' when it did not say). ECPay's
     * B2C e-invoice API, CheckBarcode and CheckLoveCode responses: IsExist "Y" or "N".
     */
    async checkBarcode(barcode: string): Promise<'exists' | 'missing' | 'unknown'> {
      return existence(await call('/B2CInvoice/CheckBarcode', { BarCode: barcode }));
    },

    async checkLoveCode(loveCode: string): Promise<'exists' | 'missing' | 'unknown'> {
      return existence(await call('/B2CInvoice/CheckLoveCode', { LoveCode: loveCode }));
    },
  };
}
export type EinvoiceClient = ReturnType<typeof createEinvoiceClient>;

/** An integer amount sent as a number or a numeric string; null when absent or empty. */
function amountOf(value: unknown): number | null {
  if (value === undefined || value === null || String(value).trim() === '') return null;
  const amount = Number(value);
  return Number.isInteger(amount) ? amount : null;
}

function existence(data: Record<string, unknown>): 'exists' | 'missing' | 'unknown' {
  if (Number(data.RtnCode) !== 1) return 'unknown';
  if (data.IsExist === 'Y') return 'exists';
  if (data.IsExist === 'N') return 'missing';
  return 'unknown';
}
