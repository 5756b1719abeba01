import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createClient } from '../../testing/browser-client';
import { buildSignup, signUpAndLogin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { limits } from './accounts.limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function hammer(times: number, send: () => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await send()).status);
  return statuses;
}

describe('rate limits (stored in the database)', () => {
  it('limits sign-ups from one address', async () => {
    const ip = '192.0.2.10';
    const statuses = await hammer(limits.signupPerIp.max + 1, () => createClient(t, { ip }).post('/api/users/signup', buildSignup()));
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits password-reset requests for one address', async () => {
    const client = createClient(t);
    const { email } = await signUpAndLogin(client);
    const statuses = await hammer(limits.resetPerEmail.max + 1, () => createClient(t).post('/api/users/password-reset', { email }));
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits reset-token guesses from one address', async () => {
    const ip = '192.0.2.13';
    const guess = { token: 'guessed-token', password: 'new-password-1', passwordConfirm: 'new-password-1' };
    const statuses = await hammer(limits.resetConfirmPerIp.max + 1, () => createClient(t, { ip }).post('/api/users/password-reset/confirm', guess));
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await createClient(t).post('/api/users/password-reset/confirm', guess)).status).toBe(400);
  });

  it('limits deleted-account checks from one address', async () => {
    const ip = '192.0.2.11';
    const statuses = await hammer(limits.checkDeletedPerIp.max + 1, () => createClient(t, { ip }).post('/api/users/check-deleted', { email: 'a@b.kr' }));
    expect(statuses.at(-2)).toBe(200);
    expect(statuses.at(-1)).toBe(429);
  });

  it('holds across two app instances on one database', async () => {
    const second = createApp(t.deps);
    const ip = '192.0.2.12';
    const first = { ...t, app: t.app };
    const other = { ...t, app: second };
    for (let i = 0; i < limits.checkDeletedPerIp.max; i++) {
      const target = i % 2 === 0 ? first : other;
      expect((await createClient(target, { ip }).post('/api/users/check-deleted', { email: 'a@b.kr' })).status).toBe(200);
    }
    expect((await createClient(other, { ip }).post('/api/users/check-deleted', { email: 'a@b.kr' })).status).toBe(429);
    expect((await createClient(first, { ip }).post('/api/users/check-deleted', { email: 'a@b.kr' })).status).toBe(429);
  });
});

describe('the session cookie', () => {
  it('stays under the 4096-byte cookie limit (spec §9)', async () => {
    const client = createClient(t);
    const body = buildSignup();
    await client.post('/api/users/signup', body);
    const res = await client.post('/api/users/login', { email: body.email, password: body.password });
    for (const cookie of res.res.headers.getSetCookie()) expect(cookie.length).toBeLessThan(4096);
  });
});
