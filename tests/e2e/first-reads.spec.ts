import type { Request } from '@playwright/test';
import { FIRST_READS } from '../../contracts/first-reads';
import { FRAMED_PATHS } from '../../server/lib/prerender';
import { ROLES, tourStops } from './support/route-tour';
import { contextAs, suiteTour } from './support/suite-tour';
import { expect, test } from './support/test';

/**
 * The API reads a page starts with its HTML (contracts/first-reads.ts) are the page's own calls: each is one request,
 * the preload's, and the page's fetch takes its answer. A URL that differs from the call by one byte (a parameter's
 * order, a header the preload cannot send) would be fetched twice; a read the page no longer makes would only cost.
 */
test.describe('reads started with the page', () => {
  test.skip(process.env.E2E_TWO_INSTANCES === '1', 'what a page starts does not depend on how many instances serve it');

  for (const role of ROLES) {
    test(`every page ${role === 'admin' ? 'an admin' : `a ${role === 'vip' ? 'VIP' : role}`} opens first uses each read it started, once`, async ({ browser }) => {
      test.setTimeout(240_000);
      const { samples } = await suiteTour();
      const context = await contextAs(browser, role);
      // What the page itself asks of fetch(), whatever the network then does with it.
      await context.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as { __fetched: string[] }).__fetched = calls;
        const original = window.fetch.bind(window);
        window.fetch = (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input), location.href);
          if (url.origin === location.origin) calls.push(`${url.pathname}${url.search}`);
          return original(input, init);
        };
      });
      const page = await context.newPage();
      const problems: string[] = [];
      let checked = 0;
      for (const stop of tourStops(samples).filter((s) => s.role === role)) {
        const reads = FIRST_READS[stop.route as keyof typeof FIRST_READS]?.reads(new Date()) ?? [];
        if (!FRAMED_PATHS.includes(stop.route) && reads.length === 0) continue;
        const requested = new Map<string, string[]>();
        const onRequest = (r: Request) => {
          const url = new URL(r.url());
          const key = `${url.pathname}${url.search}`;
          requested.set(key, [...(requested.get(key) ?? []), r.resourceType()]);
        };
        page.on('request', onRequest);
        const response = await page.goto(stop.path);
        // A page that arrives as its frame (its heading, src/app/page-frame.tsx) waits for the session: it starts that too.
        const framed = (await response?.text())?.includes('data-page-frame') ?? false;
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        page.off('request', onRequest);
        const started = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((l) => l.getAttribute('href') ?? ''));
        const fetched = await page.evaluate(() => (window as unknown as { __fetched: string[] }).__fetched);
        const expected = [...(framed ? ['/api/session'] : []), ...reads];
        if (JSON.stringify(started) !== JSON.stringify(expected)) problems.push(`${stop.path}: started ${started.join(', ')}; expected ${expected.join(', ')}`);
        for (const url of started) {
          if (!fetched.includes(url)) problems.push(`${stop.path}: started ${url}, which the page did not ask for (it asked for ${fetched.join(', ')})`);
          const sent = requested.get(url) ?? [];
          if (sent.length !== 1) problems.push(`${stop.path}: ${url} went out ${sent.length} times (${sent.join(', ')}): the page's call did not take the started answer`);
        }
        checked += 1;
      }
      await context.close();
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(0);
    });
  }
});
