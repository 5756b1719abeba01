// `npm start` builds only when what the build reads changed since the last build: a hash of those
// files (and of the settings the build reads) is kept in dist/.build-hash. A fresh clone still builds.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'src',
  'server',
  'contracts',
  'public',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/build-server.mjs',
  'scripts/precompress.mjs',
  'scripts/pretendard-css.mjs',
  'scripts/vite-pure-contracts.ts',
];
const OUTPUTS = ['dist/client/index.html', 'dist/prerender/prerender.js', 'dist/server/index.js', 'dist/server/prerender-worker.js'];
const STAMP = 'dist/.build-hash';
// Tests sit beside the code but are not part of the build.
const SKIP = /(?:\.test\.tsx?|\.spec\.tsx?)$|(?:^|\/)(?:testing|node_modules)(?:\/|$)/;

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const child of readdirSync(entry).sort()) yield* files(path.join(entry, child));
  } else if (!SKIP.test(entry)) yield entry;
}

export function inputsHash() {
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\nPUBLIC_SOURCE_MAPS=${process.env.PUBLIC_SOURCE_MAPS ?? ''}\n`);
  for (const entry of INPUTS) {
    for (const file of files(entry)) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const current = inputsHash();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (built === current && OUTPUTS.every((f) => existsSync(f))) {
  process.stdout.write('빌드가 최신입니다 (build is up to date) — skipping npm run build\n');
} else {
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  // Hashed again: the build rewrites the Pretendard files in src/styles when the app's text changed.
  writeFileSync(STAMP, `${inputsHash()}\n`);
}
