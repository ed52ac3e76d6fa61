import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound call on a member's or staff's behalf (webhooks) must never reach:
 * unspecified, private, shared (CGNAT), loopback, link-local (cloud metadata), benchmarking,
 * multicast and reserved ranges, and their IPv6 counterparts (ULA, link-local, multicast).
 */
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

const loopbackRanges = new BlockList();
loopbackRanges.addSubnet('127.0.0.0', 8, 'ipv4');
loopbackRanges.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address. */
export function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether `address` is private or otherwise not public; anything that is not an IP address is. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(unmapped(address).address) === 0) return true;
  const { address: ip, family } = unmapped(address);
  return privateRanges.check(ip, family);
}

/** Whether `address` is a loopback address (127.0.0.0/8, ::1, or their mapped forms). */
export function isLoopbackAddress(address: string): boolean {
  const { address: ip, family } = unmapped(address);
  return isIP(ip) !== 0 && loopbackRanges.check(ip, family);
}
