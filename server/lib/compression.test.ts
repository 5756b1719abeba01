import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createClient } from '../testing/browser-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { negotiateEncoding } from './compression';

let t: TestApp;
let app: ReturnType<typeof createApp>;
const dir = mkdtempSync(path.join(tmpdir(), 'compress-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `글빛 단어 ${i}`))};\n`;

beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  // What scripts/precompress.mjs leaves beside each asset.
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  app = createApp({ ...t.deps, staticDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('precompressed assets', () => {
  it('sends the .br file to a client that accepts brotli, the .gz to gzip only, and the plain file otherwise', async () => {
    const br = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(script);

    const gz = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(script);

    for (const res of [br, gz, plain]) {
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toContain('immutable');
    }
  });
});

describe('API JSON compression', () => {
  it('compresses a JSON answer over 1 KB with brotli or gzip as accepted, and leaves it plain otherwise', async () => {
    const client = createClient(t);
    await client.post('/api/visitors');
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const plain = await app.request('/api/prompts', { headers: { cookie } });
    const text = await plain.text();
    expect(plain.status).toBe(200);
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);

    const br = await app.request('/api/prompts', { headers: { cookie, 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('application/json');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(text);

    const gz = await app.request('/api/prompts', { headers: { cookie, 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(text);
  });

  it('leaves a small JSON answer uncompressed', async () => {
    const res = await app.request('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('never compresses the generation stream, so each token leaves as soon as it is written', async () => {
    const client = createClient(t);
    await client.post('/api/visitors');
    const res = await client.post('/api/generations', { keyword: '압축 시험', length: 'short' }, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.res.headers.get('content-encoding')).toBeNull();
    expect(String(res.body)).toContain('event: done');
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, honours q=0 and wildcards, and falls back to identity', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
