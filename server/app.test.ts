import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { AppError } from './lib/app-error';
import { UNEXPECTED_ERROR_MESSAGE } from './lib/error-handler';
import { createLogger } from './lib/logger';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the error shape', () => {
  it('answers an unknown API path with 404 and { error: { code, message } } in Korean', async () => {
    const { status, body } = await t.json('/api/no-such-thing', { method: 'POST' });
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: '요청한 API를 찾을 수 없습니다.' } });
  });

  it('refuses a body over 1 MB with 413 and a Korean message', async () => {
    const { status, body } = await t.json('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(status).toBe(413);
    expect(body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' } });
  });

  it('turns an unexpected error into a 500 without a stack trace, and logs the stack', async () => {
    const lines: string[] = [];
    const logger = createLogger('error', (l) => lines.push(l));
    const app = createApp({ ...t.deps, logger });
    const failing = new Hono().get('/boom', () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    app.route('/probe', failing);
    const res = await app.request('/probe/boom');
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: UNEXPECTED_ERROR_MESSAGE } });
    expect(text).not.toContain('secret internals');
    expect(lines.join('')).toContain('secret internals');
  });

  it('passes an AppError through with its status, code and Korean message', async () => {
    const app = createApp({ ...t.deps, logger: createLogger('silent') });
    app.get('/probe/credits', () => {
      throw new AppError('INSUFFICIENT_CREDITS', '크레딧이 부족합니다.', 402);
    });
    const res = await app.request('/probe/credits');
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ error: { code: 'INSUFFICIENT_CREDITS', message: '크레딧이 부족합니다.' } });
  });

  it('sends security headers; an API answer\'s policy lets it load nothing and be framed by no one', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
