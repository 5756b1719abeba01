import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kstMonthOf } from '@contracts/seoul-time';
import { createApp } from '../../app';
import { users } from '../../db/schema';
import type { Prerendered } from '../../lib/prerender';
import { createClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ADMIN = 'first-reads-admin@example.kr';
const silent = { debug() {}, info() {}, warn() {}, error() {} };
let t: TestApp;
let site: TestApp;
const dir = mkdtempSync(path.join(tmpdir(), 'first-reads-'));

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>\n<html lang="ko">\n  <head>\n    <title>글빛</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>');
  // The frames the render worker would make: each page's heading.
  const frame = (title: string) => `<section><div data-page-frame=""><h1>${title}</h1></div></section>`;
  const pages = { '/keyword': frame('키워드 분석'), '/vip': frame('VIP 대시보드'), '/vipSchedule': frame('VIP 예약 캘린더'), '/admin/credits': frame('크레딧 관리'), '/blog-connect': frame('블로그 연결'), '/contents': '<main>콘텐츠</main>' };
  const prerendered: Prerendered = { pages, shared: null, render: async () => null };
  site = { ...t, app: createApp({ ...t.deps, logger: silent, staticDir: dir, prerendered: Promise.resolve(prerendered) }) };
  await site.app.request('/');
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The URLs the page at `route` preloads as fetches, in order. */
const preloadsOf = async (client: ReturnType<typeof createClient>, route: string) => {
  const { status, body } = await client.get<string>(route);
  expect(status, route).toBe(200);
  return [...body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)].map((m) => (m[1] as string).replace(/&amp;/g, '&'));
};

describe('the API reads started with a page (link rel=preload as=fetch)', () => {
  it('starts a framed page’s session for anyone, and its reads only for a member who may open it', async () => {
    const visitor = createClient(site);
    expect(await preloadsOf(visitor, '/keyword')).toEqual(['/api/session']);
    expect(await preloadsOf(visitor, '/blog-connect')).toEqual(['/api/session']);
    // A page rendered whole does not wait for the session; its public list is started for anyone.
    expect(await preloadsOf(visitor, '/contents')).toEqual(['/api/contents?page=1']);
    // `/` paints before the session is read: nothing is started ahead of its scripts.
    expect(await preloadsOf(visitor, '/')).toEqual([]);

    const member = createClient(site);
    const { user } = await signUpAndLogin(member);
    expect(await preloadsOf(member, '/keyword')).toEqual(['/api/session', '/api/keywords/credentials', '/api/keywords/lists']);
    // Not a VIP: the VIP page would send this member back to `/`, so its reads would only be refused.
    expect(await preloadsOf(member, '/vip')).toEqual(['/api/session']);
    // An address with a search asks for something else than the page's first reads.
    expect(await preloadsOf(member, '/keyword?tab=lists')).toEqual(['/api/session']);

    await t.db.update(users).set({ grade: 'vip' }).where(eq(users.id, user.id));
    expect(await preloadsOf(member, '/vip')).toEqual(['/api/session', '/api/vip/dashboard', '/api/rankings', '/api/rankings/changes']);
    expect(await preloadsOf(member, '/vipSchedule')).toEqual(['/api/session', `/api/vip/calendar?month=${kstMonthOf(new Date())}`]);
    expect(await preloadsOf(member, '/admin/credits')).toEqual(['/api/session']);
  });

  it('starts an admin page’s reads for an admin, with each URL written as an attribute', async () => {
    const admin = createClient(site);
    await signUpAndLogin(admin, { email: ADMIN });
    await t.db.update(users).set({ verified: true }).where(eq(users.email, ADMIN));
    const { body } = await admin.get<string>('/admin/credits');
    expect(body).toContain('<link rel="preload" href="/api/credits/admin/orders?channel=manual&amp;status=PENDING" as="fetch" crossorigin>');
    expect(await preloadsOf(admin, '/admin/credits')).toEqual([
      '/api/session',
      '/api/credits/admin/orders?channel=manual&status=PENDING',
      '/api/credits/admin/orders?status=DONE',
      '/api/credits/admin/packages',
      '/api/credits/admin/invariant',
    ]);
  });
});
