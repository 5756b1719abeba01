import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import pg from 'pg';
import type { Logger } from './logger';
import { INSTANCE_HOST_PATTERN } from '../env';

/**
 * Who this server process is, and whether another one is provably gone.
 *
 * A job lease or a streaming post names the instance that holds it. When that instance crashed
 * (kill -9, OOM), its lease would run out only after minutes. On Linux an id also carries where
 * the process lives (the kernel's boot id and the PID namespace) and when it started, so a process
 * on the same machine and namespace can tell at once that the holder is dead: its PID is gone, or
 * is now another process (a different start time).
 *
 * On PostgreSQL each process also holds, for its whole life, a session-level advisory lock
 * (namespace LOCK_NAMESPACE, key K) on one connection of its own; its ids carry K. PostgreSQL drops
 * the lock the moment that session ends, so when pg_locks shows no session holding K (and has shown
 * none for GRACE_MS, which covers a connection blip the holder reconnects from), the process is gone,
 * whichever machine it ran on. An id without K (an old row, PGlite) is judged by /proc alone; from
 * elsewhere the lease or cut-off applies as before.
 *
 * Format: `host:pid:random`, where /proc can be read `:L<boot id>.<pid ns inode>.<start time>`, and on
 * PostgreSQL `:K<lock key>`. `host` is INSTANCE_HOST when set, else the machine's host name.
 */

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** The process's start time in clock ticks since boot (/proc/PID/stat field 22), 'gone', or null when unreadable. */
function startTimeOf(pid: number): string | null | 'gone' {
  const stat = read(`/proc/${pid}/stat`);
  if (stat === null) return 'gone';
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // A zombie (killed, not yet reaped by its parent) is as dead as a process can be.
  if (fields[0] === 'Z' || fields[0] === 'X') return 'gone';
  return fields[19] ?? null;
}

function locality(): string | null {
  const boot = read('/proc/sys/kernel/random/boot_id')?.trim();
  if (!boot) return null;
  try {
    return `${boot}.${statSync('/proc/self/ns/pid').ino}`;
  } catch {
    return null;
  }
}

const here = locality();
const ownStart = here ? startTimeOf(process.pid) : null;


const envHost = process.env.INSTANCE_HOST?.trim();
/** The name this process gives itself in ids; two processes of different names never judge each other by /proc. */
const hostName = envHost && INSTANCE_HOST_PATTERN.test(envHost) ? envHost : hostname();
/** The lock key this process holds on PostgreSQL (holdInstanceLock), carried by its ids; null before, or on PGlite. */
let ownKey: number | null = null;

const baseId = () => `${hostName}:${process.pid}:${randomUUID().slice(0, 8)}${here && ownStart && ownStart !== 'gone' ? `:L${here}.${ownStart}` : ''}`;
const withKey = (id: string) => (ownKey === null ? id : `${id}:K${ownKey}`);

/** A new id for something this process runs (a job runner): unique, and telling where this process lives. */
export const newInstanceId = () => withKey(baseId());

/** This process's id, recorded on what it streams; gains `:K<key>` once holdInstanceLock has the lock. */
// Set once, at start-up, before anything is recorded (holdInstanceLock).
export let INSTANCE_ID = newInstanceId();

const parse = (id: string) => {
  const k = /:K(\d{1,10})$/.exec(id);
  const base = k ? id.slice(0, k.index) : id;
  const l = /^([^:]*):(\d+):[^:]+:L(.+)\.(\d+)$/.exec(base);
  return { key: k ? Number(k[1]) : null, host: base.slice(0, base.indexOf(':')), local: l ? { pid: Number(l[2]), locality: l[3], start: l[4] } : null };
};

/** The /proc proof: true (gone), false (running), null (not on this machine and namespace, or unreadable). */
function procVerdict(id: string): boolean | null {
  const { host, local } = parse(id);
  if (!here || !local || local.locality !== here || host !== hostName) return null;
  // Its PID is gone, or now belongs to a process that started at another time (ours included: another
  // runner of this very process has the same start time and is alive).
  const start = startTimeOf(local.pid);
  if (start === 'gone') return true;
  return start === null ? null : start !== local.start;
}

/** The instance lock the server holds (holdInstanceLock); consulted by isInstanceDead. */
let current: InstanceLock | null = null;

