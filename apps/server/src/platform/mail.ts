import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox' | 'disabled';
  send(message: MailMessage): Promise<void>;
}

export interface CapturedMail extends MailMessage {
  id: number;
  from: string;
  sentAt: string;
}

/** Sends through the SMTP server in SMTP_URL (smtp:// or smtps://). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP outside production, mail lands here and is shown at /dev/mailbox, so the reset
 * flow can be followed on a laptop. Keeps the last 50 messages in memory.
 */
export function createDevMailbox(from: string, log: Logger): DevMailbox {
  const messages: CapturedMail[] = [];
  let nextId = 1;
  return {
    kind: 'dev-mailbox',
    async send(message) {
      messages.unshift({ ...message, id: nextId++, from, sentAt: new Date().toISOString() });
      messages.splice(50);
      log.info({ to: message.to, subject: message.subject }, 'mail captured in the development mailbox');
    },
    messages: () => [...messages],
  };
}

export type DevMailbox = Mailer & { messages(): CapturedMail[] };
export const isDevMailbox = (mailer: Mailer): mailer is DevMailbox => mailer.kind === 'dev-mailbox';

/** Production without SMTP: sending fails loudly so the job is retried and the operator sees it. */
export function createDisabledMailer(): Mailer {
  return {
    kind: 'disabled',
    async send() {
      throw new Error('SMTP_URL is not configured; cannot send mail');
    },
  };
}
