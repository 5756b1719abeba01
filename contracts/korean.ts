import { josa } from 'es-hangul';

// Korean particles (조사) that depend on the last sound of the word before them: 맛집을 / 카페를.
// Shared by the offline writer, the server's mails and the SPA's messages ("캠핑으로 글쓰기"). es-hangul
// picks the particle from the last syllable; a word ending in a digit or a Latin letter is read aloud first.

export type Josa = '은/는' | '이/가' | '을/를' | '과/와' | '으로/로' | '이란/란' | '이라/라' | '이나/나';
type Coda = 'none' | 'rieul' | 'other';

type LibraryJosa = Parameters<typeof josa.pick>[1];
// The library names 과/와 the other way round (와/과); the rest as here.
const LIBRARY_JOSA: Record<Josa, LibraryJosa> = {
  '은/는': '은/는',
  '이/가': '이/가',
  '을/를': '을/를',
  '과/와': '와/과',
  '으로/로': '으로/로',
  '이란/란': '이란/란',
  '이라/라': '이라/라',
  '이나/나': '이나/나',
};
// A syllable with the same last sound, for a word that ends in a digit or a Latin letter (갈: ㄹ, 각: another).
const SOUNDS_LIKE: Record<Coda, string> = { none: '가', rieul: '갈', other: '각' };
// How digits and spelled-out Latin letters are read aloud: 일(ㄹ), 삼(ㅁ), 이(none) …; 엘/알(ㄹ), 엠/엔.
const DIGIT_CODA: Record<string, Coda> = {
  '0': 'other', '1': 'rieul', '2': 'none', '3': 'other', '4': 'none',
  '5': 'none', '6': 'other', '7': 'rieul', '8': 'rieul', '9': 'none',
};
const LETTER_CODA: Record<string, Coda> = { l: 'rieul', r: 'rieul', m: 'other', n: 'other' };

/** How a word that does not end in a Hangul syllable ends when read aloud. */
function codaOf(core: string): Coda {
  const last = core.slice(-1);
  if (/[0-9]/.test(last)) return DIGIT_CODA[last] ?? 'none';
  const latin = /[A-Za-z]+$/.exec(core)?.[0];
  if (!latin) return 'none';
  const lower = latin.toLowerCase();
  // Acronyms are read letter by letter (BMW → 더블유); words by their usual Korean spelling (Excel → 엑셀).
  if (latin.length === 1 || latin === latin.toUpperCase()) return LETTER_CODA[lower.slice(-1)] ?? 'none';
  if (lower.endsWith('l')) return 'rieul';
  return /(m|n|k|c|p|b|t)$/.test(lower) ? 'other' : 'none';
}

/** The particle alone that fits the word's last sound, closing quotes and brackets aside: "노트북"을, you@mail.com으로. */
export function particleFor(word: string, particle: Josa): string {
  const core = word.replace(/[^\p{L}\p{N}]+$/u, '');
  const spoken = /[가-힣]$/.test(core) ? core : SOUNDS_LIKE[codaOf(core)];
  return josa.pick(spoken, LIBRARY_JOSA[particle]);
}

/** Appends the particle that fits the word's last sound: 맛집을, 노트북은, 제주도로, 서울로 (ㄹ받침 takes 로). */
export const withJosa = (word: string, particle: Josa): string => word + particleFor(word, particle);
