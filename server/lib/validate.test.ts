import { createHook } from 'node:async_hooks';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './app-context';
import { errorHandler } from './error-handler';
import { createLogger } from './logger';
import { INVALID_JSON_MESSAGE, valid } from './validate';

const query = z.object({ q: z.string().max(5, '검색어는 5자 이하입니다.').optional(), tag: z.union([z.string(), z.array(z.string())]).optional() });
const body = z.object({ title: z.string().min(1, '제목을 입력해주세요.') });
const param = z.object({ id: z.uuid('올바른 ID가 아닙니다.') });

function app() {
  return new Hono<AppEnv>()
    .get('/items', valid('query', query), (c) => c.json(c.req.valid('query')))
    .post('/items', valid('json', body), (c) => c.json(c.req.valid('json')))
    .get('/items/:id', valid('param', param), (c) => c.json(c.req.valid('param')))
    .onError(errorHandler(createLogger('error')));
}

describe('valid', () => {
  it('reads a query as hono does: a name given once is a string, a name given again an array', async () => {
    expect(await (await app().request('/items?q=abc&tag=a')).json()).toEqual({ q: 'abc', tag: 'a' });
    expect(await (await app().request('/items?tag=a&tag=b')).json()).toEqual({ tag: ['a', 'b'] });
    expect(await (await app().request('/items')).json()).toEqual({});
  });

  it("answers a failed query, body or path with the schema's Korean message as a 400", async () => {
    const longQuery = await app().request('/items?q=abcdefgh');
    expect(longQuery.status).toBe(400);
    expect(await longQuery.json()).toEqual({ error: { code: 'INVALID_INPUT', message: '검색어는 5자 이하입니다.' } });
    const emptyTitle = await app().request('/items', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title: '' }) });
    expect(await emptyTitle.json()).toEqual({ error: { code: 'INVALID_INPUT', message: '제목을 입력해주세요.' } });
    const badId = await app().request('/items/not-an-id');
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({ error: { code: 'INVALID_INPUT', message: '올바른 ID가 아닙니다.' } });
  });

  it('takes a JSON body only with a JSON media type, and answers malformed JSON as INVALID_JSON', async () => {
    const ok = await app().request('/items', { method: 'POST', headers: { 'Content-Type': 'application/merge-patch+json; charset=utf-8' }, body: JSON.stringify({ title: '글' }) });
    expect(await ok.json()).toEqual({ title: '글' });
    // Not JSON by its type: validated as an empty object, so the missing title is what is said.
    const asText = await app().request('/items', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ title: '글' }) });
    expect(asText.status).toBe(400);
    expect(((await asText.json()) as { error: { code: string } }).error.code).toBe('INVALID_INPUT');
    const malformed = await app().request('/items', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"title":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: { code: 'INVALID_JSON', message: INVALID_JSON_MESSAGE } });
  });

  it('checks a query and a path without making a promise of its own', async () => {
    const validate = valid('query', query) as unknown as (c: unknown, next: () => Promise<void>) => unknown;
    let validated: unknown;
    const c = { req: { queries: () => ({ q: ['a'] }), addValidatedData: (_target: string, data: unknown) => void (validated = data) } };
    let promises = 0;
    const hook = createHook({ init: (_id, type) => void (type === 'PROMISE' && promises++) }).enable();
    const done = Promise.resolve();
    promises = 0;
    const result = validate(c, () => done);
    hook.disable();
    expect(result).toBe(done);
    expect(validated).toEqual({ q: 'a' });
    expect(promises).toBe(0);
  });
});
