import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scoreContent } from '../contracts/content-score';
import { FILLED_POST, KEYWORD, QUESTIONS, SUB_KEYWORDS, TOPICS } from '../contracts/testing/content-score-posts';
import { openDatabase } from '../server/db/client';
import { generations } from '../server/db/schema';
import { createVisitor } from '../server/features/accounts/visitors.service';
import { OVERLAP_HISTORY_LIMIT } from '../server/features/content-score/content-score.limits';
import { checkContent } from '../server/features/content-score/content-score.service';

const POST_CHARS = 3500;
const PURE_CALLS = 2000;
const SERVER_CALLS = 40;

/** A 3,500-character post: the hand-filled test post, continued with its own sections reworded. */
const longPost = (seed: number) =>
  `${FILLED_POST}\n${FILLED_POST.replace(/^# .*$/m, '').replaceAll('부모님', `친구 ${seed}명`).replaceAll('첫째', '다섯째')}`.slice(0, POST_CHARS);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(3)} ms`;

/** CPU time (user + system) of this process since `since`, per call: what a loaded machine's waiting leaves out. */
function cpuMsPerCall(since: NodeJS.CpuUsage, calls: number) {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000 / calls;
}

function timeCalls(n: number, call: () => unknown) {
  const took: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    call();
    took.push(performance.now() - start);
  }
  return took.sort((a, b) => a - b);
}

/**
 * The content score on a 3,500-character post: the pure function the editor runs on every keystroke, and
 * the endpoint's server checks against a member's history of OVERLAP_HISTORY_LIMIT posts of that size.
 */
export async function benchContentScore() {
  const content = longPost(0);
  const input = { content, keyword: KEYWORD, subKeywords: SUB_KEYWORDS, research: { questions: QUESTIONS, topics: TOPICS } };
  timeCalls(200, () => scoreContent(input)); // warm-up
  const pureCpu = process.cpuUsage();
  const pure = timeCalls(PURE_CALLS, () => scoreContent(input));
  const pureCpuMs = cpuMsPerCall(pureCpu, PURE_CALLS);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-content-score-'));
  const dbUrl = process.env.DATABASE_URL;
  const database = await openDatabase(dbUrl ? { kind: 'postgres', url: dbUrl } : { kind: 'pglite', dataDir });
  try {
    const { visitor } = await createVisitor(database.db, { ip: '127.0.0.1' });
    await database.db.insert(generations).values(
      Array.from({ length: OVERLAP_HISTORY_LIMIT }, (_, i) => ({
        id: randomUUID(),
        ownerVisitorId: visitor.id,
        keyword: KEYWORD,
        title: `글 ${i}`,
        input: { keyword: KEYWORD } as never,
        content: longPost(i + 1),
        status: 'completed',
        provider: 'offline',
        model: 'offline-writer',
        charge: { kind: 'counter' as const },
      })),
    );
    const deps = { db: database.db, getTopTitles: async () => ['제주도 3박4일 여행코스 총정리 (렌트카 일정 포함)', '뚜벅이 제주도 여행 버스로 다니는 3박4일 코스'] };
    const owner = { kind: 'visitor' as const, visitorId: visitor.id };
    await checkContent(deps, { owner, input });
    const server: number[] = [];
    const serverCpu = process.cpuUsage();
    for (let i = 0; i < SERVER_CALLS; i++) {
      const start = performance.now();
      await checkContent(deps, { owner, input });
      server.push(performance.now() - start);
    }
    const serverCpuMs = cpuMsPerCall(serverCpu, SERVER_CALLS);
    server.sort((a, b) => a - b);
    return {
      name: `content score on a ${content.length.toLocaleString('en')}-character post (${dbUrl ? 'PostgreSQL' : 'PGlite'})`,
      rows: [
        ['scoreContent (editor, every keystroke)', `p50 ${ms(quantile(pure, 0.5))}`, `p95 ${ms(quantile(pure, 0.95))}`, `CPU ${ms(pureCpuMs)} a call`, `${PURE_CALLS} calls`],
        [`server checks, ${OVERLAP_HISTORY_LIMIT} earlier posts`, `p50 ${ms(quantile(server, 0.5))}`, `p95 ${ms(quantile(server, 0.95))}`, `CPU ${ms(serverCpuMs)} a call`, `${SERVER_CALLS} calls`],
      ],
      summary: `a keystroke's score costs ${ms(quantile(pure, 0.5))} at p50 and ${ms(pureCpuMs)} of CPU on average (a 60 fps frame is 16.7 ms); CPU time is the figure a busy machine does not inflate`,
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
