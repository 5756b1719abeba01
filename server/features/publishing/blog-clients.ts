import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogConnections, users, vipProfiles } from '../../db/schema';
import type { Env } from '../../env';
import { createBloggerClient, type GoogleOAuthConfig } from '../../integrations/blogger/blogger.adapter';
import type { Mailer } from '../../integrations/mail/mail-message';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createWordpressClient } from '../../integrations/wordpress/wordpress.adapter';
import { AppError } from '../../lib/app-error';
import type { Sealer } from '../../lib/crypto';
import type { Logger } from '../../lib/logger';
import { createSafeFetch, type SafeFetch } from '../../lib/safe-fetch';
import { C } from './publishing.messages';

/** What publishing needs from the app (a subset of AppDeps, so jobs can build it too). */
export type PublishDeps = { db: Db; env: Env; sealer: Sealer; storage: FileStorage; mailer: Mailer; logger: Logger };
export type BlogRow = typeof blogConnections.$inferSelect;

const fetchers = new WeakMap<Env, SafeFetch>();
/** The guarded fetch for members' blog URLs (PUBLISH_ALLOW_PRIVATE_HOSTS lifts the private-host ban). */
export function blogFetch(env: Env): SafeFetch {
  let f = fetchers.get(env);
  if (!f) fetchers.set(env, (f = createSafeFetch({ allowPrivateHosts: env.PUBLISH_ALLOW_PRIVATE_HOSTS })));
  return f;
}

export function googleOAuthConfig(env: Env): GoogleOAuthConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authorizeUrl: env.GOOGLE_OAUTH_AUTHORIZE_URL,
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
    apiBaseUrl: env.BLOGGER_API_BASE_URL,
  };
}

type Sealed = { password?: string; refreshToken?: string };
export const sealCredentials = (sealer: Sealer, value: Sealed) => sealer.seal(JSON.stringify(value));
const openCredentials = (sealer: Sealer, blog: BlogRow): Sealed => (blog.sealedCredentials ? (JSON.parse(sealer.open(blog.sealedCredentials)) as Sealed) : {});

export function wordpressClientFor(deps: Pick<PublishDeps, 'env' | 'sealer'>, blog: BlogRow) {
  return createWordpressClient({ siteUrl: blog.siteUrl, username: blog.username ?? '', password: openCredentials(deps.sealer, blog).password ?? '' }, blogFetch(deps.env));
}

export function bloggerClientFor(deps: Pick<PublishDeps, 'env' | 'sealer'>, blog: BlogRow) {
  const config = googleOAuthConfig(deps.env);
  if (!config) throw new AppError('BLOGGER_NOT_CONFIGURED', C.bloggerNotConfigured, 503);
  return createBloggerClient(config, openCredentials(deps.sealer, blog).refreshToken ?? '');
}

/** Where the member's publishing mail goes: the notification email set on /vipProfile, else the account's. */
export async function memberMailbox(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, notificationEmail: vipProfiles.notificationEmail })
    .from(users)
    .leftJoin(vipProfiles, eq(vipProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row?.notificationEmail || row?.email || null;
}

/** The blog refused our credentials: mark the connection broken (once) and tell the member by mail. */
export async function markBlogBroken(deps: PublishDeps, blog: BlogRow, reason: string, now: Date) {
  const changed = await deps.db
    .update(blogConnections)
    .set({ status: 'broken', brokenReason: reason, brokenAt: now, updatedAt: now })
    .where(and(eq(blogConnections.id, blog.id), eq(blogConnections.status, 'active')))
    .returning({ id: blogConnections.id });
  if (!changed.length) return;
  const to = await memberMailbox(deps.db, blog.userId);
  if (!to) return;
  const link = `${deps.env.BASE_URL}/blog-connect`;
  await deps.mailer
    .send({
      to,
      subject: `[블로그 연결 끊김] ${blog.name}`,
      text: `${blog.name}(${blog.siteUrl}) 연결이 끊어졌습니다.\n${reason}\n다시 연결하기: ${link}`,
      html: `<p><b>${escape(blog.name)}</b> (${escape(blog.siteUrl)}) 연결이 끊어졌습니다.</p><p>${escape(reason)}</p><p><a href="${link}">블로그 다시 연결하기</a></p>`,
      links: [link],
    })
    .catch((err: unknown) => deps.logger.warn('broken-blog mail not sent', { blogId: blog.id, error: err instanceof Error ? err.message : String(err) }));
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
