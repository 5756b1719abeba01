/** Thrown when a task would have to wait past the queue's bound; the route answers 429. */
export class QueueFullError extends Error {
  constructor() {
    super('work queue full');
    this.name = 'QueueFullError';
  }
}

type Waiter = { start: () => void };

/**
 * Runs at most `concurrency` tasks at once and lets up to `maxWaiting` more wait their turn, in order,
 * so the memory image work takes stays flat however many requests come at once. A task past that
 * bound is refused at once (QueueFullError); one whose request is aborted while waiting leaves the line.
 */
export function createWorkQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: Waiter[] = [];

  const startNext = () => {
    while (running < concurrency && waiting.length > 0) waiting.shift()?.start();
  };

  const turn = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          running++;
          resolve();
        },
      };
      const onAbort = () => {
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
        reject(signal?.reason ?? new Error('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(waiter);
    });

  async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (running < concurrency) running++;
    else if (waiting.length >= maxWaiting) throw new QueueFullError();
    else await turn(signal);
    try {
      return await task();
    } finally {
      running--;
      startNext();
    }
  }

  return { run, load: () => ({ running, waiting: waiting.length }) };
}
