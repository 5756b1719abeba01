import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { api, call, type Reply } from './api';
import { ApiError } from './api-client';

type ReplyOf<F extends (...args: never[]) => Promise<unknown>> = Reply<Awaited<ReturnType<F>>>;

describe('the typed client (hc<AppType>)', () => {
  it('infers each reply from its route, so a changed reply breaks the type-check', () => {
    expectTypeOf<ReplyOf<typeof api.keywords.lists.$post>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<ReplyOf<(typeof api.generations)[':id']['section']['$post']>>().toEqualTypeOf<{ markdown: string }>();
    // Two success statuses, two shapes: the reply is their union.
    expectTypeOf<ReplyOf<typeof api.visitors.$post>['created']>().toEqualTypeOf<boolean>();
  });

  it("takes each route's input type from its validator", () => {
    // @ts-expect-error: a lookup needs its seeds
    const withoutSeeds = () => api.keywords.lookup.$post({ json: {} });
    // @ts-expect-error: the trend query has no `q`
    const wrongQuery = () => api.keywords.trend.$get({ query: { q: '맛집' } });
    expect([withoutSeeds, wrongQuery]).toHaveLength(2);
  });

  it('answers the JSON of a success and turns our error shape into ApiError', async () => {
    server.use(http.post('*/api/keywords/lists', () => HttpResponse.json({ id: 'list-1' }, { status: 201 })));
    await expect(call(api.keywords.lists.$post({ json: { name: '여행' } }))).resolves.toEqual({ id: 'list-1' });
    server.use(
      http.post('*/api/keywords/lists', () =>
        HttpResponse.json({ error: { code: 'INVALID_INPUT', message: '목록 이름을 입력해주세요.' } }, { status: 400 }),
      ),
    );
    const err = await call(api.keywords.lists.$post({ json: { name: '' } })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'INVALID_INPUT', message: '목록 이름을 입력해주세요.' });
  });
});
