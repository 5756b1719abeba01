import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RankingsList } from '@contracts/rankings';
import { jobs, publications, rankBudgetDays, rankChecks, rankSearches, rankTargets } from '../../db/schema';
import { startJobs } from '../../jobs/app-jobs';
import { createLogger } from '../../lib/logger';
import { DAY, RANK_START, type RankKit, startRankKit } from '../../testing/rank-kit';
import { keywordMinute } from './rank-schedule';

let kit: RankKit;
beforeAll(async () => {
  kit = await startRankKit();
});
afterAll(() => kit.close());
afterEach(async () => {
  kit.naver.ranks.clear();
  await kit.t.db.delete(publications);
  await kit.t.db.delete(rankTargets);
  await kit.t.db.delete(rankSearches);
  await kit.t.db.delete(rankBudgetDays);
  await kit.t.db.delete(jobs);
  kit.setNow(RANK_START);
});

const unique = () => randomUUID().slice(0, 6);
const checksOf = (targetId: string) => kit.t.db.select().from(rankChecks).where(eq(rankChecks.targetId, targetId)).orderBy(rankChecks.day, rankChecks.section);
const targetOf = async (publicationId: string) =>
  (await kit.t.db.select().from(rankTargets).where(eq(rankTargets.publicationId, publicationId)))[0] as typeof rankTargets.$inferSelect;
const viewOf = async (client: Awaited<ReturnType<RankKit['member']>>['client'], id: string) =>
  ((await client.get('/api/rankings')).body as RankingsList).targets.find((x) => x.id === id);
/** The kit's clock moved to `days` later, a minute after the keyword's checks are due that day. */
const dayStart = (days: number) => RANK_START - (RANK_START % DAY) - 9 * 3_600_000 + days * DAY;
const dueDay = (days: number, keyword: string) => kit.setNow(dayStart(days) + (keywordMinute(keyword) + 1) * 60_000);

