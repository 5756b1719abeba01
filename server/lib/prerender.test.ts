import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageData } from '@contracts/pages';
import type { Logger } from './logger';
import { COLD_RENDER_TIMEOUT_MS, FRAMED_PATHS, PRERENDERED_PATHS, prerenderPages, REQUEST_RENDER_TIMEOUT_MS, SHARED_SLOTS, sharedTemplate } from './prerender';

const dir = mkdtempSync(path.join(tmpdir(), 'prerender-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function recordingLogger() {
  const lines: { level: string; msg: string; data?: unknown }[] = [];
  const log = (level: string) => (msg: string, data?: unknown) => void lines.push({ level, msg, data });
  return { lines, logger: { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') } as unknown as Logger };
}

// What the SSR build's renderPage does with the page's blocks, in miniature: the write page shows the
// features and the footer the facts; the shared page shows its post's date, HTML and address.
const FAKE_ENTRY = `
const block = (id) => document.getElementById(id)?.textContent ?? null;
let rendering = false;
let renders = 0;
export async function renderPage(location, data) {
  renders += 1;
  // One page at a time: the worker never starts a render while another is under way.
  if (rendering) throw new Error('two renders at once');
  rendering = true;
  await new Promise((resolve) => setTimeout(resolve, 5));
  rendering = false;
  const facts = JSON.parse(block('site-facts'));
  if (location === '/') return '<main>' + block('server-features') + '</main><footer>' + facts.company.name + '</footer>';
  if (location === '/guide') throw new Error('이 페이지는 실패');
  if (data?.article) return '<article data-render="' + renders + '">' + data.article.article.title + data.article.html + '</article>';
  if (!data?.shared) return '<main>' + location + '</main>';
  const { shared } = data;
  if (location !== '/blog/' + shared.shareId) throw new Error('unexpected ' + location);
  const date = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' }).format(new Date(shared.post.createdAt));
  return '<p>공유 ' + date + '</p><div class="post-body">' + shared.html + '</div><a href="/login?next=/blog/' + shared.shareId + '">로그인</a>';
}
`;

const article = (title: string, html: string) =>
  ({ article: { id: 'a1', article: { id: 'a1', title, summary: '', category: '', coverImageUrl: '', publishedAt: null, body: '', status: 'published', updatedAt: '' }, html } }) as unknown as PageData;

describe('prerenderPages', () => {
  it("renders / and the shared page in a worker with this server's features and facts, and fills the template per post", async () => {
    const entry = path.join(dir, 'entry.mjs');
    writeFileSync(entry, FAKE_ENTRY);
    const { logger, lines } = recordingLogger();
    const pages = await prerenderPages({ entry, features: { google: true, offlineWriter: false }, siteFacts: { company: { name: '주식회사 글빛' } }, logger, workerIdleMs: 100 });
    expect(pages?.pages['/']).toBe('<main>{"google":true,"offlineWriter":false}</main><footer>주식회사 글빛</footer>');
    // Every page by path but the one whose render failed, which is reported and left out.
    expect(Object.keys(pages?.pages ?? {}).sort()).toEqual(PRERENDERED_PATHS.filter((p) => p !== '/guide').sort());
    expect(pages?.pages['/terms']).toBe('<main>/terms</main>');
    expect(lines.find((l) => l.level === 'warn')?.data).toMatchObject({ location: '/guide', error: expect.stringContaining('이 페이지는 실패') });
    const filled = pages?.shared?.({ shareId: 'ab"c<d>', html: '<h1>제주 여행</h1><p>$& $\' 그대로</p>', createdAt: '2026-11-26T16:30:00.000Z' });
    // The date in Seoul (already the 27th there), the HTML as given (no replacement patterns), the id escaped as React would.
    expect(filled).toBe('<p>공유 2026년 11월 27일</p><div class="post-body"><h1>제주 여행</h1><p>$& $\' 그대로</p></div><a href="/login?next=/blog/ab&quot;c&lt;d&gt;">로그인</a>');
    expect(lines.find((l) => l.msg === 'prerendered')).toMatchObject({ level: 'info' });

    // A page with its data, rendered for its request, one at a time, and kept by path and data.
    const [first, second] = await Promise.all([pages?.render('/contents/a1', article('첫 글', '<p>본문</p>')), pages?.render('/contents/a1', article('고친 글', '<p>본문</p>'))]);
    // The start-up's worker was stopped once its pages were done: these are a new worker's first renders.
    expect(first).toBe('<article data-render="1">첫 글<p>본문</p></article>');
    expect(second).toBe('<article data-render="2">고친 글<p>본문</p></article>');
    // The same page with the same data again: the kept render, not a new one.
    expect(await pages?.render('/contents/a1', article('첫 글', '<p>본문</p>'))).toBe(first);
    expect(await pages?.render('/contents/a2', article('첫 글', '<p>본문</p>'))).toBe('<article data-render="3">첫 글<p>본문</p></article>');
    // Idle past workerIdleMs, the worker goes; the next page starts another.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await pages?.render('/contents/a3', article('셋째 글', ''))).toBe('<article data-render="1">셋째 글</article>');
  });

  it('sends every other page of the route table with its first screen, where the page has a heading', async () => {
    const entry = path.join(dir, 'frames.mjs');
    // A frame for two pages, none for one (no heading), and a failure for another.
    writeFileSync(
      entry,
      `export async function renderPage(location) { return '<main>' + location + '</main>'; }
       export async function renderFrame(location) {
         if (location === '/prompts' || location === '/kin') return '<div data-page-frame=""><h1>' + location + '</h1></div>';
         if (location === '/admin/setup') throw new Error('렌더 실패');
         return null;
       }`,
    );
    const { logger, lines } = recordingLogger();
    const pages = await prerenderPages({ entry, features: { google: false, offlineWriter: true }, siteFacts: {}, logger, workerIdleMs: 100 });
    expect(pages?.pages['/prompts']).toBe('<div data-page-frame=""><h1>/prompts</h1></div>');
    expect(pages?.pages['/kin']).toBe('<div data-page-frame=""><h1>/kin</h1></div>');
    expect(Object.keys(pages?.pages ?? {}).sort()).toEqual([...PRERENDERED_PATHS, '/prompts', '/kin'].sort());
    // Only the failure is reported; a page without a heading goes out unrendered quietly.
    const failed = lines.filter((l) => l.msg.startsWith('prerender: a page failed'));
    expect(failed.map((l) => (l.data as { location: string }).location)).toEqual(['/admin/setup']);
    // Every page with a fixed address is either rendered whole or framed; none with a parameter.
    expect(FRAMED_PATHS).toContain('/keyword');
    expect(FRAMED_PATHS).toContain('/admin/credits');
    expect(FRAMED_PATHS.some((p) => p.includes(':') || (PRERENDERED_PATHS as readonly string[]).includes(p))).toBe(false);
  });

  it('waits for a worker that has to start, goes out unrendered when a started one is slow, and keeps the late page', async () => {
    // The app takes 1.5 s to load (a busy machine): longer than a render may take, shorter than a start may.
    expect(REQUEST_RENDER_TIMEOUT_MS).toBeLessThan(1500);
    expect(COLD_RENDER_TIMEOUT_MS).toBeGreaterThan(1500);
    const entry = path.join(dir, 'slow.mjs');
    writeFileSync(
      entry,
      `await new Promise((resolve) => setTimeout(resolve, 1500));
       export async function renderPage(location, data) {
         const title = data?.article?.article.title;
         if (title === '느린 글') await new Promise((resolve) => setTimeout(resolve, 1500));
         return '<article>' + (title ?? location) + '</article>';
       }`,
    );
    const { logger } = recordingLogger();
    const pages = await prerenderPages({ entry, features: { google: false, offlineWriter: true }, siteFacts: {}, logger, workerIdleMs: 5000 });
    // The start-up's worker is gone: this page waits for a new one to load, and is rendered.
    expect(await pages?.render('/contents/a1', article('첫 글', ''))).toBe('<article>첫 글</article>');
    // The worker is up: a render slower than REQUEST_RENDER_TIMEOUT_MS goes out unrendered…
    const started = Date.now();
    expect(await pages?.render('/contents/a2', article('느린 글', ''))).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    // …and once it is done, the next request for that page gets it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await pages?.render('/contents/a2', article('느린 글', ''))).toBe('<article>느린 글</article>');
  }, 20_000);

  it('resolves to null, and says so, when there is no build or it does not load', async () => {
    const { logger, lines } = recordingLogger();
    expect(await prerenderPages({ entry: path.join(dir, 'missing.mjs'), features: { google: false, offlineWriter: true }, siteFacts: {}, logger })).toBeNull();
    const broken = path.join(dir, 'broken.mjs');
    writeFileSync(broken, "throw new Error('렌더 실패');");
    expect(await prerenderPages({ entry: broken, features: { google: false, offlineWriter: true }, siteFacts: {}, logger })).toBeNull();
    expect(lines.find((l) => l.level === 'warn')?.data).toMatchObject({ error: expect.stringContaining('렌더 실패') });
  });
});

describe('sharedTemplate', () => {
  const page = (body: string) => `<main>${body}</main>`;
  it('is null when the rendered page does not hold the post and its date exactly once', () => {
    expect(sharedTemplate(page(`<p>${SHARED_SLOTS.date}</p>`))).toBeNull();
    expect(sharedTemplate(page(`<div>${SHARED_SLOTS.html}</div>`))).toBeNull();
    expect(sharedTemplate(page(`<p>${SHARED_SLOTS.date}</p><div>${SHARED_SLOTS.html}${SHARED_SLOTS.html}</div>`))).toBeNull();
    expect(sharedTemplate(page(`<p>${SHARED_SLOTS.date}</p><div>${SHARED_SLOTS.html}</div>`))).toBeTypeOf('function');
  });

  it('writes a date as text, whatever the post', () => {
    const fill = sharedTemplate(page(`<p>${SHARED_SLOTS.date}</p><div>${SHARED_SLOTS.html}</div>`));
    expect(fill?.({ shareId: 'x', html: '', createdAt: '2026-01-01T00:00:00.000Z' })).toBe('<main><p>2026년 1월 1일</p><div></div></main>');
  });
});
