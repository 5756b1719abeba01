import { routeTable, type RouteSpec } from '../../../src/app/route-table';
import type { Requirement } from '../../../src/app/guards';

/**
 * The pages of the route table as each kind of person opens them, for the checks that go over every page (Lighthouse,
 * axe, the byte budget). Read from the table, so a new row is measured without being named here. Plain `fetch`, so the
 * bench (its own server) and the e2e suite (the suite's servers) share it.
 */

/** Who opens a page, lowest first: a VIP here is also subscribed to the keyword report; an admin is all of that too. */
export const ROLES = ['visitor', 'member', 'vip', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const grants: Record<Role, readonly Requirement[]> = {
  visitor: [],
  member: ['signIn'],
  vip: ['signIn', 'vip', 'subscription'],
  admin: ['signIn', 'vip', 'subscription', 'admin'],
};

export const mayOpen = (role: Role, route: Pick<RouteSpec, 'requires'>) => route.requires.every((r) => grants[role].includes(r));

/** The lowest role that may open the route. */
export const lowestRole = (route: Pick<RouteSpec, 'requires'>): Role => ROLES.find((role) => mayOpen(role, route)) ?? 'admin';

/** What the dynamic rows are filled with: things that exist on the server measured. */
export type Samples = { articleId: string; sharedPostPath: string; productSlug: string };

/** Stand-ins for the samples, to name the stops before a server exists (a test's title, a bench's list). */
export const SAMPLE_LABELS: Samples = { articleId: '{id}', sharedPostPath: '/blog/{id}', productSlug: '{product}' };

/** One address to open: a row of the table with its parameters filled. */
export type Stop = { route: RouteSpec['path']; path: string; label: string; role: Role };

// Landings that only forward (no page of their own to measure): Google's answer to a sign-in.
const FORWARDS_ONLY = new Set<string>(['/oauth-callback']);

/** Every address of the route table, once, each as its lowest role (`role` overrides it, for rows that role may open). */
export function tourStops(samples: Samples, { role }: { role?: Role } = {}): Stop[] {
  const stops: Stop[] = [];
  for (const route of routeTable) {
    if (FORWARDS_ONLY.has(route.path)) continue;
    if (role && !mayOpen(role, route)) continue;
    const who = role ?? lowestRole(route);
    const add = (path: string, label = path) => stops.push({ route: route.path, path, label, role: who });
    if (route.path === '/contents/:id') add(`/contents/${encodeURIComponent(samples.articleId)}`, '/contents/{id}');
    else if (route.path === '/blog/:id') add(samples.sharedPostPath, '/blog/{id}');
    else if (route.path === '/:product') {
      add(`/${samples.productSlug}`, '/{product}');
      add(`/${samples.productSlug}-onepage`, '/{product}-onepage');
    } else add(route.path);
  }
  return stops;
}

/** A cookie jar of one person on one server, for `fetch`. */
export class Session {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly clientAddress?: string,
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async send(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { origin: this.base, cookie: this.cookieHeader };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.clientAddress) headers['x-forwarded-for'] = this.clientAddress;
    const res = await fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = (pair ?? '').indexOf('=');
      if (at > 0) this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  }

  async expect(method: string, path: string, body: unknown, status: number) {
    const res = await this.send(method, path, body);
    if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  }
}

export const TOUR_PASSWORD = 'korea-blog-2025';

/**
 * Signs up `email`; `verifyLink(email)` returns the link of its verification mail when the account must be verified
 * (an admin must). Logs in and returns the member's session.
 */
async function signUp(base: string, email: string, address: string | undefined, verifyLink?: (email: string) => Promise<string>) {
  const session = new Session(base, address);
  const signup = { lastName: '김', firstName: '측정', email, password: TOUR_PASSWORD, passwordConfirm: TOUR_PASSWORD };
  await session.expect('POST', '/api/users/signup', { ...signup, termsAgreed: true, privacyAgreed: true, emailAgreed: true }, 201);
  if (verifyLink) {
    const link = new URL(await verifyLink(email));
    await session.send('GET', `${link.pathname}${link.search}`);
  }
  await session.expect('POST', '/api/users/login', { email, password: TOUR_PASSWORD }, 200);
  return session;
}

