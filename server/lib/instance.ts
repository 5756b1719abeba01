import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who this server process is, and whether another one is provably gone.
 *
 * A job lease or a streaming post names the instance that holds it. When that instance crashed
 * (kill -9, OOM), the lease used to run out only after minutes. On Linux an id also carries where
 * the process lives (the kernel's boot id and the PID namespace) and when it started, so a process
 * on the same machine and namespace can tell at once that the holder is dead: its PID is gone, or
 * is now another process (a different start time). From elsewhere nothing can be proven and the
 * lease or cut-off applies as before.
 *
 * Format: `host:pid:random` and, where /proc can be read, `:L<boot id>.<pid ns inode>.<start time>`.
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

/** A new id for something this process runs (a job runner): unique, and telling where this process lives. */
export const newInstanceId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}${here && ownStart && ownStart !== 'gone' ? `:L${here}.${ownStart}` : ''}`;

/** This process's id, recorded on what it streams. */
export const INSTANCE_ID = newInstanceId();

/**
 * True only when the instance `id` is provably not running: it lived on this machine in this PID
 * namespace and its process is gone (or its PID now belongs to another process). False when it is
 * alive, elsewhere, or cannot be told (then leases and cut-offs decide).
 */
export function isInstanceDead(id: string | null | undefined): boolean {
  if (!id || !here || id === INSTANCE_ID) return false;
  const m = /^.*:(\d+):[^:]+:L(.+)\.(\d+)$/.exec(id);
  if (!m || m[2] !== here) return false;
  // Its PID is gone, or now belongs to a process that started at another time (ours included: another
  // runner of this very process has the same start time and is alive).
  const start = startTimeOf(Number(m[1]));
  if (start === 'gone') return true;
  return start !== null && start !== m[3];
}
