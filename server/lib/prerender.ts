import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { APP_PAGE_PATHS, type PageData } from '@contracts/pages';
import { SEOUL_TIME_ZONE } from '@contracts/seoul-time';
import type { Logger } from './logger';
import { withinTime } from './within-time';

/** What the server offers, as the SPA reads it from the page (`#server-features`). */
export type SpaFeatures = { google: boolean; offlineWriter: boolean };

/** The shared post a `/blog/{id}` page is filled with. */
export type SharedFill = { shareId: string; html: string; createdAt: string };

/**
 * Pages of the SPA rendered to HTML for #root: once, when the server starts, pages that look the same for
 * everyone on arrival (by path) and a shared post's page (`/blog/{id}`) as a template that each request
 * fills with its post; per request (and kept), a page whose data comes with it.
 */
export type Prerendered = {
  pages: Readonly<Record<string, string>>;
  shared: ((post: SharedFill) => string) | null;
  /**
   * A page whose data comes with it (an article, a product), rendered for its request; null when it could not
   * be, or not in time (REQUEST_RENDER_TIMEOUT_MS, or COLD_RENDER_TIMEOUT_MS while the worker starts). A render
   * that comes too late is still kept for the next request.
   */
  render: (location: string, data: PageData) => Promise<string | null>;
};

/**
 * The pages rendered by path: the write page, the public pages a crawler reads, and the history page's
 * frame (its list loads after). Each shows the same to everyone until the SPA has taken it over; a page
 * that needs sign-in is not among them.
 */
export const PRERENDERED_PATHS = ['/', '/history', '/terms', '/privacy', '/company', '/guide', '/contents'] as const;

/**
 * Every other page of the route table with a fixed address goes out with its first screen: the layout and the
 * page's heading (src/app/page-frame.tsx), painted with the HTML while the page's code, the session and its data
 * load. A page without a heading goes out unrendered.
 */
export const FRAMED_PATHS: readonly string[] = APP_PAGE_PATHS.filter(
  (path) => !path.includes(':') && !(PRERENDERED_PATHS as readonly string[]).includes(path),
);

// What the template is rendered with, in place of a post: each stands once where the real value goes.
const SHARE_ID = 'geulbit-prerender-share';
const HTML_SLOT = 'geulbit-prerender-post-html';
const SLOT_DATE = '2001-02-03T04:05:06.000Z';
// How the shared page writes a post's date (formatSeoul(…, { dateStyle: 'long' }) in the SPA, the same ICU here).
const longDate = new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'long' });

/** For tests: what a rendered shared page holds where its post's values go. */
export const SHARED_SLOTS = { shareId: SHARE_ID, html: HTML_SLOT, createdAt: SLOT_DATE, date: longDate.format(new Date(SLOT_DATE)) } as const;

// As React writes text and attribute values, so a filled page is what the SPA itself would have rendered.
const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[ch] as string);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shared page's template as a function of the post, or null when the rendered page does not hold the
 * post's HTML and date exactly once each (the page changed how it shows them; it then goes out unrendered).
 */
export function sharedTemplate(html: string): Prerendered['shared'] {
  const date = escapeText(longDate.format(new Date(SLOT_DATE)));
  const count = (token: string) => html.split(token).length - 1;
  if (count(HTML_SLOT) !== 1 || count(date) !== 1) return null;
  // The template split once at its slots: [text, slot, text, slot, …, text].
  const parts = html.split(new RegExp(`(${[HTML_SLOT, date, SHARE_ID].map(escapeRegExp).join('|')})`));
  return (post) => {
    const value = { [HTML_SLOT]: post.html, [date]: escapeText(longDate.format(new Date(post.createdAt))), [SHARE_ID]: escapeText(post.shareId) };
    return parts.map((part, i) => (i % 2 === 1 ? value[part] : part)).join('');
  };
}

