import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { appError } from '../../../platform/errors.ts';

/** Where a webhook may never point: loopback, private, link-local, shared and reserved ranges. */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export interface UrlPolicy {
  /** Test mode: http:// and loopback addresses are accepted (a local receiver); nothing else private. */
  allowLoopback: boolean;
}

/** Whether an address may receive webhooks under the policy. */
export function addressAllowed(address: string, policy: UrlPolicy): boolean {
  const { address: ip, family } = unmapped(address);
  if (policy.allowLoopback && loopback.check(ip, family)) return true;
  return !privateRanges.check(ip, family);
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
  const loopbackHost = host === 'localhost' || (isIP(host) !== 0 && loopback.check(...ipArgs(host)));
  const httpAllowed = url.protocol === 'http:' && policy.allowLoopback && loopbackHost;
  if (url.protocol !== 'https:' && !httpAllowed) throw appError('WEBHOOK_URL_INVALID');
  if (url.username || url.password) throw appError('WEBHOOK_URL_INVALID');
  return url;
}

function ipArgs(host: string): [string, 'ipv4' | 'ipv6'] {
  const { address, family } = unmapped(host);
  return [address, family];
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
