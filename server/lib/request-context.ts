import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * On Node 20 an AsyncLocalStorage, once run, hooks every promise and tick the whole process makes, for
 * good: about a quarter of the CPU of a light request such as /api/health, on every request after the
 * first sign-in. better-auth keeps three (its endpoint context, request state and adapter transaction)
 * and enters them on every call into it.
 *
 * So the storages here count their runs until what each run returns has settled, and when none is left
 * they are all switched off: the hooks cost only while better-auth works. A storage switched off
 * answers `getStore()` with undefined until its next `run()`, which switches it on again; nothing reads
 * one outside a run, since a run counts until its promise settles (better-auth awaits its background
 * work unless `advanced.backgroundTasks` is set, which we do not set).
 */
let runsInFlight = 0;
const storages: QuietStorage<unknown>[] = [];

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

function settle() {
  runsInFlight -= 1;
  if (runsInFlight === 0) for (const storage of storages) storage.disable();
}

/** An AsyncLocalStorage that is switched off, with every other one of its kind, when no run of theirs is in flight. */
export class QuietStorage<T> extends AsyncLocalStorage<T> {
  constructor() {
    super();
    storages.push(this as QuietStorage<unknown>);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- AsyncLocalStorage's own signature
  override run<R, A extends any[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    runsInFlight += 1;
    let result: R;
    try {
      result = super.run(store, callback, ...args);
    } catch (err) {
      settle();
      throw err;
    }
    if (!isThenable(result)) {
      settle();
      return result;
    }
    return Promise.resolve(result).finally(settle) as R;
  }
}

/** Every QuietStorage made so far (tests check they are off between requests). */
export const quietStorages = (): readonly QuietStorage<unknown>[] => storages;

const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
/** Where better-auth 1.7 keeps its storages (`??=` on its global context, so ones put there first are used). */
export const BETTER_AUTH_STORAGE_KEYS = ['endpointContextAsyncStorage', 'requestStateAsyncStorage', 'adapterAsyncStorage'] as const;

/** better-auth's global context object (the one its `__getBetterAuthGlobal` returns), made if it is not there yet. */
export function betterAuthGlobalContext(): Record<string, unknown> {
  const holder = globalThis as { [BETTER_AUTH_GLOBAL]?: { version?: string; epoch: number; context: Record<string, unknown> } };
  holder[BETTER_AUTH_GLOBAL] ??= { epoch: 1, context: {} };
  return holder[BETTER_AUTH_GLOBAL].context;
}

/** Puts quiet storages where better-auth looks for its own, before it makes any (called when the auth is created). */
export function installQuietAuthStorages() {
  const context = betterAuthGlobalContext();
  for (const key of BETTER_AUTH_STORAGE_KEYS) context[key] ??= new QuietStorage();
}

/**
 * The request a piece of better-auth's work runs for, so the lines its callbacks log (a mail that failed,
 * say) carry that request's id. Everything else in a request logs through the request's own logger
 * (`c.get('deps').logger`, bound to its id by the request edge), which needs no async context.
 */
export const requestContext = new QuietStorage<{ requestId: string }>();

export const currentRequestId = () => requestContext.getStore()?.requestId;

/** Runs a call into better-auth (its API, its handler, or its context's adapter) for the request of `c`. */
export const withAuthContext = <T>(c: { get(key: 'requestId'): string }, call: () => Promise<T>): Promise<T> =>
  requestContext.run({ requestId: c.get('requestId') }, call);

// What a proxy's request id may look like: short, printable, no spaces or quotes (it is echoed and logged).
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;
export const acceptableRequestId = (value: string | undefined) => (value && REQUEST_ID.test(value) ? value : undefined);
