import type { BriefTopic } from '@contracts/research';

// Recurring topics of the top results: words and phrases (2–3 words) that recur across the titles and
// descriptions of at least two of them, counted as "in how many results".
//
// No maintained Korean tokenizer fits here: the ones on npm either need a native MeCab install or a model
// downloaded at run time (kiwi-nlp ships only its WebAssembly; its model files come separately). So this
// is a documented heuristic:
//   - words are runs of letters and digits, cut into clauses at punctuation;
//   - particles (조사) and endings (어미) are stripped from a word's end. An unambiguous particle (에서,
//     까지, 으로 …) always goes; a one-syllable particle (을, 는, 도 …) or an ending goes only when the stem
//     is seen elsewhere in the results (as a word of its own or under another particle), so 맛집을/맛집은
//     become 맛집 while 제주도 and 우도 stay whole; a word with an ending, or with 은/는/을, whose stem is
//     never seen alone is a verb form (다녀왔어요, 유명한, 고르는) and is dropped;
//   - a phrase is consecutive words of one clause and ends at a word that carried a particle (but 의),
//     so '숙소와 흑돼지 맛집' gives no phrase across 와;
//   - stopwords (function words, filler, generic blog words such as 후기, 추천, 정리) are dropped;
//   - the keyword's own words are dropped, also inside compounds (제주도맛집 → 맛집), and break phrases;
//   - a word or phrase found in exactly the same results as a longer phrase containing it is left out.

/** At most this many topics are kept (what the generation input takes). */
export const MAX_TOPICS = 15;
const MAX_PHRASE_WORDS = 3;
const MIN_RESULTS = 2;

// Longest first within each list, so 에서는 is tried before 에서 and 는.
const SURE_PARTICLES = ['에서부터', '으로부터', '에서는', '에서도', '으로는', '으로도', '까지는', '까지도', '부터는', '에게서', '에서', '에게', '한테', '께서', '까지', '부터', '처럼', '으로', '마다', '보다는'];
const SHORT_PARTICLES = ['이랑', '이나', '와의', '과의', '에는', '에도', '로는', '로도', '은', '는', '이', '가', '을', '를', '의', '에', '도', '로', '와', '과', '만', '랑', '요'];
const ENDINGS = [
  '하겠습니다', '했습니다', '합니다', '했어요', '해봤어요', '해보세요', '해드려요', '해드립니다', '드립니다', '드려요', '입니다', '이에요', '였어요', '었어요', '았어요',
  '습니다', '하세요', '하면서', '했는데', '하는데', '했던', '하기', '하는', '하고', '해서', '하면', '하게', '해요', '했다', '하다', '예요', '에요', '어요', '아요', '세요', '네요', '니다', '한', '할',
];

const STOPWORDS = new Set(
  [
    // generic blog words that say nothing about the subject
    '추천', '후기', '정리', '총정리', '리뷰', '솔직', '솔직후기', '내돈내산', '포스팅', '블로그', '이웃', '이웃님들', '소개', '공유', '정보', '꿀팁', '방법', '모음', '베스트', 'best', 'top', '가지', '위주', '이야기', '알아보기', '알아보자',
    // function words and filler
    '그리고', '그래서', '하지만', '그런데', '또는', '및', '등', '정말', '진짜', '너무', '완전', '아주', '매우', '가장', '제일', '더', '꼭', '잘', '또', '좀', '이제', '바로', '함께', '같이', '모두', '모든', '여러', '다양한', '많은', '이런', '그런', '저런', '어떤', '무슨', '것', '수', '때', '곳', '분', '저는', '제가', '나는', '내가', '우리', '오늘', '어제', '이번', '지난', '요즘', '최근', '올해', '처음', '직접', '하는', '있는', '없는', '같은', '위한', '대한', '통해', '위해', '대해', '관련', '있어요', '없어요', '있습니다', '합니다', '입니다', '하기', '안녕하세요', '여러분', '좋은', '좋아요', '맛있는', '예쁜', '편한', '쉬운', '저렴한', '유명한', '새로운', '특별한', '괜찮은', '필요한', '중요한', '간단한', '다녀온', '다녀왔어요', '다녀왔습니다', '떠난', '가본', '가기', '해본', '먹어본', '써본', '짧게', '걷기', '모시고', '하면', '어디', '얼마', '뭐', '왜',
  ],
);

