import { z } from 'zod';
import type { Remaining, SpendCharge } from './credits';
import {
  CONTENT_TYPES,
  generationMessages,
  INSTRUCTIONS_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  LENGTHS,
  PLATFORMS,
  SUB_KEYWORD_MAX_COUNT,
  SUB_KEYWORD_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TONES,
  type ContentType,
  type Platform,
} from './generations-options';

export * from './generations-options';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

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
});
export type GenerationInput = z.output<typeof generationInput>;
export type GenerationInputDraft = z.input<typeof generationInput>;

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
};


/** Server-sent events of POST /api/generations. `charge` lets the page mirror a refund exactly. */
export type GenerationEvent =
  | { event: 'meta'; data: { id: string; provider: string; model: string; offline: boolean; charge: SpendCharge; remaining: Remaining } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { id: string; title: string; status: 'completed' | 'stopped'; durationMs: number; inputTokens: number | null; outputTokens: number | null } }
  | { event: 'error'; data: { code: string; message: string; refunded: boolean } };
