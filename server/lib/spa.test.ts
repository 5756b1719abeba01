import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { Prerendered } from './prerender';

let t: TestApp;
let app: ReturnType<typeof createApp>;
const dir = mkdtempSync(path.join(tmpdir(), 'spa-'));

beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'version.json'), '{"buildId":"b1"}');
  app = createApp({ ...t.deps, logger: createSilent(), staticDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

function createSilent() {
  return { debug() {}, info() {}, warn() {}, error() {} };
}

describe('serving the built SPA', () => {
  it('answers client-side routes with index.html so a reload keeps the page', async () => {
    for (const route of ['/', '/history', '/kin/zzim', '/contents/naver-blog-seo-basics']) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('still sends the page, with a real 404 status, for an unknown article, product or path', async () => {
    for (const route of ['/contents/abc', '/no-such-product', '/no/such/page']) {
      const res = await app.request(route);
      expect(res.status, route).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and revalidates version.json', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const version = await app.request('/version.json');
    expect(version.headers.get('cache-control')).toBe('no-cache');
  });

  it('gives a missing asset a 404 instead of the page', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('keeps the API answering JSON', async () => {
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('source maps', () => {
  it('answers 404 for any *.map unless PUBLIC_SOURCE_MAPS asks for them', async () => {
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
    expect((await app.request('/assets/index-abc123.js.map')).status).toBe(404);
    const open = createApp({ ...t.deps, env: { ...t.deps.env, PUBLIC_SOURCE_MAPS: true }, logger: createSilent(), staticDir: dir });
    expect((await open.request('/assets/index-abc123.js.map')).status).toBe(200);
  });
});

describe('what the server offers, in the page', () => {
  it('writes the features into every page as a JSON data block, so the first render does not move', async () => {
    const withFeatures = createApp({ ...t.deps, logger: createSilent(), staticDir: dir });
    for (const route of ['/', '/index.html', '/history']) {
      const html = await (await withFeatures.request(route)).text();
      expect(html, route).toContain(`<script type="application/json" id="server-features">{"google":false,"offlineWriter":true}</script>`);
    }
  });
});

describe('fonts of the first screen', () => {
  it('sends / and the framed pages without the font preloads and marked to fetch Pretendard after their first paint; other pages keep the preloads', async () => {
    const built = mkdtempSync(path.join(tmpdir(), 'spa-fonts-'));
    try {
      const preload = '<link rel="preload" href="/assets/pretendard-ui-400-x.woff2" as="font" type="font/woff2" crossorigin="">';
      writeFileSync(
        path.join(built, 'index.html'),
        `<!doctype html>\n<html lang="ko">\n  <head>\n    <title>글빛</title>\n    ${preload}\n    <link rel="stylesheet" href="/assets/index-x.css">\n  </head>\n  <body><div id="root"></div></body>\n</html>`,
      );
      const served = createApp({ ...t.deps, logger: createSilent(), staticDir: built });
      for (const route of ['/', '/index.html']) {
        const html = await (await served.request(route)).text();
        expect(html, route).toContain('<html data-fonts="later" lang="ko">');
        expect(html, route).not.toContain('as="font"');
        expect(html, route).toContain('<link rel="stylesheet" href="/assets/index-x.css">');
      }
      for (const route of ['/history', '/blog/abc', '/guide', '/prompts']) {
        const html = await (await served.request(route)).text();
        expect(html, route).toContain(preload);
        expect(html, route).not.toContain('data-fonts');
      }
      // A page that arrives as its frame (its heading) paints in the fallback too; a page rendered whole keeps the preloads.
      const pages = { '/prompts': '<section><div data-page-frame=""><h1>프롬프트</h1></div></section>', '/terms': '<main>약관</main>' };
      const prerendered: Prerendered = { pages, shared: null, render: async () => null };
      const framed = createApp({ ...t.deps, logger: createSilent(), staticDir: built, prerendered: Promise.resolve(prerendered) });
      await framed.request('/');
      const prompts = await (await framed.request('/prompts')).text();
      expect(prompts).toContain('<html data-fonts="later" lang="ko">');
      expect(prompts).not.toContain('as="font"');
      expect(prompts).toContain(pages['/prompts']);
      const terms = await (await framed.request('/terms')).text();
      expect(terms).toContain(preload);
      expect(terms).not.toContain('data-fonts');
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });
});

describe('pages prerendered into #root', () => {
  it('puts each page rendered at start-up inside #root of its own path only, and works before it is there or without one', async () => {
    const client = mkdtempSync(path.join(tmpdir(), 'spa-home-'));
    try {
      writeFileSync(path.join(client, 'index.html'), '<!doctype html><html><head><title>글빛</title></head><body><div id="root"></div></body></html>');
      const pageWithoutMarkup = createApp({ ...t.deps, logger: createSilent(), staticDir: client });
      expect(await (await pageWithoutMarkup.request('/')).text()).toContain('<div id="root"></div>');

      // Until the render is done, / goes out empty; then with the page (`$&` and `$'` stay as written).
      let done!: (pages: Prerendered) => void;
      const prerendered = new Promise<Prerendered>((resolve) => (done = resolve));
      const served = createApp({ ...t.deps, logger: createSilent(), staticDir: client, prerendered });
      expect(await (await served.request('/')).text()).toContain('<div id="root"></div>');
      done({ pages: { '/': "<main>메인 키워드 $& $'</main>", '/terms': '<main>약관</main>' }, shared: () => '<main>shared</main>', render: async () => '<main>rendered</main>' });
      await prerendered;
      expect(await (await served.request('/')).text()).toContain(`<div id="root"><main>메인 키워드 $& $'</main></div>`);
      expect(await (await served.request('/terms')).text()).toContain(`<div id="root"><main>약관</main></div>`);
      // A shared post that does not exist, and pages not rendered, start empty.
      for (const route of ['/index.html', '/Terms', '/history', '/blog/abc', '/no/such/page', '/constructor', '/__proto__']) {
        expect(await (await served.request(route)).text(), route).toContain('<div id="root"></div>');
      }
      // A render that failed leaves every page empty.
      const failed = createApp({ ...t.deps, logger: createSilent(), staticDir: client, prerendered: Promise.resolve(null) });
      expect(await (await failed.request('/')).text()).toContain('<div id="root"></div>');
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });
});
