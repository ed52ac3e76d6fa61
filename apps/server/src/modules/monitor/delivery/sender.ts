import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, type UrlPolicy } from './url-guard.ts';

/** `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>` under the webhook's secret. */
export function signature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookPost {
  url: string;
  secret: string;
  body: string;
  idempotencyKey: string;
  deliveryId: number;
  /** Unix seconds, signed with the body so a captured request cannot be replayed later. */
  timestamp: number;
}

export interface PostOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs one delivery and answers what happened; never throws. The whole exchange — connecting,
 * sending, the answer's headers — has `timeoutMs`; redirects are not followed (a 3xx is a failure).
 */
export function postWebhook(post: WebhookPost, policy: UrlPolicy, timeoutMs: number): Promise<PostOutcome> {
  const started = performance.now();
  const url = new URL(post.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, error, durationMs: Math.round(performance.now() - started) });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(policy) as never,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'AlphaDesk-Webhooks/1',
          'x-alphadesk-signature': signature(post.secret, post.timestamp, post.body),
          'x-alphadesk-timestamp': String(post.timestamp),
          'x-alphadesk-delivery': String(post.deliveryId),
          'idempotency-key': post.idempotencyKey,
        },
      },
      (response) => {
        // The body is not read: drain it so the socket is released.
        response.resume();
        finish(response.statusCode ?? null, null);
      },
    );
    const timer = setTimeout(() => {
      finish(null, `timeout after ${timeoutMs} ms`);
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish(null, error.message.slice(0, 200)));
    request.end(post.body);
  });
}
