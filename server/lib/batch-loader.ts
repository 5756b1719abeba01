type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (err: unknown) => void };

export type BatchLoader<K, V> = (key: K) => Promise<V | undefined>;

/**
 * Coalesces the lookups that concurrent requests make into one query per batch, so a busy server pays
 * one database round trip for many requests instead of one each. A lookup never joins a batch already
 * in flight: it waits for the next one, which starts after it was asked — every answer is as fresh as a
 * query of its own (a logout or deletion committed before the request arrived is always seen). This is
 * not a cache: nothing is kept once a batch has answered.
 */
export function createBatchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  { maxBatch = 100, maxInFlight = 2 }: { maxBatch?: number; maxInFlight?: number } = {},
): BatchLoader<K, V> {
  let queue = new Map<K, Waiter<V>[]>();
  let inFlight = 0;
  let scheduled = false;

  const dispatch = () => {
    scheduled = false;
    while (inFlight < maxInFlight && queue.size > 0) {
      let batch = queue;
      if (queue.size > maxBatch) {
        batch = new Map([...queue].slice(0, maxBatch));
        for (const key of batch.keys()) queue.delete(key);
      } else {
        queue = new Map();
      }
      inFlight += 1;
      loadMany([...batch.keys()])
        .then(
          (found) => {
            for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
          },
          (err: unknown) => {
            for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
          },
        )
        .finally(() => {
          inFlight -= 1;
          dispatch();
        });
    }
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = queue.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else queue.set(key, [{ resolve, reject }]);
      // setImmediate, not a microtask: the requests parsed in the same turn of the event loop share a batch.
      if (!scheduled && inFlight < maxInFlight) {
        scheduled = true;
        setImmediate(dispatch);
      }
    });
}

/** One loader per database handle (pass the app's handle, never a transaction: a batch runs outside it). */
export function perDatabase<D extends object, T>(make: (db: D) => T) {
  const loaders = new WeakMap<D, T>();
  return (db: D) => {
    let loader = loaders.get(db);
    if (!loader) loaders.set(db, (loader = make(db)));
    return loader;
  };
}
