import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkReadiness } from './health.service';

let t: TestApp;
let broken: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  broken = await createTestApp();
  await broken.close();
});
afterAll(() => t.close());

const dbKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /api/health (liveness)', () => {
  it('answers ok with the database kind and the version', async () => {
    const { status, body, res } = await t.json('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', db: dbKind, version: 'test' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('still answers ok when the database is down, because it never asks the database', async () => {
    const { status, body } = await broken.json('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', db: dbKind, version: 'test' });
  });
});

describe('GET /api/ready (readiness)', () => {
  it('answers ok after querying the database', async () => {
    const { status, body, res } = await t.json('/api/ready');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', db: dbKind, version: 'test' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 with a Korean message when the database does not answer', async () => {
    const { status, body } = await broken.json('/api/ready');
    expect(status).toBe(503);
    expect(body).toEqual({ error: { code: 'DB_UNAVAILABLE', message: '데이터베이스에 연결할 수 없습니다.' } });
  });
});

describe('checkReadiness', () => {
  it('says the database is unavailable when a query hangs, after its time and not later', async () => {
    // A database that has gone away while every pooled connection is held: the query waits and waits.
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Db;
    const started = Date.now();
    const error = await checkReadiness(hanging, { dbKind: 'postgres', version: 'test', maxJobLagMs: 0, dbTimeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'DB_UNAVAILABLE', status: 503 });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
