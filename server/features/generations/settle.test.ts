import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { anonymousUsers, generations, users, wallets } from '../../db/schema';
import { LlmError, type Llm } from '../../integrations/llm/llm';
import { createClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { instantLlm } from '../../testing/instant-llm';
import { parseSse } from '../../testing/parse-sse';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { settleAbandonedGenerations } from './generations.service';

// What the model does next: write and finish, write a little and fail, or write until aborted.
let behaviour: 'ok' | 'fail-after-text' | 'hang-after-text' | 'gate' = 'ok';
let gate: Promise<void> = Promise.resolve();
const scriptedLlm: Llm = {
  ...instantLlm(),
  stream: ({ abortSignal }) => ({
    usage: () => ({ inputTokens: 5, outputTokens: 5 }),
    text: (async function* () {
      yield '# 중간까지 쓴 글\n\n앞부분';
      if (behaviour === 'fail-after-text') throw new LlmError('LLM_FAILED', 'AI 모델이 응답하지 않아 글을 만들지 못했습니다. 잠시 후 다시 시도해주세요.');
      if (behaviour === 'gate') await gate;
      if (behaviour === 'hang-after-text') {
        await new Promise((resolve) => abortSignal.addEventListener('abort', resolve, { once: true }));
        return;
      }
      yield ' 끝.';
    })(),
  }),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GENERATION_CREDIT_COST: '10' }, { llm: scriptedLlm });
});
afterAll(() => t.close());

const body = { keyword: '환불 테스트', length: 'short' };

async function memberAtZero(event: number, paid: number) {
  const client = createClient(t);
  const { user } = await signUpAndLogin(client);
  await t.db.update(users).set({ genCount: 0 }).where(eq(users.id, user.id));
  await t.db.update(wallets).set({ totalEventCredits: event, totalPaidCredits: paid }).where(eq(wallets.userId, user.id));
  const wallet = async () => (await t.db.select().from(wallets).where(eq(wallets.userId, user.id)))[0];
  const ledger = () => queryRows<{ kind: string; amount: number; reason: string }>(t.db, sql`select kind, amount, reason from credit_items where user_id = ${user.id} and reason in ('generation', 'refund') order by created, amount`);
  return { client, user, wallet, ledger };
}

