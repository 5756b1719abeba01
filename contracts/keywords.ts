import { z } from 'zod';
import type { Remaining } from './credits';

export const MAX_SEEDS = 5;
export const LOOKUP_CACHE_HOURS = 24;

export const keywordMessages = {
  seedsRequired: '키워드를 1개 이상 입력해주세요.',
  seedsTooMany: `키워드는 한 번에 ${MAX_SEEDS}개까지 조회할 수 있습니다.`,
  seedTooLong: '키워드는 각각 30자 이내로 입력해주세요.',
  credentialsMissing: '네이버 검색광고 API 키를 먼저 연결해주세요.',
  keywordRequired: '키워드를 입력해주세요.',
} as const;

/** Seeds as Naver's keyword tool takes them: spaces removed, no duplicates, at most five. */
export const normalizeSeeds = (seeds: string[]) => [...new Set(seeds.map((s) => s.replace(/\s+/g, '')).filter(Boolean))];

export const lookupInput = z.object({
  seeds: z
    .array(z.string().trim().max(30, keywordMessages.seedTooLong))
    .transform(normalizeSeeds)
    .pipe(z.array(z.string()).min(1, keywordMessages.seedsRequired).max(MAX_SEEDS, keywordMessages.seedsTooMany)),
});

/** The trend page's query: one keyword, trimmed and cut at 60 characters. */
export const trendQuery = z.object({
  keyword: z
    .string()
    .optional()
    .transform((k) => (k ?? '').trim().slice(0, 60))
    .pipe(z.string().min(1, keywordMessages.keywordRequired)),
});

export const credentialsInput = z.object({
  customerId: z.string().trim().regex(/^\d{3,12}$/, '고객 ID는 숫자로 입력해주세요.'),
  accessLicense: z.string().trim().min(10, '액세스 라이선스를 확인해주세요.').max(200),
  secretKey: z.string().trim().min(10, '비밀키를 확인해주세요.').max(200),
});
export type CredentialsInput = z.input<typeof credentialsInput>;

/** "< 10" stays as Naver says it: fewer than ten, not zero and not ten. */
export type Count = number | '< 10';

export type KeywordRow = {
  keyword: string;
  pcSearches: Count;
  mobileSearches: Count;
  /** PC + mobile, with "< 10" counted as 5 (the middle of 0–9); `totalApprox` says when that happened. */
  totalSearches: number;
  totalApprox: boolean;
  clicks: number;
  ctr: number;
  competition: string;
  blogDocs: number | null;
  cafeDocs: number | null;
  /** (blog + cafe documents) ÷ total monthly searches; lower means less competition. */
  saturation: number | null;
};

export type LookupReply = {
  id: string;
  seeds: string[];
  rows: KeywordRow[];
  fetchedAt: string;
  cached: boolean;
  sources: { volume: string; documents: string | null };
  /** Why document counts are missing, when they are. */
  documentsNote: string | null;
  /** What is left after the lookup; null when the cache answered for free. */
  remaining: Remaining | null;
};

export type CredentialsStatus = { connected: boolean; hint: string | null; verifiedAt: string | null };

export type TrendPoint = { period: string; ratio: number };
export type TrendReply = { keyword: string; points: TrendPoint[]; source: string; fetchedAt: string };

export const listNameInput = z.object({ name: z.string().trim().min(1, '목록 이름을 입력해주세요.').max(40, '목록 이름은 40자 이내로 입력해주세요.') });
export const listItemInput = z.object({
  keyword: z.string().trim().min(1).max(60),
  totalSearches: z.number().int().min(0).nullable().optional(),
});
export type KeywordList = { id: string; name: string; items: { id: string; keyword: string; totalSearches: number | null }[] };
