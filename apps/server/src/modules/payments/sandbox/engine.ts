import { createHash, randomBytes } from 'node:crypto';
import { taipeiDateTime } from '@alphadesk/core';
import { open, PayuniProtocolError, seal, type MerchantKeys } from '../payuni/protocol.ts';
import type { FormTransport } from '../payuni/transport.ts';
import type { SandboxStore } from './store.ts';

export class SandboxRequestError extends Error {}

export interface SandboxMerchant {
  merchantId: string;
  keys: MerchantKeys;
}

/** The UPP parameters the hosted page shows and acts on. */
export interface UppOrder {
  MerTradeNo: string;
  TradeAmt: number;
  ProdDesc: string;
  ReturnURL: string;
  NotifyURL: string;
  UsrMail: string;
  CreditToken: string | null;
}

export interface PayResult {
  returnUrl: string;
  /** The sealed result the browser posts to ReturnURL (the same one the notify carried). */
  fields: Record<string, string>;
  notifyDelivered: boolean;
  paid: boolean;
  order: UppOrder;
}

/**
 * The built-in PayUni sandbox: it speaks PayUni's protocol on the gateway's side (verifies and opens
 * what we seal, seals what it answers), so the real encrypt → post → notify → verify path always
 * runs. It never moves money; its ledger is the payuni_sandbox_trades table.
 */
