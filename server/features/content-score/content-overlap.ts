import { SLOT_PATTERN } from '@contracts/content-score-text';

// Shingles of a post for the self-overlap check: every run of SHINGLE_WORDS words of its text, hashed. A
// post that shares many of them with another reads as a near-copy, the way a duplicate-document filter
// compares them, whatever its keyword.

/** Words in a shingle: five in a row is a phrase two honest posts on one subject rarely share. */
export const SHINGLE_WORDS = 5;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const OTHER_LETTER = /[\p{L}\p{N}]/u;

/** Hangul, ASCII letters and digits at once; any other letter or digit through Unicode's tables. */
const isWordChar = (c: number) =>
  (c >= 0xac00 && c <= 0xd7a3) ||
  (c >= 97 && c <= 122) ||
  (c >= 48 && c <= 57) ||
  (c >= 65 && c <= 90) ||
  (c > 127 && OTHER_LETTER.test(String.fromCharCode(c)));

/**
 * Each word of `text` (a run of letters and digits, lower case) as its FNV-1a hash, read in one pass
 * without making a string per word: this runs over a member's whole recent history per check.
 */
function wordHashes(text: string): number[] {
  const hashes: number[] = [];
  let h = FNV_OFFSET;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isWordChar(c)) {
      h = Math.imul(h ^ (c >= 65 && c <= 90 ? c + 32 : c), FNV_PRIME);
      inWord = true;
    } else if (inWord) {
      hashes.push(h >>> 0);
      h = FNV_OFFSET;
      inWord = false;
    }
  }
  if (inWord) hashes.push(h >>> 0);
  return hashes;
}

/**
 * The post's shingles, as hashes (a Set of numbers is smaller and faster to intersect than one of
 * strings). A post of fewer than SHINGLE_WORDS words has none. Markdown marks are not words; slots and
 * link addresses are taken out.
 */
export function shinglesOf(markdown: string): Set<number> {
  let text = markdown;
  if (text.includes('[직접')) text = text.replace(SLOT_PATTERN, ' ');
  if (text.includes('](')) text = text.replace(/\]\([^)]*\)/g, '] ');
  const words = wordHashes(text);
  const shingles = new Set<number>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
    let h = FNV_OFFSET;
    for (let j = i; j < i + SHINGLE_WORDS; j++) h = Math.imul(h ^ (words[j] as number), FNV_PRIME);
    shingles.add(h >>> 0);
  }
  return shingles;
}

/** The share of `mine`'s shingles that `theirs` also has: 0 (nothing shared) to 1 (all of it). */
export function sharedShare(mine: ReadonlySet<number>, theirs: ReadonlySet<number>): number {
  if (!mine.size) return 0;
  let shared = 0;
  for (const s of mine) if (theirs.has(s)) shared += 1;
  return shared / mine.size;
}
