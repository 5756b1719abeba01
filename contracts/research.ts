import { z } from 'zod';

// The research brief: what Naver shows for a keyword (top blog posts, 지식iN questions, counts, recurring
// topics), gathered once a day per keyword and shared by every member. Used by the write page's panel,
// the keyword page, the prompt and the content score.

export const BRIEF_KEYWORD_MAX_LENGTH = 60;
/** One brief per keyword is reused this long by every member before Naver is asked again. */
export const BRIEF_CACHE_HOURS = 24;
/** Top blog posts and 지식iN questions a brief keeps. */
export const BRIEF_TOP_COUNT = 10;
/** 월간 발행량 is counted in Naver's newest 100 posts, so it tops out at 100 ("100+"). */
export const MONTHLY_PUBLISHED_SAMPLE = 100;

export const researchMessages = {
  keywordRequired: '키워드를 입력해주세요.',
  keywordTooLong: `키워드는 ${BRIEF_KEYWORD_MAX_LENGTH}자 이내로 입력해주세요.`,
} as const;

/** The keyword as the brief shows it and sends it to Naver: trimmed, inner whitespace collapsed to one space. */
export const tidyKeyword = (keyword: string) => keyword.replace(/\s+/g, ' ').trim();
/** The cache key: the tidy keyword, case-folded, so '캠핑 TIPS' and ' 캠핑  tips' share one brief. */
export const briefKey = (keyword: string) => tidyKeyword(keyword).normalize('NFC').toLocaleLowerCase('ko-KR');

/** GET /api/research/brief?keyword=… */
export const researchBriefQuery = z.object({
  keyword: z
    .string()
    .optional()
    .transform((k) => tidyKeyword(k ?? ''))
    .pipe(z.string().min(1, researchMessages.keywordRequired).max(BRIEF_KEYWORD_MAX_LENGTH, researchMessages.keywordTooLong)),
});

/** A top blog post; title and description are plain text (Naver's `<b>` marks and entities removed). */
export type BriefPost = { title: string; description: string; link: string; bloggerName: string; postDate: string | null }; // postDate 'YYYY-MM-DD'
/** A 지식iN question, plain text. */
export type BriefQuestion = { title: string; description: string; link: string };
/** A word or phrase and in how many of the top-10 results (title or description) it recurs. */
export type BriefTopic = { text: string; count: number };
export type BriefSubKeyword = { keyword: string; monthlyTotal: number | null; competition: '낮음' | '중간' | '높음' | null };

export type ResearchBrief =
  | {
      available: true;
      keyword: string;
      /** When the upstream calls were made (the cache's age is visible). */
      fetchedAt: string;
      /** Whether this answer came from the shared cache (no call to Naver for it). */
      cached: boolean;
      /** ≤ 10, Naver's relevance order (sort=sim). */
      topPosts: BriefPost[];
      /** Naver's total of blog documents for the keyword. */
      documentCount: number;
      /** Posts dated in the last 30 days (Seoul) among the newest 100; capped → show "100+". */
      monthlyPublished: { count: number; capped: boolean };
      /** ≤ 10 지식iN questions. */
      questions: BriefQuestion[];
      /** Recurring topics, most frequent first. */
      topics: BriefTopic[];
      /**
       * Related keywords from the member's own Search Ad key; `reason` says why there are none. `own` is
       * the keyword's own monthly volume from that key, when it has one.
       */
      subKeywords: { available: boolean; reason: string | null; items: BriefSubKeyword[]; own?: BriefSubKeyword | null };
      /** Newest and median post date of the top 10; `verdict` says it in Korean. */
      freshness: { newest: string | null; median: string | null; favoursNew: boolean; verdict: string };
      /** How crowded the keyword is, from the document count and 월간 발행량, in plain Korean. */
      crowding: { level: 'low' | 'medium' | 'high'; verdict: string };
      /** Where the numbers come from, shown next to them. */
      source: string;
    }
  | { available: false; keyword: string; reason: string; missingSettings?: string[] }; // missingSettings only for admins

export type AvailableBrief = Extract<ResearchBrief, { available: true }>;

/** What the shared cache keeps of a brief: everything but the member's own data and how it was served. */
export type BriefFacts = Omit<AvailableBrief, 'available' | 'cached' | 'subKeywords'>;
