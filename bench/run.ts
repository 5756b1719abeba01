import { execFileSync } from 'node:child_process';
import { benchBundle } from './bundle.bench';
import { benchContentScore } from './content-score.bench';
import { benchGeneration } from './generation.bench';
import { benchHealth } from './health.bench';
import { benchHistory } from './history.bench';
import { benchRequests } from './requests.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchResearch } from './research.bench';
import { benchThumbnail } from './thumbnail.bench';
import { benchRankings } from './rankings.bench';
import { benchWritePanel } from './write-panel.bench';

type Report = { name: string; rows: string[][]; summary: string };

// `npm run bench [name…]` runs every benchmark (or the named ones) and prints ratios measured in
// this one run, so machines of different speed give comparable figures.
const benches: Record<string, () => Promise<Report> | Report> = {
  bundle: benchBundle,
  health: benchHealth,
  generation: benchGeneration,
  history: benchHistory,
  thumbnail: benchThumbnail,
  'content-score': benchContentScore,
  requests: benchRequests,
  lighthouse: benchLighthouse,
  rankings: benchRankings,
  research: benchResearch,
  'write-panel': benchWritePanel,
};

const wanted = process.argv.slice(2);
// Every benchmark measures the server `npm start` runs: build it (SPA and server) up front, as `npm start` does, when
// what the build reads changed since the last build.
execFileSync('node', ['scripts/build-if-changed.mjs'], { stdio: 'inherit' });
for (const [key, run] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(key)) continue;
  const report = await run();
  process.stdout.write(`\n■ ${report.name}\n`);
  for (const row of report.rows) process.stdout.write(`  ${row.join('  ·  ')}\n`);
  process.stdout.write(`  → ${report.summary}\n`);
}
