import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { openDatabase } from '../server/db/client';
import { startNaverOpenApiFake } from '../server/testing/fakes/naver-fakes';
import { startFakeOpenAI } from '../server/testing/fakes/openai-server';
import { freePort, startProcess, stopProcess, SERVER_ENTRY } from './lib';

const HUB = { keyId: 'bench-hub-id', key: 'bench-hub-key' };
const ROUNDS = 8;
// The panel's open/closed state as the write page keeps it in the tab (src/features/research/research-picks.ts).
const PANEL_OPEN_KEY = 'geulbit:research-panel:open';
// Debian's Chromium as the e2e suite runs it: nothing resolves but 127.0.0.1.
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost'];
// Past the panel's pause in typing (700 ms): its brief is being fetched while the post is asked for.
const AFTER_TYPING_MS = 900;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

const spread = (xs: number[]) => [...xs].sort((a, b) => a - b).map((x) => x.toFixed(0)).join(' ');

/**
 * The first token on `/` with the research panel open (its code loading and a brief of a new keyword fetched
 * from a fake Naver while the post starts) and folded (nothing of it loaded or asked): a real Chromium at
 * 1280 px types a keyword, waits past the panel's pause, presses write, and times, in the page, the click to
 * the frame that first shows the words of the post. Rounds alternate, each in a fresh context (empty cache,
 * its own address).
 */
export async function benchWritePanel() {
  const model = await startFakeOpenAI();
  model.setScript({ chunks: ['# 벤치 제목\n\n', '첫 문장입니다. ', '둘째 문장입니다.'] });
  const naver = await startNaverOpenApiFake({ hub: HUB, legacy: { clientId: 'x', clientSecret: 'y' }, maxPerSecond: 1000 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-panel-'));
  if (!process.env.DATABASE_URL) await (await openDatabase({ kind: 'pglite', dataDir })).close();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    SERVER_ENTRY,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_URL: base,
      TRUSTED_PROXIES: '127.0.0.1',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'bench',
      NAVER_SEARCH_BASE_URL: naver.url,
      NAVER_API_HUB_KEY_ID: HUB.keyId,
      NAVER_API_HUB_KEY: HUB.key,
    },
    `${base}/api/health`,
  );
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const net = `10.${Math.floor(Math.random() * 250)}`;
  const times = { open: [] as number[], folded: [] as number[] };
  const briefs = { open: 0, folded: 0 };
  try {
    for (let i = 0; i < ROUNDS * 2; i++) {
      const variant = i % 2 === 0 ? 'open' : 'folded';
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 1280, height: 800 },
        locale: 'ko-KR',
        extraHTTPHeaders: { 'x-forwarded-for': `${net}.${Math.floor(i / 250) + 1}.${(i % 250) + 1}` },
      });
      await context.addInitScript(([key, open]) => window.sessionStorage.setItem(key as string, open as string), [PANEL_OPEN_KEY, String(variant === 'open')]);
      const page = await context.newPage();
      page.on('request', (r) => {
        if (r.url().includes('/api/research/brief')) briefs[variant] += 1;
      });
      await page.goto('/');
      const write = page.getByRole('button', { name: '블로그 글 쓰기' });
      await write.waitFor();
      // The session has loaded when the write button is enabled.
      await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('form button[type=submit]')?.disabled);
      // A new keyword each round: the panel's brief is never a cached one.
      await page.getByLabel('메인 키워드').pressSequentially(`벤치 키워드 ${i}`, { delay: 20 });
      await page.waitForTimeout(AFTER_TYPING_MS);
      // Timed in the page, from the click as the page gets it to the frame that first shows the words: what the
      // person sees. Timed from Playwright's side, the open panel's larger page made Playwright's own checks before
      // the click and its polling for the text ≈ 15 ms slower, while the page itself was no slower.
      await page.evaluate(() => {
        const w = window as unknown as { firstToken: Promise<number> };
        let clicked = 0;
        document.addEventListener('click', (e) => (clicked = e.timeStamp), { capture: true, once: true });
        w.firstToken = new Promise((resolve) => {
          new MutationObserver((_, observer) => {
            if (!document.querySelector('[role="article"]')?.textContent?.includes('첫 문장입니다.')) return;
            observer.disconnect();
            requestAnimationFrame((frame) => resolve(frame - clicked));
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      });
      await write.click();
      times[variant].push(await page.evaluate(() => (window as unknown as { firstToken: Promise<number> }).firstToken));
      await context.close();
    }
  } finally {
    await browser.close();
    await stopProcess(server);
    await naver.close();
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const open = median(times.open);
  const folded = median(times.folded);
  const ratio = open / folded;
  return {
    name: 'first token on / with the research panel open and folded (Chromium 1280 px, fake model and fake Naver)',
    rows: [
      ['panel open', `median ${open.toFixed(0)} ms`, `runs ${spread(times.open)}`, `brief requests ${briefs.open}`],
      ['panel folded', `median ${folded.toFixed(0)} ms`, `runs ${spread(times.folded)}`, `brief requests ${briefs.folded}`],
    ],
    summary: `first token with the panel / without: ${ratio.toFixed(2)} (goal ≤ 1.10, no later within noise: ${ratio <= 1.1 ? 'met' : 'NOT met'})`,
  };
}
