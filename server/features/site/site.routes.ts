import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { indexNowKeyPath } from '../../integrations/indexnow/indexnow.adapter';
import { listPublishedArticleStamps } from '../contents';
import { listSharedStamps } from '../generations';
import { listPublishedProducts } from '../products';
import { escapeHtml } from './head-tags';
import { readSiteFacts } from './site-facts';

// A sitemap file holds at most 50,000 addresses (sitemaps.org); shared posts fill what the rest leaves.
const SITEMAP_MAX_URLS = 50_000;
const STATIC_PATHS = ['/', '/contents', '/guide', '/company', '/kin'];
// Pages no crawler needs: the API, consoles and one-time landings.
const DISALLOWED = ['/api/', '/admin/', '/oauth-callback', '/zoho-oauth', '/reset-password', '/wblog'];

const urlEntry = (base: string, path: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

/** GET /sitemap.xml, /robots.txt and the IndexNow key file, at the site's root. */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const { db, env } = c.get('deps');
    const [products, articles] = await Promise.all([listPublishedProducts(db), listPublishedArticleStamps(db)]);
    const entries = [
      ...STATIC_PATHS.map((p) => urlEntry(env.BASE_URL, p)),
      ...products.flatMap((p) => [urlEntry(env.BASE_URL, `/${p.slug}`, p.updatedAt), urlEntry(env.BASE_URL, `/${p.slug}-onepage`, p.updatedAt)]),
      ...articles.map((a) => urlEntry(env.BASE_URL, `/contents/${encodeURIComponent(a.id)}`, a.updatedAt)),
    ];
    const shared = await listSharedStamps(db, Math.max(0, SITEMAP_MAX_URLS - entries.length));
    entries.push(...shared.map((s) => urlEntry(env.BASE_URL, `/blog/${encodeURIComponent(s.shareId)}`, s.updatedAt)));
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    c.header('Cache-Control', 'public, max-age=600');
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  })
  .get('/robots.txt', (c) => {
    const { env } = c.get('deps');
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${env.BASE_URL}/sitemap.xml`, ''];
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(lines.join('\n'));
  })
  .get('/:file', async (c, next) => {
    const key = c.get('deps').env.INDEXNOW_KEY;
    if (!key || c.req.path !== indexNowKeyPath(key)) return next();
    return c.text(key);
  });

/** GET /api/site: the business facts (also written into every page), for the SPA served without them (Vite dev). */
export const siteRoutes = new Hono<AppEnv>().get('/', (c) => c.json(readSiteFacts(c.get('deps').env), 200));