/**
 * True only when the instance `id` is provably not running: it lived on this machine in this PID
 * namespace and its process is gone (or its PID now belongs to another process), or, on PostgreSQL,
 * no session has held its lock key for GRACE_MS. False when it is alive or cannot be told (then
 * leases and cut-offs decide). Synchronous and without I/O beyond /proc: the PostgreSQL side reads
 * what the lock's poll last saw.
 */
export function isInstanceDead(id: string | null | undefined): boolean {
  if (!id || id === INSTANCE_ID) return false;
  const proc = procVerdict(id);
  if (proc !== null) return proc;
  return current?.isDead(id) ?? false;
}

// Two int4 keys: a fixed namespace (ASCII "LIVE") and the process's key. The two-key form is a lock
// of its own kind (objsubid 2), apart from the one-bigint migration lock (server/db/client.ts).
export const LOCK_NAMESPACE = 0x4c495645;
export const LOCK_POLL_MS = 2_000;
/** How long a key must be missing before its holder counts as dead: several reconnect tries of a live holder. */
export const LOCK_GRACE_MS = 10_000;
const RECONNECT_MS = 1_000;

export type InstanceLock = {
  key: number;
  /** Whether this process's session holds its key now (false while it reconnects). */
  held(): boolean;
  /** Judges an id by its key: see isInstanceDead. */
  isDead(id: string): boolean;
  /** Called when a holder seen alive is now gone, and once each time the poll has watched long enough to judge. */
  onGone(fn: () => void): () => void;
  /** The backend PID of the lock's session (tests end it to make a blip). */
  backendPid(): number | null;
  /** Gives the lock up and stops (shutdown). */
  stop(): Promise<void>;
};

type LockOptions = { url: string; logger?: Logger; pollMs?: number; graceMs?: number; reconnectMs?: number };

/**
 * Takes a fresh key's advisory lock on a connection of its own and keeps it for the process's life:
 * reconnects and re-takes it when the connection drops, and polls pg_locks for which keys are held.
 */
