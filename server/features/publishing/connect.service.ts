import { randomUUID } from 'node:crypto';
import { isHttpUrl } from '@contracts/http-url';
import type { BlogConnectionView, ConnectBlogInput } from '@contracts/publishing';
import { KST_OFFSET_MS } from '@contracts/seoul-time';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { blogConnections, blogSiteSettings, publications } from '../../db/schema';
import { BloggerError, type BloggerBlog, createBloggerClient } from '../../integrations/blogger/blogger.adapter';
import { canPublish, createWordpressClient, type WordpressClient, WordpressError } from '../../integrations/wordpress/wordpress.adapter';
import { AppError } from '../../lib/app-error';
import { BlockedHostError } from '../../lib/safe-fetch';
import { blogFetch, bloggerClientFor, googleOAuthConfig, type PublishDeps, sealCredentials, wordpressClientFor } from './blog-clients';
import { getOwnBlog, toBlogView } from './blogs.service';
import { openBloggerGrant } from './blogger-grant';
import { withdrawBlogSchedule } from './publish-remote';
import { C, M } from './publishing.messages';

type Deps = Pick<PublishDeps, 'db' | 'env' | 'sealer'>;

/** The site's address as we keep it: scheme, host, path, no trailing slash, query or fragment. */
export function normalizeSiteUrl(raw: string) {
  const u = new URL(raw.trim());
  return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
}

/** explainWordpressFailure, after asking the site whether application passwords work there at all (on a 401). */
export async function explainWithSiteInfo(wp: WordpressClient, err: unknown, siteUrl: string) {
  const appPasswords = err instanceof WordpressError && err.status === 401 ? await wp.siteInfo().then((i) => i.applicationPasswords, () => null) : null;
  return explainWordpressFailure(err, siteUrl, appPasswords);
}

/** A connection failure as the member should read it (Korean, with what to do). */
export function explainWordpressFailure(err: unknown, siteUrl: string, appPasswords: boolean | null = null): string {
  if (err instanceof BlockedHostError) return C.blockedHost;
  if (!(err instanceof WordpressError)) return C.unreachable;
  if (err.kind === 'temporary') return err.status === 0 ? C.unreachable : C.temporary(err.status);
  // A 401 that is not WordPress's JSON: the web server answered before WordPress saw our credentials
  // (a site-wide Basic Auth password, or a host rule in front of PHP).
  if (err.status === 401 && err.code.startsWith('http_')) return C.headerStripped;
  if (err.status === 404 || err.code.startsWith('http_')) return C.noRestApi;
  if (err.code === 'incorrect_password' || err.code === 'invalid_username' || err.code === 'invalid_email') return C.wrongPassword;
  // WordPress offers application passwords only over https or in a 'local' environment (wp_is_application_passwords_supported).
  const http = siteUrl.startsWith('http://');
  if (err.code === 'application_passwords_disabled') return http ? C.httpNotLocal : C.appPasswordsDisabled;
  if (err.code === 'application_passwords_disabled_for_user') return C.appPasswordsDisabled;
  if (err.status === 401) {
    // WordPress lists application passwords in its API index only where they work.
    if (appPasswords === false) return http ? C.httpNotLocal : C.appPasswordsDisabled;
    // WordPress saw a visitor although we sent credentials (rest_not_logged_in): the host dropped the
    // Authorization header, or — as WordPress 6.1 answers a wrong or revoked application password too —
    // the password is wrong. WordPress gives no way to tell the two apart, so both are named.
    return `${C.wrongPassword} ${C.headerStrippedIfRight}`;
  }
  if (err.status === 403) return C.cannotPublish;
  return `${C.noRestApi} (${err.code})`;
}

async function verifyWordpress(deps: Deps, creds: { siteUrl: string; username: string; password: string }) {
  const wp = createWordpressClient(creds, blogFetch(deps.env));
  try {
    const user = await wp.me();
    if (!canPublish(user)) throw new AppError('WORDPRESS_CANNOT_PUBLISH', C.cannotPublish, 422);
    const info = await wp.siteInfo().catch(() => ({ name: '' }));
    return { name: info.name || new URL(creds.siteUrl).host };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('WORDPRESS_UNVERIFIED', await explainWithSiteInfo(wp, err, creds.siteUrl), 422);
  }
}

