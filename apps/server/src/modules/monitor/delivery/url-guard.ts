import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { appError } from '../../../platform/errors.ts';
import { isLoopbackAddress, isPrivateAddress } from '../../../platform/private-addresses.ts';

export interface UrlPolicy {
  /** Test mode: http:// and loopback addresses are accepted (a local receiver); nothing else private. */
  allowLoopback: boolean;
}

/** Whether an address may receive webhooks under the policy. */
export function addressAllowed(address: string, policy: UrlPolicy): boolean {
  if (policy.allowLoopback && isLoopbackAddress(address)) return true;
  return !isPrivateAddress(address);
}

/** Parses a webhook URL: https only (http to loopback in test mode), no credentials. */
export function parseWebhookUrl(text: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw appError('WEBHOOK_URL_INVALID');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackHost = host === 'localhost' || isLoopbackAddress(host);
  const httpAllowed = url.protocol === 'http:' && policy.allowLoopback && loopbackHost;
  if (url.protocol !== 'https:' && !httpAllowed) throw appError('WEBHOOK_URL_INVALID');
  if (url.username || url.password) throw appError('WEBHOOK_URL_INVALID');
  return url;
}

/** Resolves the URL's host and refuses it when any of its addresses is private (400). */
export async function assertPublicHost(url: URL, policy: UrlPolicy): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve) =>
        dnsLookup(host, { all: true }, (error, found: LookupAddress[]) =>
          resolve(error ? [] : found.map((entry) => entry.address)),
        ),
      );
  if (addresses.length === 0) throw appError('WEBHOOK_URL_INVALID');
  if (!addresses.every((address) => addressAllowed(address, policy))) throw appError('WEBHOOK_URL_PRIVATE');
}

/**
 * A `lookup` for http.request that refuses private addresses at connection time, so a name that
 * resolved to a public address when registered cannot be pointed inside later (DNS rebinding).
 */
export function guardedLookup(policy: UrlPolicy) {
  return (
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, []);
      const refused = found.find((entry) => !addressAllowed(entry.address, policy));
      if (refused || found.length === 0) return callback(new Error('address not allowed'), []);
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, found);
      return callback(null, found[0]!.address, found[0]!.family);
    });
  };
}
