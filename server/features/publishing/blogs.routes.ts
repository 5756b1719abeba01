import { httpUrl } from '@contracts/http-url';
import { BLOG_URL_INVALID, connectBlogInput, siteSettingsInput } from '@contracts/publishing';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { valid } from '../../lib/validate';
import { requireSignedIn } from '../accounts';
import { bloggerAuthorizeUrl, exchangeBloggerCode } from '../../integrations/blogger/blogger.adapter';
import { googleOAuthConfig } from './blog-clients';
import { openOAuthState, sealBloggerGrant, sealOAuthState } from './blogger-grant';
import { listBlogConnections } from './blogs.service';
import { checkBlog, connectBlog, deleteBlog, listGrantBlogs, wordpressAuthorizeUrl } from './connect.service';
import { C } from './publishing.messages';
import { getSiteSettings, listBlogCategories, updateSiteSettings } from './settings.service';

const idParam = z.object({ id: z.string().min(1).max(100) });
const siteQuery = z.object({ siteUrl: httpUrl(BLOG_URL_INVALID, { max: 300 }) });
const grantQuery = z.object({ grant: z.string().min(1).max(4000) });
const callbackQuery = z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() });
// One id for this app on every WordPress site, so the member sees one entry per site in their profile.
const WORDPRESS_APP_ID = '7d0f4a56-2f0c-4b53-9f7e-5d1f6e0b2a11';

const bloggerRedirectUri = (baseUrl: string) => `${baseUrl}/api/blogs/blogger/callback`;

export const blogsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json({ items: await listBlogConnections(c.get('deps').db, user.id) }, 200);
  })
  .post('/', valid('json', connectBlogInput), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await connectBlog(c.get('deps'), user.id, c.req.valid('json')), 201);
  })
  // WordPress's one-click flow: its authorization page hands an application password back to /blog-connect.
  .get('/wordpress/authorize-url', valid('query', siteQuery), async (c) => {
    await requireSignedIn(c);
    return c.json(await wordpressAuthorizeUrl(c.get('deps'), { siteUrl: c.req.valid('query').siteUrl, appId: WORDPRESS_APP_ID }), 200);
  })
  .get('/blogger/start', async (c) => {
    const { user } = await requireSignedIn(c);
    const { env, sealer } = c.get('deps');
    const config = googleOAuthConfig(env);
    if (!config) throw new AppError('GOOGLE_NOT_CONFIGURED', C.googleNotConfigured, 503);
    return c.json({ url: bloggerAuthorizeUrl(config, { redirectUri: bloggerRedirectUri(env.BASE_URL), state: sealOAuthState({ sealer }, user.id) }) }, 200);
  })
  // Google sends the member back here; the refresh token goes on to the page sealed, to pick a blog.
  .get('/blogger/callback', valid('query', callbackQuery), async (c) => {
    const { user } = await requireSignedIn(c);
    const deps = c.get('deps');
    const { code, state, error } = c.req.valid('query');
    const back = `${deps.env.BASE_URL}/blog-connect`;
    const config = googleOAuthConfig(deps.env);
    if (error || !code || !state || !config || !openOAuthState(deps, state, user.id)) return c.redirect(`${back}?blogger=failed`, 302);
    try {
      const tokens = await exchangeBloggerCode(config, { code, redirectUri: bloggerRedirectUri(deps.env.BASE_URL) });
      return c.redirect(`${back}?blogger=${sealBloggerGrant(deps, { userId: user.id, refreshToken: tokens.refreshToken })}`, 302);
    } catch (err) {
      deps.logger.warn('blogger code exchange failed', { error: err instanceof Error ? err.message : String(err) });
      return c.redirect(`${back}?blogger=failed`, 302);
    }
  })
  .get('/blogger/blogs', valid('query', grantQuery), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json({ items: await listGrantBlogs(c.get('deps'), user.id, c.req.valid('query').grant) }, 200);
  })
  .post('/:id/check', valid('param', idParam), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await checkBlog(c.get('deps'), { userId: user.id, id: c.req.valid('param').id }), 200);
  })
  .delete('/:id', valid('param', idParam), async (c) => {
    const { user } = await requireSignedIn(c);
    await deleteBlog(c.get('deps'), { userId: user.id, id: c.req.valid('param').id });
    return c.json({ ok: true as const }, 200);
  })
  .get('/:id/settings', valid('param', idParam), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await getSiteSettings(c.get('deps'), { userId: user.id, blogId: c.req.valid('param').id }), 200);
  })
  .put('/:id/settings', valid('param', idParam), valid('json', siteSettingsInput), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await updateSiteSettings(c.get('deps'), { userId: user.id, blogId: c.req.valid('param').id, settings: c.req.valid('json') }), 200);
  })
  .get('/:id/categories', valid('param', idParam), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json({ items: await listBlogCategories(c.get('deps'), { userId: user.id, blogId: c.req.valid('param').id }) }, 200);
  });

