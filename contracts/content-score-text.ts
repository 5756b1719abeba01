// Reads a Markdown post once into what the content score measures: title, sections with their written
// text, the first paragraph and the unfilled slots. Pure and linear in the post's length (it runs on every
// keystroke in the editor).

/** An unfilled first-person fact the writer left for the member: `[직접 작성: 메뉴와 가격]`. */
export const SLOT_PATTERN = /\[직접\s*작성(?:\s*[:：]\s*([^\]\n]*))?\]/g;

export type Section = {
  /** 0 for the text before the first heading, else the heading's level (##  → 2). */
  level: number;
  heading: string;
  /** The section's own text (not its sub-sections'), Markdown and slots taken out. */
  text: string;
  /** Characters of `text` without spaces: what the member or the writer actually wrote. */
  written: number;
  /** Paragraphs of the section, in order, as plain text. */
  paragraphs: string[];
};

export type ParsedPost = { title: string; sections: Section[]; slots: string[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const IMAGE_PLACEHOLDER = /^>\s*📷/;
const HASHTAGS_ONLY = /^\s*(#[^\s#]+\s*)+$/;
const FENCE = /^\s*(```|~~~)/;

/** Markdown inline syntax and slots out, plain words in. */
export function plainText(line: string): string {
  return line
    .replace(SLOT_PATTERN, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*(>\s*)+/, '')
    .replace(/^\s*([-*+]|\d+[.)])\s+/, '')
    .replace(/[*_`~|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case without spaces or Markdown marks: '제주도 여행' and '제주도여행' read as one. */
export const squash = (text: string) => text.toLowerCase().replace(/[\s*_`~#>|]+/g, '');

/** Letters and digits only, lower case: how questions and titles are compared. */
export const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Characters without spaces. */
export const charCount = (text: string) => text.replace(/\s+/g, '').length;

/** The slots' descriptions ('' for a bare `[직접 작성]`), in order. */
export const slotsOf = (content: string) => Array.from(content.matchAll(SLOT_PATTERN), (m) => (m[1] ?? '').trim());

/** The post's first "# " line is its title unless one is given; every other heading opens a section. */
export function parsePost(content: string, givenTitle = ''): ParsedPost {
  let title = givenTitle.trim();
  let titleTaken = false;
  const sections: Section[] = [];
  let current: Section = { level: 0, heading: '', text: '', written: 0, paragraphs: [] };
  let paragraph: string[] = [];
  let inFence = false;
  const endParagraph = () => {
    if (paragraph.length) current.paragraphs.push(paragraph.join(' '));
    paragraph = [];
  };
  const endSection = () => {
    endParagraph();
    current.text = current.paragraphs.join('\n');
    current.written = charCount(current.text);
    sections.push(current);
  };
  for (const line of content.split('\n')) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]?.length ?? 1;
      const text = plainText(heading[2] ?? '');
      if (level === 1 && !titleTaken) {
        titleTaken = true;
        if (!title) title = text;
        continue;
      }
      endSection();
      current = { level, heading: text, text: '', written: 0, paragraphs: [] };
      continue;
    }
    if (!line.trim() || IMAGE_PLACEHOLDER.test(line) || HASHTAGS_ONLY.test(line) || /^\s*([-*_]\s*){3,}$/.test(line)) {
      endParagraph();
      continue;
    }
    const text = plainText(line);
    if (text) paragraph.push(text);
  }
  endSection();
  return { title, sections, slots: slotsOf(content) };
}

// Particles and endings a question's words carry ('제주도는', '가능할까요'), longest first.
const ENDINGS = [
  '해주세요', '하려면', '할까요', '일까요', '인가요', '한가요', '하나요', '했나요', '되나요', '있나요', '없나요', '주세요', '에서는', '으로는',
  '나요', '까요', '인지', '는지', '은지', '에서', '으로', '에게', '한테', '까지', '부터', '보다', '처럼', '이나', '이랑', '라도', '하고', '하는',
  '하면', '해요', '해서', '이요', '려면', '은', '는', '이', '가', '을', '를', '에', '의', '도', '만', '로', '와', '과', '요', '죠',
];
// Words every question has: they say it is a question, not what it is about.
const STOPWORDS = new Set([
  '어떻게', '어떤', '무엇', '뭐', '뭔가', '뭘', '무슨', '얼마', '얼마나', '언제', '어디', '어디서', '왜', '누가', '누구', '좋은', '좋을', '좋나', '추천',
  '궁금', '궁금해', '궁금합니다', '질문', '방법', '문의', '혹시', '정말', '진짜', '너무', '가능', '그리고', '그런데', '근데', '이런', '저런', '그런',
  '이번', '요즘', '관련', '대해', '대한', '있는', '없는', '같은', '어떨', '알려', '아시는', '분들', '제가', '저는', '저희', '우리', '있을', '없을',
  '할때', '하기', '해야', '되는', '하나', '많이', '조금', '같아요', '있어요', '없어요', 'q', 'a',
]);

const stripEnding = (word: string) => {
  for (const ending of ENDINGS) if (word.endsWith(ending) && word.length - ending.length >= 2) return word.slice(0, -ending.length);
  return word;
};

/** A question's key terms: its words without particles, endings and question words ('제주도', '렌트카'). */
export function keyTerms(question: string): string[] {
  const words = question.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const terms = words.map(stripEnding).filter((w) => w.length >= 2 && !STOPWORDS.has(w));
  return [...new Set(terms)];
}

/** How many of `terms` a squashed text holds. */
export const termsIn = (terms: readonly string[], squashed: string) => terms.reduce((n, t) => (squashed.includes(t) ? n + 1 : n), 0);

/** Non-overlapping occurrences of a squashed needle in a squashed text. */
export function occurrences(squashed: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  for (let at = squashed.indexOf(needle); at !== -1; at = squashed.indexOf(needle, at + needle.length)) count += 1;
  return count;
}
