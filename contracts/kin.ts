import { z } from 'zod';

// 지식iN (Naver KnowledgeiN) search, answer drafts and bookmarks (찜). Limits are the Search API's own.
export const KIN_SORTS = { sim: '정확도순', date: '최신순', point: '추천순' } as const;
export type KinSort = keyof typeof KIN_SORTS;
export const KIN_DISPLAY_MAX = 100;
export const KIN_START_MAX = 1000;
export const KIN_PAGE_SIZE = 10;
export const KIN_QUERY_MAX_LENGTH = 100;
export const KIN_NOTE_MAX_LENGTH = 500;
/** How long one query's results are reused before Naver is asked again. */
export const KIN_CACHE_MINUTES = 10;

export const kinMessages = {
  queryRequired: '검색어를 입력해주세요.',
  queryTooLong: `검색어는 ${KIN_QUERY_MAX_LENGTH}자 이내로 입력해주세요.`,
  displayRange: `한 번에 1~${KIN_DISPLAY_MAX}개까지 볼 수 있습니다.`,
  startRange: `${KIN_START_MAX}번째 결과까지만 볼 수 있습니다.`,
  sortInvalid: '정렬은 정확도순, 최신순, 추천순 중에서 골라주세요.',
  noteTooLong: `메모는 ${KIN_NOTE_MAX_LENGTH}자 이내로 입력해주세요.`,
  linkInvalid: '지식iN 질문 주소(https://kin.naver.com/…)가 아닙니다.',
  titleRequired: '질문 제목이 없습니다.',
} as const;

const int = (min: number, max: number, message: string, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : Number(v)))
    .pipe(z.number(message).int(message).min(min, message).max(max, message));

/** GET /api/kin/search: the query, Naver's sort, and the page (start 1–1000, display 1–100). */
export const kinSearchQuery = z.object({
  q: z.string().trim().min(1, kinMessages.queryRequired).max(KIN_QUERY_MAX_LENGTH, kinMessages.queryTooLong),
  sort: z.enum(['sim', 'date', 'point'], kinMessages.sortInvalid).default('sim'),
  start: int(1, KIN_START_MAX, kinMessages.startRange, 1),
  display: int(1, KIN_DISPLAY_MAX, kinMessages.displayRange, KIN_PAGE_SIZE),
});

/** A question as Naver returns it: title and description keep Naver's `<b>` marks (entities escaped). */
export type KinItem = { title: string; link: string; description: string };

export type KinSearchReply = {
  query: string;
  sort: KinSort;
  start: number;
  display: number;
  total: number;
  items: KinItem[];
  /** When Naver was asked; a cached answer (within KIN_CACHE_MINUTES) keeps its first time. */
  fetchedAt: string;
  cached: boolean;
};

/** Whether the service can search 지식iN, and (to an admin only) the exact settings that are missing when it cannot. */
export type KinStatus = { ready: boolean; mode: 'hub' | 'legacy'; missing: string[]; message: string | null };

/** Only KnowledgeiN question pages: a bookmark or draft never carries another site's address. */
const kinLink = z
  .string()
  .trim()
  .max(1000, kinMessages.linkInvalid)
  .refine((link) => {
    try {
      const url = new URL(link);
      return url.protocol === 'https:' && url.hostname === 'kin.naver.com';
    } catch {
      return false;
    }
  }, kinMessages.linkInvalid);

/** The question a draft answers or a bookmark keeps, as the search returned it (with `<b>` marks). */
export const kinQuestionInput = z.object({
  link: kinLink,
  title: z.string().trim().min(1, kinMessages.titleRequired).max(500),
  description: z.string().trim().max(2000).default(''),
});
export type KinQuestionInput = z.input<typeof kinQuestionInput>;

/** POST /api/kin/drafts: the question, and the search that found it (whose research brief the draft uses). */
export const kinDraftRequest = kinQuestionInput.extend({
  keyword: z.string().trim().max(KIN_QUERY_MAX_LENGTH, kinMessages.queryTooLong).default(''),
});

export const kinBookmarkInput = kinQuestionInput.extend({
  note: z.string().trim().max(KIN_NOTE_MAX_LENGTH, kinMessages.noteTooLong).default(''),
});
export type KinBookmarkInput = z.input<typeof kinBookmarkInput>;

export const kinNoteInput = z.object({ note: z.string().trim().max(KIN_NOTE_MAX_LENGTH, kinMessages.noteTooLong) });

export type KinBookmark = { id: string; link: string; title: string; description: string; note: string; createdAt: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Naver's HTML entities as characters (named ones it uses, and numeric ones); anything else stays as typed. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,6});/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A title or description cut into plain-text pieces, `bold` where Naver put `<b>…</b>`. Every other tag
 * is dropped and entities are decoded, so the page shows text and highlights and never renders HTML.
 */
export function kinSegments(marked: string): { text: string; bold: boolean }[] {
  const segments: { text: string; bold: boolean }[] = [];
  let bold = false;
  for (const part of marked.split(/(<\/?b\s*>)/i)) {
    if (/^<b\s*>$/i.test(part)) bold = true;
    else if (/^<\/b\s*>$/i.test(part)) bold = false;
    else {
      const text = decodeEntities(part.replace(/<[^>]*>/g, ''));
      if (text) segments.push({ text, bold });
    }
  }
  return segments;
}

/** The text without any marks: what a draft's keyword, a tab title or a copy uses. */
export const kinPlainText = (marked: string) =>
  kinSegments(marked)
    .map((s) => s.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
