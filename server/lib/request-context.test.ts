import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../integrations/mail/mail-message';
import { createClient } from '../testing/browser-client';
import { buildSignup } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createLogger } from './logger';
import { BETTER_AUTH_STORAGE_KEYS, betterAuthGlobalContext, QuietStorage, quietStorages } from './request-context';

// On Node 20 an AsyncLocalStorage is built on async hooks, and its `enabled` field says whether it holds
// them on (every promise of the process pays for that). Later Node versions build it on
// AsyncContextFrame, which costs nothing while unused and has no such field: there is nothing to check.
const hookBased = typeof (new AsyncLocalStorage() as unknown as { enabled?: unknown }).enabled === 'boolean';
const isOn = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;
const allOff = () => quietStorages().every((s) => !isOn(s));
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe.runIf(hookBased)('QuietStorage', () => {
  it('keeps its store through awaits in a run, and is off once the last run has settled', async () => {
    const a = new QuietStorage<string>();
    const b = new QuietStorage<string>();
    const seen: (string | undefined)[] = [];
    const outer = a.run('A', async () => {
      await b.run('B', async () => {
        await tick();
        seen.push(a.getStore(), b.getStore());
      });
      // b's run has settled, a's has not: both stay on until it does.
      expect(isOn(a) && isOn(b)).toBe(true);
      await tick();
      seen.push(a.getStore(), b.getStore());
    });
    expect(isOn(a)).toBe(true);
    await outer;
    expect(seen).toEqual(['A', 'B', 'A', undefined]);
    expect(allOff()).toBe(true);
    expect(a.getStore()).toBeUndefined();
    // A new run switches it on again.
    expect(await a.run('again', async () => (await tick(), a.getStore()))).toBe('again');
    expect(allOff()).toBe(true);
  });

  it('waits for every concurrent run, and counts one that throws or rejects as settled', async () => {
    const s = new QuietStorage<number>();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = s.run(1, async () => {
      await gate;
      await tick();
      return s.getStore();
    });
    await expect(s.run(2, async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(() => s.run(3, () => {
      throw new Error('sync');
    })).toThrow('sync');
    expect(s.run(4, () => s.getStore())).toBe(4);
    // Three runs have settled; the slow one still reads its store.
    expect(isOn(s)).toBe(true);
    release();
    expect(await slow).toBe(1);
    expect(allOff()).toBe(true);
  });
});

describe.runIf(hookBased)('better-auth between requests', () => {
  let t: TestApp;
  const lines: string[] = [];
  let failMail = false;
  const mailer: Mailer = {
    kind: 'outbox',
    send: async () => {
      if (failMail) throw new Error('smtp down');
      return { messageId: 'ok' };
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXIES: '10.0.0.1' }, { mailer, logger: createLogger('warn', (line) => lines.push(line)) });
  });
  afterAll(() => t.close());

  it("uses our storages, and leaves every one off once a request is answered", async () => {
    const client = createClient(t, { ip: '10.0.0.1' });
    const body = buildSignup();
    expect((await client.post('/api/users/signup', body)).status).toBe(201);
    expect(allOff()).toBe(true);
    expect((await client.post('/api/users/login', { email: body.email, password: body.password })).status).toBe(200);
    expect(allOff()).toBe(true);
    expect((await client.get('/api/auth/get-session')).status).toBe(200);
    expect(allOff()).toBe(true);
    expect((await client.post('/api/users/logout')).status).toBe(200);
    expect(allOff()).toBe(true);

    // better-auth made no storage of its own: the three it keeps are ours (a new version that keeps
    // another would show here, and its hooks would stay on).
    const context = betterAuthGlobalContext();
    const storages = Object.entries(context).filter(([, v]) => v instanceof AsyncLocalStorage);
    expect(storages.map(([k]) => k).sort()).toEqual([...BETTER_AUTH_STORAGE_KEYS].sort());
    for (const [key, storage] of storages) expect(storage, key).toBeInstanceOf(QuietStorage);
  });

  it("puts the request's id on the lines better-auth's callbacks log", async () => {
    lines.length = 0;
    failMail = true;
    const client = createClient(t, { ip: '10.0.0.1' });
    const res = await client.post('/api/users/signup', buildSignup(), { 'X-Request-Id': 'signup-trace-7' });
    failMail = false;
    expect(res.status).toBe(201);
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; requestId?: string });
    // Logged by the verification-mail callback better-auth calls, through the app's own logger.
    expect(logged.find((l) => l.msg === 'mail not sent, will retry')?.requestId).toBe('signup-trace-7');
    expect(allOff()).toBe(true);
  });
});
