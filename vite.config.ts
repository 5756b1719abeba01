import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pureContracts } from './scripts/vite-pure-contracts.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const buildId = `${pkg.version}+${Date.now().toString(36)}.${randomUUID().slice(0, 8)}`;
const devApiPort = process.env.PORT ?? '8787';

// Writes dist/client/version.json; the SPA polls it and offers a reload when the build id changes.
function versionFile(): Plugin {
  return {
    name: 'app-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version: pkg.version, buildId, builtAt: new Date().toISOString() }),
      });
    },
  };
}

// Preloads the two Pretendard faces of the app's own text (scripts/pretendard-css.mjs): the first screen
// shows them, and the browser would otherwise find them only after the CSS and the first render.
function preloadUiFonts(): Plugin {
  return {
    name: 'preload-ui-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return Object.values(ctx.bundle ?? {})
          .filter((a) => a.type === 'asset' && a.names.some((n) => /^pretendard-ui-\d+\.woff2$/.test(n)))
          .map((a) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${a.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

// Small chunks shared by some pages (a UI part, an icon, a TanStack Query hook) are copied into the chunks that use
// them instead of going out as files of their own: a member's page asked for ≈ 30 chunks of 1–3 KB after the entry
// had run, six at a time over HTTP/1.1, and now asks for a handful. Rolldown's runtime keeps one state and one
// execution per module across the copies; a page fetches nothing it did not fetch before, and less in all (no import
// statements and chunk headers between the pieces). Measured, Lighthouse mobile: LCP of the member pages 0.2–0.4 s
// sooner, 9–30 KB less JavaScript per page (bench/RESULTS.md). A chunk holding styles stays a file, as Rolldown's guide
// asks of a Vite build. Only for the SPA's build: the SSR build's entry (src/prerender.tsx) keeps its exports.
function fewerChunks(): Plugin {
  return {
    name: 'inline-small-common-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 32 * 1024, exclude: /\.css(\?|$)/ } } },
        },
      },
    }),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), versionFile(), preloadUiFonts(), fewerChunks(), pureContracts({ dir: fileURLToPath(new URL('./contracts/', import.meta.url)) })],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_ID__: JSON.stringify(buildId),
  },
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${devApiPort}`, '/files': `http://127.0.0.1:${devApiPort}` },
  },
  // Only dist/client is served to browsers; the server bundle lives beside it in dist/server. Source maps
  // reach the public only when PUBLIC_SOURCE_MAPS=true asks for them.
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: process.env.PUBLIC_SOURCE_MAPS === 'true',
    chunkSizeWarningLimit: 600,
    // Every browser the app supports preloads modules itself (modulepreload: Chrome 66, Safari 17,
    // Firefox 115); the polyfill would put its code in the first bundle of every page.
    modulePreload: { polyfill: false },
  },
});