describe('settling what a generation took', () => {
  it('gives a member at 0 back the exact credits (event and paid) when the provider fails mid-post, keeping the text', async () => {
    behaviour = 'fail-after-text';
    const m = await memberAtZero(4, 30);
    const res = await m.client.post('/api/generations', body);
    const events = parseSse(res.body as string);
    expect(events[0]?.data).toMatchObject({ charge: { kind: 'credits', event: 4, paid: 6 }, remaining: { genCount: 0, eventCredits: 0, paidCredits: 24 } });
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'LLM_FAILED', refunded: true } });
    expect(await m.wallet()).toMatchObject({ totalEventCredits: 4, totalPaidCredits: 30 });
    expect((await m.ledger()).map((r) => [r.kind, r.amount, r.reason]).sort()).toEqual([
      ['event', -4, 'generation'],
      ['event', 4, 'refund'],
      ['paid', -6, 'generation'],
      ['paid', 6, 'refund'],
    ]);
    const [row] = await t.db.select().from(generations).where(eq(generations.id, events[0]?.data.id));
    expect(row).toMatchObject({ status: 'failed', refunded: true, content: '# 중간까지 쓴 글\n\n앞부분' });
  });

  it('keeps the credits of a completed post', async () => {
    behaviour = 'ok';
    const m = await memberAtZero(0, 10);
    const events = parseSse((await m.client.post('/api/generations', body)).body as string);
    expect(events.at(-1)?.event).toBe('done');
    expect(await m.wallet()).toMatchObject({ totalEventCredits: 0, totalPaidCredits: 0 });
  });

  it('ends open streams as failed and refunded when the server shuts down', async () => {
    behaviour = 'hang-after-text';
    const shutdown = new AbortController();
    t.deps.shutdownSignal = shutdown.signal;
    try {
      const m = await memberAtZero(10, 0);
      const pending = m.client.post('/api/generations', body);
      await expect.poll(async () => (await m.wallet())?.totalEventCredits).toBe(0);
      shutdown.abort();
      const events = parseSse((await pending).body as string);
      expect(events.at(-1)).toEqual({
        event: 'error',
        data: { code: 'SERVER_SHUTDOWN', message: '서버 점검으로 글쓰기가 중단되었습니다. 쓴 부분은 남겨두고 사용한 횟수는 돌려드렸어요.', refunded: true },
      });
      expect(await m.wallet()).toMatchObject({ totalEventCredits: 10 });
      const [row] = await t.db.select().from(generations).where(eq(generations.id, events[0]?.data.id));
      expect(row).toMatchObject({ status: 'failed', content: '# 중간까지 쓴 글\n\n앞부분' });
    } finally {
      delete t.deps.shutdownSignal;
    }
  });

  it('refunds posts a crashed process left streaming, once, even when two instances sweep together', async () => {
    const visitor = createClient(t);
    await visitor.post('/api/visitors');
    const { body: session } = await visitor.get('/api/session');
    const m = await memberAtZero(5, 20);
    const longAgo = new Date(Date.now() - 60 * 60_000);
    const recent = new Date();
    // Rows as a crashed server leaves them: spent, still `streaming`.
    await t.db.update(anonymousUsers).set({ genCount: 7 }).where(eq(anonymousUsers.id, session.visitor.id));
    await t.db.insert(generations).values([
      { id: 'abandoned-visitor', ownerVisitorId: session.visitor.id, keyword: '가', input: { ...body } as never, provider: 'x', model: 'x', charge: { kind: 'counter' }, createdAt: longAgo },
      { id: 'abandoned-member', ownerUserId: m.user.id, keyword: '나', input: { ...body } as never, provider: 'x', model: 'x', charge: { kind: 'credits', event: 5, paid: 5 }, createdAt: longAgo },
      { id: 'still-live', ownerUserId: m.user.id, keyword: '다', input: { ...body } as never, provider: 'x', model: 'x', charge: { kind: 'credits', event: 0, paid: 10 }, createdAt: recent },
    ]);
    const cutoff = new Date(Date.now() - 10 * 60_000);
    const settled = await Promise.all([settleAbandonedGenerations(t.db, cutoff), settleAbandonedGenerations(t.db, cutoff)]);
    expect(settled[0] + settled[1]).toBe(2);
    const [v] = await t.db.select().from(anonymousUsers).where(eq(anonymousUsers.id, session.visitor.id));
    expect(v?.genCount).toBe(8);
    expect(await m.wallet()).toMatchObject({ totalEventCredits: 10, totalPaidCredits: 25 });
    const rows = await t.db.select().from(generations).where(sql`${generations.id} in ('abandoned-visitor', 'abandoned-member', 'still-live')`);
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId['abandoned-member']).toMatchObject({ status: 'failed', refunded: true, errorMessage: '서버가 다시 시작되어 글쓰기가 중단되었습니다. 사용한 횟수는 돌려드렸어요.' });
    expect(byId['abandoned-visitor']).toMatchObject({ status: 'failed', refunded: true });
    expect(byId['still-live']).toMatchObject({ status: 'streaming', refunded: false });
    expect(await settleAbandonedGenerations(t.db, cutoff)).toBe(0);
  });

  it('a live stream settled by a sweep that took its process for dead (a lock blip) ends without a second refund or charge', async () => {
    behaviour = 'gate';
    let open = () => undefined as void;
    gate = new Promise<void>((r) => (open = r));
    const m = await memberAtZero(10, 0);
    const pending = m.client.post('/api/generations', body);
    await expect.poll(async () => (await m.wallet())?.totalEventCredits).toBe(0);
    // A peer's sweep settles it while it still streams (here: a cut-off in the future does what a false "dead" would).
    expect(await settleAbandonedGenerations(t.db, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await m.wallet()).toMatchObject({ totalEventCredits: 10 });
    open();
    const events = parseSse((await pending).body as string);
    const id = events[0]?.data.id as string;
    const [row] = await t.db.select().from(generations).where(eq(generations.id, id));
    // The stream's own settle found the row settled already and kept that outcome: refunded once, not charged
    // again. The text the stream wrote is kept, and its reader is told what the history shows, not 'done'.
    const written = events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
    expect(written).not.toBe('');
    expect(row).toMatchObject({ status: 'failed', refunded: true, content: written, errorMessage: '서버가 다시 시작되어 글쓰기가 중단되었습니다. 사용한 횟수는 돌려드렸어요.' });
    expect(events.map((e) => e.event)).not.toContain('done');
    expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'SETTLED_ELSEWHERE', message: '서버가 다시 시작되어 글쓰기가 중단되었습니다. 사용한 횟수는 돌려드렸어요.', refunded: true } });
    expect(await m.wallet()).toMatchObject({ totalEventCredits: 10, totalPaidCredits: 0 });
    expect((await m.ledger()).map((r) => [r.kind, r.amount, r.reason]).sort()).toEqual([
      ['event', -10, 'generation'],
      ['event', 10, 'refund'],
    ]);
    behaviour = 'ok';
  });
});
