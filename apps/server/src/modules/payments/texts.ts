import {
  paymentMessages,
  type OrderView,
  type PaymentFormResponse,
  type PaymentRecord,
} from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import type { z } from 'zod';
import { localisedOrderDescription, localisedPlanName } from '../plans/index.ts';
import { localiseMessage, localisePaymentForm } from '../subscriptions/index.ts';

type Translated = { 'zh-CN': string; 'en-US': string };

// zh-TW is the contract's own wording (paymentMessages) or what the server stores.
const messages: Record<'orderCreated' | 'refunded', Translated> = {
  orderCreated: {
    'zh-CN': '订单已建立，请前往付款页面完成付款',
    'en-US': 'Order created: go to the payment page to pay',
  },
  refunded: {
    'zh-CN': '退款已完成，款项将于 3-7 个工作天内退回原付款方式',
    'en-US': 'Refund complete: the money returns to your original payment method within 3-7 business days',
  },
};

/** Failure reasons the server writes itself; a gateway's own wording becomes the generic one. */
const failures: Record<string, Translated> = {
  付款失敗: { 'zh-CN': '付款失败', 'en-US': 'Payment failed' },
  付款逾時未完成: { 'zh-CN': '付款超时未完成', 'en-US': 'The payment was not completed in time' },
};

/** A payment message in `locale`. */
export function paymentMessage(key: keyof typeof messages, locale: Locale): string {
  return locale === 'zh-TW' ? paymentMessages[key] : messages[key][locale];
}

function localiseText(message: string, locale: Locale): string {
  if (locale === 'zh-TW') return message;
  const key = (Object.keys(messages) as (keyof typeof messages)[]).find(
    (candidate) => paymentMessages[candidate] === message,
  );
  return key ? messages[key][locale] : localiseMessage(message, locale);
}

function failureReason(reason: string | null, locale: Locale): string | null {
  if (reason === null || locale === 'zh-TW') return reason;
  return (failures[reason] ?? failures['付款失敗']!)[locale];
}

/** A checkout form answer with its message and description in `locale`. */
export function localiseForm(form: PaymentFormResponse, locale: Locale): PaymentFormResponse {
  return { ...localisePaymentForm(form, locale), message: localiseText(form.message, locale) };
}

/** A payment record with its description in `locale`. */
export function localiseRecord(record: PaymentRecord, locale: Locale): PaymentRecord {
  return {
    ...record,
    description: localisedOrderDescription(
      { tier: record.tier, cycle: record.billingCycle, purpose: record.purpose, stored: record.description },
      locale,
    ),
  };
}

/** An order (the payment result pages) with its plan name, description and failure in `locale`. */
export function localiseOrderView(
  order: z.infer<typeof OrderView>,
  locale: Locale,
): z.infer<typeof OrderView> {
  return {
    ...order,
    planName: localisedPlanName(order.tier, order.planName, locale),
    description: localisedOrderDescription(
      { tier: order.tier, cycle: order.billingCycle, purpose: order.purpose, stored: order.description },
      locale,
    ),
    failureReason: failureReason(order.failureReason, locale),
  };
}
