import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '../lib/outage-errors';
import { httpClient, type ServerProcess, startServerProcess } from '../testing/server-process';

// DATA_DIR on a small tmpfs (the embedded database and the files live there), filled to the last byte.
const mountPoint = mkdtempSync(path.join(tmpdir(), 'disk-full-'));
let mounted = false;
let skipReason = '';
let server: ServerProcess | undefined;
beforeAll(async () => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], { stdio: 'pipe' });
    mounted = true;
  } catch (err) {
    skipReason = `disk-full: skipped, a tmpfs cannot be mounted here (${String((err as { stderr?: Buffer }).stderr ?? err).trim()})`;
    console.warn(skipReason);
  }
}, 30_000);
afterAll(async () => {
  await server?.stop();
  if (mounted) execFileSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const filler = () => path.join(mountPoint, 'filler');
/** Writes a file until the disk says ENOSPC. */
function fillDisk() {
  const fd = openSync(filler(), 'w');
  const block = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(fd, block);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  }
  const small = Buffer.alloc(1024);
  try {
    for (;;) writeSync(fd, small);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
}

const png = (color: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer();
async function upload(client: ReturnType<typeof httpClient>, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
  const res = await client.request('POST', '/api/images/uploads', undefined, { body: form });
  return { status: res.status, body: await res.json() };
}

describe('disk full under DATA_DIR', () => {
  it('answers a clear Korean error, leaves no half-written file and loses nothing saved before', async (ctx) => {
    if (!mounted) return ctx.skip();
    const env = { DATA_DIR: mountPoint, TRUSTED_PROXIES: '127.0.0.1' };
    server = await startServerProcess(env);
    const visitor = httpClient(server.url);
    expect((await visitor.request('POST', '/api/visitors')).status).toBe(201);
    const post = await visitor.request('POST', '/api/generations', { keyword: '디스크 테스트', length: 'short' });
    const id = (JSON.parse(/event: meta\ndata: (.+)\n/.exec(await post.text())?.[1] ?? '{}') as { id: string }).id;
    const before = (await visitor.json('GET', `/api/generations/${id}`)).body;
    expect(before.status).toBe('completed');
    const saved = await upload(visitor, await png('#2563eb'));
    expect(saved.status).toBe(201);
    const savedBytes = Buffer.from(await (await fetch(`${server.url}${saved.body.url}`)).arrayBuffer());

    fillDisk();
    expect(statfsSync(mountPoint).bavail).toBe(0);
    const full = await upload(visitor, await png('#dc2626'));
    expect(full.status).toBe(507);
    expect(full.body).toEqual({ error: { code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE } });
    // Nothing half-written is left in the files folder: only the image saved before.
    const files = readdirSync(path.join(mountPoint, 'files'), { recursive: true }).map(String).filter((f) => f.includes('.'));
    expect(files).toEqual([expect.stringMatching(/\.png$/)]);
    // A post written while the disk is full ends either saved or as a clear error, never half-way.
    const during = await visitor.request('POST', '/api/generations', { keyword: '꽉 찬 디스크', length: 'short' });
    const duringText = await during.text();
    const duringId = (JSON.parse(/event: meta\ndata: (.+)\n/.exec(duringText)?.[1] ?? '{}') as { id?: string }).id;
    const duringOutcome = /event: done/.test(duringText) ? 'completed' : /event: error/.test(duringText) ? 'failed' : `status ${during.status}`;
    expect((await visitor.json('GET', `/api/generations/${id}`)).body).toEqual(before);

    // Space comes back: the same process serves again, and a restart finds everything saved.
    rmSync(filler());
    expect((await upload(visitor, await png('#16a34a'))).status).toBe(201);
    await server.stop();
    server = await startServerProcess(env);
    visitor.baseUrl = server.url;
    expect((await visitor.json('GET', `/api/generations/${id}`)).body).toEqual(before);
    expect(Buffer.from(await (await fetch(`${server.url}${saved.body.url}`)).arrayBuffer()).equals(savedBytes)).toBe(true);
    if (duringId) {
      const kept = (await visitor.json('GET', `/api/generations/${duringId}`)).body;
      expect(kept.status).toBe(duringOutcome);
    }
    process.stdout.write(`disk-full: upload answered 507, the post written meanwhile ended ${duringOutcome}; all saved data there after a restart` + '\n');
  }, 180_000);
});