const HANGUL = /[\uac00-\ud7a3]/;
const WORD = /[\p{L}\p{N}]+/gu;
const CLAUSE_BREAK = /[.,!?|:;()[\]{}"'“”‘’<>《》「」『』·/…~\-–—+&#*=]+/;

/** Words of a clause, lower-cased, in order. */
const wordsOf = (clause: string) => (clause.toLowerCase().match(WORD) ?? []).map((w) => w.normalize('NFC'));
const clausesOf = (text: string) => text.split(CLAUSE_BREAK).filter((c) => c.trim() !== '');

const stripSuffix = (word: string, suffixes: string[], minStem: number) => {
  for (const suffix of suffixes) {
    if (word.endsWith(suffix) && word.length - suffix.length >= minStem) return word.slice(0, -suffix.length);
  }
  return null;
};

/** A word's stem, and whether a particle or an ending closed it (a phrase never runs on past one). */
type Stemmed = { word: string; closes: boolean };
// After these a word with an unseen stem is a verb form (고르는, 먹을), not a noun under a particle.
const ADNOMINAL = ['은', '는', '을'];

/** How a word maps to its stem, given every word of the results (the evidence for ambiguous strips). */
function stemmer(allWords: string[]) {
  const seen = new Set(allWords);
  const sure = (w: string) => stripSuffix(w, SURE_PARTICLES, 1);
  // Stems several different words propose under a short particle (맛집을, 맛집은 → 맛집).
  const proposers = new Map<string, Set<string>>();
  for (const word of new Set(allWords.map((w) => sure(w) ?? w))) {
    const stem = stripSuffix(word, SHORT_PARTICLES, 2);
    if (stem) proposers.set(stem, (proposers.get(stem) ?? new Set()).add(word));
  }
  const attested = (stem: string) => seen.has(stem) || (proposers.get(stem)?.size ?? 0) >= 2;
  return (raw: string): Stemmed | null => {
    const sureStem = sure(raw);
    const word = sureStem ?? raw;
    const ending = stripSuffix(word, ENDINGS, 2);
    // A predicate whose stem is never a word of its own (유명한, 다녀왔어요) is not a topic.
    if (ending !== null) return attested(ending) ? { word: ending, closes: true } : null;
    const particle = stripSuffix(word, SHORT_PARTICLES, 2);
    if (particle !== null && attested(particle)) return { word: particle, closes: !word.endsWith('의') };
    if (particle !== null && ADNOMINAL.some((p) => word.endsWith(p))) return null;
    return { word, closes: sureStem !== null };
  };
}

/** A word worth counting: two or more characters, not a bare number. */
const isTopicWord = (w: string) => w.length >= 2 && !/^\p{N}+$/u.test(w) && (HANGUL.test(w) || /\p{L}/u.test(w));

/** The keyword's own words (and the keyword written without spaces), as the results' words are stemmed. */
function keywordWords(keyword: string, stem: (w: string) => Stemmed | null) {
  const words = wordsOf(keyword);
  const own = new Set<string>([words.join('')]);
  for (const w of words) {
    own.add(w);
    const s = stem(w);
    if (s) own.add(s.word);
  }
  return [...own].filter((w) => w.length > 0);
}

/** A word with the keyword's words removed: null when it is one of them, the rest of a compound (제주도맛집 → 맛집). */
function withoutKeyword(word: string, own: string[]): string | null {
  if (own.includes(word)) return null;
  for (const k of own) {
    if (k.length < 2 || word.length - k.length < 2) continue;
    if (word.startsWith(k)) return word.slice(k.length);
    if (word.endsWith(k)) return word.slice(0, -k.length);
  }
  return word;
}

/**
 * Words and phrases recurring across the results (each result: its title and description), most
 * frequent first, with how many results carry each; the keyword's own words are never a topic.
 */
export function recurringTopics(results: { title: string; description: string }[], keyword: string, max = MAX_TOPICS): BriefTopic[] {
  const clausesPerResult = results.map((r) => [...clausesOf(r.title), ...clausesOf(r.description)].map(wordsOf));
  const stem = stemmer(clausesPerResult.flat(2));
  const own = keywordWords(keyword, stem);
  const normalise = (raw: string): Stemmed | null => {
    const first = stem(raw);
    if (first === null) return null;
    const rest = withoutKeyword(first.word, own);
    if (rest === null) return null;
    const word = rest === first.word ? first : { word: stem(rest)?.word ?? rest, closes: first.closes };
    if (own.includes(word.word) || STOPWORDS.has(word.word) || !isTopicWord(word.word)) return null;
    return word;
  };

  const found = new Map<string, { words: number; results: Set<number>; first: number }>();
  let position = 0;
  clausesPerResult.forEach((clauses, result) => {
    for (const clause of clauses) {
      const words = clause.map(normalise);
      for (let i = 0; i < words.length; i += 1) {
        const gram: string[] = [];
        for (let n = 1; n <= MAX_PHRASE_WORDS && i + n <= words.length; n += 1) {
          const next = words[i + n - 1];
          if (!next || gram.includes(next.word)) break;
          gram.push(next.word);
          const text = gram.join(' ');
          const entry = found.get(text) ?? { words: n, results: new Set<number>(), first: position };
          entry.results.add(result);
          found.set(text, entry);
          if (next.closes) break;
        }
        position += 1;
      }
    }
  });

  const recurring = [...found.entries()].filter(([, e]) => e.results.size >= MIN_RESULTS);
  const resultsKey = (s: Set<number>) => [...s].sort((a, b) => a - b).join(',');
  // Longest first, so a word or phrase is dropped when a longer kept phrase holds it in the same results.
  const kept: typeof recurring = [];
  for (const candidate of [...recurring].sort((a, b) => b[1].words - a[1].words)) {
    const [text, entry] = candidate;
    const covered = kept.some(([longer, e]) => e.words > entry.words && ` ${longer} `.includes(` ${text} `) && resultsKey(e.results) === resultsKey(entry.results));
    if (!covered) kept.push(candidate);
  }
  return kept
    .sort((a, b) => b[1].results.size - a[1].results.size || b[1].words - a[1].words || a[1].first - b[1].first)
    .slice(0, max)
    .map(([text, e]) => ({ text, count: e.results.size }));
}
