import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { httpClient, startServerProcess } from '../../testing/server-process';
import { tarEnd, tarHeader, tarPadding } from './tar';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-'));
const backupFile = path.join(dataDir, '..', `${path.basename(dataDir)}.tar.gz`);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupFile, { force: true });
});

// The commands a self-hoster types, with the server's settings (DATA_DIR) in the environment.
const npmRun = (...args: string[]) =>
  run('npm', ['run', '--silent', ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir }, timeout: 120_000 });

async function writePost(client: ReturnType<typeof httpClient>, keyword: string) {
  const res = await client.request('POST', '/api/generations', { keyword, length: 'short' });
  return (JSON.parse(/event: meta\ndata: (.+)\n/.exec(await res.text())?.[1] ?? '{}') as { id: string }).id;
}

describe('npm run backup / npm run restore (embedded PGlite)', () => {
  it('backs up a running server into one file and brings that state back, files included', async () => {
    const env = { DATA_DIR: dataDir, TRUSTED_PROXIES: '127.0.0.1' };
    let server = await startServerProcess(env, { timeoutMs: 180_000 });
    const visitor = httpClient(server.url);
    expect((await visitor.request('POST', '/api/visitors')).status).toBe(201);
    const kept = await writePost(visitor, '백업 전에 쓴 글');
    const form = new FormData();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2563eb' } }).png().toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const upload = (await (await visitor.request('POST', '/api/images/uploads', undefined, { body: form })).json()) as { url: string };
    const imageBytes = Buffer.from(await (await fetch(`${server.url}${upload.url}`)).arrayBuffer());

    // While the server runs and serves.
    const { stdout } = await npmRun('backup', backupFile);
    expect(stdout).toContain('실행 중인 서버');
    expect(existsSync(backupFile)).toBe(true);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const lost = await writePost(visitor, '백업 뒤에 쓴 글');

    // Restoring refuses while the server runs.
    await expect(npmRun('restore', backupFile)).rejects.toMatchObject({ stderr: expect.stringContaining('서버가 실행 중입니다') });
    await server.stop();
    const restored = await npmRun('restore', backupFile);
    expect(restored.stdout).toContain('복원했습니다');
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);

    server = await startServerProcess(env, { timeoutMs: 180_000 });
    try {
      visitor.baseUrl = server.url;
      expect((await visitor.json('GET', `/api/generations/${kept}`)).body).toMatchObject({ status: 'completed', keyword: '백업 전에 쓴 글' });
      expect((await visitor.json('GET', `/api/generations/${lost}`)).status).toBe(404);
      expect(Buffer.from(await (await fetch(`${server.url}${upload.url}`)).arrayBuffer()).equals(imageBytes)).toBe(true);
    } finally {
      await server.stop();
    }
  }, 600_000);

  it('refuses a file that is not a backup, touching nothing', async () => {
    const asideBefore = readdirSync(dataDir).filter((name) => name.includes('before-restore')).length;
    const bogus = path.join(dataDir, 'not-a-backup.tar.gz');
    writeFileSync(bogus, 'hello');
    await expect(npmRun('restore', bogus)).rejects.toMatchObject({ stderr: expect.stringContaining('글빛 백업 파일이 아닙니다') });
    // A gzipped tar of something else is no backup either.
    writeFileSync(bogus, gzipSync(Buffer.concat([tarHeader('pglite/PG_VERSION', 3), Buffer.from('17\n'), tarPadding(3), tarEnd()])));
    await expect(npmRun('restore', bogus)).rejects.toMatchObject({ stderr: expect.stringContaining('글빛 백업 파일이 아닙니다') });
    expect(readdirSync(dataDir).filter((name) => name.includes('before-restore')).length).toBe(asideBefore);
  }, 60_000);
});
