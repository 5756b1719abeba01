import { createServer, type Server } from 'node:http';
import net, { type AddressInfo, isIP } from 'node:net';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlockedHostError, createSafeFetch, isBlockedAddress, type LookupAll } from './safe-fetch';

// Two servers on one port: 127.0.0.2 plays a public blog, 127.0.0.1 an internal service a member's
// DNS might point us at. The ban list is the test's own: only 127.0.0.1 counts as private here.
const isBlocked = (ip: string) => ip === '127.0.0.1';

function listen(host: string, port: number, name: string, hits: string[], handler?: (path: string) => { status: number; location?: string }) {
  const server = createServer((req, res) => {
    hits.push(`${name} ${req.url}`);
    const answer = handler?.(req.url ?? '/') ?? { status: 200 };
    // No keep-alive: every request needs a new connection, so every hop goes through the lookup.
    res.writeHead(answer.status, { 'Content-Type': 'text/plain', Connection: 'close', ...(answer.location ? { Location: answer.location } : {}) }).end(name);
  });
  return new Promise<Server>((resolve) => server.listen(port, host, () => resolve(server)));
}

describe('createSafeFetch: the address checked is the address connected to', () => {
  const hits: string[] = [];
  let port = 0;
  let servers: Server[] = [];
  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.2', r));
    port = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    servers = [
      await listen('127.0.0.2', port, 'public', hits, (path) => (path === '/hop' ? { status: 302, location: `http://rebind.test:${port}/after` } : { status: 200 })),
      await listen('127.0.0.1', port, 'internal', hits),
    ];
  });
  afterAll(async () => {
    for (const s of servers) await new Promise<void>((r) => s.close(() => r()));
  });

  /** A rebinding name server: the first answer is public, every later one private. */
  const rebinding = () => {
    const calls: string[] = [];
    const lookupAll: LookupAll = async (host) => {
      calls.push(host);
      return [{ address: calls.length === 1 ? '127.0.0.2' : '127.0.0.1', family: 4 }];
    };
    return { calls, lookupAll };
  };

  it('connects to the address it checked, even when the name answers a private address right after', async () => {
    hits.length = 0;
    const dns = rebinding();
    const safe = createSafeFetch({ allowPrivateHosts: false, lookupAll: dns.lookupAll, isBlocked });
    const res = await safe(`http://rebind.test:${port}/page`);
    expect(await res.text()).toBe('public');
    // One resolution, checked and used for the connection: there is no second look-up to rebind.
    expect(dns.calls).toEqual(['rebind.test']);
    expect(hits).toEqual(['public /page']);
    await expect(safe(`http://rebind.test:${port}/again`)).rejects.toBeInstanceOf(BlockedHostError);
    expect(hits).toEqual(['public /page']);
  });

  it('checks the address again on a redirect hop and refuses it when the name now points inside', async () => {
    hits.length = 0;
    const dns = rebinding();
    const safe = createSafeFetch({ allowPrivateHosts: false, lookupAll: dns.lookupAll, isBlocked });
    await expect(safe(`http://rebind.test:${port}/hop`)).rejects.toThrow(/blocked host: rebind\.test/);
    expect(hits).toEqual(['public /hop']);
    expect(dns.calls).toEqual(['rebind.test', 'rebind.test']);
  });

  it('refuses a name that resolves to any private address, and a literal private address, before connecting', async () => {
    hits.length = 0;
    const mixed: LookupAll = async () => [{ address: '127.0.0.2', family: 4 }, { address: '127.0.0.1', family: 4 }];
    await expect(createSafeFetch({ allowPrivateHosts: false, lookupAll: mixed, isBlocked })(`http://mixed.test:${port}/`)).rejects.toBeInstanceOf(BlockedHostError);
    await expect(createSafeFetch({ allowPrivateHosts: false, isBlocked })(`http://127.0.0.1:${port}/`)).rejects.toBeInstanceOf(BlockedHostError);
    expect(hits).toEqual([]);
  });

  it('lets private hosts through when PUBLISH_ALLOW_PRIVATE_HOSTS says so (tests, self-hosting)', async () => {
    hits.length = 0;
    const res = await createSafeFetch({ allowPrivateHosts: true })(`http://127.0.0.1:${port}/ok`);
    expect(await res.text()).toBe('internal');
  });
});

// What a member could type as their blog's host to reach this machine or its network: the forms a probe
// of the running server tried (dotted, numeric, mapped, link-local, metadata…) and the IPv6 forms that
// carry an IPv4 inside (IPv4-compatible, NAT64, 6to4, Teredo, SIIT), each as a literal and behind a name.
const PRIVATE_HOSTS = [
  '127.0.0.1', '127.1', '2130706433', '0x7f000001', '0177.0.0.1', '0.0.0.0', '0', '10.0.0.1', '172.16.0.1', '192.168.0.1',
  '169.254.169.254', '100.64.0.1', '224.0.0.1', '255.255.255.255', '198.18.0.1', '[::1]', '[::]', '[0:0:0:0:0:0:0:1]',
  '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::ffff:169.254.169.254]', '[fe80::1]', '[fc00::1]', '[fd00:ec2::254]', '[ff02::1]', 'localhost',
  // Embedding an IPv4: these passed the former list, and a connection was attempted.
  '[::7f00:1]', '[64:ff9b::7f00:1]', '[64:ff9b::a9fe:a9fe]', '[2002:7f00:1::]', '[::ffff:0:7f00:1]',
  '[::127.0.0.1]', '[64:ff9b::10.0.0.1]', '[64:ff9b:1::7f00:1]', '[2002:a9fe:a9fe::1]', '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
  '[::ffff:0:a9fe:a9fe]', '[2001:db8::1]',
];