describe('rank checks against the Naver fake', () => {
  it('records each day\'s position as Naver\'s results move: 3, then 7, then out of the top 100', async () => {
    const keyword = `제주 한달살기 ${unique()}`;
    const { client, userId } = await kit.member();
    // Naver answers with the PostView shape of the post the member published as /{id}/{logNo}.
    const { publicationId } = await kit.publication(userId, { kind: 'naver', url: 'https://blog.naver.com/jejulife/223000000001', keyword });
    const link = 'https://m.blog.naver.com/PostView.naver?blogId=jejulife&logNo=223000000001';
    const today = new Date(RANK_START + 9 * 3_600_000).toISOString().slice(0, 10);
    kit.naver.ranks.place({ api: 'blog', query: keyword, link, position: 3 });

    const first = await kit.run('tick');
    expect(first).toMatchObject({ discovered: 1, calls: 1, checked: 1 });
    const target = await targetOf(publicationId);
    expect(await checksOf(target.id)).toEqual([expect.objectContaining({ section: 'blog', day: today, position: 3, depth: 100, matchedUrl: link, keyword })]);
    expect(kit.callsFor(keyword)).toEqual([expect.objectContaining({ api: 'blog', sort: 'sim', display: '100', start: '1', mode: 'hub' })]);

    dueDay(1, keyword);
    kit.naver.ranks.place({ api: 'blog', query: keyword, link, position: 7 });
    await kit.run('tick');
    dueDay(2, keyword);
    kit.naver.ranks.place({ api: 'blog', query: keyword, link, position: null });
    await kit.run('tick');
    // Ranked before and not in the first 100: the second page is read too (101–200).
    expect(kit.callsFor(keyword).map((c) => c.start)).toEqual(['1', '1', '1', '101']);
    expect((await checksOf(target.id)).map((c) => [c.position, c.depth])).toEqual([[3, 100], [7, 100], [null, 200]]);

    const view = await viewOf(client, target.id);
    expect(view).toMatchObject({ best: { section: 'blog', position: 3, day: today }, latest: [{ section: 'blog', position: null, depth: 200 }], waiting: false });
    expect((await client.get(`/api/rankings/${target.id}/points`)).body).toEqual({ points: [expect.objectContaining({ position: 3 }), expect.objectContaining({ position: 7 }), expect.objectContaining({ position: null })] });
  });

  it('finds a post on the second page (101–200) when it was ranked before', async () => {
    const keyword = `캠핑 의자 ${unique()}`;
    const { userId } = await kit.member();
    const { publicationId } = await kit.publication(userId, { kind: 'tistory', url: 'https://camper.tistory.com/15', keyword });
    kit.naver.ranks.place({ api: 'blog', query: keyword, link: 'https://camper.tistory.com/m/15', position: 40 }, { api: 'webkr', query: keyword, link: 'http://camper.tistory.com/15/', position: 9 });
    await kit.run('tick');
    const target = await targetOf(publicationId);
    // Tistory posts show up in both lists: both are searched.
    expect((await checksOf(target.id)).map((c) => [c.section, c.position])).toEqual([['blog', 40], ['webkr', 9]]);
    dueDay(1, keyword);
    kit.naver.ranks.place({ api: 'blog', query: keyword, link: 'https://camper.tistory.com/m/15', position: 130 });
    await kit.run('tick');
    expect((await checksOf(target.id)).filter((c) => c.section === 'blog').map((c) => c.position)).toEqual([40, 130]);
  });

  it('makes one search per keyword and day for three posts of three members, whoever owns them', async () => {
    const keyword = `강아지 산책 코스 ${unique()}`;
    const members = await Promise.all([kit.member(), kit.member('normal'), kit.member('new')]);
    const urls = ['https://blog.naver.com/dogwalk/1001', 'https://blog.naver.com/puppy/2002', 'https://blog.naver.com/corgi/3003'];
    const [a, b] = await Promise.all([kit.publication(members[0].userId, { kind: 'naver', url: urls[0] as string, keyword }), kit.publication(members[1].userId, { kind: 'naver', url: urls[1] as string, keyword: `  ${keyword.toUpperCase()} ` })]);
    const added = await members[2].client.post('/api/rankings', { url: urls[2], keyword: keyword.replace(/ /g, '  ') });
    expect(added.status).toBe(201);
    kit.naver.ranks.place(...urls.map((link, i) => ({ api: 'blog' as const, query: keyword, link, position: [2, 11, 57][i] as number })));

    const summary = await kit.run('tick');
    expect(summary).toMatchObject({ calls: 1, checked: 3 });
    expect(kit.callsFor(keyword)).toHaveLength(1);
    const positions = await Promise.all([targetOf(a.publicationId), targetOf(b.publicationId)].map(async (p) => (await checksOf((await p).id))[0]?.position));
    expect(positions).toEqual([2, 11]);
    expect((await viewOf(members[2].client, (added.body as { target: { id: string } }).target.id))?.latest).toEqual([
      expect.objectContaining({ position: 57 }),
    ]);

    // A post added later the same day is served from that day's search: no second call.
    const late = await kit.member();
    await kit.publication(late.userId, { kind: 'naver', url: 'https://blog.naver.com/late/4004', keyword });
    kit.advance(3_600_000);
    expect(await kit.run('tick')).toMatchObject({ calls: 0, checked: 1 });
    expect(kit.callsFor(keyword)).toHaveLength(1);
  });

  it('checks a post only once its keyword\'s minute of the day has come', async () => {
    const keyword = `노트북 가방 ${unique()}`;
    const { userId } = await kit.member();
    const { publicationId } = await kit.publication(userId, { kind: 'wordpress', url: 'https://mywp.kr/?p=7', keyword });
    await kit.run('tick');
    const target = await targetOf(publicationId);
    const due = target.nextCheckAt as Date;
    expect(due.getTime() - dayStart(1)).toBe(keywordMinute(keyword) * 60_000);
    kit.setNow(due.getTime() - 60_000);
    expect(await kit.run('tick')).toMatchObject({ due: 0, calls: 0 });
    kit.setNow(due.getTime());
    expect(await kit.run('tick')).toMatchObject({ due: 1, calls: 1, checked: 1 });
    expect(kit.callsFor(keyword).map((c) => c.api)).toEqual(['webkr', 'webkr']);
  });

  it('moves an older post to every 3 days, then weekly, and ends it past 90 days out of the top 100 or at 180 days', async () => {
    const { userId } = await kit.member();
    const kws = [`a ${unique()}`, `b ${unique()}`, `c ${unique()}`, `d ${unique()}`];
    const posts = await Promise.all([
      kit.publication(userId, { kind: 'naver', url: 'https://blog.naver.com/x/1', keyword: kws[0] as string, daysAgo: 20 }),
      kit.publication(userId, { kind: 'naver', url: 'https://blog.naver.com/x/2', keyword: kws[1] as string, daysAgo: 100 }),
      kit.publication(userId, { kind: 'naver', url: 'https://blog.naver.com/x/3', keyword: kws[2] as string, daysAgo: 100 }),
      kit.publication(userId, { kind: 'naver', url: 'https://blog.naver.com/x/4', keyword: kws[3] as string, daysAgo: 178 }),
    ]);
    kit.naver.ranks.place({ api: 'blog', query: kws[0] as string, link: 'https://blog.naver.com/x/1', position: 5 }, { api: 'blog', query: kws[1] as string, link: 'https://blog.naver.com/x/2', position: 50 }, { api: 'blog', query: kws[3] as string, link: 'https://blog.naver.com/x/4', position: 1 });
    await kit.run('tick');
    const [p20, p100in, p100out, p178] = await Promise.all(posts.map((p) => targetOf(p.publicationId)));
    const dayOf = (d: Date | null) => (d ? new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 10) : null);
    expect(dayOf(p20?.nextCheckAt ?? null)).toBe('2026-03-05');
    expect(dayOf(p100in?.nextCheckAt ?? null)).toBe('2026-03-09');
    expect(p100out).toMatchObject({ status: 'ended', endedReason: 'dropped', nextCheckAt: null });
    expect(p178).toMatchObject({ status: 'ended', endedReason: 'age' });
  });
});

