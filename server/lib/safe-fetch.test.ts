import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedHostError, createSafeFetch, type LookupAll } from './safe-fetch';

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
