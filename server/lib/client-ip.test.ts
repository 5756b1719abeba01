import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../testing/browser-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { limits } from '../features/accounts/accounts.limits';
import { clientLimitKey } from './client-ip';

describe('clientLimitKey', () => {
  it('keeps an IPv4 address, writes an IPv4-mapped address as its IPv4, and an IPv6 address as its /64', () => {
    expect(clientLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientLimitKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(clientLimitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientLimitKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientLimitKey('::1')).toBe('::/64');
    expect(clientLimitKey('')).toBe('');
  });
});

describe('per-client limits behind a trusted proxy (X-Forwarded-For)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXIES: '10.0.0.1' });
  });
  afterAll(() => t.close());

  const fromProxy = (forwardedFor: string) => {
    const client = createClient(t, { ip: '10.0.0.1' });
    return client.post('/api/visitors', {}, { 'X-Forwarded-For': forwardedFor });
  };

  it('count visitor creation for an IPv6 /64 as one client, wherever in the /64 each request comes from', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= limits.visitorPerIp.max; i++) statuses.push((await fromProxy(`2001:db8:64:1:${i.toString(16)}::${i + 1}`)).status);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await fromProxy('2001:db8:64:2::1')).status).toBe(201);
  });

  it('count an IPv4-mapped address and its IPv4 as one client', async () => {
    for (let i = 0; i < limits.visitorPerIp.max; i++) expect((await fromProxy(i % 2 ? '203.0.113.64' : '::ffff:203.0.113.64')).status).toBe(201);
    expect((await fromProxy('::ffff:cb00:7140')).status).toBe(429);
    expect((await fromProxy('203.0.113.64')).status).toBe(429);
  });
});
