/**
 * What the payments module needs from a payment gateway. PayUni is the one adapter
 * (payuni/adapter.ts); the built-in sandbox speaks the same protocol, so the same adapter serves it.
 */
export interface CheckoutInput {
  orderNumber: string;
  amount: number;
  description: string;
  payerEmail: string;
  returnUrl: string;
  notifyUrl: string;
  /** Our identifier for the payer's card, so the gateway binds it for renewals (PayUni CreditToken). */
  cardToken: string | null;
}

export interface GatewayForm {
  action: string;
  method: 'POST';
  fields: { MerID: string; Version: string; EncryptInfo: string; HashInfo: string };
}

/** A trade as the gateway reports it (callback, query or token charge), normalised. */
export interface GatewayTrade {
  orderNumber: string;
  tradeNo: string | null;
  amount: number | null;
  /** paid: money taken; failed: declined, cancelled or expired; pending: e.g. an ATM number issued. */
  outcome: 'paid' | 'failed' | 'pending';
  status: string;
  message: string;
  paymentType: string | null;
  cardLast4: string | null;
  authDay: string | null;
  /** What the gateway has refunded of the trade so far (trade/query's RefundAmt), when it says. */
  refundedAmount: number | null;
  /** The gateway's handle on the bound card (PayUni CreditHash), when it bound one. */
  cardHash: string | null;
  /** The decrypted parameters, for the event log (secrets are masked there). */
  fields: Record<string, string>;
}

export interface RefundResult {
  ok: boolean;
  status: string;
  message: string;
  fields: Record<string, string>;
}

/** A callback or answer that fails verification (hash, merchant, ciphertext). */
export class GatewayVerificationError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'GatewayVerificationError';
  }
}

/** The gateway could not be reached or answered something unusable. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

export interface PaymentGateway {
  readonly name: 'payuni';
  readonly merchantId: string;
  readonly testMode: boolean;
  /** The hosted payment page's form: the browser posts these fields to `action`. */
  checkoutForm(input: CheckoutInput): Promise<GatewayForm>;
  /** Verifies and opens a NotifyURL/ReturnURL post. Throws GatewayVerificationError. */
  openCallback(body: Record<string, string | undefined>): Promise<GatewayTrade>;
  /** The gateway's view of an order; null when it has no such trade. */
  query(orderNumber: string): Promise<GatewayTrade | null>;
  /**
   * Refunds (part of) a paid trade. `refundNo` is our refund's id, sent so a repeated close of the
   * same refund is recognised (the built-in sandbox carries it out once).
   */
  refund(input: { tradeNo: string; amount: number; refundNo: string }): Promise<RefundResult>;
  /** Charges the bound card (renewals). */
  chargeToken(input: {
    orderNumber: string;
    amount: number;
    description: string;
    cardToken: string;
    cardHash: string;
  }): Promise<GatewayTrade>;
}