describe('createSafeFetch: no connection is attempted to a private address, in any form', () => {
  const attempts: string[] = [];
  const hits: string[] = [];
  let port = 0;
  let servers: Server[] = [];
  const spies: ReturnType<typeof vi.spyOn>[] = [];
  beforeAll(async () => {
    // Every socket undici opens goes through net.connect or tls.connect. A connection is attempted to an
    // IP host as given, or to whatever address the socket's lookup hands it: each of those is written down.
    type Lookup = (host: string, opts: object, cb: (err: Error | null, address: unknown, family?: number) => void) => void;
    for (const [mod, name] of [[net, 'connect'], [tls, 'connect']] as const) {
      const original = mod[name] as (...args: unknown[]) => unknown;
      spies.push(vi.spyOn(mod, name).mockImplementation(((...args: unknown[]) => {
        const options = args[0] as { host?: string; lookup?: Lookup };
        const host = (options.host ?? '').replace(/^\[|\]$/g, '');
        if (isIP(host)) attempts.push(host);
        else if (options.lookup) {
          const lookup = options.lookup;
          options.lookup = (h, opts, cb) =>
            lookup(h, opts, (err, address, family) => {
              if (!err) attempts.push(...[address].flat().map((a) => (typeof a === 'string' ? a : (a as { address: string }).address)));
              cb(err, address, family);
            });
        } else attempts.push(host);
        return original.apply(mod, args);
      }) as never));
    }
    const record = (name: string) => createServer((req, res) => {
      hits.push(`${name} ${req.url}`);
      res.end('internal');
    });
    servers = [record('v4'), record('v6')];
    await new Promise<void>((r) => servers[0]!.listen(0, '127.0.0.1', r));
    port = (servers[0]!.address() as AddressInfo).port;
    await new Promise<void>((r) => servers[1]!.listen(port, '::1', r));
  });
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    for (const s of servers) await new Promise<void>((r) => s.close(() => r()));
  });

  it('refuses every literal form at once, with BlockedHostError, before any socket is opened', async () => {
    attempts.length = 0;
    hits.length = 0;
    const safe = createSafeFetch({ allowPrivateHosts: false, timeoutMs: 2000 });
    const outcomes: string[] = [];
    for (const host of PRIVATE_HOSTS) {
      const started = performance.now();
      const outcome = await safe(`http://${host}:${port}/probe`).then(
        (res) => `answered ${res.status}`,
        (err: unknown) => (err instanceof BlockedHostError ? 'refused' : `failed ${String(err)}`),
      );
      if (outcome !== 'refused' || performance.now() - started > 500) outcomes.push(`${host}: ${outcome} in ${Math.round(performance.now() - started)} ms`);
    }
    expect(outcomes).toEqual([]);
    expect(attempts).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('refuses a name that resolves to any of those forms, before any socket is opened', async () => {
    attempts.length = 0;
    hits.length = 0;
    const problems: string[] = [];
    for (const host of PRIVATE_HOSTS) {
      const address = new URL(`http://${host}/`).hostname.replace(/^\[|\]$/g, '');
      const lookupAll: LookupAll = async () => [{ address: address === 'localhost' ? '127.0.0.1' : address, family: isIP(address) || 4 }];
      const safe = createSafeFetch({ allowPrivateHosts: false, lookupAll, timeoutMs: 2000 });
      const outcome = await safe(`http://blog.example:${port}/probe`).then(
        (res) => `answered ${res.status}`,
        (err: unknown) => (err instanceof BlockedHostError ? 'refused' : `failed ${String(err)}`),
      );
      if (outcome !== 'refused') problems.push(`blog.example → ${address}: ${outcome}`);
    }
    expect(problems).toEqual([]);
    expect(attempts).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('sees the connection when one is made: private hosts allowed (tests, self-hosting) reach the listener', async () => {
    attempts.length = 0;
    hits.length = 0;
    const safe = createSafeFetch({ allowPrivateHosts: true });
    expect(await (await safe(`http://127.0.0.1:${port}/v4`)).text()).toBe('internal');
    expect(await (await safe(`http://[::ffff:7f00:1]:${port}/mapped`)).text()).toBe('internal');
    expect(await (await safe(`http://[::1]:${port}/v6`)).text()).toBe('internal');
    const named = createSafeFetch({ allowPrivateHosts: false, lookupAll: async () => [{ address: '127.0.0.1', family: 4 }], isBlocked: () => false });
    expect(await (await named(`http://blog.example:${port}/named`)).text()).toBe('internal');
    expect(attempts).toEqual(['127.0.0.1', '::ffff:7f00:1', '::1', '127.0.0.1']);
    expect(hits).toEqual(['v4 /v4', 'v4 /mapped', 'v6 /v6', 'v4 /named']);
  });
});

describe('isBlockedAddress', () => {
  it('judges the IPv4 inside a translated IPv6 address, and lets public addresses through', () => {
    for (const ip of ['8.8.8.8', '211.249.220.24', '2001:4860:4860::8888', '2404:6800:4004:80a::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '64:ff9b::211.249.220.24']) {
      expect(isBlockedAddress(ip), ip).toBe(false);
    }
    for (const ip of ['64:ff9b::a00:1', '64:ff9b::c0a8:101', '::ffff:10.0.0.1', '::ffff:0:c0a8:101', '2002:808:808::1', 'not-an-ip', '127.1', '']) {
      expect(isBlockedAddress(ip), ip).toBe(true);
    }
  });
});
