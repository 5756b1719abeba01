import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, waitFor } from '../testing/server-process';
import { openTestDatabase } from '../testing/test-db';
import { INSTANCE_ID, type InstanceLock, isInstanceDead, LOCK_NAMESPACE, newInstanceId, startInstanceLock } from './instance';

const onLinux = process.platform === 'linux';

describe.skipIf(!onLinux)('instance liveness', () => {
  it('is alive for this process and its other runners, and for ids it cannot judge', () => {
    expect(INSTANCE_ID).toMatch(/^[^:]+:\d+:[0-9a-f]{8}:L.+\.\d+\.\d+$/);
    expect(isInstanceDead(INSTANCE_ID)).toBe(false);
    expect(isInstanceDead(newInstanceId())).toBe(false);
    expect(isInstanceDead('instance-a')).toBe(false);
    expect(isInstanceDead(null)).toBe(false);
    // Another machine or PID namespace: nothing can be proven from here.
    expect(isInstanceDead(INSTANCE_ID.replace(/:L[^.]+/, ':Lother-boot-id'))).toBe(false);
  });

  it('is dead once another process on this machine is killed, and when its PID was taken by another process', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', "import('./server/lib/instance.ts').then((m) => { console.log(m.INSTANCE_ID); setInterval(() => {}, 1000); })"], { stdio: ['ignore', 'pipe', 'inherit'] });
    const id = await new Promise<string>((resolve) => child.stdout.once('data', (d) => resolve(String(d).trim())));
    expect(id).toContain(`:${child.pid}:`);
    expect(isInstanceDead(id)).toBe(false);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    expect(isInstanceDead(id)).toBe(true);
    // Our own PID with another start time: the process that had it before us.
    expect(isInstanceDead(INSTANCE_ID.replace(/\.\d+$/, '.1'))).toBe(true);
    // The same, named by another INSTANCE_HOST: not judged by /proc (as if on another machine).
    expect(isInstanceDead(INSTANCE_ID.replace(/^[^:]+/, 'other-host').replace(/\.\d+$/, '.1'))).toBe(false);
  });
});

// The PostgreSQL side: each server holds an advisory lock for its life; another instance, on any
// machine, reads pg_locks to tell whether it still runs. Needs a real PostgreSQL (PGlite is one process).
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn('instance lock: skipped, PGlite has no other sessions to hold a lock (set DATABASE_URL, as CI does)');

describe.skipIf(!onPostgres)('instance lock on PostgreSQL', () => {
  let own: Awaited<ReturnType<typeof openTestDatabase>>;
  const locks: InstanceLock[] = [];
  beforeAll(async () => {
    own = await openTestDatabase();
  });
  afterAll(async () => {
    for (const l of locks) await l.stop();
    await own?.close();
  });
  const fast = { pollMs: 100, graceMs: 1_500, reconnectMs: 100 };
  const start = async () => {
    const lock = await startInstanceLock({ url: own.url!, ...fast });
    locks.push(lock);
    return lock;
  };
  /** An id as the lock's process on another machine writes it. */
  const idOf = (lock: InstanceLock) => `other-host:4242:0badc0de:K${lock.key}`;

  it('keeps a live holder alive through a dropped lock connection, and finds it dead once its session is gone', async () => {
    const holder = await start();
    const peer = await start();
    let gone = 0;
    peer.onGone(() => gone++);
    // The peer judges only once it has watched for the grace time; it then says "alive" of the holder,
    // and never of itself "dead".
    await sleep(fast.graceMs + 300);
    expect(peer.isDead(idOf(holder))).toBe(false);
    expect(peer.isDead(idOf(peer))).toBe(false);
    // A key nobody holds (an instance that died before the peer started) is dead.
    expect(peer.isDead('other-host:1:0badc0de:K7')).toBe(true);
    expect(peer.isDead('other-host:1:0badc0de')).toBe(false);

    // The holder's lock connection drops (the server ends its session) and for a second it cannot
    // connect again (no new connections to the database): its key is missing from pg_locks meanwhile.
    const admin = new pg.Client({ connectionString: own.url });
    await admin.connect();
    const dbName = new URL(own.url!).pathname.slice(1);
    const heldNow = async (key: number) =>
      (await admin.query('select count(*)::int as n from pg_locks where locktype = $1 and classid = $2::int8::oid and objid = $3::int8::oid and objsubid = 2 and granted', ['advisory', LOCK_NAMESPACE, key])).rows[0].n === 1;
    try {
      const before = holder.backendPid();
      await admin.query(`alter database "${dbName}" connection limit 0`);
      await admin.query('select pg_terminate_backend($1)', [before]);
      await waitFor(() => !holder.held() || null, 2_000, 'the holder to notice');
      const blipUntil = Date.now() + 1_000;
      while (Date.now() < blipUntil) {
        expect(await heldNow(holder.key)).toBe(false);
        expect(peer.isDead(idOf(holder))).toBe(false);
        await sleep(25);
      }
      await admin.query(`alter database "${dbName}" connection limit -1`);
      const until = Date.now() + 2 * fast.graceMs;
      while (Date.now() < until) {
        expect(peer.isDead(idOf(holder))).toBe(false);
        await sleep(25);
      }
      expect(holder.held()).toBe(true);
      expect(holder.backendPid()).not.toBe(before);
      expect(await heldNow(holder.key)).toBe(true);

      // The holder's session ends for good (its process was killed): dead once the grace time has passed.
      const seenGone = gone;
      await holder.stop();
      const stoppedAt = Date.now();
      await waitFor(() => peer.isDead(idOf(holder)), 10_000, 'the peer to find the holder dead');
      const ms = Date.now() - stoppedAt;
      expect(ms).toBeGreaterThanOrEqual(fast.graceMs - 200);
      await waitFor(() => gone > seenGone, 5_000, 'the gone event');
    } finally {
      await admin.query(`alter database "${dbName}" connection limit -1`).catch(() => undefined);
      await admin.end();
    }
  }, 30_000);

  it('judges nobody while its own lock connection is down, and waits the grace time again after reconnecting', async () => {
    const peer = await start();
    await sleep(fast.graceMs + 300);
    const dead = 'other-host:1:0badc0de:K8';
    expect(peer.isDead(dead)).toBe(true);
    const admin = new pg.Client({ connectionString: own.url });
    await admin.connect();
    const dbName = new URL(own.url!).pathname.slice(1);
    try {
      await admin.query(`alter database "${dbName}" connection limit 0`);
      await admin.query('select pg_terminate_backend($1)', [peer.backendPid()]);
      await waitFor(() => !peer.held() || null, 2_000, 'the peer to notice');
      expect(peer.isDead(dead)).toBe(false);
      await admin.query(`alter database "${dbName}" connection limit -1`);
      await waitFor(() => peer.held(), 5_000, 'the peer to lock again');
      expect(peer.isDead(dead)).toBe(false);
      await waitFor(() => peer.isDead(dead), 5_000, 'the peer to judge again');
    } finally {
      await admin.query(`alter database "${dbName}" connection limit -1`).catch(() => undefined);
      await admin.end();
    }
  }, 30_000);
});
