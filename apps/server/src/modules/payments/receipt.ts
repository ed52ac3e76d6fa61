import { taipeiDateTime, type Locale } from '@alphadesk/core';
import { AppError } from '../../platform/errors.ts';
import { createCjkPdf } from '../../platform/pdf.ts';
import { cycleLabel, localisedOrderDescription, localisedPlanName } from '../plans/index.ts';
import { receiptTexts } from './receipt-texts.ts';
import type { OrderDetail } from './repository.ts';

const money = (amount: number) => `NT$${amount.toLocaleString('en-US')}`;

export interface ReceiptInput {
  detail: OrderDetail;
  payer: { name: string; email: string | null };
  planName: string;
  fontPath: string;
  /** The reader's language (zh-TW unless given): labels, plan, item, payment method. */
  locale?: Locale;
}

/**
 * A one-page PDF receipt in the reader's language, in the system's CJK font (fonts-noto-cjk). A
 * missing font is a clear 503, never a broken PDF. The member's name is printed as they gave it.
 */
export async function renderReceipt(input: ReceiptInput): Promise<Buffer> {
  const { detail, payer, planName, fontPath, locale = 'zh-TW' } = input;
  const texts = receiptTexts[locale];
  const { labels } = texts;
  const { order, payment } = detail;
  if (!payment || !order.paidAt) throw new AppError('RECEIPT_UNAVAILABLE');
  const { doc, finish } = createCjkPdf({
    fontPath,
    fontMissingCode: 'RECEIPT_FONT_MISSING',
    title: texts.title(order.orderNumber),
    locale,
  });
  const taipeiTime = (at: Date) => texts.taipeiTime(taipeiDateTime(at).slice(0, 16));

  doc.fontSize(20).text(texts.heading);
  if (order.testMode)
    doc.moveDown(0.3).fontSize(11).fillColor('#b42318').text(texts.testMode).fillColor('black');
  doc.moveDown();

  const refunded = detail.refunds.filter((refund) => refund.status === 'succeeded');
  const method = texts.paymentTypes[payment.paymentType ?? ''] ?? texts.otherPayment;
  const item = {
    tier: order.planId,
    cycle: order.billingCycle,
    purpose: order.purpose,
    stored: order.description,
  };
  const rows: [string, string][] = [
    [labels.receiptNumber, `R-${order.orderNumber}`],
    [labels.orderNumber, order.orderNumber],
    [labels.tradeNumber, payment.tradeNo],
    [labels.paidAt, taipeiTime(order.paidAt)],
    [labels.member, payer.email ? texts.payer(payer.name, payer.email) : payer.name],
    [
      labels.plan,
      `${localisedPlanName(order.planId, planName, locale)} ${cycleLabel(order.billingCycle, locale)}`,
    ],
    [labels.item, localisedOrderDescription(item, locale)],
    [labels.method, `${method}${payment.cardLast4 ? texts.cardEnding(payment.cardLast4) : ''}`],
    [labels.amount, money(order.amount)],
    ...refunded.map((refund): [string, string] => [
      labels.refund(taipeiTime(refund.createdAt)),
      `-${money(refund.amount)}`,
    ]),
    [labels.received, money(order.amount - order.refundedAmount)],
  ];
  doc.fontSize(12);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.text(label, 56, y, { width: 150 });
    doc.text(value, 210, y, { width: 330 });
    doc.moveDown(0.4);
  }
  doc.moveDown().fontSize(9).fillColor('#555555');
  doc.text(texts.footer, 56);
  return finish();
}
