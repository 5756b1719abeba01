import { SLOT_PATTERN } from '@contracts/content-score-text';

// Shingles of a post for the self-overlap check: every run of SHINGLE_WORDS words of its text, hashed. A
// post that shares many of them with another reads as a near-copy, the way a duplicate-document filter
// compares them, whatever its keyword.

/** Words in a shingle: five in a row is a phrase two honest posts on one subject rarely share. */
export const SHINGLE_WORDS = 5;

// FNV-1a, 32 bits: a Set of numbers is several times smaller and faster to intersect than one of strings.
function hashWord(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The post's shingles, as hashes. A post of fewer than SHINGLE_WORDS words has none. Markdown marks and
 * link addresses are not words; slots are taken out. Each word is hashed once and a shingle's hash
 * chains its words' hashes in order (this runs over a member's whole recent history per check).
 */
export function shinglesOf(markdown: string): Set<number> {
  const text = markdown.replace(SLOT_PATTERN, ' ').replace(/\]\([^)]*\)/g, '] ').toLowerCase();
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(hashWord);
  const shingles = new Set<number>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
    let h = 0x811c9dc5;
    for (let j = i; j < i + SHINGLE_WORDS; j++) h = Math.imul(h ^ (words[j] as number), 0x01000193);
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
