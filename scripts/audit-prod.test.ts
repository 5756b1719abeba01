import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// CI's advisory gate (scripts/audit-prod.mjs) against a local registry that speaks npm's bulk advisory
// protocol (POST /-/npm/v1/security/advisories/bulk, then the packuments of what it names): the registry
// this machine reaches answers 405 there, so this is where the gate is seen to fail on an advisory.
const honoVersion = (JSON.parse(readFileSync('node_modules/hono/package.json', 'utf8')) as { version: string }).version;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.method === 'POST' && req.url?.startsWith('/-/npm/v1/security/advisories/bulk')) {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
      return;
    }
    const name = decodeURIComponent((req.url ?? '/').slice(1));
    if (req.method === 'GET' && name === 'hono') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name, 'dist-tags': { latest: honoVersion }, versions: { [honoVersion]: { name, version: honoVersion, dist: { tarball: 'http://127.0.0.1/none.tgz' } } } }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{}');
  });
});
let registry = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const advisory = (severity: string) => ({
  hono: [{ id: 1, url: 'https://github.com/advisories/GHSA-test-test-test', title: 'A test advisory', severity, vulnerable_versions: `<=${honoVersion}`, cwe: [], cvss: { score: 7.5 } }],
});

// npm keeps advisory answers in its cache: every run gets an empty one, so each sees this registry's answer.
function gate(env: Record<string, string> = {}) {
  const cache = mkdtempSync(path.join(tmpdir(), 'npm-cache-'));
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile('node', ['scripts/audit-prod.mjs'], { env: { ...process.env, npm_config_registry: registry, npm_config_cache: cache, AUDIT_REQUIRED: '', ...env }, timeout: 60_000 }, (err, stdout) => {
      rmSync(cache, { recursive: true, force: true });
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: stdout });
    });
  });
}

describe('npm audit gate of production dependencies', () => {
  it('fails on a high advisory in a production dependency, naming it', async () => {
    answer = { status: 200, body: advisory('high') };
    const { code, out } = await gate();
    expect(out).toMatch(/npm audit \(production\): 0 critical, [1-9]\d* high/);
    expect(out).toContain('hono (high): A test advisory');
    expect(code).toBe(1);
  });

  it('fails on a critical one, and passes a moderate one or none', async () => {
    answer = { status: 200, body: advisory('critical') };
    expect((await gate()).code).toBe(1);
    answer = { status: 200, body: advisory('moderate') };
    const moderate = await gate();
    expect(moderate.out).toMatch(/0 critical, 0 high, [1-9]\d* moderate/);
    expect(moderate.code).toBe(0);
    answer = { status: 200, body: {} };
    const clean = await gate();
    expect(clean.out).toContain('0 critical, 0 high, 0 moderate, 0 low');
    expect(clean.code).toBe(0);
  });

  it('says loudly when the registry has no advisory endpoint, and fails then with AUDIT_REQUIRED=true', async () => {
    answer = { status: 405, body: { error: 'Method Not Allowed' } };
    const lenient = await gate();
    expect(lenient.out).toContain('NO ADVISORY CHECK WAS MADE');
    expect(lenient.code).toBe(0);
    expect((await gate({ AUDIT_REQUIRED: 'true' })).code).toBe(1);
  });
}, 120_000);
