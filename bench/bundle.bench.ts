import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BUDGET_KB, measurePage, type PageBytes } from '../tests/e2e/support/page-bytes';
import { sharedPostPath } from './lighthouse.bench';
import { freePort, startProcess, stopProcess, SERVER_ENTRY } from './lib';

// Debian's Chromium as the e2e suite runs it (playwright.config.ts): nothing resolves but 127.0.0.1.
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost'];

/**
 * (b) What Debian's Chromium fetches until the network is idle — every script and font response, bytes as
 * transferred — for `/`, `/history` and a shared `/blog/{id}`, as gzip (what the budgets are written in;
 * the e2e suite's page-weight spec holds them) and as brotli (what a browser actually gets).
 */
export async function benchBundle() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bytes-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(SERVER_ENTRY, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BASE_URL: base }, `${base}/api/health`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const pages = ['/', '/history', await sharedPostPath(base)];
    const rows: string[][] = [];
    let home: PageBytes | undefined;
    for (const page of pages) {
      const gz = await measurePage(browser, base, page, { encoding: 'gzip' });
      const br = await measurePage(browser, base, page, { encoding: 'br, gzip' });
      if (page === '/') home = gz;
      rows.push([
        page.startsWith('/blog/') ? '/blog/{id}' : page,
        `JS ${gz.scripts.length} files ${gz.scriptKb.toFixed(1)} KB gzip / ${br.scriptKb.toFixed(1)} KB br`,
        `fonts ${gz.fonts.length} files ${gz.fontKb.toFixed(1)} KB`,
      ]);
    }
    const js = home?.scriptKb ?? Number.NaN;
    const fonts = home?.fontKb ?? Number.NaN;
    return {
      name: 'bytes a browser fetches until the network is idle (Chromium, 412 px, empty cache)',
      rows,
      summary:
        `/ JS ${js.toFixed(1)} KB gzip (goal ≤ ${BUDGET_KB.homeScriptsGoal} KB: ${js <= BUDGET_KB.homeScriptsGoal ? 'met' : 'NOT met'}; CI budget ${BUDGET_KB.homeScripts} KB), ` +
        `fonts ${fonts.toFixed(1)} KB (goal ≤ ${BUDGET_KB.homeFonts} KB: ${fonts <= BUDGET_KB.homeFonts ? 'met' : 'NOT met'})`,
    };
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
