import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from '../../platform/private-addresses.ts';

/** Whether an IP address is one a webhook must not call (IPv4-mapped IPv6 checked as IPv4). */
export const isForbiddenAddress = isPrivateAddress;

export class WebhookRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'WebhookRefused';
  }
}

export interface WebhookOutcome {
  status: number;
  durationMs: number;
}

/**
 * Posts JSON to a webhook URL with the SSRF guard: the host must resolve only to public addresses
 * unless it is listed in `allowedHosts`. The check runs in the connection's own lookup, so the
 * address connected to is the address checked (no second resolution an attacker could swap).
 * No redirects are followed; the whole call is bounded by `timeoutMs`.
 */
export async function postWebhook(
  rawUrl: string,
  body: unknown,
  options: { allowedHosts: readonly string[]; timeoutMs: number },
): Promise<WebhookOutcome> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new WebhookRefused('Webhook 網址無效');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebhookRefused('Webhook 只接受 http 或 https');
  }
  if (url.username || url.password) throw new WebhookRefused('Webhook 網址不可包含帳號密碼');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = options.allowedHosts.includes(host);
  if (!allowed) {
    if (isIP(host)) {
      if (isForbiddenAddress(host)) throw new WebhookRefused(`Webhook 不可呼叫內部位址 ${host}`);
    } else if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
      throw new WebhookRefused(`Webhook 不可呼叫內部位址 ${host}`);
    }
  }
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const refused = allowed ? undefined : list.find((entry) => isForbiddenAddress(entry.address));
      if (refused) {
        return callback(new WebhookRefused(`Webhook 不可呼叫內部位址 ${refused.address}`), '', 0);
      }
      if (lookupOptions.all) return callback(null, list as never, 0);
      const first = list[0];
      if (!first) return callback(new WebhookRefused('Webhook 主機無法解析'), '', 0);
      callback(null, first.address, first.family);
    });
  };

  const payload = JSON.stringify(body);
  const started = Date.now();
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookOutcome>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'user-agent': 'AlphaDesk-Workflows/1',
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        // The answer's body is not used: drained (and capped) so the socket is released.
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > 65_536) response.destroy();
        });
        response.on('close', () =>
          resolve({ status: response.statusCode ?? 0, durationMs: Date.now() - started }),
        );
        response.on('error', () => undefined);
      },
    );
    request.on('error', (error: Error) => {
      if (error instanceof WebhookRefused) return reject(error);
      if (error.name === 'AbortError' || error.name === 'TimeoutError') {
        return reject(new Error(`Webhook 逾時（${options.timeoutMs} 毫秒）`));
      }
      reject(new Error(`Webhook 呼叫失敗：${error.message}`));
    });
    request.end(payload);
  });
}