/** Verifies and saves a blog connection; credentials are sealed and never come back out. */
export async function connectBlog(deps: Deps & { now?: Date }, userId: string, input: ConnectBlogInput): Promise<BlogConnectionView> {
  const now = deps.now ?? new Date();
  const id = randomUUID();
  let row: typeof blogConnections.$inferInsert;
  if (input.kind === 'wordpress') {
    const siteUrl = normalizeSiteUrl(input.siteUrl);
    const password = input.applicationPassword.trim();
    const { name } = await verifyWordpress(deps, { siteUrl, username: input.username, password });
    row = { id, userId, kind: 'wordpress', name, siteUrl, username: input.username, sealedCredentials: sealCredentials(deps.sealer, { password }) };
  } else if (input.kind === 'blogger') {
    const grant = openBloggerGrant(deps, userId, input.grantId);
    const config = googleOAuthConfig(deps.env);
    if (!config) throw new AppError('GOOGLE_NOT_CONFIGURED', C.googleNotConfigured, 503);
    const blogs = await listGrantBlogs(deps, userId, input.grantId);
    const blog = blogs.find((b) => b.id === input.remoteBlogId);
    if (!blog) throw new AppError('BLOGGER_NO_BLOG', C.bloggerNoBlog, 422);
    row = { id, userId, kind: 'blogger', name: blog.name, siteUrl: blog.url, remoteBlogId: blog.id, username: grant.email ?? null, sealedCredentials: sealCredentials(deps.sealer, { refreshToken: grant.refreshToken }) };
  } else {
    const siteUrl = normalizeSiteUrl(input.siteUrl);
    row = { id, userId, kind: input.kind, name: input.name?.trim() || new URL(siteUrl).host + new URL(siteUrl).pathname.replace(/\/$/, ''), siteUrl };
  }
  await deps.db.transaction(async (tx) => {
    await tx.insert(blogConnections).values({ ...row, createdAt: now, updatedAt: now });
    await tx.insert(blogSiteSettings).values({ blogId: id, postStatus: 'publish', updatedAt: now });
  });
  return toBlogView(await getOwnBlog(deps.db, { userId, id }));
}

/** The blogs of the Google account behind a pending Blogger grant. */
export async function listGrantBlogs(deps: Deps, userId: string, grantId: string): Promise<BloggerBlog[]> {
  const grant = openBloggerGrant(deps, userId, grantId);
  const config = googleOAuthConfig(deps.env);
  if (!config) throw new AppError('GOOGLE_NOT_CONFIGURED', C.googleNotConfigured, 503);
  try {
    return await createBloggerClient(config, grant.refreshToken).blogs();
  } catch (err) {
    if (err instanceof BloggerError && err.kind === 'auth') throw new AppError('BLOGGER_AUTH', C.bloggerAuth, 422);
    throw new AppError('BLOGGER_UNREACHABLE', C.unreachable, 502);
  }
}

/** Checks a saved connection now: a working one becomes active again, a refused one broken. */
export async function checkBlog(deps: Deps, { userId, id, now = new Date() }: { userId: string; id: string; now?: Date }) {
  const blog = await getOwnBlog(deps.db, { userId, id });
  let problem: string | null = null;
  let broken = false;
  if (blog.kind === 'wordpress') {
    const wp = wordpressClientFor(deps, blog);
    try {
      const user = await wp.me();
      if (!canPublish(user)) problem = C.cannotPublish;
    } catch (err) {
      problem = await explainWithSiteInfo(wp, err, blog.siteUrl);
      broken = err instanceof WordpressError && err.kind === 'auth';
    }
  } else if (blog.kind === 'blogger') {
    try {
      await bloggerClientFor(deps, blog).getPost(blog.remoteBlogId ?? '', 'none').catch((e: unknown) => {
        if (e instanceof BloggerError && e.status === 404) return null;
        throw e;
      });
    } catch (err) {
      broken = err instanceof BloggerError && err.kind === 'auth';
      problem = broken ? M.googleRevoked : C.unreachable;
    }
  }
  if (broken || (!problem && blog.status === 'broken')) {
    await deps.db
      .update(blogConnections)
      .set(broken ? { status: 'broken', brokenReason: problem, brokenAt: now, updatedAt: now } : { status: 'active', brokenReason: null, brokenAt: null, updatedAt: now })
      .where(eq(blogConnections.id, blog.id));
  }
  return { ok: !problem, message: problem ?? C.checkOk, blog: toBlogView(await getOwnBlog(deps.db, { userId, id })) };
}