export type Tour = { sessions: Record<Role, Session>; samples: Samples };

/**
 * A visitor, a member, a VIP (subscribed to the keyword report) and an admin (`adminEmail` must be in the server's
 * ADMIN_EMAILS) on the server at `base`, and the samples the dynamic rows need: a seed article, a shared post written
 * by the visitor, and a product the admin publishes.
 */
export async function prepareTour(
  base: string,
  { adminEmail, verifyLink, clientAddress }: { adminEmail: string; verifyLink: (email: string) => Promise<string>; clientAddress?: (n: number) => string },
): Promise<Tour> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const address = (n: number) => clientAddress?.(n);
  const visitor = new Session(base, address(0));
  await visitor.expect('POST', '/api/visitors', {}, 201);
  const admin = await signUp(base, adminEmail, address(1), verifyLink).catch(async () => {
    // Already signed up (the suite's admin is shared by the specs): log in.
    const session = new Session(base, address(1));
    await session.expect('POST', '/api/users/login', { email: adminEmail, password: TOUR_PASSWORD }, 200);
    return session;
  });
  const member = await signUp(base, `tour-member-${tag}@geulbit.kr`, address(2));
  const vip = await signUp(base, `tour-vip-${tag}@geulbit.kr`, address(3));
  for (const [session, email] of [[vip, `tour-vip-${tag}@geulbit.kr`], [admin, adminEmail]] as const) {
    await admin.expect('POST', '/api/credits/admin/vip', { email, action: 'grant', days: 30, reason: '페이지 측정' }, 200);
    await session.expect('PATCH', '/api/users/me', { wantKeywordReport: true }, 200);
  }
  const productSlug = `tour-${tag}`;
  const { packages } = (await (await admin.send('GET', '/api/credits/packages')).json()) as { packages: { id: string }[] };
  await admin.expect('POST', '/api/products/admin', {
    slug: productSlug,
    name: '글빛 블로그 글쓰기',
    summary: '키워드 하나로 네이버 검색에 강한 블로그 글 초안을 1분 만에',
    heroText: '가입하지 않아도 바로 써 볼 수 있습니다.',
    heroImageUrl: '',
    features: [{ title: '키워드만 넣으면 초안 완성', body: '소제목까지 갖춘 초안을 실시간으로 씁니다.' }],
    faq: [{ question: '무료로 쓸 수 있나요?', answer: '회원에게는 무료 횟수가 있고, 다 쓰면 크레딧으로 이용합니다.' }],
    packageIds: packages.slice(0, 2).map((p) => p.id),
    published: true,
  }, 201);
  const { items } = (await (await visitor.send('GET', '/api/contents')).json()) as { items: { id: string }[] };
  const articleId = items[0]?.id;
  if (!articleId) throw new Error('no published article to measure /contents/{id} with');
  return { sessions: { visitor, member, vip, admin }, samples: { articleId, sharedPostPath: await sharePost(visitor), productSlug } };
}

/** A post the offline writer (or the server's model) writes for `session`, shared; its page's path. */
export async function sharePost(session: Session) {
  const res = await session.send('POST', '/api/generations', { keyword: '제주도 3박 4일 여행 코스', length: 'medium' });
  const stream = await res.text();
  const done = /event: done\ndata: (\{.*\})/.exec(stream)?.[1];
  if (!res.ok || !done) throw new Error(`no post to share: ${res.status} ${stream.slice(-200)}`);
  const shared = await session.expect('POST', `/api/generations/${(JSON.parse(done) as { id: string }).id}/share`, undefined, 200);
  return new URL(((await shared.json()) as { url: string }).url).pathname;
}
