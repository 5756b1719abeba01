// Renders the write page (`/`) to HTML once per combination of the server's features (Google sign-in,
// the offline writer), from the SSR build of src/prerender.tsx, into dist/prerender/home-<g><o>.html.
// The server puts the one matching its settings inside #root (server/lib/spa.ts), so a phone paints the
// page before any script arrives; src/main.tsx then hydrates it.
//
// The client reads its features from the page (src/config/server-features.ts) when its stores are made,
// so each combination renders in its own process with that page's features block to read.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const OUT = 'dist/prerender';
const ENTRY = path.resolve(OUT, 'prerender.js');

// The same name server/lib/spa.ts reads.
const homeFileName = ({ google, offlineWriter }) => `home-${google ? 1 : 0}${offlineWriter ? 1 : 0}.html`;

if (process.argv[2] === '--one') {
  const features = JSON.parse(process.argv[3]);
  // What a browser's document offers the stores when they are made: only the features block.
  globalThis.document = { getElementById: (id) => (id === 'server-features' ? { textContent: JSON.stringify(features) } : null) };
  const { renderHome } = await import(pathToFileURL(ENTRY).href);
  process.stdout.write(renderHome());
} else {
  for (const google of [false, true]) {
    for (const offlineWriter of [false, true]) {
      const features = { google, offlineWriter };
      const html = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--one', JSON.stringify(features)], { encoding: 'utf8', maxBuffer: 16 << 20 });
      if (!html.includes('id="keyword') && !html.includes('메인 키워드')) throw new Error(`prerender: the write page did not render for ${JSON.stringify(features)}`);
      writeFileSync(path.join(OUT, homeFileName(features)), html);
    }
  }
}