describe('the daily budget', () => {
  it('is shared fairly: each member gets a call before anyone gets a second, and the rest show 확인 대기', async () => {
    const heavy = await kit.member();
    const light = await kit.member();
    const kw = (n: string) => `예산 ${n} ${unique()}`;
    // The heavy member's posts: a new one and two older ones; the light member's one post.
    const newest = await kit.publication(heavy.userId, { kind: 'naver', url: 'https://blog.naver.com/heavy/1', keyword: kw('새 글') });
    const older = await kit.publication(heavy.userId, { kind: 'naver', url: 'https://blog.naver.com/heavy/2', keyword: kw('지난 글'), daysAgo: 30 });
    const oldest = await kit.publication(heavy.userId, { kind: 'naver', url: 'https://blog.naver.com/heavy/3', keyword: kw('오래된 글'), daysAgo: 60 });
    const lights = await kit.publication(light.userId, { kind: 'naver', url: 'https://blog.naver.com/light/1', keyword: kw('하나뿐인 글'), daysAgo: 70 });

    const summary = await kit.run('round', { env: { RANK_CHECK_DAILY_BUDGET: 2 } });
    expect(summary).toMatchObject({ calls: 2, checked: 2, waiting: 2 });
    const checked = async (p: { publicationId: string }) => (await checksOf((await targetOf(p.publicationId)).id)).length;
    expect(await Promise.all([newest, older, oldest, lights].map(checked))).toEqual([1, 0, 0, 1]);
    const heavyView = ((await heavy.client.get('/api/rankings')).body as RankingsList).targets;
    expect(
      heavyView
        .filter((t) => t.waiting)
        .map((t) => t.id)
        .sort(),
    ).toEqual([(await targetOf(older.publicationId)).id, (await targetOf(oldest.publicationId)).id].sort());
    expect((await kit.t.db.select().from(rankBudgetDays))[0]?.spent).toBe(2);

    // With one more unit, the younger of the two waiting posts goes first.
    await kit.run('round', { env: { RANK_CHECK_DAILY_BUDGET: 3 } });
    expect(await Promise.all([older, oldest].map(checked))).toEqual([1, 0]);
    // The next Seoul day the budget starts again.
    kit.advance(DAY);
    await kit.run('round', { env: { RANK_CHECK_DAILY_BUDGET: 3 } });
    expect(await checked(oldest)).toBe(1);
  });

  it('keeps in step with the day on the minute ticks', async () => {
    const { userId } = await kit.member();
    const kws = Array.from({ length: 25 }, (_, i) => `보폭 ${i} ${unique()}`);
    for (const [i, keyword] of kws.entries()) await kit.publication(userId, { kind: 'naver', url: `https://blog.naver.com/pace/${i + 1}`, keyword });
    // 09:30 in Seoul: 39.6 % of a 24-call budget (9) plus its floor of 10: 19 calls; the rest wait.
    expect(await kit.run('tick', { env: { RANK_CHECK_DAILY_BUDGET: 24 } })).toMatchObject({ calls: 19, waiting: 6 });
    // At 23:30 the whole day's budget is out: 5 more, and one post waits for tomorrow.
    kit.advance(14 * 3_600_000);
    expect(await kit.run('tick', { env: { RANK_CHECK_DAILY_BUDGET: 24 } })).toMatchObject({ calls: 5, waiting: 1 });
  });
});

