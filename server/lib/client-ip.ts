import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A set of trusted proxy addresses (IPs or CIDRs) from the TRUSTED_PROXIES setting. */
export function createProxyList(entries: readonly string[]) {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix) list.addSubnet(address, Number(prefix), type);
    else list.addAddress(address, type);
  }
  return list;
}

const normalize = (ip: string) => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

// BlockList.check builds a SocketAddress (a transferable object) per call, a measurable cost on every
// request; the answer per address never changes, so it is remembered (bounded, per list).
const TRUST_MEMO_LIMIT = 10_000;
const trustMemo = new WeakMap<BlockList, Map<string, boolean>>();
function isTrusted(list: BlockList, ip: string) {
  let memo = trustMemo.get(list);
  if (!memo) trustMemo.set(list, (memo = new Map()));
  let trusted = memo.get(ip);
  if (trusted === undefined) {
    trusted = isIP(ip) !== 0 && list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
    if (memo.size >= TRUST_MEMO_LIMIT) memo.clear();
    memo.set(ip, trusted);
  }
  return trusted;
}

/** The socket peer's address as Node reports it, IPv4-mapped IPv6 written as IPv4 ('' for in-process requests, which have no socket). */
export const socketAddress = (raw: string | undefined) => (raw ? normalize(raw) : '');

/** True when the address is one of TRUSTED_PROXIES. */
export const isTrustedProxy = (proxies: BlockList, ip: string) => Boolean(ip) && isTrusted(proxies, ip);

/**
 * The client's address as this server sees it: the socket peer, or — only when that peer is a
 * trusted proxy — the nearest untrusted address in X-Forwarded-For. No outside lookup.
 */
export function resolveClientIp(socketIp: string, forwardedFor: string | undefined, proxies: BlockList): string {
  if (!socketIp || !isTrusted(proxies, socketIp)) return socketIp || '127.0.0.1';
  const forwarded = (forwardedFor ?? '').split(',').map((s) => normalize(s.trim())).filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i] as string;
    if (isIP(hop) === 0) break;
    if (!isTrusted(proxies, hop)) return hop;
  }
  return forwarded[0] && isIP(forwarded[0]) ? forwarded[0] : socketIp;
}

/**
 * IPv6 clients are counted by their /64: a subscriber's line or a rented server gets at least a /64
 * (RFC 6177), and any of its 2^64 addresses is free to use, so counting each address would give one
 * client endless fresh counts.
 */
export const IPV6_LIMIT_PREFIX = 64;

/**
 * The key every per-client limit counts under (visitor creation, generations, titles, uploads, login…):
 * an IPv4 address as it is, an IPv4-mapped IPv6 address as its IPv4, any other IPv6 address as its /64
 * (`2001:db8:1:2::/64`). Limits read it from the request (`c.get('clientKey')`), never from the address.
 */
export function clientLimitKey(ip: string): string {
  if (!ip.includes(':') || !ipaddr.IPv6.isValid(ip)) return ip;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const bytes = address.toByteArray().map((b, i) => (i < IPV6_LIMIT_PREFIX / 8 ? b : 0));
  return `${ipaddr.fromByteArray(bytes).toString()}/${IPV6_LIMIT_PREFIX}`;
}
