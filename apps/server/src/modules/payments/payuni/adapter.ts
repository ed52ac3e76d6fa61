import {
  GatewayUnavailableError,
  GatewayVerificationError,
  type GatewayTrade,
  type PaymentGateway,
} from '../gateway.ts';
import { keysOf, open, PayuniProtocolError, seal, type KeySource } from './protocol.ts';
import type { FormTransport } from './transport.ts';

export interface PayuniOptions {
  merchantId: string;
  keys: KeySource;
  /** e.g. https://sandbox-api.payuni.com.tw/api (no trailing slash) */
  apiBase: string;
  testMode: boolean;
  transport: FormTransport;
  now: () => Date;
}

/**
 * PayUni 統一金流 over its real protocol: every call and callback is MerID, Version, EncryptInfo
 * (AES-256-GCM of the form-encoded parameters) and HashInfo (SHA-256), see protocol.ts.
 */
export function createPayuniGateway(options: PayuniOptions): PaymentGateway {
  const { merchantId, keys, apiBase, transport, now } = options;
  const timestamp = () => Math.floor(now().getTime() / 1000);

  async function verify(
    envelope: Record<string, string | undefined>,
    what: string,
  ): Promise<Record<string, string>> {
    if (envelope.MerID !== undefined && envelope.MerID !== merchantId) {
      throw new GatewayVerificationError(`${what}: MerID does not match`, { MerID: envelope.MerID });
    }
    let fields: Record<string, string>;
    try {
      fields = open(envelope, await keysOf(keys));
    } catch (error) {
      if (error instanceof PayuniProtocolError) {
        throw new GatewayVerificationError(`${what}: ${error.message}`, {
          MerID: envelope.MerID ?? '',
          Status: envelope.Status ?? '',
        });
      }
      throw error;
    }
    if (fields.MerID !== undefined && fields.MerID !== merchantId) {
      throw new GatewayVerificationError(`${what}: encrypted MerID does not match`, fields);
    }
    return fields;
  }

  /** One API call: a sealed form post answered by a JSON envelope, verified and opened. */
  async function call(
    path: string,
    params: Record<string, string | number>,
  ): Promise<Record<string, string>> {
    const envelope = seal(
      merchantId,
      { MerID: merchantId, ...params, Timestamp: timestamp() },
      await keysOf(keys),
    );
    const response = await transport.post(`${apiBase}/${path}`, { ...envelope });
    if (response.status !== 200) {
      throw new GatewayUnavailableError(`${path} answered HTTP ${response.status}`);
    }
    let answer: Record<string, string | undefined>;
    try {
      answer = JSON.parse(response.body) as Record<string, string | undefined>;
    } catch {
      throw new GatewayUnavailableError(`${path} answered something that is not JSON`);
    }
    if (!answer.EncryptInfo) return { Status: answer.Status ?? 'ERROR', Message: answer.Message ?? '' };
    return await verify(answer, path);
  }

  return {
    name: 'payuni',
    merchantId,
    testMode: options.testMode,

    async checkoutForm(input) {
      const params: Record<string, string | number> = {
        MerID: merchantId,
        MerTradeNo: input.orderNumber,
        TradeAmt: input.amount,
        Timestamp: timestamp(),
        ProdDesc: input.description,
        UsrMail: input.payerEmail,
        ReturnURL: input.returnUrl,
        NotifyURL: input.notifyUrl,
        ...(input.cardToken ? { CreditToken: input.cardToken } : {}),
      };
      return {
        action: `${apiBase}/upp`,
        method: 'POST',
        fields: seal(merchantId, params, await keysOf(keys)),
      };
    },

    async openCallback(body) {
      return tradeFrom(await verify(body, 'callback'));
    },

    async query(orderNumber) {
      const fields = await call('trade/query', { MerTradeNo: orderNumber });
      if (fields.Status !== 'SUCCESS') {
        throw new GatewayUnavailableError(`trade/query: ${fields.Status} ${fields.Message ?? ''}`);
      }
      return pick(fields, 'MerTradeNo') === orderNumber ? tradeFrom(fields) : null;
    },

    async refund({ tradeNo, amount, refundNo }) {
      const fields = await call('trade/close', {
        TradeNo: tradeNo,
        TradeAmt: amount,
        CloseType: 2,
        MerRefundNo: refundNo,
      });
      return {
        ok: fields.Status === 'SUCCESS',
        status: fields.Status ?? '',
        message: fields.Message ?? '',
        fields,
      };
    },

    async chargeToken(input) {
      const fields = await call('credit', {
        MerTradeNo: input.orderNumber,
        TradeAmt: input.amount,
        ProdDesc: input.description,
        CreditToken: input.cardToken,
        CreditHash: input.cardHash,
      });
      const trade = tradeFrom({ MerTradeNo: input.orderNumber, ...fields });
      // A charge that asks for 3-D Secure (a URL to send the payer to) is not paid.
      return fields.URL ? { ...trade, outcome: 'failed' } : trade;
    },
  };
}

/** A trade's field, flat (callbacks) or as the first of trade/query's Result list. */
function pick(fields: Record<string, string>, key: string): string | undefined {
  return fields[`Result[0][${key}]`] ?? fields[key];
}

export function tradeFrom(fields: Record<string, string>): GatewayTrade {
  const status = fields.Status ?? '';
  const tradeStatus = pick(fields, 'TradeStatus');
  const amount = pick(fields, 'TradeAmt');
  const refunded = pick(fields, 'RefundAmt');
  const outcome =
    status === 'SUCCESS' && tradeStatus === '1'
      ? 'paid'
      : status === 'SUCCESS' && tradeStatus === '0'
        ? 'pending'
        : 'failed';
  return {
    orderNumber: pick(fields, 'MerTradeNo') ?? '',
    tradeNo: pick(fields, 'TradeNo') || null,
    amount: amount && /^\d+$/.test(amount) ? Number(amount) : null,
    outcome,
    status,
    message: fields.Message ?? '',
    paymentType: pick(fields, 'PaymentType') ?? null,
    cardLast4: pick(fields, 'Card4No') ?? null,
    authDay: pick(fields, 'AuthDay') ?? null,
    refundedAmount: refunded && /^\d+$/.test(refunded) ? Number(refunded) : null,
    cardHash: pick(fields, 'CreditHash') || null,
    fields,
  };
}
