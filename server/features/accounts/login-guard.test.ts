import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createClient } from '../../testing/browser-client';
import { buildSignup } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { limits, loginLine, loginSlowdown } from './accounts.limits';
import { readEventCount } from '../../lib/rate-limit';
import { loginDelayMs } from './login-guard.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registeredMember() {
  const body = buildSignup();
  expect((await createClient(t).post('/api/users/signup', body)).status).toBe(201);
  return { email: body.email as string, password: body.password as string };
}

describe('POST /api/users/login under attack', () => {
  /**
   * Sends `total` wrong passwords for `email`, `parallel` at a time, from `addressOf(i)`, half of them to a
   * second app instance on the same database; the statuses and how long it took.
   */
  async function guess(email: string, total: number, parallel: number, addressOf: (i: number) => string) {
    const instances = [t, { ...t, app: createApp(t.deps) }];
    const started = Date.now();
    const statuses: number[] = [];
    for (let from = 0; from < total; from += parallel) {
      const wave = Array.from({ length: Math.min(parallel, total - from) }, (_, k) => from + k);
      const answers = await Promise.all(wave.map((i) => createClient(instances[i % 2]!, { ip: addressOf(i) }).post('/api/users/login', { email, password: `wrong-guess-${i}` })));
      statuses.push(...answers.map((r) => r.status));
    }
    return { checked: statuses.filter((s) => s === 401).length, refused: statuses.filter((s) => s === 429).length, ms: Date.now() - started };
  }

  /** An upper bound on the attempts one guesser sending one after another gets checked in `ms`: a turn each, after the slowdown of those before. */
  const sequentialTurns = (ms: number) => {
    let at = 0;
    let turns = 0;
    while (at <= ms) {
      at += Math.max(loginLine.minGapMs, loginDelayMs(turns));
      turns += 1;
    }
    return turns;
  };

  it('gains a guesser nothing for sending in parallel: 80 guesses from 80 networks, 40 at a time, to two instances, take turns', async () => {
    const owner = await registeredMember();
    const { checked, refused, ms } = await guess(owner.email, 80, 40, (i) => `2001:db8:${i + 1}:1::1`);
    expect(checked + refused).toBe(80);
    // However many arrive at once, no more are checked than one guesser sending one after another could
    // have had checked in that time.
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(sequentialTurns(ms));
    expect(refused).toBeGreaterThanOrEqual(40);
    // The owner, from somewhere else, still gets in afterwards.
    const res = await createClient(t, { ip: '198.18.0.7' }).post('/api/users/login', owner);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(owner.email);
  }, 60_000);

  it('counts 80 addresses in one IPv6 /64 as one client: 80 guesses, 40 at a time, mostly 429', async () => {
    const owner = await registeredMember();
    const { checked, refused } = await guess(owner.email, 80, 40, (i) => `2001:db8:27:2::${(i + 1).toString(16)}`);
    expect(checked).toBeLessThanOrEqual(limits.loginPerEmailAndIp.max);
    expect(refused).toBeGreaterThanOrEqual(80 - limits.loginPerEmailAndIp.max);
    // The /64 has spent its tries at this account, the right password included; the owner elsewhere has not.
    expect((await createClient(t, { ip: '2001:db8:27:2::ffff' }).post('/api/users/login', owner)).status).toBe(429);
    expect((await createClient(t, { ip: '2001:db8:27:3::1' }).post('/api/users/login', owner)).status).toBe(200);
  }, 60_000);

  it('lets the owner in from a place they signed in from before, while guesses keep the line full', async () => {
    const owner = await registeredMember();
    const home = '2001:db8:aaaa:1::10';
    expect((await createClient(t, { ip: home }).post('/api/users/login', owner)).status).toBe(200);
    const flood = guess(owner.email, 40, 40, (i) => `2001:db8:bbbb:${i + 1}::1`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Another address of the same home /64 (a phone's address changes; its network does not).
    const res = await createClient(t, { ip: '2001:db8:aaaa:1::99' }).post('/api/users/login', owner);
    expect(res.status).toBe(200);
    expect((await flood).refused).toBeGreaterThanOrEqual(20);
  }, 60_000);

  it('refuses one address after too many tries at one account, while the owner elsewhere gets in', async () => {
    const owner = await registeredMember();
    const attacker = createClient(t, { ip: '198.18.1.1' });
    const statuses: number[] = [];
    for (let i = 0; i <= limits.loginPerEmailAndIp.max; i++) {
      statuses.push((await attacker.post('/api/users/login', { email: owner.email, password: `nope-${i}` })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Even the right password is refused from that address now: the pair is spent, not the account.
    expect((await attacker.post('/api/users/login', owner)).status).toBe(429);
    expect((await createClient(t, { ip: '198.18.1.2' }).post('/api/users/login', owner)).status).toBe(200);
  }, 60_000);

  it('slows every attempt for an email that keeps failing, and a success resets it', async () => {
    const owner = await registeredMember();
    for (let i = 0; i < loginSlowdown.afterFailures + 1; i++) {
      await createClient(t).post('/api/users/login', { email: owner.email, password: `x-${i}-wrong` });
    }
    const failuresOfOwner = () => readEventCount(t.db, `login-fail:email:${owner.email}`, loginSlowdown);
    expect(await failuresOfOwner()).toBe(loginSlowdown.afterFailures + 1);
    const started = Date.now();
    expect((await createClient(t).post('/api/users/login', owner)).status).toBe(200);
    const slowedMs = Date.now() - started;
    expect(slowedMs).toBeGreaterThanOrEqual(loginDelayMs(loginSlowdown.afterFailures + 1) - 20);
    // The success cleared the count, so the next login waits nothing: it is quicker than the slowed one by
    // about that wait (its own cost, a password hash, is the same; on a busy machine it can exceed the wait).
    expect(await failuresOfOwner()).toBe(0);
    const again = Date.now();
    expect((await createClient(t).post('/api/users/login', owner)).status).toBe(200);
    expect(Date.now() - again).toBeLessThan(slowedMs);
  });
});

describe('loginDelayMs', () => {
  it('waits nothing at first, then doubles per failure up to the cap', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(loginSlowdown.afterFailures - 1)).toBe(0);
    expect(loginDelayMs(loginSlowdown.afterFailures)).toBe(loginSlowdown.baseMs);
    expect(loginDelayMs(loginSlowdown.afterFailures + 1)).toBe(loginSlowdown.baseMs * 2);
    expect(loginDelayMs(1000)).toBe(loginSlowdown.maxMs);
  });
});
