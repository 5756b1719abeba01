import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../server/db/client';
import { parseEnv } from '../server/env';
import { runRankChecks } from '../server/features/rankings';
import { keywordMinute, seoulDay, seoulDayStart, addDays } from '../server/features/rankings/rank-schedule';
import { createLogger } from '../server/lib/logger';
import { startNaverOpenApiFake } from '../server/testing/fakes/naver-fakes';
import type { RankPlacement } from '../server/testing/fakes/naver-rank-placements';

const POSTS = Number(process.env.RANK_BENCH_POSTS ?? 10_000);
const KEYWORDS = Number(process.env.RANK_BENCH_KEYWORDS ?? 2_000);
const MEMBERS = Number(process.env.RANK_BENCH_MEMBERS ?? 1_000);
const HUB = { keyId: 'bench-hub-id', key: 'bench-hub-key' };

/**
 * One Seoul day of rank checks: 10,000 Naver Blog posts of 1,000 members over 2,000 keywords, all due
 * today, checked by the minute ticks of the job (1,440 of them, each keyword at its own minute) against
 * the fake Search API on 127.0.0.1. A quarter of the keywords have a post that was ranked yesterday and
 * is past 100 today, so its second page is read. Reports the Search API calls, the time and the memory
 * (RSS and heap, sampled every 50 ms) of the whole day, and this process's CPU time (the machine is shared).
 */
