import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { blogConnections, generations, publications, users } from '../db/schema';
import { type RankDeps, runRankChecks } from '../features/rankings';
import { freezeRankClock } from '../features/rankings/rank-clock';
import type { RunMode } from '../features/rankings/rank-run.service';
import { createLogger } from '../lib/logger';
import { createClient } from './browser-client';
import { signUpAndLogin } from './factories';
import { type NaverOpenApiFake, startNaverOpenApiFake } from './fakes/naver-fakes';
import { createTestApp, type TestApp } from './test-app';

// Rank tracking's tests: the app on the local Naver fake (API HUB), both on one clock the test moves (the
// routes and the job runner's jobs see it through the test clock control, RANK_TEST_CONTROLS).

export const RANK_HUB = { keyId: 'rank-hub-id', key: 'rank-hub-key' };
/** 09:30 in Seoul on a Monday. */
export const RANK_START = Date.parse('2026-03-02T00:30:00Z');
export const DAY = 86_400_000;

export type RankKit = Awaited<ReturnType<typeof startRankKit>>;

export async function startRankKit(settings: Record<string, string> = {}) {
  let nowMs = RANK_START;
  const moveClock = () => freezeRankClock(nowMs);
  moveClock();
  const naver: NaverOpenApiFake = await startNaverOpenApiFake({ hub: RANK_HUB, legacy: { clientId: 'c', clientSecret: 's' }, maxPerSecond: 100_000, now: () => nowMs });
  const t: TestApp = await createTestApp({ NAVER_API_HUB_KEY_ID: RANK_HUB.keyId, NAVER_API_HUB_KEY: RANK_HUB.key, NAVER_SEARCH_BASE_URL: naver.url, RANK_TEST_CONTROLS: 'true', ...settings });
  const logger = createLogger('silent');
  const deps = (over: Partial<RankDeps['env']> = {}, instanceId = 'rank-test-a'): RankDeps => ({ db: t.db, env: { ...t.env, ...over }, logger, instanceId });
  return {
    t,
    naver,
    deps,
    now: () => new Date(nowMs),
    setNow(at: number | Date) {
      nowMs = typeof at === 'number' ? at : at.getTime();
      moveClock();
    },
    advance(ms: number) {
      nowMs += ms;
      moveClock();
      return new Date(nowMs);
    },
    run(mode: RunMode = 'round', options: { env?: Partial<RankDeps['env']>; targetIds?: string[]; instanceId?: string } = {}) {
      return runRankChecks(deps(options.env, options.instanceId), { now: new Date(nowMs), mode, targetIds: options.targetIds ?? [] });
    },
    /** Search API calls made for `query` (blog and web documents). */
    callsFor(query: string) {
      return naver.searches.filter((s) => (s.api === 'blog' || s.api === 'webkr') && s.query === query);
    },
    async member(grade: 'new' | 'normal' | 'vip' = 'vip') {
      const client = createClient(t);
      const { user } = await signUpAndLogin(client);
      await t.db.update(users).set({ grade }).where(eq(users.id, user.id));
      return { client, userId: user.id };
    },
    /** A history post published to a blog of `kind` at `url`, `daysAgo` days before the kit's clock. */
    async publication(userId: string, { kind, url, keyword, daysAgo = 0, title }: { kind: 'naver' | 'tistory' | 'wordpress' | 'blogger'; url: string; keyword: string; daysAgo?: number; title?: string }) {
      const generationId = randomUUID();
      const input = { keyword, subKeywords: [], instructions: '', title: '', contentType: 'info', tone: 'haeyo', length: 'medium', platform: 'naver', templateId: null, options: { faq: true, table: false, imagePlaceholders: false } };
      await t.db.insert(generations).values({ id: generationId, ownerUserId: userId, keyword, title: title ?? `${keyword} 총정리`, input: input as never, content: `# ${keyword}\n\n## 첫째\n\n본문\n\n## 둘째\n\n본문`, status: 'completed', provider: 'offline', model: 'offline-writer', charge: { kind: 'counter' } });
      const blogId = randomUUID();
      await t.db.insert(blogConnections).values({ id: blogId, userId, kind, name: `${kind} 블로그`, siteUrl: new URL(url).origin });
      const id = randomUUID();
      const at = new Date(nowMs - daysAgo * DAY);
      await t.db.insert(publications).values({ id, userId, generationId, blogId, blogKind: kind, status: 'published', postStatus: 'publish', publishAt: at, publishedAt: at, remoteUrl: url });
      return { publicationId: id, generationId };
    },
    async close() {
      freezeRankClock(null);
      await t.close();
      await naver.close();
    },
  };
}