export async function startInstanceLock({
  url,
  logger,
  pollMs = LOCK_POLL_MS,
  graceMs = LOCK_GRACE_MS,
  reconnectMs = RECONNECT_MS,
}: LockOptions): Promise<InstanceLock> {
  let client: pg.Client | null = null;
  let pid: number | null = null;
  let isHeld = false;
  let lostAt = 0;
  let stopped = false;
  // Since when the poll has watched without a gap (reset by each reconnect), and what it last saw.
  let watchingSince: number | null = null;
  let lastPoll = 0;
  let live = new Set<number>();
  const lastSeen = new Map<number, number>();
  const announced = new Set<number>();
  let judged = false;
  const listeners = new Set<() => void>();
  let retryTimer: NodeJS.Timeout | undefined;

  const open = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: 5_000, connectionTimeoutMillis: 5_000, application_name: 'instance-lock' });
    c.on('error', () => undefined);
    await c.connect();
    return c;
  };
  const tryLock = async (c: pg.Client, k: number) => {
    const { rows } = await c.query<{ ok: boolean; pid: number }>('select pg_try_advisory_lock($1, $2) as ok, pg_backend_pid() as pid', [LOCK_NAMESPACE, k]);
    return rows[0]!;
  };

  // A fresh key nobody holds (a clash of 31-bit random keys is rare; it is simply drawn again).
  let key = 0;
  const first = await open();
  for (let attempt = 0; ; attempt++) {
    key = randomInt(1, 2 ** 31);
    const r = await tryLock(first, key);
    if (r.ok) {
      pid = r.pid;
      break;
    }
    if (attempt >= 10) {
      await first.end().catch(() => undefined);
      throw new Error('could not take an instance lock key');
    }
  }

  const emit = () => {
    for (const fn of listeners) {
      try {
        fn();
      } catch {
        // a listener's trouble is its own
      }
    }
  };

  const lost = (c: pg.Client, why: string) => {
    if (client !== c || stopped) return;
    client = null;
    pid = null;
    isHeld = false;
    watchingSince = null;
    lostAt = Date.now();
    logger?.warn('instance lock connection lost, reconnecting', { error: why });
    void c.end().catch(() => undefined);
    schedule(0);
  };
  const adopt = (c: pg.Client) => {
    client = c;
    isHeld = true;
    watchingSince = Date.now();
    judged = false;
    c.on('error', (err) => lost(c, err.message));
    c.on('end', () => lost(c, 'connection ended'));
  };
  const schedule = (ms: number) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void relock(), ms);
    retryTimer.unref();
  };
  const relock = async () => {
    if (stopped || client) return;
    let c: pg.Client | null = null;
    try {
      c = await open();
      const r = await tryLock(c, key);
      if (stopped) {
        await c.end();
        return;
      }
      // Not ours yet: our old session still holds it (the server has not noticed it is gone). To the
      // others we are alive meanwhile; try again until it is ours.
      if (!r.ok) throw new Error('the key is still held by the previous session');
      pid = r.pid;
      adopt(c);
      const downMs = Date.now() - lostAt;
      // Past the grace time the others may have counted this instance dead and settled its posts or taken
      // its jobs over; their conditional updates keep this instance's late writes from doubling anything.
      if (downMs >= graceMs) logger?.warn('instance lock taken again after the grace time: other instances may have taken over this instance\'s jobs and posts', { key, downMs });
      else logger?.info('instance lock taken again', { key, downMs });
      void poll();
    } catch (err) {
      await c?.end().catch(() => undefined);
      schedule(reconnectMs);
      logger?.debug('instance lock not taken yet', { error: err instanceof Error ? err.message : String(err) });
    }
  };

  const poll = async () => {
    const c = client;
    if (!c || stopped) return;
    try {
      const { rows } = await c.query<{ key: string }>(
        `select objid::int8 as key from pg_locks
          where locktype = 'advisory' and classid = $1::int8::oid and objsubid = 2 and granted
            and database = (select oid from pg_database where datname = current_database())`,
        [LOCK_NAMESPACE],
      );
      const now = Date.now();
      const seen = new Set(rows.map((r) => Number(r.key)));
      if (seen.size !== live.size || [...seen].some((k) => !live.has(k))) logger?.debug('instance locks held', { keys: [...seen], own: key });
      live = seen;
      lastPoll = now;
      for (const k of seen) {
        lastSeen.set(k, now);
        announced.delete(k);
      }
      // Keys gone for an hour are of no further use to remember.
      for (const [k, at] of lastSeen) if (now - at > 3_600_000) lastSeen.delete(k);
      let goneNow = false;
      for (const [k] of lastSeen) {
        if (!seen.has(k) && !announced.has(k) && verdict(k, now)) {
          announced.add(k);
          goneNow = true;
        }
      }
      const nowJudging = !judged && watchingSince !== null && now - watchingSince >= graceMs;
      if (nowJudging) judged = true;
      if (goneNow) logger?.info('an instance is gone (its lock is no longer held)', { keys: [...announced] });
      if (goneNow || nowJudging) emit();
    } catch (err) {
      lost(c, err instanceof Error ? err.message : String(err));
    }
  };

  /** Dead: we hold our own lock, watched without a gap, saw K missing just now and for graceMs. */
  const verdict = (k: number, now = Date.now()) => {
    if (!isHeld || watchingSince === null || now - lastPoll > 3 * pollMs || live.has(k)) return false;
    return now - Math.max(lastSeen.get(k) ?? 0, watchingSince) >= graceMs;
  };

  adopt(first);
  const pollTimer = setInterval(() => void poll(), pollMs);
  pollTimer.unref();
  void poll();

  return {
    key,
    held: () => isHeld,
    isDead: (id) => {
      const k = parse(id).key;
      return k !== null && k !== key && verdict(k);
    },
    onGone: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    backendPid: () => pid,
    stop: async () => {
      stopped = true;
      clearInterval(pollTimer);
      clearTimeout(retryTimer);
      const c = client;
      client = null;
      isHeld = false;
      if (c) {
        await c.query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, key]).catch(() => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}

/**
 * The server's lock (PostgreSQL only): taken before anything records this process's id, which from
 * then on carries the key; isInstanceDead consults it.
 */
export async function holdInstanceLock(options: LockOptions): Promise<InstanceLock> {
  const lock = await startInstanceLock(options);
  ownKey = lock.key;
  INSTANCE_ID = withKey(INSTANCE_ID);
  current = lock;
  return lock;
}
