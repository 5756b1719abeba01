import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';

// The production build (`npm start`) must serve the SPA alone: no byte of the server bundle, and no
// source map, whatever path an attacker guesses.
const clientMaps = ['index.js.map', 'assets/index.js.map'];

test('no path answers with the server bundle or a source map', async ({ request }) => {
  // Read when the test runs: the web server's `npm start` has built dist/ by then.
  const serverFiles = readdirSync('dist/server');
  expect(serverFiles).toContain('index.js');
  const guesses = serverFiles.flatMap((f) => [`/server/${f}`, `/dist/server/${f}`, `/${f}`, `/%2e%2e/server/${f}`]);
  for (const p of [...guesses, ...clientMaps.map((m) => `/${m}`)]) {
    const res = await request.get(p);
    const body = await res.text();
    expect.soft(body, p).not.toContain('createAppDeps');
    if (path.extname(p) === '.map' || p.includes('server/')) expect.soft(res.status(), p).toBe(404);
  }
});

test('the entry script of the page has no source map beside it', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  expect((await request.get(`${entry}.map`)).status()).toBe(404);
  expect(await (await request.get(entry!)).text()).not.toContain('sourceMappingURL');
});
