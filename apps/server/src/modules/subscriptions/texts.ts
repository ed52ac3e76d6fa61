import { subscriptionMessages, type PaymentFormResponse } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import { localisedOrderDescription, localisedPlanName } from '../plans/index.ts';
import type { SubscriptionSummary } from './service.ts';

export type SubscriptionMessage = keyof typeof subscriptionMessages;

// zh-TW is the contract's own wording; the others say the same to members reading another language.
const translations: Record<SubscriptionMessage, { 'zh-CN': string; 'en-US': string }> = {
  cancelled: {
    'zh-CN': '已取消自动续订，会员权益将保留至本期结束',
    'en-US': 'Auto-renewal is off; your membership stays until the end of this period',
  },
  cancelledNow: { 'zh-CN': '订阅已取消', 'en-US': 'Your subscription has been cancelled' },
  resumed: { 'zh-CN': '已恢复自动续订', 'en-US': 'Auto-renewal is back on' },
  trialStarted: { 'zh-CN': '免费试用已开始', 'en-US': 'Your free trial has started' },
  changeScheduled: {
    'zh-CN': '方案变更将于本期结束后生效',
    'en-US': 'The plan change takes effect at the end of this period',
  },
  upgradeCreated: {
    'zh-CN': '升级订单已建立，请完成付款后立即生效',
    'en-US': 'Upgrade order created: it takes effect as soon as it is paid',
  },
};

/** A subscription message in `locale`. */
export function subscriptionMessage(key: SubscriptionMessage, locale: Locale): string {
  return locale === 'zh-TW' ? subscriptionMessages[key] : translations[key][locale];
}

/** A zh-TW subscription message the service returned, in `locale`; other texts stay as they are. */
export function localiseMessage(message: string, locale: Locale): string {
  const key = (Object.keys(subscriptionMessages) as SubscriptionMessage[]).find(
    (candidate) => subscriptionMessages[candidate] === message,
  );
  return key ? subscriptionMessage(key, locale) : message;
}

/** The summary with its plan name in `locale` (the plan table holds zh-TW). */
export function localiseSummary<Summary extends Pick<SubscriptionSummary, 'plan'>>(
  summary: Summary,
  locale: Locale,
): Summary {
  return {
    ...summary,
    plan: { ...summary.plan, name: localisedPlanName(summary.plan.id, summary.plan.name, locale) },
  };
}

/** An upgrade's payment form with its message and description in `locale`. */
export function localisePaymentForm(form: PaymentFormResponse, locale: Locale): PaymentFormResponse {
  return {
    ...form,
    message: localiseMessage(form.message, locale),
    description: localisedOrderDescription(
      { tier: form.tier_type, cycle: form.billing_cycle, purpose: form.purpose, stored: form.description },
      locale,
    ),
  };
}
