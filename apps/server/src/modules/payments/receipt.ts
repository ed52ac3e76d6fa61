import { taipeiDateTime } from '@alphadesk/core';
import { AppError } from '../../platform/errors.ts';
import { createCjkPdf } from '../../platform/pdf.ts';
import { cycleLabels } from '../plans/index.ts';
import type { OrderDetail } from './repository.ts';

const paymentTypeNames: Record<string, string> = { '1': '信用卡', '2': 'ATM 轉帳', '3': '超商代碼' };
const taipeiTime = (at: Date) => `${taipeiDateTime(at).slice(0, 16)}（台北時間）`;
const money = (amount: number) => `NT$${amount.toLocaleString('en-US')}`;

export interface ReceiptInput {
  detail: OrderDetail;
  payer: { name: string; email: string | null };
  planName: string;
  fontPath: string;
}

/**
 * A one-page PDF receipt in Traditional Chinese, in the system's CJK font (fonts-noto-cjk). A missing
 * font is a clear 503, never a broken PDF.
 */
export async function renderReceipt(input: ReceiptInput): Promise<Buffer> {
  const { detail, payer, planName, fontPath } = input;
  const { order, payment } = detail;
  if (!payment || !order.paidAt) throw new AppError('RECEIPT_UNAVAILABLE');
  const { doc, finish } = createCjkPdf({
    fontPath,
    fontMissingCode: 'RECEIPT_FONT_MISSING',
    title: `AlphaDesk 付款收據 ${order.orderNumber}`,
  });

  doc.fontSize(20).text('AlphaDesk 台股AI投研　付款收據');
  if (order.testMode)
    doc.moveDown(0.3).fontSize(11).fillColor('#b42318').text('測試模式・未實際扣款').fillColor('black');
  doc.moveDown();

  const refunded = detail.refunds.filter((refund) => refund.status === 'succeeded');
  const rows: [string, string][] = [
    ['收據編號', `R-${order.orderNumber}`],
    ['訂單編號', order.orderNumber],
    ['交易序號', payment.tradeNo],
    ['付款時間', taipeiTime(order.paidAt)],
    ['會員', payer.email ? `${payer.name}（${payer.email}）` : payer.name],
    ['方案', `${planName} ${cycleLabels[order.billingCycle]}`],
    ['品項', order.description],
    [
      '付款方式',
      `${paymentTypeNames[payment.paymentType ?? ''] ?? '其他'}${payment.cardLast4 ? ` 末四碼 ${payment.cardLast4}` : ''}`,
    ],
    ['金額', money(order.amount)],
    ...refunded.map((refund): [string, string] => [
      `退款（${taipeiTime(refund.createdAt)}）`,
      `-${money(refund.amount)}`,
    ]),
    ['實收金額', money(order.amount - order.refundedAmount)],
  ];
  doc.fontSize(12);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.text(label, 56, y, { width: 150 });
    doc.text(value, 210, y, { width: 330 });
    doc.moveDown(0.4);
  }
  doc.moveDown().fontSize(9).fillColor('#555555');
  doc.text('本收據由 AlphaDesk 系統依付款紀錄產生，金額以新台幣計價。', 56);
  return finish();
}
