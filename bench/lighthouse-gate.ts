import { formatRow, lighthouseTour, PAGE_GOALS, qualityMisses, TABLE_HEAD } from './lighthouse-tour';

/**
 * CI's Lighthouse step (`npm run lighthouse:gate`, the last step of .ci/run): Lighthouse mobile once on every page of
 * the route table, each as the lowest role that may open it (bench/lighthouse-tour.ts), on the build `npm test` made.
 * It fails when a page misses accessibility 100, best practices 100, SEO 100 (public pages), CLS ≤ 0.05, or has no
 * finished run. Performance is printed beside them and not gated here: under CI's other load its simulated CPU is
 * not the phone's; `npm run bench lighthouse` measures it with three runs a page on a quiet machine.
 */
const { results, load } = await lighthouseTour({ runs: 1, retryUnfinished: true, log: (line) => process.stdout.write(`  ${line}\n`) });
const failing = results.filter((r) => qualityMisses(r).length > 0);
process.stdout.write(`\n■ Lighthouse mobile over the route table, one run a page (${load})\n`);
for (const row of [TABLE_HEAD, ...results.map(formatRow)]) process.stdout.write(`  ${row.join('  ·  ')}\n`);
const fast = results.filter((r) => (r.median?.perf ?? 0) >= PAGE_GOALS.performance).length;
process.stdout.write(`  → performance ≥ ${PAGE_GOALS.performance} (printed, not gated): ${fast} of ${results.length} pages\n`);
if (failing.length > 0) {
  process.stdout.write(`  ✘ ${failing.length} of ${results.length} pages miss the gated goals:\n`);
  for (const r of failing) process.stdout.write(`    ${r.label} (as ${r.role}): ${qualityMisses(r).join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(`  ✓ all ${results.length} pages: accessibility ${PAGE_GOALS.accessibility}, best practices ${PAGE_GOALS.bestPractices}, SEO ${PAGE_GOALS.seo} (public), CLS ≤ ${PAGE_GOALS.cls}\n`);
