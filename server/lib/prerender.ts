import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { PageData } from '@contracts/pages';
import { SEOUL_TIME_ZONE } from '@contracts/seoul-time';
import type { Logger } from './logger';

/** What the server offers, as the SPA reads it from the page (`#server-features`). */
export type SpaFeatures = { google: boolean; offlineWriter: boolean };

/** The shared post a `/blog/{id}` page is filled with. */
export type SharedFill = { shareId: string; html: string; createdAt: string };

/**
 * Pages of the SPA rendered to HTML once, when the server starts, for #root: pages that look the same for
 * everyone on arrival (by path), and a shared post's page (`/blog/{id}`) as a template that each request
 * fills with its post.
 */
export type Prerendered = { pages: Readonly<Record<string, string>>; shared: ((post: SharedFill) => string) | null };

/**
 * The pages rendered by path: the write page, the public pages a crawler reads, and the history page's
 * frame (its list loads after). Each shows the same to everyone until the SPA has taken it over; a page
 * that needs sign-in is not among them.
 */
export const PRERENDERED_PATHS = ['/', '/history', '/terms', '/privacy', '/company', '/guide', '/contents'] as const;

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

// Runs in a worker thread: the SPA's modules read the page's blocks from `document` when they load, and
// NProgress and the stores keep module state, so each server renders in a worker of its own.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const blocks = workerData.blocks;
globalThis.document = { getElementById: (id) => (Object.hasOwn(blocks, id) ? { textContent: blocks[id] } : null) };
import(pathToFileURL(workerData.entry).href)
  .then(async ({ renderPage }) => {
    const pages = {};
    const errors = {};
    for (const location of workerData.locations) {
      try {
        pages[location] = await renderPage(location);
      } catch (error) {
        errors[location] = String((error && error.stack) || error);
      }
    }
    parentPort.postMessage({ pages, errors });
  })
  .catch((error) => parentPort.postMessage({ error: String((error && error.stack) || error) }));
`;

const RENDER_TIMEOUT_MS = 20_000;

/**
 * Renders PRERENDERED_PATHS and the shared-post template from the SSR build (`entry`, dist/prerender/prerender.js) in a
 * worker, with this server's features and site facts in the page, as the browser will read them: the
 * markup then matches what the SPA renders when it hydrates. Resolves to null when there is no build or
 * the render fails (logged): the pages then go out with an empty #root and the SPA draws them itself.
 */
export function prerenderPages(options: { entry: string; features: SpaFeatures; siteFacts: unknown; logger: Logger }): Promise<Prerendered | null> {
  const { entry, features, siteFacts, logger } = options;
  if (!existsSync(entry)) return Promise.resolve(null);
  const pageData: PageData = { shared: { shareId: SHARE_ID, post: { title: '', content: '', keyword: '', createdAt: SLOT_DATE }, html: HTML_SLOT } };
  const blocks = { 'server-features': JSON.stringify(features), 'site-facts': JSON.stringify(siteFacts), 'page-data': JSON.stringify(pageData) };
  return new Promise((resolve) => {
    const started = performance.now();
    const sharedLocation = `/blog/${SHARE_ID}`;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entry, blocks, locations: [...PRERENDERED_PATHS, sharedLocation] } });
    worker.unref();
    let done = false;
    const finish = (result: Prerendered | null, problem?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      if (problem) logger.warn('prerender failed; pages go out unrendered', { error: problem });
      else logger.info('prerendered', { ms: Math.round(performance.now() - started), pages: Object.keys(result?.pages ?? {}).length, shared: result?.shared !== null });
      resolve(result);
    };
    const timer = setTimeout(() => finish(null, `no answer in ${RENDER_TIMEOUT_MS} ms`), RENDER_TIMEOUT_MS);
    timer.unref();
    worker.once('message', (message: { pages?: Record<string, string>; errors?: Record<string, string>; error?: string }) => {
      if (!message.pages) return finish(null, message.error ?? 'no pages');
      // A page that failed to render goes out unrendered; the others are kept.
      for (const [location, error] of Object.entries(message.errors ?? {})) logger.warn('prerender: a page failed; it goes out unrendered', { location, error });
      const { [sharedLocation]: sharedPage, ...pages } = message.pages;
      const shared = sharedPage === undefined ? null : sharedTemplate(sharedPage);
      if (sharedPage !== undefined && !shared) logger.warn('prerender: the shared page lacks its post slots; /blog pages go out unrendered');
      finish({ pages, shared });
    });
    worker.once('error', (error) => finish(null, String(error.stack ?? error)));
    worker.once('exit', (code) => finish(null, `worker exited (${code})`));
  });
}
