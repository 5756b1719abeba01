import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations, jobs } from '../db/schema';
import { PURGE_LOOKUPS_JOB } from '../jobs/purge-lookups.job';
import { LEASE_MS } from '../lib/job-runner';
import { LOCK_GRACE_MS, LOCK_POLL_MS } from '../lib/instance';
import { startFakeOpenAI, type FakeLlmServer } from '../testing/fakes/openai-server';
import { httpClient, type ServerProcess, sleep, startServerProcess, waitFor } from '../testing/server-process';
import { openTestDatabase } from '../testing/test-db';

// Two instances on one PostgreSQL, the second as if on another machine (INSTANCE_HOST: the
// first cannot judge it by /proc). The second is killed with SIGKILL in the middle of a post and while
// it holds a job's lease. The first learns it is gone from pg_locks (its instance lock is released with
// its session) and settles the post and takes the job over within seconds, not after the lease
// (LEASE_MS) or the post's cut-off (LLM_TIMEOUT_MS plus a margin).
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn('instance-kill-other-host: skipped, it needs PostgreSQL (set DATABASE_URL, as CI does); PGlite is one process on one machine');

const dirs: string[] = [];
let own: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let llm: FakeLlmServer | undefined;
const servers: ServerProcess[] = [];

describe.skipIf(!onPostgres)('an instance on another host killed with SIGKILL', () => {
  beforeAll(async () => {
    dirs.push(mkdtempSync(path.join(tmpdir(), 'other-host-a-')), mkdtempSync(path.join(tmpdir(), 'other-host-b-')));
    own = await openTestDatabase();
    llm = await startFakeOpenAI({ apiKey: 'sk-other-host' });
    llm.setScript({ chunks: Array.from({ length: 240 }, (_, i) => (i === 0 ? '# 다른 호스트의 글\n\n' : `문장 ${i}. `)), chunkDelayMs: 250 });
  });
  afterAll(async () => {
    for (const s of servers) await s.stop('SIGKILL');
    await own?.close();
    await llm?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is found dead from pg_locks: its post is settled and its job taken over within seconds', async () => {
    const env = (dir: string) => ({
      DATA_DIR: dir,
      DATABASE_URL: own!.url!,
      TRUSTED_PROXIES: '127.0.0.1',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: llm!.url,
      LLM_API_KEY: 'sk-other-host',
      LLM_MODEL: 'other-host-model',
    });
    // The survivor logs at debug level which instance locks it sees (server/lib/instance.ts).
    const survivor = await startServerProcess({ ...env(dirs[0]!), LOG_LEVEL: 'debug' });
    const survivorUp = Date.now();
    servers.push(survivor);
    const other = await startServerProcess({ ...env(dirs[1]!), INSTANCE_HOST: 'other-host' });
    servers.push(other);

    const visitor = httpClient(other.url);
    expect((await visitor.request('POST', '/api/visitors')).status).toBe(201);
    const res = await visitor.request('POST', '/api/generations', { keyword: '다른 호스트', length: 'short' });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let seen = '';
    while (!seen.includes('event: delta')) seen += new TextDecoder().decode((await reader.read()).value);
    const id = (JSON.parse(/event: meta\ndata: (.+)\n/.exec(seen)?.[1] ?? '{}') as { id: string }).id;

    const db = own!.db;
    const [row] = await db.select().from(generations).where(eq(generations.id, id));
    // Its id names the other host and carries its lock key.
    expect(row!.streamedBy).toMatch(new RegExp(`^other-host:${other.pid}:[0-9a-f]{8}:L.+:K\\d+$`));
    // A job lease held by the other instance's runner (its ids share the process's key), for minutes.
    const runnerId = row!.streamedBy!.replace(/^(other-host:\d+:)[0-9a-f]{8}/, '$1feedf00d');
    const jobId = `other-host-job-${Date.now()}`;
    await db.insert(jobs).values({ id: jobId, name: PURGE_LOOKUPS_JOB, status: 'running', attempts: 1, lockedBy: runnerId, lockedUntil: new Date(Date.now() + LEASE_MS) });

    // Alive, the other instance is left alone: the survivor has seen its lock, and has judged (at which
    // point it sweeps and ticks once) with the other instance still running.
    const key = /:K(\d+)$/.exec(row!.streamedBy!)![1]!;
    await waitFor(() => new RegExp(`"instance locks held","keys":\\[[^\\]]*\\b${key}\\b`).test(survivor.output()), 10_000, "the survivor to see the other instance's lock");
    await sleep(Math.max(0, survivorUp + LOCK_GRACE_MS + 2 * LOCK_POLL_MS - Date.now()));
    expect((await db.select().from(generations).where(eq(generations.id, id)))[0]).toMatchObject({ status: 'streaming' });
    expect((await db.select().from(jobs).where(eq(jobs.id, jobId)))[0]).toMatchObject({ status: 'running', lockedBy: runnerId, attempts: 1 });

    other.child.kill('SIGKILL');
    await other.exited;
    const killedAt = Date.now();
    await reader.cancel().catch(() => undefined);

    const settled = await waitFor(async () => {
      const [r] = await db.select().from(generations).where(eq(generations.id, id));
      return r?.status === 'failed' ? r : null;
    }, 60_000, 'the survivor to settle the killed post');
    const settleMs = Date.now() - killedAt;
    const job = await waitFor(async () => {
      const [j] = await db.select().from(jobs).where(eq(jobs.id, jobId));
      return j?.status === 'done' ? j : null;
    }, 60_000, 'the survivor to take the job over');
    const jobMs = Date.now() - killedAt;
    process.stdout.write(`instance-kill-other-host: post settled ${settleMs} ms and job taken over and done ${jobMs} ms after kill -9 (grace ${LOCK_GRACE_MS} ms, lease ${LEASE_MS} ms)\n`);
    expect(settled).toMatchObject({ refunded: true, errorMessage: '서버가 다시 시작되어 글쓰기가 중단되었습니다. 사용한 횟수는 돌려드렸어요.' });
    expect(job).toMatchObject({ attempts: 2, lockedBy: null });
    // Seconds: the grace time and a poll or two, far from the lease and from the post's cut-off.
    expect(settleMs).toBeGreaterThanOrEqual(LOCK_GRACE_MS - LOCK_POLL_MS - 1_000);
    expect(settleMs).toBeLessThan(LOCK_GRACE_MS + 15_000);
    expect(jobMs).toBeLessThan(LOCK_GRACE_MS + 15_000);
    expect(survivor.output()).toContain('an instance is gone (its lock is no longer held)');
    expect(survivor.output()).toContain('taking over the jobs of a stopped instance');
  }, 180_000);
});
