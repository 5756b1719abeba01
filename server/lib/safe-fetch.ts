import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type * as Undici from 'undici';

/** A member-given URL pointed at our own network (loopback, private, link-local …). */
export class BlockedHostError extends Error {
  constructor(readonly host: string) {
    super(`blocked host: ${host}`);
    this.name = 'BlockedHostError';
  }
}

// Only ordinary global unicast is reachable. ipaddr.js keeps the special-purpose ranges (loopback, private,
// link-local, unique-local, CGNAT, multicast, documentation, benchmarking, reserved …) as the IANA registries
// list them, so a range added there is refused here without anyone listing it again.
const PUBLIC = 'unicast';

// IPv6 forms that reach an IPv4 host through translation, the IPv4 in their last 32 bits: that IPv4 is
// where the connection goes, so it decides (a NAT64 address of a public site stays reachable on an
// IPv6-only host with DNS64). The local-use NAT64 prefix (64:ff9b:1::/48) places it elsewhere: refused.
const TRANSLATED = ['::ffff:0:0/96', '::ffff:0:0:0/96', '64:ff9b::/96'].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

const embeddedV4 = (bytes: number[]) => ipaddr.fromByteArray(bytes.slice(12)) as ipaddr.IPv4;

/** Whether an IP address is one a server must not be sent to on a member's behalf. */
export function isBlockedAddress(ip: string) {
  // Node's parser first: only the canonical dotted and colon forms (no '127.1', '0x7f.1' or zone ids).
  const family = isIP(ip);
  if (!family) return true;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.range() !== PUBLIC;
  const bytes = address.toByteArray();
  // ::/96 holds ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d, which ipaddr.js calls unicast.
  if (bytes.slice(0, 12).every((b) => b === 0)) return true;
  const v6 = address as ipaddr.IPv6;
  if (TRANSLATED.some((net) => v6.match(net))) return embeddedV4(bytes).range() !== PUBLIC;
  // 6to4 (2002::/16) and Teredo (2001::/32) tunnel to an IPv4 host too; no blog needs them, so they are
  // refused whatever IPv4 they carry, like every other special range.
  return v6.range() !== PUBLIC;
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
