import type { Locale } from '@alphadesk/core';
import type { TicketRow } from './repository.ts';

export const receivedMessage: Record<Locale, string> = {
  'zh-TW': '我們已收到您的訊息，確認信已寄到您的信箱',
  'zh-CN': '我们已收到您的消息，确认信已寄到您的邮箱',
  'en-US': 'We have received your message; a confirmation is on its way to your inbox',
};

/** The confirmation the sender receives: what they wrote, and the reference to quote. */
export function confirmationMail(ticket: TicketRow, locale: Locale): { subject: string; text: string } {
  const quoted = ticket.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  if (locale === 'en-US') {
    return {
      subject: `[AlphaDesk] We received your message (${ticket.reference})`,
      text: `Hello ${ticket.name},\n\nWe received your message "${ticket.subject}". Our support hours are Monday to Friday, 9:00–18:00 (Taipei time); please quote ${ticket.reference} when you write again.\n\n${quoted}\n\nAlphaDesk`,
    };
  }
  if (locale === 'zh-CN') {
    return {
      subject: `[AlphaDesk] 我们已收到您的消息（${ticket.reference}）`,
      text: `${ticket.name} 您好：\n\n我们已收到您的消息「${ticket.subject}」。客服时间为周一至周五 9:00–18:00（台北时间），再次来信时请附上编号 ${ticket.reference}。\n\n${quoted}\n\nAlphaDesk`,
    };
  }
  return {
    subject: `[AlphaDesk] 我們已收到您的訊息（${ticket.reference}）`,
    text: `${ticket.name} 您好：\n\n我們已收到您的訊息「${ticket.subject}」。客服時間為週一至週五 9:00–18:00（台北時間），再次來信時請附上編號 ${ticket.reference}。\n\n${quoted}\n\nAlphaDesk`,
  };
}

/** A staff reply, mailed to the ticket's sender; members also read it on their ticket page. */
export function staffReplyMail(
  ticket: TicketRow,
  body: string,
  locale: Locale,
): { subject: string; text: string } {
  const quoted = body
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  if (locale === 'en-US') {
    return {
      subject: `[AlphaDesk] Reply to your ticket ${ticket.reference}`,
      text: `Hello ${ticket.name},\n\nOur support team replied to "${ticket.subject}":\n\n${quoted}\n\nMembers can read and answer the conversation under Support › My tickets.\n\nAlphaDesk`,
    };
  }
  if (locale === 'zh-CN') {
    return {
      subject: `[AlphaDesk] 您的工单 ${ticket.reference} 有新回复`,
      text: `${ticket.name} 您好：\n\n客服已回复「${ticket.subject}」：\n\n${quoted}\n\n会员可在「客服 › 我的工单」查看并回复。\n\nAlphaDesk`,
    };
  }
  return {
    subject: `[AlphaDesk] 您的工單 ${ticket.reference} 有新回覆`,
    text: `${ticket.name} 您好：\n\n客服已回覆「${ticket.subject}」：\n\n${quoted}\n\n會員可在「客服 › 我的工單」查看並回覆。\n\nAlphaDesk`,
  };
}
