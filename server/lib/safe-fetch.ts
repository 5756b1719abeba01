import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type * as Undici from 'undici';

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

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to (dns.lookup with `all`); tests hand in their own. */
export type LookupAll = (host: string) => Promise<ResolvedAddress[]>;
const systemLookup: LookupAll = (host) => lookup(host, { all: true, verbatim: true });

/** The host's addresses, each checked; refused when any of them is a blocked one. */
export async function resolvePublicHost(
  host: string,
  { lookupAll = systemLookup, isBlocked = isBlockedAddress }: { lookupAll?: LookupAll; isBlocked?: (ip: string) => boolean } = {},
) {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookupAll(bare);
  if (!addresses.length || addresses.some((a) => isBlocked(a.address))) throw new BlockedHostError(bare);
  return addresses;
}

type LookupCallback = (err: Error | null, address: string | ResolvedAddress[], family?: number) => void;

/**
 * A connection `lookup` that checks what it resolves and hands the socket only those checked
 * addresses: the address we connect to is the one we checked, so a name that answers a public
 * address to the check and a private one a moment later (DNS rebinding) cannot slip through. Every
 * new connection — each redirect hop to another host included — goes through it.
 */
export function checkedLookup(options: { lookupAll?: LookupAll; isBlocked?: (ip: string) => boolean } = {}) {
  return (hostname: string, opts: { all?: boolean }, callback: LookupCallback) => {
    resolvePublicHost(hostname, options).then(
      (addresses) => (opts?.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family)),
      (err: Error) => callback(err, ''),
    );
  };
}

const MAX_REDIRECTS = 5;

export type SafeFetchOptions = {
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  /** Tests: the resolver and the ban list the checks use (the system's DNS and isBlockedAddress otherwise). */
  lookupAll?: LookupAll;
  isBlocked?: (ip: string) => boolean;
};
export type SafeFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * fetch for URLs members give us (their blog): http(s) only; unless private hosts are allowed (tests,
 * self-hosting), every connection is made through checkedLookup (IP literals are checked before the
 * request), and redirects are followed by hand so no hop escapes the check.
 */
export function createSafeFetch({ allowPrivateHosts, timeoutMs = 30_000, lookupAll, isBlocked = isBlockedAddress }: SafeFetchOptions): SafeFetch {
  // undici (the package, beside Node's own copy) loads with the first member URL fetched: ~7 MB that a
  // server publishing nothing does not carry.
  let client: Promise<{ undici: typeof Undici; dispatcher: Undici.Agent | undefined }> | undefined;
  const load = () =>
    (client ??= import('undici').then((undici) => ({
      undici,
      dispatcher: allowPrivateHosts ? undefined : new undici.Agent({ connect: { lookup: checkedLookup({ lookupAll, isBlocked }) as never } }),
    })));
  const send = async (url: URL, init: RequestInit) => {
    const { undici, dispatcher } = await load();
    try {
      return (await undici.fetch(url, { ...(init as Undici.RequestInit), dispatcher })) as unknown as Response;
    } catch (err) {
      // undici wraps what the lookup threw: a refused host is said as such, not as a network error.
      if (err instanceof Error && err.cause instanceof BlockedHostError) throw err.cause;
      throw err;
    }
  };
  return async (input, init = {}) => {
    let url = new URL(input);
    let current: RequestInit = init;
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BlockedHostError(url.protocol);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      // A literal address never reaches the lookup, so it is checked here.
      if (!allowPrivateHosts && isIP(host) && isBlocked(host)) throw new BlockedHostError(host);
      const res = await send(url, { ...current, redirect: 'manual', signal: current.signal ?? AbortSignal.timeout(timeoutMs) });
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
