export type JobContext = {
  id: string;
  payload: Record<string, unknown>;
  /** 1 on the first try. */
  attempt: number;
  /** The runner's clock when the job was claimed. */
  now: Date;
  /** Extends the lease at once (the runner also does it on a timer while the handler runs). */
  heartbeat(): Promise<void>;
  /** Aborted when the lease was lost to another instance: stop, the other one is running it now. */
  signal: AbortSignal;
};

/**
 * One kind of job and its handler. A handler may run more than once for one job (a runner that dies
 * mid-way loses its lease and another takes over), so it must be safe to repeat; the runner makes sure
 * two instances never run it at the same time.
 */
export type JobDefinition = {
  name: string;
  run(ctx: JobContext): Promise<void>;
  /** Tries before the dead letter (default 5). */
  maxAttempts?: number;
  /** Wait before try `attempt + 1` after try `attempt` failed (default: 30 s doubling, at most an hour). */
  backoffMs?(attempt: number): number;
  /**
   * Recurring: the slot (period start) that `now` falls in, or null when none is due. Every instance
   * offers the slot on each tick; its unique key lets exactly one of them enqueue it.
   */
  periodic?: { slot(now: Date): Date | null; runOnStart?: boolean };
};

export const DEFAULT_MAX_ATTEMPTS = 5;

export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

/** A period of `ms` aligned on the epoch: every instance computes the same slots. */
export const every = (ms: number) => (now: Date) => new Date(Math.floor(now.getTime() / ms) * ms);

/** The unique key of a periodic job's slot. */
export const slotKey = (name: string, slot: Date) => `${name}@${slot.toISOString()}`;
