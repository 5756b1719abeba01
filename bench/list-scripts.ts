// `npx tsx bench/list-scripts.ts /history …`: the scripts each page (and a shared /blog/{id}) fetches, gzip bytes, largest first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { measurePage } from '../tests/e2e/support/page-bytes';
import { sharedPostPath } from './lighthouse.bench';
import { freePort, startProcess, stopProcess, SERVER_ENTRY } from './lib';

const dataDir = mkdtempSync(path.join(tmpdir(), 'list-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(SERVER_ENTRY, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BASE_URL: base }, `${base}/api/health`);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const p of [...process.argv.slice(2), await sharedPostPath(base)]) {
  const m = await measurePage(browser, base, p);
  process.stdout.write(`${p} ${m.scriptKb.toFixed(1)} KB\n`);
  for (const s of m.scripts.sort((a, b) => b.bytes - a.bytes)) process.stdout.write(`   ${(s.bytes / 1024).toFixed(1)} ${s.url.replace(base, '')}\n`);
}
await browser.close();
await stopProcess(server);
