import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader';

/** A "table" the loader reads, recording each batch of keys it was asked for. */
function fakeTable(rows: Record<string, number>, options?: { maxBatch?: number; maxInFlight?: number }) {
  const batches: string[][] = [];
  let release: (() => void) | undefined;
  let hold = false;
  const load = createBatchLoader(async (keys: string[]) => {
    batches.push(keys);
    const snapshot = new Map(keys.filter((k) => k in rows).map((k) => [k, rows[k] as number]));
    if (hold) await new Promise<void>((r) => (release = r));
    return snapshot;
  }, options);
  return { load, batches, holdNext: () => (hold = true), release: () => ((hold = false), release?.()) };
}

describe('createBatchLoader', () => {
  it('answers the lookups of one event-loop turn with one query, a repeated key asked once', async () => {
    const t = fakeTable({ a: 1, b: 2 });
    expect(await Promise.all([t.load('a'), t.load('b'), t.load('a'), t.load('missing')])).toEqual([1, 2, 1, undefined]);
    expect(t.batches).toEqual([['a', 'b', 'missing']]);
  });

  it('never answers a lookup from a batch that started before it was asked (fresh, not cached)', async () => {
    const rows: Record<string, number> = { a: 1 };
    const t = fakeTable(rows, { maxInFlight: 1 });
    t.holdNext();
    const first = t.load('a');
    await new Promise((r) => setImmediate(r));
    expect(t.batches).toHaveLength(1);
    rows.a = 2; // written while the first batch is in flight
    const second = t.load('a');
    t.release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(t.batches).toEqual([['a'], ['a']]);
  });

  it('gathers the lookups made while a batch is in flight into the next one', async () => {
    const t = fakeTable({ a: 1, b: 2, c: 3 }, { maxInFlight: 1 });
    t.holdNext();
    const first = t.load('a');
    await new Promise((r) => setImmediate(r));
    const later = [t.load('b'), t.load('c')];
    await new Promise((r) => setImmediate(r));
    expect(t.batches).toHaveLength(1);
    t.release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(t.batches).toEqual([['a'], ['b', 'c']]);
  });

  it('splits a queue longer than maxBatch', async () => {
    const t = fakeTable({ a: 1, b: 2, c: 3 }, { maxBatch: 2, maxInFlight: 1 });
    expect(await Promise.all(['a', 'b', 'c'].map((k) => t.load(k)))).toEqual([1, 2, 3]);
    expect(t.batches).toEqual([['a', 'b'], ['c']]);
  });

  it('rejects every lookup of a failed batch, and the next batch still runs', async () => {
    let fail = true;
    const load = createBatchLoader(async (keys: string[]) => {
      if (fail) throw new Error('db down');
      return new Map(keys.map((k) => [k, k.length]));
    });
    const failed = await Promise.allSettled([load('a'), load('bb')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('ccc')).toBe(3);
  });
});
