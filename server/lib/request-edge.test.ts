import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { storedFiles } from '../db/schema';
import { createClient } from '../testing/browser-client';
import { signUpAndLogin } from '../testing/factories';
import { listen } from '../testing/listen';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createLogger } from './logger';
import { MemoRouter, ROUTE_MEMO_LIMIT } from './memo-router';

// Served by Node, the edge puts its headers on Node's response (they merge with the reply's own when the
// head is written); in-process (app.request) it sets them on the reply. These tests hold both to one answer.
let t: TestApp;
let app: ReturnType<typeof createApp>;
let http: Awaited<ReturnType<typeof listen>>;
const dir = mkdtempSync(path.join(tmpdir(), 'edge-'));
let avatarId = '';
let cookie = '';

beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  app = createApp({ ...t.deps, staticDir: dir });
  http = await listen(app);
  const member = createClient(t);
  await signUpAndLogin(member);
  cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const [avatar] = await t.db.select({ id: storedFiles.id }).from(storedFiles).limit(1);
  avatarId = avatar?.id ?? '';
});
afterAll(async () => {
  await http.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const SECURITY = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'permissions-policy', 'strict-transport-security'];
const securityOf = (res: Response) => Object.fromEntries(SECURITY.map((name) => [name, res.headers.get(name)]));

describe('the request edge over real HTTP', () => {
  it('sends the same security headers as the in-process app, an API answer its own policy and a page the document policy', async () => {
    const urls = ['/api/health', '/api/no-such-thing', '/', '/write', '/api/reports/unsubscribe?token=nope', `/files/${avatarId}`];
    for (const url of urls) {
      const [overHttp, inProcess] = await Promise.all([fetch(`${http.url}${url}`), app.request(url)]);
      expect(securityOf(overHttp), url).toEqual(securityOf(inProcess));
    }
    const api = await fetch(`${http.url}/api/health`);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('content-type')).toBe('application/json');

    const page = await fetch(`${http.url}/write`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // The unsubscribe page is read by a person: the document policy, which lets its inline styles apply.
    const unsubscribe = await fetch(`${http.url}/api/reports/unsubscribe?token=nope`);
    expect(unsubscribe.headers.get('content-type')).toContain('text/html');
    expect(unsubscribe.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    // A stored file keeps its own, stricter policy: the reply's header wins over the edge's.
    const file = await fetch(`${http.url}/files/${avatarId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(file.headers.get('content-security-policy')).not.toContain("script-src 'self'");
  });

  it('gives every reply a request id, its own or a trusted proxy’s, errors included', async () => {
    const a = await fetch(`${http.url}/api/health`);
    const b = await fetch(`${http.url}/api/no-such-thing`);
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.status).toBe(404);
    expect(b.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'));
    // 127.0.0.1 is a trusted proxy here: its id is kept; one that could not be logged safely is replaced.
    const kept = await fetch(`${http.url}/api/health`, { headers: { 'x-request-id': 'lb-42.abc' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-42.abc');
    const replaced = await fetch(`${http.url}/api/health`, { headers: { 'x-request-id': 'has spaces "and quotes"' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses a large JSON answer for a client that accepts it, and names the encoding in Vary either way', async () => {
    const plain = await fetch(`${http.url}/api/prompts`, { headers: { cookie, 'accept-encoding': 'identity' } });
    const text = await plain.text();
    expect(plain.status).toBe(200);
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    // Node's fetch would decode it; a raw request shows the bytes as sent.
    const { request } = await import('node:http');
    const raw = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(`${http.url}/api/prompts`, { headers: { cookie, 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(String(raw.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(raw.body).toString()).toBe(text);
  });
});

describe('the request log', () => {
  it('logs API calls at info, and liveness probes (every few seconds from every balancer) only at debug', async () => {
    const lines: string[] = [];
    const quiet = createApp({ ...t.deps, logger: createLogger('info', (line) => lines.push(line)) });
    await quiet.request('/api/health');
    await quiet.request('/api/no-such-thing');
    const logged = lines.map((line) => JSON.parse(line) as { level: string; msg: string; path?: string; status?: number; requestId?: string });
    expect(logged.filter((l) => l.msg === 'request')).toEqual([expect.objectContaining({ level: 'info', path: '/api/no-such-thing', status: 404, requestId: expect.any(String) })]);

    const all: string[] = [];
    const verbose = createApp({ ...t.deps, logger: createLogger('debug', (line) => all.push(line)) });
    await verbose.request('/api/health');
    expect(all.map((line) => JSON.parse(line) as { level: string; path?: string })).toContainEqual(expect.objectContaining({ level: 'debug', path: '/api/health' }));
  });
});

describe('MemoRouter', () => {
  it('matches like the trie, remembers each path, and starts again past its limit', () => {
    const router = new MemoRouter<string>();
    router.add('ALL', '/api/*', 'edge');
    router.add('GET', '/api/generations/titles', 'titles');
    router.add('GET', '/api/generations/:id', 'one');
    const handlers = (method: string, p: string) => router.match(method, p)[0].map(([h]) => h);
    // Every route that matches, in order (the first that answers ends the request).
    expect(handlers('GET', '/api/generations/titles')).toEqual(['edge', 'titles', 'one']);
    expect(handlers('GET', '/api/generations/abc')).toEqual(['edge', 'one']);
    expect(handlers('POST', '/api/generations/abc')).toEqual(['edge']);
    const first = router.match('GET', '/api/generations/abc');
    expect(router.match('GET', '/api/generations/abc')).toBe(first);
    const other = router.match('GET', '/api/generations/xyz');
    expect(other).not.toBe(first);
    const param = (result: typeof first) => {
      const [[, params]] = [result[0][1] as [string, Record<string, string | number>]];
      const key = params.id;
      return result[1] ? result[1][key as number] : key;
    };
    expect(param(first)).toBe('abc');
    expect(param(other)).toBe('xyz');
    for (let i = 0; i < ROUTE_MEMO_LIMIT + 5; i++) router.match('GET', `/api/generations/id-${i}`);
    expect(router.match('GET', '/api/generations/abc')).not.toBe(first);
    expect(param(router.match('GET', '/api/generations/abc'))).toBe('abc');
    // A route added later is matched: the memo is emptied.
    router.add('GET', '/api/health', 'health');
    expect(handlers('GET', '/api/health')).toEqual(['edge', 'health']);
  });
});
