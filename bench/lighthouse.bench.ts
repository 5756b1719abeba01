import { writeFileSync } from 'node:fs';
import { Session, sharePost } from '../tests/e2e/support/route-tour';
import { formatRow, lighthouseTour, markdownTable, missedGoals, PAGE_GOALS, TABLE_HEAD } from './lighthouse-tour';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** A post written by the offline writer and shared, as a reader of `/blog/{id}` gets it. */
export async function sharedPostPath(base: string) {
  const visitor = new Session(base);
  await visitor.expect('POST', '/api/visitors', {}, 201);
  return sharePost(visitor);
}

/**
 * Lighthouse mobile (all four categories) on every page of the route table, each as the lowest role that may open it
 * (bench/lighthouse-tour.ts): the median of LIGHTHOUSE_RUNS runs (3) per page. The load average is printed beside it,
 * since the machine's other jobs slow the simulated CPU down too. LIGHTHOUSE_ONLY=/keyword,/kin measures only those;
 * LIGHTHOUSE_SAVE=<dir> keeps every report; LIGHTHOUSE_MD=<file> writes the table as Markdown.
 */
export async function benchLighthouse() {
  const only = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
  const { results, load } = await lighthouseTour({
    runs: RUNS,
    ...(only ? { only } : {}),
    ...(process.env.LIGHTHOUSE_SAVE ? { saveDir: process.env.LIGHTHOUSE_SAVE } : {}),
    log: (line) => process.stderr.write(`  ${line}\n`),
  });
  if (process.env.LIGHTHOUSE_MD) writeFileSync(process.env.LIGHTHOUSE_MD, `${markdownTable(results)}\n`);
  const missing = results.filter((r) => missedGoals(r).length > 0);
  return {
    name: `Lighthouse mobile over the route table (median of ${RUNS}; ${load}); SEO in brackets: not a public page`,
    rows: [TABLE_HEAD, ...results.map(formatRow)],
    summary:
      `goals: performance ≥ ${PAGE_GOALS.performance}, accessibility and best practices ${PAGE_GOALS.accessibility}, SEO ${PAGE_GOALS.seo} on public pages, ` +
      `CLS ≤ ${PAGE_GOALS.cls}, JS ≤ ${PAGE_GOALS.scriptKb} KB — ${results.length - missing.length} of ${results.length} pages meet them` +
      missing.map((r) => `\n    ${r.label}: ${missedGoals(r).join(', ')}`).join(''),
  };
}
