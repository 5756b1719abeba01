import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the database kind and the version after querying the database', async () => {
    const { status, body, res } = await t.json('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'pglite', version: 'test' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('GET /api/health when the database is down', () => {
  it('answers 503 with a Korean message once the last good probe is over a second old', async () => {
    const broken = await createTestApp();
    await broken.close();
    const { status, body } = await broken.json('/api/health');
    expect(status).toBe(503);
    expect(body).toEqual({ error: { code: 'DB_UNAVAILABLE', message: '데이터베이스에 연결할 수 없습니다.' } });
  });
});
