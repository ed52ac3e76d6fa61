import { createHash, randomBytes } from 'node:crypto';
import { taipeiDateTime } from '@alphadesk/core';
import { keysOf, open, PayuniProtocolError, seal, type KeySource } from '../payuni/protocol.ts';
import type { FormTransport } from '../payuni/transport.ts';
import type { SandboxStore } from './store.ts';

export class SandboxRequestError extends Error {}

export interface SandboxMerchant {
  merchantId: string;
  keys: KeySource;
}

/** The only callback addresses the sandbox serves: this server's own NotifyURL and ReturnURL. */
export interface SandboxShop {
  notifyUrl: string;
  returnUrl: string;
}

/** Whether `given` names exactly `expected` (after URL normalisation); anything unparsable does not. */
function sameUrl(given: string, expected: string): boolean {
  try {
    return new URL(given).href === new URL(expected).href;
  } catch {
    return false;
  }
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
  shop: SandboxShop;
  store: SandboxStore;
  transport: FormTransport;
  now: () => Date;
}) {
  const { merchant, shop, store, transport, now } = deps;

  async function verify(body: Record<string, string | undefined>): Promise<Record<string, string>> {
    if (body.MerID !== merchant.merchantId) throw new SandboxRequestError('商店代號不符');
    const keys = await keysOf(merchant.keys);
    try {
      const params = open(body, keys);
      if (params.MerID !== merchant.merchantId) throw new SandboxRequestError('加密資料的商店代號不符');
      return params;
    } catch (error) {
      if (error instanceof PayuniProtocolError) throw new SandboxRequestError('加密資料驗證失敗');
      throw error;
    }
  }

  async function sealed(inner: Record<string, string | number>): Promise<Record<string, string>> {
    return { Status: String(inner.Status), ...seal(merchant.merchantId, inner, await keysOf(merchant.keys)) };
  }

  /**
   * trade/close with CloseType=2 (refund). A close that carries the shop's refund number (MerRefundNo)
   * is carried out once: repeating it answers the first result and moves no more money.
   */
  async function close(params: Record<string, string>) {
    const base = { MerID: merchant.merchantId };
    const trade = params.TradeNo ? await store.byTradeNo(params.TradeNo) : undefined;
    const amount = Number(params.TradeAmt);
    if (params.CloseType !== '2')
      return await sealed({ Status: 'ERROR', Message: '不支援的關帳類型', ...base });
    if (!trade || trade.tradeStatus !== '1') {
      return await sealed({ Status: 'ERROR', Message: '查無可退款交易', ...base });
    }
    if (!Number.isInteger(amount) || amount <= 0) {
      return await sealed({ Status: 'ERROR', Message: '退款金額無效', ...base });
    }
    const outcome = await store.refund({
      merTradeNo: trade.merTradeNo,
      refundNo: params.MerRefundNo || null,
      amount,
      at: now(),
    });
    if (outcome === 'too-much') {
      return await sealed({ Status: 'ERROR', Message: '退款金額超過可退款金額', ...base });
    }
    if (outcome === 'conflict') {
      return await sealed({ Status: 'ERROR', Message: '退款編號已用於其他退款', ...base });
    }
    return await sealed({
      Status: 'SUCCESS',
      Message: outcome === 'repeated' ? '退款已完成（重複請求）' : '退款成功（測試模式）',
      ...base,
      TradeNo: trade.tradeNo,
      TradeAmt: amount,
      ...(params.MerRefundNo ? { MerRefundNo: params.MerRefundNo } : {}),
    });
  }

  return {
    /** Verifies and opens a UPP form post (the hosted page's input). */
    async openUpp(body: Record<string, string | undefined>): Promise<UppOrder> {
      const params = await verify(body);
      const amount = Number(params.TradeAmt);
      for (const key of ['MerTradeNo', 'ProdDesc', 'ReturnURL', 'NotifyURL', 'Timestamp'] as const) {
        if (!params[key]) throw new SandboxRequestError(`缺少參數 ${key}`);
      }
      if (!Number.isInteger(amount) || amount <= 0) throw new SandboxRequestError('金額無效');
      // The sandbox posts server to server only to this shop's own notify endpoint: any other
      // address would make it a request forwarder into the server's network.
      if (!sameUrl(params.NotifyURL!, shop.notifyUrl)) {
        throw new SandboxRequestError('付款通知網址（NotifyURL）必須是本站的付款通知網址');
      }
      if (!sameUrl(params.ReturnURL!, shop.returnUrl)) {
        throw new SandboxRequestError('付款返回網址（ReturnURL）必須是本站的付款返回網址');
      }
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
      const order = await this.openUpp(body);
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
      const fields = await sealed({
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
      // Whatever the shop answers, the page says the same: a lost notify is settled by trade/query.
      await transport.post(shop.notifyUrl, fields).catch(() => undefined);
      return { returnUrl: shop.returnUrl, fields, paid, order };
    },

    /** trade/query, trade/close and credit: a sealed post in, a sealed JSON envelope out. */
    async api(path: 'trade/query' | 'trade/close' | 'credit', body: Record<string, string | undefined>) {
      let params: Record<string, string>;
      try {
        params = await verify(body);
      } catch (error) {
        if (error instanceof SandboxRequestError) return { Status: 'ERROR', Message: error.message };
        throw error;
      }
      const base = { MerID: merchant.merchantId };
      if (path === 'trade/query') {
        const trade = params.MerTradeNo ? await store.byOrder(params.MerTradeNo) : undefined;
        if (!trade) return await sealed({ Status: 'SUCCESS', Message: '查無交易資料', ...base });
        return await sealed({
          Status: 'SUCCESS',
          Message: '查詢成功',
          ...base,
          'Result[0][MerTradeNo]': trade.merTradeNo,
          'Result[0][TradeNo]': trade.tradeNo,
          'Result[0][TradeAmt]': trade.amount,
          'Result[0][TradeStatus]': trade.tradeStatus,
          'Result[0][PaymentType]': 1,
          'Result[0][Card4No]': '4242',
          'Result[0][RefundAmt]': trade.refundedAmount,
        });
      }
      if (path === 'trade/close') return await close(params);
      const card =
        params.CreditToken && params.CreditHash
          ? await store.boundCard(params.CreditToken, params.CreditHash)
          : undefined;
      const amount = Number(params.TradeAmt);
      if (!card || !params.MerTradeNo || !Number.isInteger(amount) || amount <= 0) {
        return await sealed({
          Status: 'UNAPPROVED',
          Message: '卡片無法扣款（測試模式）',
          ...base,
          TradeStatus: 2,
        });
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
      return await sealed({
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
