import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-context';
import { isCompressibleType, varyOnAcceptEncoding } from './compression';
import { matchPagePath, type PageData } from '@contracts/pages';
import { FRAMED_PATHS, type Prerendered, type SpaFeatures } from './prerender';

/**
 * What the server writes into one page before the SPA runs: its status (404 for an unknown product or
 * article) and the head tags crawlers and link previews read (title, description, canonical, Open Graph);
 * for a shared post, an article or a product, what its page shows (`#page-data`), to render it with.
 */
export type PageRenderer = (c: Context<AppEnv>) => Promise<{ status: 200 | 404; head: string; data?: PageData }>;

/**
 * `/` and the pages that arrive as a frame (their heading; src/app/page-frame.tsx), as the phone's first screen
 * gets them: without the font preloads and marked data-fonts="later", so their text first paints in the
 * metric-matched system fallback (src/index.css) and Pretendard is fetched after that paint (src/main.tsx)
 * instead of competing with the page's scripts, session and data before it. Pages that arrive whole with long
 * text (a post, an article, the legal pages) keep the preloads: their text would move as a late face swapped in.
 */
export function fontsAfterFirstPaint(html: string) {
  return html.replace(/<link rel="preload"[^>]*as="font"[^>]*>\s*/g, '').replace(/<html(?=[\s>])/, '<html data-fonts="later"');
}

/** Puts a prerendered page inside #root (a function replacer: the markup is never a replacement pattern). */
const withRoot = (html: string, markup: string | undefined) => (markup ? html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`) : html);

/**
 * Serves the built SPA (dist/client, never the server bundle beside it): hashed assets cached for a year,
 * everything else revalidated, and every path of the route table answered with index.html so client-side
 * routes survive a reload (any other path gets it with a 404, and the SPA shows its 404 page); text assets
 * go out precompressed (brotli or gzip) as the client accepts. Source maps are refused unless `sourceMaps`
 * is set (PUBLIC_SOURCE_MAPS).
 */
export function mountSpa(
  app: Hono<AppEnv>,
  staticDir: string,
  options: { sourceMaps?: boolean; features?: SpaFeatures; page?: PageRenderer; prerendered?: Promise<Prerendered | null> } = {},
) {
  // The pages rendered when the server started (server/lib/prerender.ts): until they are there (a few
  // hundred ms), or when they could not be made, a page goes out with an empty #root and the SPA draws it.
  let rendered: Prerendered | null = null;
  void options.prerendered?.then((pages) => (rendered = pages));
  // What the server offers goes into the page itself (a JSON data block, not a script that runs), so the
  // first render lays the write page out as it will stay instead of moving when /api/session answers.
  const features = options.features ? `<script type="application/json" id="server-features">${JSON.stringify(options.features)}</script>` : '';
  const built = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const indexHtml = built.includes('</head>') ? built.replace('</head>', `${features}</head>`) : `${features}${built}`;
  // With a page renderer, the built title and description give way to the page's own tags.
  const template = options.page ? indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '') : indexHtml;
  // Split once: the page's tags are joined in, never passed through String#replace, whose `$'` a product name could hold.
  const headEnd = template.includes('</head>') ? template.indexOf('</head>') : 0;
  const [before, after] = [template.slice(0, headEnd), template.slice(headEnd)];
  // `/` itself comes with the write page already in #root (the SPA hydrates it), as do the other pages
  // rendered at start-up (PRERENDERED_PATHS); `/index.html` is the same document for the browser, but the
  // SPA's router does not know that path, so it gets no markup. A shared post's page comes with its post.
  const later = { plain: fontsAfterFirstPaint(indexHtml), before: fontsAfterFirstPaint(before) };
  // A shared post fills the template made at start-up; an article or a product is rendered for its request
  // (and kept), going out unrendered if that takes too long (Prerendered.render).
  const renderWithData = async (location: string, data: PageData): Promise<string | undefined> => {
    if (!rendered) return undefined;
    const { shared } = data;
    if (shared) return rendered.shared?.({ shareId: shared.shareId, html: shared.html, createdAt: shared.post.createdAt });
    return (await rendered.render(location, data)) ?? undefined;
  };
  const sendPage = async (c: Context<AppEnv>) => {
    const pageMarkup = rendered && Object.hasOwn(rendered.pages, c.req.path) ? rendered.pages[c.req.path] : undefined;
    const isHome = c.req.path === '/' || c.req.path === '/index.html';
    const framed = pageMarkup !== undefined && FRAMED_PATHS.includes(c.req.path);
    if (!options.page) return matchPagePath(c.req.path) ? c.html(withRoot(isHome || framed ? later.plain : indexHtml, pageMarkup)) : c.html(indexHtml, 404);
    const page = await options.page(c);
    const markup = page.data ? await renderWithData(c.req.path, page.data) : page.status === 200 ? pageMarkup : undefined;
    const fontsLater = isHome || (framed && markup !== undefined);
    return c.html(`${fontsLater ? later.before : before}${page.head}\n  ${withRoot(after, markup)}`, page.status);
  };
  if (!options.sourceMaps) {
    app.use('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not Found', 404) : next()));
  }
  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/') || c.res.status !== 200) return;
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    // Identity answers vary too: a cache must not hand the plain file to a client that asked for brotli.
    if (isCompressibleType(c.res.headers.get('Content-Type'))) varyOnAcceptEncoding(c.res.headers);
  });
  // The page itself always comes from memory (with the features block), never from the file on disk.
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  // The build writes .br and .gz beside every text asset (scripts/precompress.mjs); the file matching
  // Accept-Encoding is sent as it is, so no asset is compressed per request.
  app.use('*', serveStatic({ root: staticDir, precompressed: true }));
  // A file that is not there stays a plain 404, unless a browser navigated to it: it gets the 404 page.
  app.get('*', (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    if (path.extname(c.req.path) !== '' && !c.req.header('Accept')?.includes('text/html')) return next();
    return sendPage(c);
  });
}