describe('upstream errors', () => {
  it('back off, spend neither the budget nor a member\'s 지금 확인, and the check goes through later', async () => {
    const keyword = `장애 ${unique()}`;
    const { client, userId } = await kit.member();
    const { publicationId } = await kit.publication(userId, { kind: 'naver', url: 'https://blog.naver.com/down/1', keyword });
    kit.naver.ranks.place({ api: 'blog', query: keyword, link: 'https://blog.naver.com/down/1', position: 4 });
    kit.naver.ranks.fail(3, 500);
    await kit.run('tick');
    const target = await targetOf(publicationId);
    expect(await checksOf(target.id)).toEqual([]);
    const [search] = await kit.t.db.select().from(rankSearches).where(eq(rankSearches.keywordKey, keyword));
    expect(search).toMatchObject({ status: 'failed', attempts: 1, chargedUserId: null });
    expect((search?.retryAt as Date).getTime() - kit.now().getTime()).toBe(5 * 60_000);
    expect((await kit.t.db.select().from(rankBudgetDays))[0]?.spent ?? 0).toBe(0);

    // '지금 확인' while Naver still fails: the member is not charged for it.
    const asked = await client.post(`/api/rankings/${target.id}/check`, {});
    expect(asked.status).toBe(202);
    kit.advance(5 * 60_000);
    await kit.run('now', { targetIds: [target.id] });
    expect((await client.get('/api/rankings')).body).toMatchObject({ checkNow: { left: 2, limit: 3 } });
    const [again] = await kit.t.db.select().from(rankSearches).where(eq(rankSearches.keywordKey, keyword));
    expect(again).toMatchObject({ status: 'failed', attempts: 2 });
    expect((again?.retryAt as Date).getTime() - kit.now().getTime()).toBe(10 * 60_000);

    // Still within the wait: nothing is called.
    kit.advance(5 * 60_000);
    const calls = kit.naver.searches.length;
    await kit.run('tick');
    expect(kit.naver.searches.length).toBe(calls);
    kit.advance(5 * 60_000);
    kit.naver.ranks.fail(0);
    kit.naver.ranks.clear();
    kit.naver.ranks.place({ api: 'blog', query: keyword, link: 'https://blog.naver.com/down/1', position: 4 });
    await kit.run('tick');
    expect((await checksOf(target.id)).map((c) => c.position)).toEqual([4]);
    // Done now: the one '지금 확인' is counted.
    expect((await client.get('/api/rankings')).body).toMatchObject({ checkNow: { left: 2, limit: 3 } });
    expect((await kit.t.db.select().from(rankBudgetDays))[0]?.spent).toBe(1);
  });
});

describe('several instances', () => {
  it('check each post once a day: two at the same time, then two job runners ticking together', async () => {
    const keywords = [`여럿 ${unique()}`, `둘 ${unique()}`];
    const members = await Promise.all([kit.member(), kit.member()]);
    const posts = await Promise.all(
      members.flatMap((m, i) => keywords.map((keyword, j) => kit.publication(m.userId, { kind: 'naver', url: `https://blog.naver.com/multi${i}/${j + 1}`, keyword }))),
    );
    await kit.run('tick', { instanceId: 'discover' });
    await kit.t.db.delete(rankChecks);
    await kit.t.db.delete(rankSearches);
    await kit.t.db.update(rankTargets).set({ nextCheckAt: kit.now(), lastCheckedDay: null });
    const ours = (await Promise.all(posts.map((p) => targetOf(p.publicationId)))).map((t) => t.id);
    const ourRows = async () => (await kit.t.db.select().from(rankChecks)).filter((r) => ours.includes(r.targetId));

    // Two instances check the same due posts at the same moment.
    await Promise.all([kit.run('round', { instanceId: 'x' }), kit.run('round', { instanceId: 'y' })]);
    expect(await ourRows()).toHaveLength(4);
    expect(keywords.map((k) => kit.callsFor(k).length)).toEqual([2, 2]);

    // The next day, two instances' job runners (on the real clock; rank tracking reads the test's).
    kit.setNow(dayStart(1) + 23 * 3_600_000 + 59 * 60_000);
    const logger = createLogger('silent');
    const deps = { db: kit.t.db, env: kit.t.env, llm: kit.t.deps.llm, mailer: kit.t.deps.mailer, sealer: kit.t.deps.sealer, logger };
    const runners = ['one', 'two'].map((name) => startJobs(deps, { instanceId: `rank-${name}`, autoStart: false }).runner as NonNullable<ReturnType<typeof startJobs>['runner']>);
    try {
      await Promise.all(runners.map((r) => r.tick()));
      await Promise.all(runners.map((r) => r.tick()));
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    expect(await ourRows()).toHaveLength(8);
    expect(new Set((await ourRows()).map((r) => `${r.targetId}|${r.day}`)).size).toBe(8);
    expect(keywords.map((k) => kit.callsFor(k).length)).toEqual([3, 3]);
    expect((await kit.t.db.select().from(jobs).where(eq(jobs.name, 'rankings.tick'))).filter((j) => j.status === 'done').length).toBeGreaterThanOrEqual(1);
  });
});
