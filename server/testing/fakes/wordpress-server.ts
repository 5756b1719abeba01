import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer the fake gives to the next matching request instead of doing the work. */
export type WordpressFault = { status: number } | 'network';

type FakeUser = { id: number; login: string; password: string; name: string; roles: string[]; capabilities: Record<string, boolean> };
type FakePost = { id: number; title: string; content: string; status: string; date_gmt: string; link: string };

export type FakeWordpressOptions = {
  /** 'plain': permalinks off, so /wp-json/… is WordPress's HTML 404 page and only /?rest_route= answers. */
  permalinks?: 'pretty' | 'plain';
  /** 'stripped': the host (Apache/CGI) drops the Authorization header before PHP sees it. */
  authorizationHeader?: 'kept' | 'stripped';
  /**
   * Whether WordPress offers application passwords (`wp_is_application_passwords_available`: https or a
   * 'local' environment), and 'off-for-user' when a plugin turns them off for the account.
   */
  applicationPasswords?: 'on' | 'off' | 'off-for-user';
  /** A web server's site-wide Basic Auth in front of WordPress (answers 401 in HTML to every request). */
  siteWideBasicAuth?: boolean;
  /** What a published post's page answers (a cache or firewall in front of the site may hide it: 404, 403). */
  postPageStatus?: number;
  /**
   * WP-Cron, which publishes `future` posts whose time has come (wp-cron.php, wp-includes/cron.php):
   * 'runs': a GET of /wp-cron.php runs the due events before it answers (what a host's system cron calls);
   * 'busy': another request's cron run holds the `doing_cron` lock, so /wp-cron.php returns at once and
   *   that run publishes the due posts `cronBusyMs` later;
   * 'off': `DISABLE_WP_CRON` with a host cron that has not run yet: nothing is published until the test
   *   calls `runDueCron()`.
   */
  wpCron?: 'runs' | 'busy' | 'off';
  cronBusyMs?: number;
  /** The site's clock, for which `future` posts are due (a test may set it to its job runner's clock). */
  clock?: () => Date;
  /** What a hostile or broken site names as its application-password page instead of its own. */
  authorizationUrl?: string | null;
  /** What a hostile or broken site reports as every post's `link` instead of its address. */
  postLink?: string | null;
};

/**
 * WordPress's REST API (wp/v2) on 127.0.0.1 for the faults a real WordPress cannot be made to show on
 * demand: a host that strips `Authorization`, application passwords unavailable, plain permalinks,
 * 429/5xx answers and dropped connections. It answers as WordPress 6 does (wp-includes/user.php
 * wp_authenticate_application_password, rest-api.php): an unauthenticated /users/me is 401
 * `rest_not_logged_in`; unavailable application passwords are 401 `application_passwords_disabled`
 * and missing from the index's `authentication`. A wrong password is 401 `incorrect_password`, as
 * WordPress documents it (the CI's WordPress 6.1 answers `rest_not_logged_in` instead: both happen).
 */