export async function benchRankings() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-rankings-'));
  const dbUrl = process.env.DATABASE_URL;
  const database = await openDatabase(dbUrl ? { kind: 'postgres', url: dbUrl } : { kind: 'pglite', dataDir });
  const { db } = database;
  const day = '2026-03-02';
  const start = seoulDayStart(day);
  let now = start.getTime();
  const naver = await startNaverOpenApiFake({ hub: HUB, legacy: { clientId: 'c', clientSecret: 's' }, maxPerSecond: 1_000_000, now: () => now });
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', NAVER_API_HUB_KEY_ID: HUB.keyId, NAVER_API_HUB_KEY: HUB.key, NAVER_SEARCH_BASE_URL: naver.url });
  try {
    const seeded = Date.now();
    await db.execute(sql`insert into users (id, name, email, username, grade)
      select 'bench-u' || g, '회원 ' || g, 'bench' || g || '@example.kr', 'bench_' || g, 'vip' from generate_series(1, ${MEMBERS}) g`);
    // Post i belongs to member i % MEMBERS and keyword i % KEYWORDS; its keyword's minute is when it is due.
    await db.execute(sql`insert into rank_targets (id, user_id, url, url_key, keyword, keyword_key, platform, sections, source, status, started_at, next_check_at, last_checked_day)
      select 't' || i, 'bench-u' || (i % ${MEMBERS} + 1), 'https://blog.naver.com/bench' || i || '/' || (223000000000 + i), 'blog.naver.com/bench' || i || '/' || (223000000000 + i),
             '벤치 키워드 ' || (i % ${KEYWORDS}), '벤치 키워드 ' || (i % ${KEYWORDS}), 'naver', '["blog"]'::jsonb, 'manual', 'active',
             ${start.toISOString()}::timestamptz - ((i % 120) || ' days')::interval, ${start.toISOString()}::timestamptz, ${addDays(day, -1)}
      from generate_series(0, ${POSTS - 1}) i`);
    await db.execute(sql`update rank_targets set next_check_at = next_check_at + (minute || ' minutes')::interval
      from (values ${sql.join(Array.from({ length: KEYWORDS }, (_, k) => sql`(${`벤치 키워드 ${k}`}, ${keywordMinute(`벤치 키워드 ${k}`)})`), sql`, `)}) as m(kw, minute)
      where keyword_key = m.kw`);
    // Yesterday every keyword's first post ranked; the fake puts a quarter of them past 100 today.
    await db.execute(sql`insert into rank_checks (target_id, section, day, keyword, position, depth, checked_at)
      select 't' || i, 'blog', ${addDays(day, -1)}, '벤치 키워드 ' || i, 1 + (i % 100), 100, ${start.toISOString()}::timestamptz - interval '1 day'
      from generate_series(0, ${KEYWORDS - 1}) i`);
    await db.execute(sql`analyze`);
    const placements: RankPlacement[] = [];
    for (let i = 0; i < POSTS; i++) {
      const k = i % KEYWORDS;
      const j = Math.floor(i / KEYWORDS);
      // Distinct positions within a keyword; the last post of each keyword is not listed at all.
      const position = j === 0 && k % 4 === 0 ? 101 + (k % 100) : j === Math.floor((POSTS - 1) / KEYWORDS) ? null : 1 + ((k * 13 + j * 20) % 100);
      placements.push({ api: 'blog', query: `벤치 키워드 ${k}`, link: `https://m.blog.naver.com/PostView.naver?blogId=bench${i}&logNo=${223000000000 + i}`, position });
    }
    naver.ranks.place(...placements);
    const seededMs = Date.now() - seeded;

    const memory = { rss: 0, heap: 0 };
    const baseline = process.memoryUsage();
    const sample = setInterval(() => {
      const m = process.memoryUsage();
      memory.rss = Math.max(memory.rss, m.rss);
      memory.heap = Math.max(memory.heap, m.heapUsed);
    }, 50);
    const deps = { db, env, logger: createLogger('silent'), instanceId: 'bench' };
    const began = performance.now();
    const cpuBefore = process.cpuUsage();
    let slowestTickMs = 0;
    const totals = { calls: 0, checked: 0, failed: 0 };
    for (let minute = 0; minute < 1440; minute++) {
      now = start.getTime() + minute * 60_000 + 30_000;
      const t0 = performance.now();
      const s = await runRankChecks(deps, { now: new Date(now), mode: 'tick' });
      slowestTickMs = Math.max(slowestTickMs, performance.now() - t0);
      totals.calls += s.calls;
      totals.checked += s.checked;
      totals.failed += s.failed;
    }
    const wallMs = performance.now() - began;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sample);

    const [c = {} as Record<string, number>] = await queryRows<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from rank_checks where day = ${day}) as readings,
        (select count(*)::int from rank_checks where day = ${day} and position is null) as not_found,
        (select count(*)::int from rank_checks where day = ${day} and position > 100) as second_page_hits,
        (select count(*)::int from rank_targets where waiting_since is not null) as waiting,
        (select spent from rank_budget_days where day = ${day}) as spent`,
    );
    const firstPages = naver.searches.filter((s) => s.start === '1').length;
    const secondPages = naver.searches.filter((s) => s.start === '101').length;
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    if (seoulDay(new Date(now)) !== day) throw new Error('the bench ran past its day');
    if (c.readings !== POSTS) throw new Error(`expected ${POSTS} readings, got ${c.readings}`);
    return {
      name: `rank checks: one Seoul day, ${POSTS.toLocaleString('en')} posts over ${KEYWORDS.toLocaleString('en')} keywords, ${MEMBERS.toLocaleString('en')} members (${database.kind})`,
      rows: [
        ['seeded', `${seededMs} ms`],
        ['Search API calls', `${naver.searches.length} (first pages ${firstPages}, second pages ${secondPages}); budget spent ${c.spent}`],
        ['readings', `${c.readings} (${c.not_found} not in the pages read, ${c.second_page_hits} found on page 2), waiting ${c.waiting}, failed calls ${totals.failed}`],
        ['time', `${(wallMs / 1000).toFixed(1)} s for 1,440 minute ticks (slowest tick ${slowestTickMs.toFixed(0)} ms); this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (PGlite runs in it; PostgreSQL's own CPU is not counted)`],
        ['memory', `RSS ${mb(baseline.rss)} before → peak ${mb(memory.rss)}; heap ${mb(baseline.heapUsed)} → peak ${mb(memory.heap)}`],
      ],
      summary: `${naver.searches.length} calls for ${KEYWORDS} keywords (${secondPages} second pages), ${(wallMs / 1000).toFixed(1)} s, peak RSS ${mb(memory.rss)}`,
    };
  } finally {
    await naver.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('rankings.bench.ts')) {
  const report = await benchRankings();
  process.stdout.write(`\n■ ${report.name}\n${report.rows.map((r) => `  ${r.join('  ·  ')}`).join('\n')}\n  → ${report.summary}\n`);
}