/** Removes a connection; what was still scheduled for it is cancelled (history keeps the rest). */
export async function deleteBlog(deps: Deps, { userId, id, now = new Date() }: { userId: string; id: string; now?: Date }) {
  const blog = await getOwnBlog(deps.db, { userId, id });
  if (blog.kind === 'wordpress') {
    // Posts handed to WordPress as scheduled would still go out: they go to the trash with the connection
    // (best effort: a connection that no longer signs in must still be removable).
    const held = await deps.db
      .select({ id: publications.id })
      .from(publications)
      .where(and(eq(publications.blogId, id), eq(publications.scheduledBy, 'blog'), eq(publications.status, 'scheduled'), isNotNull(publications.remoteId)));
    for (const p of held) await withdrawBlogSchedule(deps, { userId, id: p.id }).catch(() => undefined);
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(publications)
      .set({ status: 'cancelled', nextAttemptAt: null, updatedAt: now })
      .where(and(eq(publications.blogId, id), inArray(publications.status, ['scheduled', 'waiting-for-member'])));
    await tx.delete(blogConnections).where(and(eq(blogConnections.id, id), eq(blogConnections.userId, userId)));
  });
}

/**
 * The authorization page the site names, when it is an http(s) page of the site itself (its origin, or
 * the same host over https). The member's browser is sent there, so a `javascript:` URL or another
 * site's page from a hostile index is never handed out.
 */
function sameSiteAuthorizeUrl(endpoint: string, siteUrl: string): URL | null {
  if (!isHttpUrl(endpoint)) return null;
  const u = new URL(endpoint);
  const site = new URL(siteUrl);
  const upgraded = site.protocol === 'http:' && u.protocol === 'https:' && u.hostname === site.hostname && u.port === '';
  return u.origin === site.origin || upgraded ? u : null;
}

/** WordPress's own authorization page for a one-click application password (WordPress 5.6+). */
export async function wordpressAuthorizeUrl(deps: Deps, { siteUrl, appId }: { siteUrl: string; appId: string }) {
  const site = normalizeSiteUrl(siteUrl);
  const wp = createWordpressClient({ siteUrl: site, username: '', password: '' }, blogFetch(deps.env));
  let endpoint: string | null;
  try {
    endpoint = (await wp.siteInfo()).authorizationUrl;
  } catch (err) {
    throw new AppError('WORDPRESS_UNREACHABLE', explainWordpressFailure(err, site), 422);
  }
  if (!endpoint) throw new AppError('WORDPRESS_NO_AUTHORIZE', C.authorizeUnavailable, 422);
  const u = sameSiteAuthorizeUrl(endpoint, site);
  if (!u) throw new AppError('WORDPRESS_FOREIGN_AUTHORIZE', C.authorizeForeign, 422);
  const back = `${deps.env.BASE_URL}/blog-connect`;
  // WordPress refuses a second application password of the same name ("Each application name should be
  // unique"), so a member who connects again gets a new name: the time of this request, in KST.
  const kst = new Date(Date.now() + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
  u.searchParams.set('app_name', `글빛 ${kst}`);
  u.searchParams.set('app_id', appId);
  u.searchParams.set('success_url', `${back}?wp=approved`);
  u.searchParams.set('reject_url', `${back}?wp=rejected`);
  return { url: u.toString(), siteUrl: site };
}
