import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from './config.ts';
import { notFound } from './errors.ts';
import type { CapturedMail } from './mail.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * Only this machine may read the mailbox: both the connection and the client it speaks for (behind
 * a trusted proxy) must be loopback, so a forwarded-for header alone cannot open it. Anyone else is
 * told it does not exist.
 */
async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) throw notFound();
}

/**
 * /dev/mailbox: the development mailbox, only registered when config.mail.devMailbox is on (outside
 * production, without SMTP, and for a non-loopback PUBLIC_BASE_URL only with DEV_MAILBOX=true).
 */
export function registerDevMailboxPage(app: FastifyInstance, messages: () => CapturedMail[]): void {
  app.get('/dev/mailbox', { onRequest: loopbackOnly }, async (_request, reply) => {
    const items = messages()
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p><b>To:</b> ${escapeHtml(mail.to)} · ` +
          `<b>From:</b> ${escapeHtml(mail.from)} · ${escapeHtml(mail.sentAt)}</p>` +
          `<pre>${linkify(escapeHtml(mail.text))}</pre></article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="zh-Hant-TW"><meta charset="utf-8"><title>開發用信箱</title>` +
          `<body style="font-family:sans-serif;max-width:760px;margin:2rem auto">` +
          `<h1>開發用信箱</h1><p>未設定 SMTP 時，系統寄出的信件會顯示在這裡（僅限非正式環境）。</p>` +
          (items || '<p>目前沒有信件。</p>') +
          `</body></html>`,
      );
  });
  app.get('/dev/mailbox.json', { onRequest: loopbackOnly }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ messages: messages() }),
  );
}

function linkify(text: string): string {
  return text.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
