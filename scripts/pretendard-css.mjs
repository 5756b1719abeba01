// Writes the app's Pretendard faces (part of `npm run build`; run it by hand after upgrading pretendard):
//
// 1. src/styles/fonts/pretendard-ui-{400,700}.woff2: Pretendard cut down (subset-font, harfbuzz's
//    hb-subset in WebAssembly, at build time — nothing is fetched) to the characters of the app's own
//    Korean text: every character in the SPA's sources and contracts, the server's *.messages.ts, printable
//    ASCII and the Hangul compatibility jamo that show while a syllable is being typed. The first screen
//    needs these two files only (≈40 KB each), and index.html preloads them (vite.config.ts).
// 2. src/styles/pretendard.css: those two faces (part of the app's stylesheet, which blocks the first paint).
// 3. src/styles/pretendard-text.css: pretendard's static dynamic-subset faces (woff2) of the same two weights
//    for every other character — whatever a user types or a post contains — with the UI characters cut out
//    of their unicode-range, so a browser fetches one of them only for text that needs it. Its ≈ 180 rules
//    (35 KB gzip) are not needed to paint the first screen: main.tsx loads it after the first render.
//    Two weights only (400, 700): CSS matching serves 500 from 400 and 600 from 700.
//
// The output is the same for the same inputs, and a file is rewritten only when it changed.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const PKG = 'node_modules/pretendard/dist/web/static';
const WEIGHTS = { Regular: 400, Bold: 700 };
const OUT_CSS = 'src/styles/pretendard.css';
const OUT_TEXT_CSS = 'src/styles/pretendard-text.css';
const OUT_FONTS = 'src/styles/fonts';

/** Where the app's own text lives. Legal documents are long prose: their pages fetch subsets as a post does. */
const TEXT_ROOTS = ['src', 'contracts', 'server', 'index.html'];
const isTextSource = (file) =>
  /\.(?:tsx?|html)$/.test(file) &&
  !/\.(?:test|spec)\.tsx?$/.test(file) &&
  !/(?:^|\/)(?:testing|node_modules|legal)(?:\/|$)/.test(file) &&
  (!file.startsWith('server/') || /\.messages\.ts$/.test(file));

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const child of readdirSync(entry).sort()) yield* files(path.join(entry, child));
  } else if (isTextSource(entry)) yield entry;
}

export function uiCodePoints() {
  const set = new Set();
  for (let c = 0x20; c <= 0x7e; c++) set.add(c);
  for (let c = 0x3131; c <= 0x318e; c++) set.add(c); // ㄱ…ㆎ: jamo shown while a syllable is composed
  for (const root of TEXT_ROOTS) {
    for (const file of files(root)) {
      for (const ch of readFileSync(file, 'utf8')) {
        const c = ch.codePointAt(0);
        if (c > 0x7e && c !== 0xfeff && !(c >= 0xd800 && c <= 0xdfff)) set.add(c);
      }
    }
  }
  return [...set].sort((a, b) => a - b);
}

const hex = (c) => c.toString(16);
/** Sorted code points → CSS unicode-range tokens. */
function toRanges(points) {
  const out = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++;
    out.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j + 1;
  }
  return out.join(', ');
}
/** CSS unicode-range text → [start, end] pairs. */
function parseRanges(text) {
  return text.split(',').map((token) => {
    const [a, b] = token.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a, 16), parseInt(b ?? a, 16)];
  });
}
/** The ranges minus the code points in `cut` (sorted), as CSS tokens. */
function subtract(ranges, cut) {
  const cutSet = new Set(cut);
  const kept = [];
  for (const [a, b] of ranges) {
    // Ranges of pretendard's subsets are at most a few hundred code points: walk them.
    for (let c = a; c <= b; c++) if (!cutSet.has(c)) kept.push(c);
  }
  return toRanges(kept);
}

function writeIfChanged(file, data) {
  const buf = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data);
  if (existsSync(file) && readFileSync(file).equals(buf)) return false;
  writeFileSync(file, buf);
  return true;
}

const ui = uiCodePoints();
const text = String.fromCodePoint(...ui);
mkdirSync(OUT_FONTS, { recursive: true });
const uiFaces = [];
for (const [name, weight] of Object.entries(WEIGHTS)) {
  const source = readFileSync(`${PKG}/woff2/Pretendard-${name}.woff2`);
  // No layout closure: glyphs that only OpenType substitutions reach (alternates, old-Hangul jamo) stay out.
  const woff2 = await subsetFont(source, text, { targetFormat: 'woff2', noLayoutClosure: true, noHinting: true });
  writeIfChanged(`${OUT_FONTS}/pretendard-ui-${weight}.woff2`, woff2);
  uiFaces.push(
    `@font-face{font-family:'Pretendard';font-style:normal;font-display:swap;font-weight:${weight};` +
      `src:url('./fonts/pretendard-ui-${weight}.woff2') format('woff2');unicode-range:${toRanges(ui)}}`,
  );
}

const css = readFileSync(`${PKG}/pretendard-dynamic-subset.css`, 'utf8');
const faces = [];
for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
  const file = /url\(\.\/woff2-dynamic-subset\/Pretendard-(\w+)\.subset\.(\d+)\.woff2\)/.exec(body);
  if (!file || !(file[1] in WEIGHTS)) continue;
  const range = subtract(parseRanges(/unicode-range:([^;]+);/.exec(body)?.[1] ?? ''), ui);
  if (!range) continue;
  faces.push(
    `@font-face{font-family:'Pretendard';font-style:normal;font-display:swap;font-weight:${WEIGHTS[file[1]]};` +
      `src:url('../../${PKG}/woff2-dynamic-subset/Pretendard-${file[1]}.subset.${file[2]}.woff2') format('woff2');unicode-range:${range}}`,
  );
}
const version = JSON.parse(readFileSync('node_modules/pretendard/package.json', 'utf8')).version;
const header = `/* Generated by scripts/pretendard-css.mjs from pretendard ${version} (SIL Open Font License 1.1). Do not edit. */\n`;
writeIfChanged(OUT_CSS, `${header}${uiFaces.join('\n')}\n`);
writeIfChanged(OUT_TEXT_CSS, `${header}${faces.join('\n')}\n`);
process.stdout.write(`Pretendard: ${ui.length} UI characters in 2 preloaded faces, ${faces.length} subset faces for the rest\n`);