// The render worker is a module of its own: beside this file when the server runs from source, beside
// dist/server/index.js when it runs built (scripts/build-server.mjs builds both).
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCE ? './prerender-worker.ts' : './prerender-worker.js', import.meta.url);

/** Starts the render worker; from source, tsx loads its TypeScript (Node 20 does not hand a worker the parent's loader). */
function newRenderWorker(options: { workerData: unknown; resourceLimits: ResourceLimits }) {
  if (!FROM_SOURCE) return new Worker(WORKER_URL, options);
  const load = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(WORKER_URL.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { ...options, eval: true });
}

/** How long the start-up renders may take in all before the pages go out unrendered. */
const START_TIMEOUT_MS = 20_000;
/** How long a page rendered for its request (an article, a product) may take before it goes out unrendered. */
export const REQUEST_RENDER_TIMEOUT_MS = 1_000;
/**
 * The same when the render worker has to start first (the first page after WORKER_IDLE_MS): loading React's
 * server renderer and the app takes most of a second on a quiet machine and several on a busy one, and a
 * crawler that arrives then should still read the page, not an empty frame (CI, two instances: both empty).
 */
export const COLD_RENDER_TIMEOUT_MS = 5_000;
/** How long the render worker stays after its last page. */
const WORKER_IDLE_MS = 15_000;
/** Pages rendered for their request, kept by path and data (the newest 200). */
const CACHE_ENTRIES = 200;

// html null: a frame was asked for a page that has no heading.
type Reply = { id: number; html?: string | null; error?: string };

/** The worker, asked one page at a time; a page asked of a worker that is gone answers with the reason. */
function startWorker(entry: string, blocks: Record<string, string>, logger: Logger) {
  const worker = newRenderWorker({ workerData: { entry, blocks }, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
  worker.unref();
  const waiting = new Map<number, (reply: Reply) => void>();
  let next = 0;
  let gone: string | null = null;
  let answered = false;
  const end = (why: string, quietly = false) => {
    if (gone) return;
    gone = why;
    if (!quietly) logger.warn('prerender: the render worker stopped', { error: why });
    for (const answer of waiting.values()) answer({ id: -1, error: why });
    waiting.clear();
  };
  worker.on('message', (reply: Reply) => {
    answered = true;
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  worker.once('error', (error) => end(String(error.stack ?? error)));
  worker.once('exit', (code) => end(`worker exited (${code})`));
  return {
    render(location: string, data: PageData | null, frame = false): Promise<Reply> {
      if (gone) return Promise.resolve({ id: -1, error: gone });
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, location, data, frame });
      });
    },
    get gone() {
      return gone !== null;
    },
    /** It has loaded the app and answered a page. */
    get warm() {
      return answered && gone === null;
    },
    stop() {
      end('stopped', true);
      void worker.terminate();
    },
  };
}

/**
 * A render worker that is there only while pages are asked of it: started for the first page, stopped
 * `idleMs` after the last one answered. It holds ≈ 50 MB (React's server renderer and the app), which a
 * server that is only streaming posts should not carry.
 */
function workerOnDemand(entry: string, blocks: Record<string, string>, logger: Logger, idleMs: number) {
  let current: ReturnType<typeof startWorker> | null = null;
  let idle: NodeJS.Timeout | undefined;
  let asked = 0;
  const stop = () => {
    clearTimeout(idle);
    current?.stop();
    current = null;
  };
  return {
    async render(location: string, data: PageData | null, frame = false): Promise<Reply> {
      clearTimeout(idle);
      if (!current || current.gone) current = startWorker(entry, blocks, logger);
      asked += 1;
      try {
        return await current.render(location, data, frame);
      } finally {
        asked -= 1;
        if (asked === 0) {
          idle = setTimeout(stop, idleMs);
          idle.unref();
        }
      }
    },
    /** A started worker has answered and is still there: the next page needs no start. */
    get warm() {
      return current?.warm ?? false;
    },
    stop,
  };
}

