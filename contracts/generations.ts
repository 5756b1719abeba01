import { z } from 'zod';
import type { ContentScoreReport } from './content-score';
import type { Remaining, SpendCharge } from './credits';
import {
  CONTENT_TYPES,
  DISCLOSURES,
  EXPERIENCE_NOTES_MAX_LENGTH,
  generationMessages,
  INSTRUCTIONS_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  LENGTHS,
  OUTLINE_HEADING_MAX_LENGTH,
  OUTLINE_MAX_HEADINGS,
  PLATFORMS,
  RESEARCH_QUESTION_MAX_LENGTH,
  RESEARCH_QUESTIONS_MAX,
  RESEARCH_TOPIC_MAX_LENGTH,
  RESEARCH_TOPICS_MAX,
  SPONSOR_MAX_LENGTH,
  SUB_KEYWORD_MAX_COUNT,
  SUB_KEYWORD_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TONES,
  type ContentType,
  type Platform,
} from './generations-options';

export * from './generations-options';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** One heading of an outline: a ## (2) or ### (3) line of the post, in order. */
export const outlineHeading = z.object({
  level: z.union([z.literal(2), z.literal(3)], generationMessages.headingLevel),
  text: z
    .string()
    .trim()
    .min(1, generationMessages.headingRequired)
    .max(OUTLINE_HEADING_MAX_LENGTH, generationMessages.headingTooLong)
    // A heading is one line: a line break would end it and start a paragraph the member never wrote.
    .transform((text) => text.replace(/\s+/g, ' ')),
});
export type OutlineHeading = z.output<typeof outlineHeading>;

const dedupe = (list: string[]) => [...new Set(list.filter(Boolean))];

/** What the write page sends to generate a post. */
export const generationInput = z.object({
  keyword: z.string().trim().min(1, generationMessages.keywordRequired).max(KEYWORD_MAX_LENGTH, generationMessages.keywordTooLong),
  subKeywords: z
    .array(z.string().trim().max(SUB_KEYWORD_MAX_LENGTH, generationMessages.subKeywordTooLong))
    .max(SUB_KEYWORD_MAX_COUNT, generationMessages.subKeywordsTooMany)
    .default([])
    .transform((list) => [...new Set(list.filter(Boolean))]),
  instructions: z.string().trim().max(INSTRUCTIONS_MAX_LENGTH, generationMessages.instructionsTooLong).default(''),
  /** A title the member picked from the suggestions; the post then uses it as is. */
  title: z.string().trim().max(TITLE_MAX_LENGTH, generationMessages.titleTooLong).default(''),
  contentType: z.enum(keys(CONTENT_TYPES)).default('info'),
  tone: z.enum(keys(TONES)).default('haeyo'),
  length: z.enum(keys(LENGTHS)).default('medium'),
  platform: z.enum(keys(PLATFORMS)).default('naver'),
  /** A built-in preset id (`preset:…`) or the id of one of the member's templates. */
  templateId: z.string().max(64).nullable().default(null),
  options: z
    .object({ faq: z.boolean().default(true), table: z.boolean().default(false), imagePlaceholders: z.boolean().default(false) })
    .default({ faq: true, table: false, imagePlaceholders: false }),
  /** What the member ticked in the research panel: the questions become the FAQ, the topics sections. */
  research: z
    .object({
      questions: z
        .array(z.string().trim().max(RESEARCH_QUESTION_MAX_LENGTH, generationMessages.questionTooLong))
        .max(RESEARCH_QUESTIONS_MAX, generationMessages.questionsTooMany)
        .default([])
        .transform(dedupe),
      topics: z
        .array(z.string().trim().max(RESEARCH_TOPIC_MAX_LENGTH, generationMessages.topicTooLong))
        .max(RESEARCH_TOPICS_MAX, generationMessages.topicsTooMany)
        .default([])
        .transform(dedupe),
    })
    .default({ questions: [], topics: [] }),
  /** When not empty, the post has exactly these headings, in this order. */
  outline: z.array(outlineHeading).max(OUTLINE_MAX_HEADINGS, generationMessages.outlineTooLong).default([]),
  /** '내 경험 메모' (방문 후기, 제품 리뷰): what the member saw, ate, paid, liked and disliked. */
  experienceNotes: z.string().trim().max(EXPERIENCE_NOTES_MAX_LENGTH, generationMessages.notesTooLong).default(''),
  /** 'sponsored' puts a disclosure line at the top; only 'self-paid' lets the post say who paid. */
  disclosure: z.enum(keys(DISCLOSURES), generationMessages.disclosureInvalid).default('none'),
  /** Who sponsored the post, named in the disclosure line. */
  sponsor: z.string().trim().max(SPONSOR_MAX_LENGTH, generationMessages.sponsorTooLong).default(''),
});
export type GenerationInput = z.output<typeof generationInput>;
export type GenerationInputDraft = z.input<typeof generationInput>;