export async function startFakeWordpress(options: FakeWordpressOptions = {}) {
  const opts: Required<FakeWordpressOptions> = {
    permalinks: 'pretty',
    authorizationHeader: 'kept',
    applicationPasswords: 'on',
    siteWideBasicAuth: false,
    postPageStatus: 200,
    wpCron: 'runs',
    cronBusyMs: 700,
    clock: () => new Date(),
    authorizationUrl: null,
    postLink: null,
    ...options,
  };
  const user: FakeUser = {
    id: 1,
    login: 'editor',
    password: 'abcd EFGH ijkl MNOP qrst UVWX',
    name: '편집자',
    roles: ['editor'],
    capabilities: { edit_posts: true, publish_posts: true, upload_files: true },
  };
  const posts: FakePost[] = [];
  /** Faults for POST /wp/v2/posts, used up in order. */
  const createFaults: WordpressFault[] = [];
  const requests: string[] = [];
  let base = '';

  const send = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  const wpError = (res: ServerResponse, status: number, code: string, message: string) => send(res, status, { code, message, data: { status } });
  const html = (res: ServerResponse, status: number, body: string) => res.writeHead(status, { 'Content-Type': 'text/html; charset=UTF-8' }).end(`<!doctype html><html><body>${body}</body></html>`);
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });
  /** publish_future_post for every `future` post whose date_gmt has come. */
  const runDueCron = () => {
    const now = opts.clock().toISOString().slice(0, 19);
    for (const p of posts) if (p.status === 'future' && p.date_gmt <= now) p.status = 'publish';
  };
  const linkOf = (id: number) => opts.postLink ?? (opts.permalinks === 'plain' ? `${base}/?p=${id}` : `${base}/post-${id}/`);
  const postJson = (p: FakePost) => ({
    id: p.id,
    link: p.link,
    status: p.status,
    date_gmt: p.date_gmt,
    featured_media: 0,
    title: { raw: p.title, rendered: p.title },
    content: { raw: p.content },
  });

  /** Who the request signs in as, or the WP_Error WordPress would answer with. */
  const authenticate = (req: IncomingMessage): { user: FakeUser | null } | { error: [number, string, string] } => {
    const header = opts.authorizationHeader === 'stripped' ? undefined : req.headers.authorization;
    if (!header?.startsWith('Basic ')) return { user: null };
    const [login, ...rest] = Buffer.from(header.slice(6), 'base64').toString().split(':');
    const password = rest.join(':');
    // Empty credentials are a visitor, as a real WordPress answers them (the authorize-url look-up sends them).
    if (!login && !password) return { user: null };
    if (login !== user.login) return { error: [401, 'invalid_username', '<strong>Error:</strong> The username is not registered on this site.'] };
    if (opts.applicationPasswords === 'off') return { error: [401, 'application_passwords_disabled', 'Application passwords are not available.'] };
    if (opts.applicationPasswords === 'off-for-user') return { error: [401, 'application_passwords_disabled_for_user', 'Application passwords are not available for your account. Please contact the site administrator for assistance.'] };
    if (password.replace(/\s/g, '') !== user.password.replace(/\s/g, '')) return { error: [401, 'incorrect_password', 'The provided password is an invalid application password.'] };
    return { user };
  };

  async function rest(req: IncomingMessage, res: ServerResponse, route: string, query: URLSearchParams) {
    const auth = authenticate(req);
    if ('error' in auth) return wpError(res, ...auth.error);
    const me = auth.user;
    const method = req.method ?? 'GET';
    if (route === '/' || route === '') {
      const authentication = opts.applicationPasswords === 'off' ? [] : { 'application-passwords': { endpoints: { authorization: opts.authorizationUrl ?? `${base}/wp-admin/authorize-application.php` } } };
      return send(res, 200, { name: '가짜 워드프레스', url: base, authentication });
    }
    if (route === '/wp/v2/users/me') {
      if (!me) return wpError(res, 401, 'rest_not_logged_in', 'You are not currently logged in.');
      return send(res, 200, { id: me.id, name: me.name, roles: me.roles, capabilities: me.capabilities });
    }
    if (route === '/wp/v2/posts' && method === 'POST') {
      const fault = createFaults.shift();
      if (fault === 'network') return req.socket.destroy();
      if (fault) return fault.status === 429 ? html(res, 429, 'Too Many Requests') : wpError(res, fault.status, 'internal_server_error', 'There has been a critical error on this website.');
      if (!me?.capabilities.edit_posts) return wpError(res, 403, 'rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.');
      const body = JSON.parse(await readBody(req)) as { title: string; content: string; status: string; date_gmt?: string };
      if (body.status === 'publish' && !me.capabilities.publish_posts) return wpError(res, 403, 'rest_cannot_publish', 'Sorry, you are not allowed to publish posts in this post type.');
      const id = posts.length + 101;
      const date_gmt = body.date_gmt ?? opts.clock().toISOString().slice(0, 19);
      // WordPress publishes a `future` post whose time has already come (wp_insert_post).
      const status = body.status === 'future' && date_gmt <= opts.clock().toISOString().slice(0, 19) ? 'publish' : body.status;
      const post = { id, title: body.title, content: body.content, status, date_gmt, link: linkOf(id) };
      posts.push(post);
      return send(res, 201, postJson(post));
    }
    if (route === '/wp/v2/posts') {
      const search = query.get('search') ?? '';
      return send(res, 200, posts.filter((p) => p.content.includes(search) || p.title.includes(search)).map(postJson));
    }
    const one = /^\/wp\/v2\/posts\/(\d+)$/.exec(route);
    if (one) {
      const post = posts.find((p) => p.id === Number(one[1]));
      return post ? send(res, 200, postJson(post)) : wpError(res, 404, 'rest_post_invalid_id', 'Invalid post ID.');
    }
    if (/^\/wp\/v2\/(categories|tags|media)$/.test(route) && method === 'GET') return send(res, 200, []);
    return wpError(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (opts.siteWideBasicAuth) return res.writeHead(401, { 'Content-Type': 'text/html', 'WWW-Authenticate': 'Basic realm="staging"' }).end('<h1>401 Authorization Required</h1>');
    if (url.pathname === '/wp-cron.php') {
      if (opts.wpCron === 'runs') runDueCron();
      if (opts.wpCron === 'busy') setTimeout(runDueCron, opts.cronBusyMs);
      return res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end();
    }
    if (url.pathname.startsWith('/wp-json')) {
      if (opts.permalinks === 'plain') return html(res, 404, 'Page not found');
      const query = new URLSearchParams(url.search);
      return void rest(req, res, url.pathname.slice('/wp-json'.length) || '/', query);
    }
    if (url.pathname === '/' && url.searchParams.has('rest_route')) {
      const query = new URLSearchParams(url.search);
      const route = query.get('rest_route') ?? '/';
      query.delete('rest_route');
      return void rest(req, res, route, query);
    }
    const post = posts.find((p) => new URL(p.link).pathname === url.pathname && (url.pathname !== '/' || url.searchParams.get('p') === String(p.id)));
    if (post) return html(res, opts.postPageStatus, opts.postPageStatus === 200 ? `<h1>${post.title}</h1>${post.content}` : 'Not Found');
    return html(res, url.pathname === '/' ? 200 : 404, '가짜 워드프레스');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    /** The site's behaviour; a test may change it between requests (a host moved, a plugin turned on). */
    options: opts,
    user,
    posts,
    createFaults,
    requests,
    runDueCron,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
