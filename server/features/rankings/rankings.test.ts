import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { eq, sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankAdminStatus, RankChange, RankingsList, RankTargetView } from '@contracts/rankings';
import { queryRows } from '../../db/client';
import { rankChecks, rankTargets, reportSubscriptions, users } from '../../db/schema';
import { createManualRun, enqueueSends, type ReportDeps } from '../reports/report-jobs.service';
import { createJobRunner } from '../../lib/job-runner';
import { reportSendJob } from '../../jobs/report-send.job';
import { saveCategory } from '../reports/reports.service';
import { createLogger } from '../../lib/logger';
import { parseEnv } from '../../env';
import { manualLimit } from './rank-targets.service';
import { createClient } from '../../testing/browser-client';
import { signedInAdmin } from '../../testing/factories';
import { startNaverSearchAdFake, type NaverSearchAdFake } from '../../testing/fakes/naver-fakes';
import { DAY, type RankKit, startRankKit } from '../../testing/rank-kit';

const ADMIN = 'rank-admin@example.kr';
const SERVICE = { customerId: '7650001', accessLicense: '0100000000rankservice01', secretKey: 'AQAAAABrankservice==' };
let kit: RankKit;
let searchAd: NaverSearchAdFake;
beforeAll(async () => {
  searchAd = await startNaverSearchAdFake({ accounts: [SERVICE], maxPerSecond: 100 });
  kit = await startRankKit({
    ADMIN_EMAILS: ADMIN,
    NAVER_SEARCHAD_BASE_URL: searchAd.url,
    NAVER_SEARCHAD_CUSTOMER_ID: SERVICE.customerId,
    NAVER_SEARCHAD_ACCESS_LICENSE: SERVICE.accessLicense,
    NAVER_SEARCHAD_SECRET_KEY: SERVICE.secretKey,
  });
  // The report's DataLab calls go to the same fake.
  kit.t.env.NAVER_DATALAB_BASE_URL = kit.naver.url;
});
afterAll(async () => {
  await kit.close();
  await searchAd.close();
});

type Client = Awaited<ReturnType<RankKit['member']>>['client'];
const list = async (client: Client) => (await client.get('/api/rankings')).body as RankingsList;
const rowsOf = async (userId: string) => ({
  targets: await kit.t.db.select().from(rankTargets).where(eq(rankTargets.userId, userId)),
  checks: await queryRows(kit.t.db, sql`select c.* from rank_checks c join rank_targets t on t.id = c.target_id where t.user_id = ${userId}`),
});
const korean = (body: unknown) => expect((body as { error: { message: string } }).error.message).toMatch(/[가-힣]/);

