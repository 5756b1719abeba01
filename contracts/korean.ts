// Korean particles (조사) that depend on the last sound of the word before them: 맛집을 / 카페를.
// Shared by the offline writer (server) and the SPA's messages ("캠핑으로 글쓰기").

export type Josa = '은/는' | '이/가' | '을/를' | '과/와' | '으로/로' | '이란/란' | '이라/라' | '이나/나';
type Coda = 'none' | 'rieul' | 'other';

const JOSA_FORMS: Record<Josa, readonly [string, string]> = {
  '은/는': ['은', '는'],
  '이/가': ['이', '가'],
  '을/를': ['을', '를'],
  '과/와': ['과', '와'],
  '으로/로': ['으로', '로'],
  '이란/란': ['이란', '란'],
  '이라/라': ['이라', '라'],
  '이나/나': ['이나', '나'],
};
// How digits and spelled-out Latin letters are read aloud: 일(ㄹ), 삼(ㅁ), 이(none) …; 엘/알(ㄹ), 엠/엔.
const DIGIT_CODA: Record<string, Coda> = {
  '0': 'other', '1': 'rieul', '2': 'none', '3': 'other', '4': 'none',
  '5': 'none', '6': 'other', '7': 'rieul', '8': 'rieul', '9': 'none',
};
const LETTER_CODA: Record<string, Coda> = { l: 'rieul', r: 'rieul', m: 'other', n: 'other' };

function codaOf(word: string): Coda {
  const core = word.replace(/[^\p{L}\p{N}]+$/u, '');
  const last = core.slice(-1);
  if (!last) return 'none';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? 'none' : jong === 8 ? 'rieul' : 'other';
  }
  if (/[0-9]/.test(last)) return DIGIT_CODA[last] ?? 'none';
  const latin = /[A-Za-z]+$/.exec(core)?.[0];
  if (!latin) return 'none';
  const lower = latin.toLowerCase();
  // Acronyms are read letter by letter (BMW → 더블유); words by their usual Korean spelling (Excel → 엑셀).
  if (latin.length === 1 || latin === latin.toUpperCase()) return LETTER_CODA[lower.slice(-1)] ?? 'none';
  if (lower.endsWith('l')) return 'rieul';
  return /(m|n|k|c|p|b|t)$/.test(lower) ? 'other' : 'none';
}

/** Appends the particle that fits the word's last sound: 맛집을, 노트북은, 제주도로, 서울로 (ㄹ받침 takes 로). */
export function withJosa(word: string, josa: Josa): string {
  const coda = codaOf(word);
  const [afterConsonant, afterVowel] = JOSA_FORMS[josa];
  const consonantForm = josa === '으로/로' ? coda === 'other' : coda !== 'none';
  return word + (consonantForm ? afterConsonant : afterVowel);
}
