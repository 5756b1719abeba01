import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), versionFile()],
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
  },
});
