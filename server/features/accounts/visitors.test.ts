import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousUsers } from '../../db/schema';
import { createClient } from '../../testing/client';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('visitors (temporary accounts)', () => {
  it('gives a first-time visitor a temp_ account with 99 generations in an httpOnly cookie', async () => {
    const browser = createClient(t);
    expect((await browser.get('/api/session')).body).toMatchObject({ user: null, visitor: null, wallet: null });
    const res = await browser.post('/api/visitors');
    expect(res.status).toBe(201);
    expect(res.body.visitor.temp_id).toMatch(/^temp_/);
    expect(res.body.visitor.gen_cnt).toBe(99);
    const cookie = res.res.headers.getSetCookie().find((c) => c.startsWith('gb_visitor='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await browser.get('/api/session');
    expect(session.body.visitor).toEqual(res.body.visitor);
    expect(session.body.user).toBeNull();
    expect(session.res.headers.get('Cache-Control')).toBe('no-store');
    expect(session.res.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('reuses the visitor while its token is valid and makes a new one when it is not', async () => {
    const browser = createClient(t);
    const first = await browser.post('/api/visitors');
    const again = await browser.post('/api/visitors');
    expect(again.status).toBe(200);
    expect(again.body.visitor.id).toBe(first.body.visitor.id);
    browser.jar.set('gb_visitor', 'forged-token');
    const fresh = await browser.post('/api/visitors');
    expect(fresh.status).toBe(201);
    expect(fresh.body.visitor.id).not.toBe(first.body.visitor.id);
  });

  it('stores only a hash of the token', async () => {
    const browser = createClient(t);
    await browser.post('/api/visitors');
    const token = browser.jar.get('gb_visitor') as string;
    const rows = await t.db.select().from(anonymousUsers);
    expect(rows.some((r) => r.tempTokenHash === token)).toBe(false);
  });

  it('limits how many visitors one address can create in an hour', async () => {
    const ip = '203.0.113.200';
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await createClient(t, { ip }).post('/api/visitors')).status);
    expect(statuses.slice(0, 100).every((s) => s === 201)).toBe(true);
    expect(statuses[100]).toBe(429);
    expect((await createClient(t, { ip: '203.0.113.201' }).post('/api/visitors')).status).toBe(201);
  });
});
