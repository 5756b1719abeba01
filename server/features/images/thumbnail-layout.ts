/** How the title is set: its font size and its lines, at most MAX_TITLE_LINES. */
export type TitleLayout = { fontSize: number; lines: string[] };

export const MAX_TITLE_LINES = 3;
const SIZE_STEP = 4;

// Advance widths in em, a little wider than Pretendard's and Nanum Gothic's own, so an estimated line
// never overflows the real one.
function charWidth(ch: string): number {
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]/.test(ch)) return 0.96;
  if (ch === ' ') return 0.28;
  if (/[A-Z]/.test(ch)) return 0.7;
  if (/[0-9]/.test(ch)) return 0.62;
  if (/[a-z]/.test(ch)) return 0.56;
  if (/[.,:;!?'"`()[\]{}|·-]/.test(ch)) return 0.36;
  return 0.8;
}

export const textWidth = (text: string, fontSize: number) => [...text].reduce((w, ch) => w + charWidth(ch), 0) * fontSize;

/** Splits a word wider than a line by characters: Korean keep-all's last resort. */
function splitLongWord(word: string, fontSize: number, maxWidth: number): string[] {
  const parts: string[] = [];
  let part = '';
  for (const ch of word) {
    if (part && textWidth(part + ch, fontSize) > maxWidth) {
      parts.push(part);
      part = '';
    }
    part += ch;
  }
  if (part) parts.push(part);
  return parts;
}

/** Greedy line filling at word boundaries (spaces), as Korean typesetting expects (word-break: keep-all). */
export function wrapWords(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (textWidth(word, fontSize) <= maxWidth) {
      line = word;
    } else {
      const parts = splitLongWord(word, fontSize, maxWidth);
      lines.push(...parts.slice(0, -1));
      line = parts.at(-1) ?? '';
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from maxSize down at which the title fits in three lines of maxWidth. */
export function layoutTitle(title: string, { maxWidth, maxSize, minSize }: { maxWidth: number; maxSize: number; minSize: number }): TitleLayout {
  for (let size = maxSize; size > minSize; size -= SIZE_STEP) {
    const lines = wrapWords(title, size, maxWidth);
    if (lines.length <= MAX_TITLE_LINES) return { fontSize: size, lines };
  }
  const lines = wrapWords(title, minSize, maxWidth);
  // Sixty characters always fit three lines at the smallest size; this only guards the arithmetic.
  return { fontSize: minSize, lines: lines.slice(0, MAX_TITLE_LINES) };
}