describe('POST /api/rankings (a URL tracked by hand)', () => {
  it('refuses bad input with a Korean 4xx and changes nothing', async () => {
    const { client, userId } = await kit.member('normal');
    const other = await kit.member();
    const { generationId: theirPost } = await kit.publication(other.userId, { kind: 'naver', url: 'https://blog.naver.com/theirs/1', keyword: '남의 글' });
    const before = await rowsOf(userId);
    const cases: [unknown, number, RegExp][] = [
      [{ url: 'javascript:alert(1)', keyword: '제주' }, 400, /http/],
      [{ url: 'ftp://example.com/post', keyword: '제주' }, 400, /http/],
      [{ url: 'blog.naver.com/me/1', keyword: '제주' }, 400, /http/],
      [{ url: 'https://blog.naver.com/me/1', keyword: '' }, 400, /키워드/],
      [{ url: 'https://blog.naver.com/me/1', keyword: '   ' }, 400, /키워드/],
      [{ url: 'https://blog.naver.com/me/1', keyword: '가'.repeat(101) }, 400, /100자/],
      [{ url: 'https://blog.naver.com/me/1', keyword: '제주', generationId: theirPost }, 404, /글/],
    ];
    for (const [body, status, message] of cases) {
      const res = await client.post('/api/rankings', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((res.body as { error: { message: string } }).error.message).toMatch(message);
    }
    expect(await rowsOf(userId)).toEqual(before);
    const visitor = await createClient(kit.t).post('/api/rankings', { url: 'https://blog.naver.com/me/1', keyword: '제주' });
    expect(visitor.status).toBe(401);
  });

  it('refuses the same post again, in any of its URL shapes, with 409', async () => {
    const { client, userId } = await kit.member('normal');
    expect((await client.post('/api/rankings', { url: 'https://blog.naver.com/dupe/223000000009', keyword: '제주 맛집' })).status).toBe(201);
    const again = await client.post('/api/rankings', { url: 'https://m.blog.naver.com/PostView.naver?blogId=dupe&logNo=223000000009', keyword: ' 제주  맛집' });
    expect(again.status).toBe(409);
    korean(again.body);
    expect((await rowsOf(userId)).targets).toHaveLength(1);
    // Another keyword for the same post is another thing to track.
    expect((await client.post('/api/rankings', { url: 'https://blog.naver.com/dupe/223000000009', keyword: '제주 흑돼지' })).status).toBe(201);
  });

  it('limits hand-added URLs by grade (RANK_MANUAL_URLS), counting only those still tracked', async () => {
    const { client } = await kit.member('new');
    for (let i = 1; i <= 3; i++) expect((await client.post('/api/rankings', { url: `https://myblog.kr/?p=${i}`, keyword: '등급 한도' })).status).toBe(201);
    const fourth = await client.post('/api/rankings', { url: 'https://myblog.kr/?p=4', keyword: '등급 한도' });
    expect(fourth.status).toBe(409);
    expect((fourth.body as { error: { message: string } }).error.message).toContain('3개까지');
    expect((await list(client)).manual).toEqual({ used: 3, limit: 3 });
    const first = (await list(client)).targets.find((t) => t.url === 'https://myblog.kr/?p=1') as RankTargetView;
    expect((await client.patch(`/api/rankings/${first.id}`, { status: 'stopped' })).status).toBe(200);
    expect((await client.post('/api/rankings', { url: 'https://myblog.kr/?p=4', keyword: '등급 한도' })).status).toBe(201);
    // A stopped URL cannot come back past the limit.
    expect((await client.patch(`/api/rankings/${first.id}`, { status: 'active' })).status).toBe(409);
  });
});

describe('a member\'s tracked posts', () => {
  it('pause, resume and stop; another member\'s post answers 404 and is left alone', async () => {
    const { client, userId } = await kit.member();
    const intruder = await kit.member();
    const { publicationId } = await kit.publication(userId, { kind: 'wordpress', url: 'https://wp.example.kr/2026/03/hello/', keyword: '일시정지' });
    await kit.run('tick');
    const [target] = (await rowsOf(userId)).targets;
    const id = (target as typeof rankTargets.$inferSelect).id;
    expect(target).toMatchObject({ publicationId, platform: 'wordpress', sections: ['webkr'], status: 'active' });

    for (const res of [
      await intruder.client.patch(`/api/rankings/${id}`, { status: 'stopped' }),
      await intruder.client.post(`/api/rankings/${id}/check`, {}),
      await intruder.client.get(`/api/rankings/${id}/points`),
    ]) {
      expect(res.status).toBe(404);
      korean(res.body);
    }
    expect((await rowsOf(userId)).targets[0]).toMatchObject({ status: 'active' });
    expect((await client.patch(`/api/rankings/${id}`, { status: 'sleeping' })).status).toBe(400);

    expect((await client.patch(`/api/rankings/${id}`, { status: 'paused' })).body).toMatchObject({ target: { status: 'paused', nextCheckAt: null } });
    kit.advance(DAY);
    await kit.run('round');
    expect((await rowsOf(userId)).checks).toHaveLength(1);
    expect((await client.patch(`/api/rankings/${id}`, { status: 'active' })).body).toMatchObject({ target: { status: 'active' } });
    await kit.run('tick');
    expect((await rowsOf(userId)).checks).toHaveLength(2);
    expect((await client.patch(`/api/rankings/${id}`, { status: 'stopped' })).body).toMatchObject({ target: { status: 'stopped' } });
    expect((await list(client)).targets[0]?.status).toBe('stopped');
  });

  it('\'지금 확인\' a few times a day: refused once today\'s check is done or the day\'s three are used', async () => {
    const { client, userId } = await kit.member();
    const keyword = '지금 확인';
    const posts = await Promise.all([1, 2, 3, 4].map((n) => kit.publication(userId, { kind: 'naver', url: `https://blog.naver.com/now/${n}`, keyword: `${keyword} ${n}` })));
    // Published, not yet seen by the rank job: each waits for its first check.
    await kit.run('tick', { env: { RANK_CHECK_DAILY_BUDGET: 0 } });
    const targets = (await list(client)).targets;
    expect(targets.map((t) => t.waiting)).toEqual([true, true, true, true]);
    const idOf = async (n: number) =>
      (
        await kit.t.db
          .select()
          .from(rankTargets)
          .where(eq(rankTargets.publicationId, (posts[n] as { publicationId: string }).publicationId))
      )[0]?.id as string;

    expect((await client.post(`/api/rankings/${await idOf(0)}/check`, {})).status).toBe(202);
    await kit.run('now', { targetIds: [await idOf(0)] });
    const done = await client.post(`/api/rankings/${await idOf(0)}/check`, {});
    expect(done.status).toBe(409);
    expect((done.body as { error: { message: string } }).error.message).toContain('오늘 이미 확인');
    expect((await client.post(`/api/rankings/${await idOf(1)}/check`, {})).status).toBe(202);
    // Asking twice for the same post is one request.
    expect((await client.post(`/api/rankings/${await idOf(1)}/check`, {})).status).toBe(202);
    expect((await client.post(`/api/rankings/${await idOf(2)}/check`, {})).status).toBe(202);
    const fourth = await client.post(`/api/rankings/${await idOf(3)}/check`, {});
    expect(fourth.status).toBe(429);
    expect((fourth.body as { error: { message: string } }).error.message).toContain('하루 3번');
    expect((await list(client)).checkNow).toEqual({ left: 0, limit: 3 });
    // The next Seoul day the member has three again (the two asked yesterday are done by now).
    await kit.run('now', { targetIds: [await idOf(1), await idOf(2)] });
    kit.advance(DAY);
    expect((await list(client)).checkNow).toEqual({ left: 3, limit: 3 });
  });

  it('exports the rank history as CSV with a UTF-8 byte-order mark, like the keyword table', async () => {
    const { client, userId } = await kit.member();
    await kit.publication(userId, { kind: 'naver', url: 'https://blog.naver.com/csv/1', keyword: 'CSV, "따옴표"' });
    kit.naver.ranks.place({ api: 'blog', query: 'csv, "따옴표"', link: 'https://blog.naver.com/csv/1', position: 12 });
    await kit.run('tick');
    const res = await client.get('/api/rankings/export.csv');
    expect(res.status).toBe(200);
    expect(res.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await (await kit.t.app.request('/api/rankings/export.csv', { headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = (res.body as unknown as string).split('\r\n');
    expect(header).toBe('날짜,키워드,검색 영역,순위,확인 시각,글 주소,찾은 주소,추적 상태');
    expect(row).toMatch(/^\d{4}-\d\d-\d\d,"CSV, ""따옴표""",블로그,12,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,https:\/\/blog\.naver\.com\/csv\/1,https:\/\/blog\.naver\.com\/csv\/1,추적 중$/);
  });
});

describe('deletion and the data export', () => {
  it('carry the rank rows: in the export zip, then gone with the account', async () => {
    const { client, userId } = await kit.member();
    const other = await kit.member();
    await kit.publication(userId, { kind: 'naver', url: 'https://blog.naver.com/leaving/1', keyword: '탈퇴 전 글' });
    await kit.publication(other.userId, { kind: 'naver', url: 'https://blog.naver.com/staying/1', keyword: '탈퇴 전 글' });
    kit.naver.ranks.place({ api: 'blog', query: '탈퇴 전 글', link: 'https://blog.naver.com/leaving/1', position: 6 });
    await kit.run('tick');
    await client.post('/api/rankings', { url: 'https://leaving.tistory.com/3', keyword: '직접 추가' });
    await kit.run('tick');
    expect((await rowsOf(userId)).checks.length).toBe(3);

    const res = await kit.t.app.request('/api/users/me/export', { headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect([...(files['rankings.csv'] as Uint8Array).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = strFromU8(files['rankings.csv'] as Uint8Array);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect(csv).toContain(',탈퇴 전 글,블로그,6,');
    expect(csv).toContain(',직접 추가,웹문서,100위 밖,');
    expect(csv).not.toContain('staying');

    expect((await client.post('/api/users/delete-account', { userId })).status).toBe(200);
    expect(await rowsOf(userId)).toEqual({ targets: [], checks: [] });
    expect(
      await kit.t.db.select().from(rankChecks).innerJoin(rankTargets, eq(rankTargets.id, rankChecks.targetId)).where(eq(rankTargets.userId, other.userId)),
    ).toHaveLength(1);
  });
});

describe('where members look', () => {
  it('/api/rankings/changes lists this week\'s rises and falls, with the post\'s inputs for 글 다시 쓰기', async () => {
    const { client, userId } = await kit.member();
    const keyword = '이번 주 변화';
    const { generationId } = await kit.publication(userId, { kind: 'naver', url: 'https://blog.naver.com/week/1', keyword });
    await kit.publication(userId, { kind: 'naver', url: 'https://blog.naver.com/week/2', keyword });
    kit.naver.ranks.place({ api: 'blog', query: keyword, link: 'https://blog.naver.com/week/1', position: 4 }, { api: 'blog', query: keyword, link: 'https://blog.naver.com/week/2', position: 30 });
    await kit.run('round');
    kit.advance(DAY);
    kit.naver.ranks.place({ api: 'blog', query: keyword, link: 'https://blog.naver.com/week/1', position: 12 }, { api: 'blog', query: keyword, link: 'https://blog.naver.com/week/2', position: 9 });
    await kit.run('round');
    const { changes } = (await client.get('/api/rankings/changes')).body as { changes: RankChange[] };
    expect(changes.map((c) => [c.kind, c.from, c.to])).toEqual([['rose', 30, 9], ['fell', 4, 12]]);
    expect(changes[1]).toMatchObject({ generationId, keyword, section: 'blog', input: expect.objectContaining({ keyword }) });
  });

  it('the weekly report mail carries a 내 글 순위 section for a subscriber with tracked posts (read from the outbox .eml)', async () => {
    const { userId } = await kit.member();
    const quiet = await kit.member();
    await kit.t.db.update(users).set({ wantKeywordReport: true, verified: true }).where(eq(users.id, userId));
    await kit.t.db.update(users).set({ wantKeywordReport: true, verified: true }).where(eq(users.id, quiet.userId));
    await kit.t.db.delete(reportSubscriptions);
    await saveCategory(kit.t.db, { name: '여행', seeds: ['제주'], active: true });
    const keyword = '메일 순위';
    await kit.publication(userId, { kind: 'naver', url: 'https://blog.naver.com/mail/1', keyword, title: '제주 한 달 살기 후기' });
    kit.naver.ranks.place({ api: 'blog', query: keyword, link: 'https://blog.naver.com/mail/1', position: 3 });
    await kit.run('round');
    kit.advance(DAY);
    kit.naver.ranks.place({ api: 'blog', query: keyword, link: 'https://blog.naver.com/mail/1', position: 8 });
    await kit.run('round');

    const deps: ReportDeps = { db: kit.t.db, env: kit.t.env, llm: kit.t.deps.llm, mailer: kit.t.deps.mailer, logger: createLogger('silent') };
    const runId = await createManualRun(deps.db, kit.now());
    await enqueueSends(deps.db, runId, kit.now());
    // The send jobs run on the job runner, on the kit's clock.
    const runner = createJobRunner({
      db: deps.db,
      logger: deps.logger,
      instanceId: 'mail-test',
      jobs: [reportSendJob(deps)],
      clock: () => new Date(kit.now().getTime() + 60_000),
      autoStart: false,
    });
    await runner.tick();
    await runner.stop();
    const outbox = path.join(kit.t.env.dataDir, 'outbox');
    const mails = await Promise.all(readdirSync(outbox).filter((f) => f.endsWith('.eml')).map((f) => PostalMime.parse(readFileSync(path.join(outbox, f)))));
    const [email] = await queryRows<{ email: string }>(kit.t.db, sql`select email from users where id = ${userId}`);
    const [quietEmail] = await queryRows<{ email: string }>(kit.t.db, sql`select email from users where id = ${quiet.userId}`);
    const mine = mails.find((m) => m.to?.some((a) => a.address === email?.email) && m.subject?.includes('주간 키워드 리포트'));
    expect(mine?.text).toContain('[내 글 순위]');
    expect(mine?.text).toContain(`- 제주 한 달 살기 후기 (${keyword}): 블로그 8위, 이번 주 ▼ 5계단`);
    expect(mine?.text).toContain('네이버 검색 API가 돌려주는 블로그(또는 웹문서) 검색 결과');
    expect(mine?.html).toContain('<h2 style="font-size:17px;margin:24px 0 8px">내 글 순위</h2>');
    const theirs = mails.find((m) => m.to?.some((a) => a.address === quietEmail?.email) && m.subject?.includes('주간 키워드 리포트'));
    expect(theirs?.text).toContain('[여행]');
    expect(theirs?.text).not.toContain('내 글 순위');
  });

  it('admins see today\'s budget and start a round; members cannot', async () => {
    const admin = await signedInAdmin(kit.t, ADMIN);
    const { client } = await kit.member();
    expect((await client.get('/api/admin/rankings')).status).toBe(403);
    expect((await client.post('/api/admin/rankings/round', {})).status).toBe(403);
    const status = (await admin.get('/api/admin/rankings')).body as RankAdminStatus;
    expect(status).toMatchObject({ available: true, budget: 5000 });
    const round = await admin.post('/api/admin/rankings/round', {});
    expect(round.status).toBe(202);
    const [job] = await queryRows<{ name: string }>(kit.t.db, sql`select name from jobs where name = 'rankings.round'`);
    expect(job?.name).toBe('rankings.round');
  });

  it('the test clock control answers 404 unless the server enables it', async () => {
    const { createTestApp } = await import('../../testing/test-app');
    const plain = await createTestApp();
    try {
      const res = await plain.json('/api/rankings/test-clock', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:8787' }, body: JSON.stringify({ offsetMs: 86_400_000 }) });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('the settings', () => {
  it('read RANK_MANUAL_URLS per grade, refuse a malformed one, and refuse the test clock in production', () => {
    const env = parseEnv({ RANK_MANUAL_URLS: 'vip:100, normal:5' });
    expect([manualLimit(env, 'vip'), manualLimit(env, 'normal'), manualLimit(env, 'new'), manualLimit(env, '')]).toEqual([100, 5, 0, 0]);
    expect(parseEnv({}).RANK_CHECK_DAILY_BUDGET).toBe(5000);
    expect(() => parseEnv({ RANK_MANUAL_URLS: 'vip=100' })).toThrow(/RANK_MANUAL_URLS/);
    expect(() => parseEnv({ RANK_TEST_CONTROLS: 'true', NODE_ENV: 'production' })).toThrow(/RANK_TEST_CONTROLS/);
    expect(parseEnv({ RANK_TEST_CONTROLS: 'true', NODE_ENV: 'test' }).RANK_TEST_CONTROLS).toBe(true);
  });
});
