import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { chromium } from '@playwright/test';
import { prepareTour } from './tests/e2e/support/route-tour';
import { freePort, startProcess, stopProcess, SERVER_ENTRY } from './bench/lib';

const pages = (process.env.PAGES ?? '/keyword').split(',');
const role = (process.env.ROLE ?? 'member') as 'member';
const dataDir = mkdtempSync(path.join(tmpdir(), 'prof-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const adminEmail = 'bench-admin@geulbit.kr';
const server = await startProcess(SERVER_ENTRY, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BASE_URL: base, ADMIN_EMAILS: adminEmail, SCHEDULER_ENABLED: 'false' }, `${base}/api/health`);
const verifyLink = async (to: string) => {
  const dir = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    let files: string[] = [];
    try { files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse(); } catch { /* none yet */ }
    for (const file of files) {
      const mail = await PostalMime.parse(readFileSync(path.join(dir, file)));
      const link = (mail.text ?? '').split(/\s+/).find((w) => w.includes('/api/auth/verify-email'));
      if (link && mail.to?.some((a) => a.address === to)) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no mail');
};
try {
  const tour = await prepareTour(base, { adminEmail, verifyLink });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  for (const p of pages) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await ctx.addCookies([...tour.sessions[role].cookies].map(([name, value]) => ({ name, value, url: base + '/' })));
    const page = await ctx.newPage();
    await page.goto(`${base}/api/health`);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${p}`);
    await page.waitForTimeout(3000);
    const { profile } = await cdp.send('Profiler.stop');
    const lcp = await page.evaluate(() => new Promise((r) => new PerformanceObserver((l) => r(l.getEntries().map((e) => [Math.round(e.startTime), (e as any).element?.tagName, ((e as any).element?.textContent ?? '').slice(0, 30)]))).observe({ type: 'largest-contentful-paint', buffered: true })));
    console.log(p, 'LCP entries', JSON.stringify(lcp));
    writeFileSync(`/tmp/prof/${p.replace(/\W+/g, '_')}.cpuprofile`, JSON.stringify(profile));
    await ctx.close();
  }
  await browser.close();
} finally {
  await stopProcess(server);
}