type LaterFields = Pick<GenerationInput, 'research' | 'outline' | 'experienceNotes' | 'disclosure' | 'sponsor'>;
/**
 * An input with the fields added after posts were first stored, defaulted as an older post had them in
 * effect: a stored post's input (and an input a job builds) always has every field.
 */
export const withLaterFields = (input: Omit<GenerationInput, keyof LaterFields> & Partial<LaterFields>): GenerationInput => ({
  research: { questions: [], topics: [] },
  outline: [],
  experienceNotes: '',
  disclosure: 'none',
  sponsor: '',
  ...input,
});

/** POST /api/generations/outline: the headings a post would follow, for the member to edit. */
export type OutlineReply = { outline: OutlineHeading[]; offline: boolean };

/**
 * What the writer reads of a keyword's research brief (contracts/research.ts's available brief has these
 * fields): the top results' titles and descriptions, the 지식iN questions and the recurring topics.
 */
export type WriterBrief = {
  keyword: string;
  topPosts: readonly { title: string; description: string }[];
  questions: readonly { title: string; description: string }[];
  topics: readonly { text: string; count: number }[];
};

export const updateGenerationInput = z.object({
  title: z.string().trim().min(1, '제목을 입력해주세요.').max(200, '제목은 200자 이내로 입력해주세요.').optional(),
  content: z.string().max(100_000, '글이 너무 깁니다.').optional(),
});

export const sectionInput = z.object({
  heading: z.string().trim().min(1).max(200),
  /** The post as the member edited it, so the rewrite fits the current text. */
  content: z.string().max(100_000).optional(),
});

/** The history list's query: a search (cut at 100 characters) and the next page's cursor. */
export const historyQuery = z.object({
  q: z
    .string()
    .optional()
    .transform((q) => q?.slice(0, 100)),
  cursor: z.string().optional(),
});

/** GET /api/shared/{shareId}: a post its author shares (spec /blog/{id}); also written into that page's HTML. */
export type SharedPost = { title: string; content: string; keyword: string; createdAt: string };

export type GenerationStatus = 'streaming' | 'completed' | 'stopped' | 'failed';

export type HistoryItem = {
  id: string;
  keyword: string;
  title: string;
  status: GenerationStatus;
  contentType: ContentType;
  platform: Platform;
  shared: boolean;
  createdAt: string;
};

export type GenerationDetail = HistoryItem & {
  input: GenerationInput;
  content: string;
  provider: string;
  model: string;
  inputTokens: number | null;
  outputTokens: number | null;
  durationMs: number | null;
  refunded: boolean;
  errorMessage: string | null;
  shareId: string | null;
  /** The content score of the text as last saved (at completion and at each edit); null before either. */
  contentScore: ContentScoreReport | null;
};


/** Server-sent events of POST /api/generations. `charge` lets the page mirror a refund exactly. */
export type GenerationEvent =
  | { event: 'meta'; data: { id: string; provider: string; model: string; offline: boolean; charge: SpendCharge; remaining: Remaining } }
  | { event: 'delta'; data: { text: string } }
  | {
      event: 'done';
      data: {
        id: string;
        title: string;
        status: 'completed' | 'stopped';
        durationMs: number;
        inputTokens: number | null;
        outputTokens: number | null;
        /** The post as saved, sent only when it differs from the streamed text (a payment claim was removed): the page shows this instead. */
        content?: string;
      };
    }
  | { event: 'error'; data: { code: string; message: string; refunded: boolean } };
