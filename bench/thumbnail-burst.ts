import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort, SERVER_ENTRY, startProcess, stopProcess } from './lib';

export type BurstResult = {
  parallel: number;
  side: number;
  uploadMs: number;
  rssIdle: number;
  rssPeak: number;
  rssAfter: number;
  ok: number;
  busy: number;
  other: number;
  p50: number;
  max: number;
};

const PARALLEL = 50;
// The largest background an upload may have: 25 MP (images.limits MAX_INPUT_PIXELS).
const SIDE = 5000;

/** The server's resident memory in MB, from /proc (what the machine pays, native memory included). */
const rssOf = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** A photo-like 5000×5000 JPEG: smooth colour noise blown up, so it decodes as a camera photo does. */
async function bigPhoto() {
  const small = await sharp({ create: { width: 250, height: 250, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
  return sharp(small).resize(SIDE, SIDE, { kernel: 'cubic' }).jpeg({ quality: 88 }).toBuffer();
}

/**
 * The built server (PGlite in a temp DATA_DIR): a visitor uploads the largest allowed background, then
 * PARALLEL thumbnails with it are asked for at once while the server's RSS is sampled every 20 ms.
 */
export async function benchThumbnailBurst(): Promise<BurstResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-thumbnail-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(SERVER_ENTRY, { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', BASE_URL: base }, `${base}/api/health`);
  const pid = server.pid as number;
  try {
    const visitor = await fetch(`${base}/api/visitors`, { method: 'POST', headers: { origin: base, 'content-type': 'application/json' }, body: '{}' });
    const cookie = (visitor.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const headers = { origin: base, cookie };
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await bigPhoto())], 'big.jpg', { type: 'image/jpeg' }));
    const uploadStart = performance.now();
    const uploaded = await fetch(`${base}/api/images/uploads`, { method: 'POST', headers, body: form });
    const uploadMs = Math.round(performance.now() - uploadStart);
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    const { fileId } = (await uploaded.json()) as { fileId: string };
    const render = async (i: number) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/thumbnails`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `제주도 여행 코스 총정리 ${i}`, size: '16:9', background: { kind: 'image', fileId } }),
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    };
    // One render first: satori, sharp and the fonts load on first use, as on a server that has served one.
    await render(-1);
    await new Promise((r) => setTimeout(r, 1000));
    const rssIdle = rssOf(pid);
    let rssPeak = rssIdle;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(pid))), 20);
    const results = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => render(i)));
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, rssOf(pid));
    await new Promise((r) => setTimeout(r, 1000));
    const times = results.filter((r) => r.status === 200).map((r) => r.ms).sort((a, b) => a - b);
    return {
      parallel: PARALLEL,
      side: SIDE,
      uploadMs,
      rssIdle,
      rssPeak,
      rssAfter: rssOf(pid),
      ok: results.filter((r) => r.status === 200).length,
      busy: results.filter((r) => r.status === 429).length,
      other: results.filter((r) => r.status !== 200 && r.status !== 429).length,
      p50: Math.round(times[Math.floor(times.length / 2)] ?? 0),
      max: Math.round(times.at(-1) ?? 0),
    };
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