/**
 * Renders PRERENDERED_PATHS and the shared-post template from the SSR build (`entry`, dist/prerender/prerender.js)
 * in a worker, with this server's features and site facts in the page, as the browser will read them: the
 * markup then matches what the SPA renders when it hydrates. Pages rendered per request (`render`) start
 * a worker again while they are asked for. Resolves to null when there is no build or it does not load (logged): the pages then
 * go out with an empty #root and the SPA draws them itself; a single page that fails goes out so alone.
 */
export function prerenderPages(options: {
  entry: string;
  features: SpaFeatures;
  siteFacts: unknown;
  logger: Logger;
  workerIdleMs?: number;
}): Promise<Prerendered | null> {
  const { entry, features, siteFacts, logger, workerIdleMs = WORKER_IDLE_MS } = options;
  if (!existsSync(entry)) return Promise.resolve(null);
  const worker = workerOnDemand(entry, { 'server-features': JSON.stringify(features), 'site-facts': JSON.stringify(siteFacts) }, logger, workerIdleMs);
  const started = performance.now();
  const sharedData: PageData = { shared: { shareId: SHARE_ID, post: { title: '', content: '', keyword: '', createdAt: SLOT_DATE }, html: HTML_SLOT } };
  const cache = new Map<string, string>();
  const renderAndKeep = async (key: string, location: string, data: PageData) => {
    const reply = await worker.render(location, data).catch((error: unknown) => ({ id: -1, error: String(error) }) as Reply);
    if (reply.html === undefined || reply.html === null) {
      logger.warn('prerender: a page failed; it goes out unrendered', { location, error: reply.error });
      return null;
    }
    cache.set(key, reply.html);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    return reply.html;
  };
  const render = async (location: string, data: PageData) => {
    const key = `${location}\n${createHash('sha256').update(JSON.stringify(data)).digest('base64url')}`;
    const hit = cache.get(key);
    if (hit !== undefined) {
      // Kept as the newest.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    return withinTime(renderAndKeep(key, location, data), worker.warm ? REQUEST_RENDER_TIMEOUT_MS : COLD_RENDER_TIMEOUT_MS);
  };
  let problem = `no answer in ${START_TIMEOUT_MS} ms`;
  const all = Promise.all([
    ...PRERENDERED_PATHS.map((path) => worker.render(path, null)),
    ...FRAMED_PATHS.map((path) => worker.render(path, null, true)),
    worker.render(`/blog/${SHARE_ID}`, sharedData),
  ]).catch((error: unknown) => {
    problem = String(error);
    return null;
  });
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, START_TIMEOUT_MS, null).unref());
  return Promise.race([all, timeout]).then((replies) => {
    if (!replies) {
      worker.stop();
      logger.warn('prerender failed; pages go out unrendered', { error: problem });
      return null;
    }
    const sharedReply = replies.pop() as Reply;
    // A page that failed to render goes out unrendered; the others are kept. A page without a heading has no frame.
    const pages: Record<string, string> = {};
    const paths = [...PRERENDERED_PATHS, ...FRAMED_PATHS];
    for (const [i, reply] of replies.entries()) {
      if (typeof reply.html === 'string') pages[paths[i] as string] = reply.html;
      else if (reply.html === undefined) logger.warn('prerender: a page failed; it goes out unrendered', { location: paths[i], error: reply.error });
    }
    if (Object.keys(pages).length === 0 && typeof sharedReply.html !== 'string') {
      worker.stop();
      logger.warn('prerender failed; pages go out unrendered', { error: sharedReply.error });
      return null;
    }
    const shared = typeof sharedReply.html === 'string' ? sharedTemplate(sharedReply.html) : null;
    if (!shared) logger.warn('prerender: the shared page lacks its post slots; /blog pages go out unrendered', { error: sharedReply.error });
    logger.info('prerendered', { ms: Math.round(performance.now() - started), pages: Object.keys(pages).length, shared: shared !== null });
    // Until an article or a product is asked for, no worker is kept.
    worker.stop();
    return { pages, shared, render };
  });
}
