import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../testing/browser-client';
import { buildSignup } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { limits, loginSlowdown } from './accounts.limits';
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
  it('lets the owner sign in from their own address after 50 failures from other addresses', async () => {
    const owner = await registeredMember();
    const failures = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createClient(t, { ip: `203.0.113.${i + 1}` }).post('/api/users/login', { email: owner.email, password: `wrong-guess-${i}` }),
      ),
    );
    expect(failures.map((r) => r.status).every((s) => s === 401)).toBe(true);
    const res = await createClient(t, { ip: '198.18.0.7' }).post('/api/users/login', owner);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(owner.email);
  });

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
  });

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
