import { describe, expect, it } from 'vitest';
import { createWorkQueue, QueueFullError } from './work-queue';

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('createWorkQueue', () => {
  it('runs at most `concurrency` tasks at once, starts the waiting ones in order, and refuses past the bound', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 2 });
    const started: number[] = [];
    const gates = Array.from({ length: 4 }, gate);
    const runs = gates.map((g, i) => queue.run(async () => (started.push(i), await g.opened, i)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });
    await expect(queue.run(async () => 'late')).rejects.toBeInstanceOf(QueueFullError);
    gates[1]?.open();
    await runs[1];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiting task whose request was aborted, and frees its place', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    const first = gate();
    const running = queue.run(() => first.opened);
    const controller = new AbortController();
    let ran = false;
    const waiting = queue.run(async () => void (ran = true), controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    expect(queue.load()).toEqual({ running: 1, waiting: 0 });
    const next = queue.run(async () => 'next');
    first.open();
    await running;
    expect(await next).toBe('next');
    expect(ran).toBe(false);
  });

  it('frees the slot when a task fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after')).toBe('after');
  });
});
