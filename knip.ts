import { defineConfig } from 'knip/config';

// Dead code fails `npm test`: a file, an export or a dependency nothing uses. Tests count as users
// (the vitest and playwright plugins read their configs); exports a file uses itself are not reported.
export default defineConfig({
  entry: [
    'server/index.ts',
    'server/lib/prerender-worker.ts',
    'src/prerender.tsx',
    'scripts/**/*.{mjs,ts}',
    'bench/**/*.{ts,mjs}',
    'tests/**/*.ts',
  ],
  project: ['server/**/*.{ts,mjs}', 'src/**/*.{ts,tsx,css}', 'contracts/**/*.ts', 'scripts/**/*.{mjs,js,ts}', 'bench/**/*.{ts,mjs}', 'tests/**/*.ts'],
  ignoreExportsUsedInFile: true,
  // Read from node_modules by path, not imported: the thumbnails' font files (server/features/images/thumbnail-fonts.ts).
  ignoreDependencies: ['@expo-google-fonts/nanum-gothic'],
  // The fault tests fill a small disk and stop PostgreSQL as its own user, with the system's tools;
  // test-prereqs asks Debian's package database whether the browser and fonts are installed.
  ignoreBinaries: ['mount', 'umount', 'su', 'dpkg-query'],
});
