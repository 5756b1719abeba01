import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** A member-given URL pointed at our own network (loopback, private, link-local …). */
export class BlockedHostError extends Error {
  constructor(readonly host: string) {
    super(`blocked host: ${host}`);
    this.name = 'BlockedHostError';
  }
}

const blocked = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is one a server must not be sent to on a member's behalf. */
export function isBlockedAddress(ip: string) {
  const v4mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : null;
  if (v4mapped && isIP(v4mapped) === 4) return blocked.check(v4mapped, 'ipv4');
  const family = isIP(ip);
  if (!family) return true;
  return blocked.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/** Refuses a URL whose host is, or resolves to, a blocked address (every address it resolves to). */
export async function assertPublicHost(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  if (!addresses.length || addresses.some(isBlockedAddress)) throw new BlockedHostError(host);
}

const MAX_REDIRECTS = 5;

export type SafeFetchOptions = { allowPrivateHosts: boolean; timeoutMs?: number };
export type SafeFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * fetch for URLs members give us (their blog): http(s) only; unless private hosts are allowed (tests,
 * self-hosting), the host is resolved and checked before the request and again on every redirect,
 * which is followed by hand so no hop escapes the check.
 */
export function createSafeFetch({ allowPrivateHosts, timeoutMs = 30_000 }: SafeFetchOptions): SafeFetch {
  return async (input, init = {}) => {
    let url = new URL(input);
    let current: RequestInit = init;
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BlockedHostError(url.protocol);
      if (!allowPrivateHosts) await assertPublicHost(url);
      const res = await fetch(url, { ...current, redirect: 'manual', signal: current.signal ?? AbortSignal.timeout(timeoutMs) });
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location || res.status === 304) return res;
      if (hop >= MAX_REDIRECTS) return res;
      await res.body?.cancel();
      const next = new URL(location, url);
      // Credentials go only to the origin they were meant for.
      if (next.origin !== url.origin && current.headers) {
        const headers = new Headers(current.headers);
        headers.delete('authorization');
        current = { ...current, headers };
      }
      url = next;
      // 303 (and 301/302 after a POST, as browsers do) turns into a GET without a body.
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && current.method && current.method !== 'GET')) {
        current = { ...current, method: 'GET', body: undefined };
      }
    }
  };
}