export function createSandboxEngine(deps: {
  merchant: SandboxMerchant;
  store: SandboxStore;
  transport: FormTransport;
  now: () => Date;
}) {
  const { merchant, store, transport, now } = deps;

  function verify(body: Record<string, string | undefined>): Record<string, string> {
    if (body.MerID !== merchant.merchantId) throw new SandboxRequestError('商店代號不符');
    try {
      const params = open(body, merchant.keys);
      if (params.MerID !== merchant.merchantId) throw new SandboxRequestError('加密資料的商店代號不符');
      return params;
    } catch (error) {
      if (error instanceof PayuniProtocolError) throw new SandboxRequestError('加密資料驗證失敗');
      throw error;
    }
  }

  function sealed(inner: Record<string, string | number>): Record<string, string> {
    return { Status: String(inner.Status), ...seal(merchant.merchantId, inner, merchant.keys) };
  }

  return {
    /** Verifies and opens a UPP form post (the hosted page's input). */
    openUpp(body: Record<string, string | undefined>): UppOrder {
      const params = verify(body);
      const amount = Number(params.TradeAmt);
      for (const key of ['MerTradeNo', 'ProdDesc', 'ReturnURL', 'NotifyURL', 'Timestamp'] as const) {
        if (!params[key]) throw new SandboxRequestError(`缺少參數 ${key}`);
      }
      if (!Number.isInteger(amount) || amount <= 0) throw new SandboxRequestError('金額無效');
      return {
        MerTradeNo: params.MerTradeNo!,
        TradeAmt: amount,
        ProdDesc: params.ProdDesc!,
        ReturnURL: params.ReturnURL!,
        NotifyURL: params.NotifyURL!,
        UsrMail: params.UsrMail ?? '',
        CreditToken: params.CreditToken || null,
      };
    },

    /** The payer pressed 模擬付款成功 or 模擬付款失敗: record, notify the shop, and hand back the return. */
    async pay(body: Record<string, string | undefined>, succeed: boolean): Promise<PayResult> {
      const order = this.openUpp(body);
      const at = now();
      const cardHash =
        succeed && order.CreditToken
          ? `SBCARD${createHash('sha256').update(order.CreditToken).digest('hex').slice(0, 24).toUpperCase()}`
          : null;
      const trade = await store.record({
        merTradeNo: order.MerTradeNo,
        tradeNo: `SB${randomBytes(8).toString('hex').toUpperCase()}`,
        amount: order.TradeAmt,
        tradeStatus: succeed ? '1' : '2',
        cardToken: order.CreditToken,
        cardHash,
        createdAt: at,
      });
      const paid = trade.tradeStatus === '1';
      const stamp = taipeiDateTime(trade.createdAt);
      const fields = sealed({
        Status: paid ? 'SUCCESS' : 'UNAPPROVED',
        Message: paid ? '授權成功（測試模式）' : '授權失敗（測試模式模擬）',
        MerID: merchant.merchantId,
        MerTradeNo: trade.merTradeNo,
        TradeNo: trade.tradeNo,
        TradeAmt: trade.amount,
        TradeStatus: trade.tradeStatus,
        PaymentType: 1,
        Card6No: '424242',
        Card4No: '4242',
        AuthDay: stamp.slice(0, 10).replace(/-/g, ''),
        AuthTime: stamp.slice(11, 19).replace(/:/g, ''),
        ...(trade.cardHash && trade.cardToken
          ? { CreditToken: trade.cardToken, CreditHash: trade.cardHash }
          : {}),
      });
      let notifyDelivered = false;
      try {
        notifyDelivered = (await transport.post(order.NotifyURL, fields)).status === 200;
      } catch {
        notifyDelivered = false;
      }
      return { returnUrl: order.ReturnURL, fields, notifyDelivered, paid, order };
    },

    /** trade/query, trade/close and credit: a sealed post in, a sealed JSON envelope out. */
    async api(path: 'trade/query' | 'trade/close' | 'credit', body: Record<string, string | undefined>) {
      let params: Record<string, string>;
      try {
        params = verify(body);
      } catch (error) {
        if (error instanceof SandboxRequestError) return { Status: 'ERROR', Message: error.message };
        throw error;
      }
      const base = { MerID: merchant.merchantId };
      if (path === 'trade/query') {
        const trade = params.MerTradeNo ? await store.byOrder(params.MerTradeNo) : undefined;
        if (!trade) return sealed({ Status: 'SUCCESS', Message: '查無交易資料', ...base });
        return sealed({
          Status: 'SUCCESS',
          Message: '查詢成功',
          ...base,
          'Result[0][MerTradeNo]': trade.merTradeNo,
          'Result[0][TradeNo]': trade.tradeNo,
          'Result[0][TradeAmt]': trade.amount,
          'Result[0][TradeStatus]': trade.tradeStatus,
          'Result[0][PaymentType]': 1,
          'Result[0][Card4No]': '4242',
        });
      }
      if (path === 'trade/close') {
        const trade = params.TradeNo ? await store.byTradeNo(params.TradeNo) : undefined;
        const amount = Number(params.TradeAmt);
        if (params.CloseType !== '2')
          return sealed({ Status: 'ERROR', Message: '不支援的關帳類型', ...base });
        if (!trade || trade.tradeStatus !== '1')
          return sealed({ Status: 'ERROR', Message: '查無可退款交易', ...base });
        if (!Number.isInteger(amount) || amount <= 0 || amount > trade.amount - trade.refundedAmount) {
          return sealed({ Status: 'ERROR', Message: '退款金額超過可退款金額', ...base });
        }
        await store.setRefunded(trade.merTradeNo, trade.refundedAmount + amount);
        return sealed({
          Status: 'SUCCESS',
          Message: '退款成功（測試模式）',
          ...base,
          TradeNo: trade.tradeNo,
          TradeAmt: amount,
        });
      }
      const card =
        params.CreditToken && params.CreditHash
          ? await store.boundCard(params.CreditToken, params.CreditHash)
          : undefined;
      const amount = Number(params.TradeAmt);
      if (!card || !params.MerTradeNo || !Number.isInteger(amount) || amount <= 0) {
        return sealed({ Status: 'UNAPPROVED', Message: '卡片無法扣款（測試模式）', ...base, TradeStatus: 2 });
      }
      const trade = await store.record({
        merTradeNo: params.MerTradeNo,
        tradeNo: `SB${randomBytes(8).toString('hex').toUpperCase()}`,
        amount,
        tradeStatus: '1',
        cardToken: card.cardToken,
        cardHash: card.cardHash,
        createdAt: now(),
      });
      return sealed({
        Status: 'SUCCESS',
        Message: '授權成功（測試模式）',
        ...base,
        MerTradeNo: trade.merTradeNo,
        TradeNo: trade.tradeNo,
        TradeAmt: trade.amount,
        TradeStatus: 1,
        PaymentType: 1,
        Card4No: '4242',
      });
    },
  };
}
export type SandboxEngine = ReturnType<typeof createSandboxEngine>;
