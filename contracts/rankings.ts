import { z } from 'zod';

// Where each published post ranks on Naver for its keyword: what is tracked, how a rank reads, and the
// calls the SPA makes. The number is the post's position in the Search API's blog (or web-document)
// results, not what a person sees on 통합검색.

/** Naver's result lists a rank is read from: blog search and web-document (웹문서) search. */
export const RANK_SECTIONS = ['blog', 'webkr'] as const;
export type RankSection = (typeof RANK_SECTIONS)[number];
export const RANK_SECTION_LABELS: Record<RankSection, string> = { blog: '블로그', webkr: '웹문서' };

/** Where a tracked post lives; decides which lists are searched. */
export const RANK_PLATFORMS = ['naver', 'tistory', 'wordpress', 'blogger', 'web'] as const;
export type RankPlatform = (typeof RANK_PLATFORMS)[number];
/**
 * Naver Blog posts show up in blog search; WordPress, Blogger and other sites in web documents; Tistory
 * posts in both (Naver lists Tistory blogs in its blog tab and indexes them as web pages too).
 */
export const SECTIONS_BY_PLATFORM: Record<RankPlatform, readonly RankSection[]> = {
  naver: ['blog'],
  tistory: ['blog', 'webkr'],
  wordpress: ['webkr'],
  blogger: ['webkr'],
  web: ['webkr'],
};

/** One page of results (Search API display=100); a second page (start=101) reaches 200. */
export const RANK_PAGE_SIZE = 100;
export const RANK_KEYWORD_MAX_LENGTH = 100;
export const RANK_URL_MAX_LENGTH = 2000;
/** '지금 확인' per member and Seoul day. */
export const CHECK_NOW_PER_DAY = 3;
/** How the checks thin out with the post's age (days since tracking began). */
export const RANK_SCHEDULE = { dailyUntilDay: 14, every3DaysUntilDay: 90, stopAfterDay: 180 } as const;
export const RANK_HISTORY_DAYS = 30;

export const RANK_TARGET_STATUSES = ['active', 'paused', 'stopped', 'ended'] as const;
export type RankTargetStatus = (typeof RANK_TARGET_STATUSES)[number];

export const rankingMessages = {
  urlRequired: '글 주소를 입력해 주세요.',
  urlInvalid: '글 주소는 http:// 또는 https:// 로 시작하는 주소여야 합니다.',
  urlTooLong: `글 주소는 ${RANK_URL_MAX_LENGTH}자까지입니다.`,
  keywordRequired: '키워드를 입력해 주세요.',
  keywordTooLong: `키워드는 ${RANK_KEYWORD_MAX_LENGTH}자까지입니다.`,
} as const;

const keyword = z.string().trim().min(1, rankingMessages.keywordRequired).max(RANK_KEYWORD_MAX_LENGTH, rankingMessages.keywordTooLong);

/** A URL the member tracks by hand (an older post, a post made elsewhere), optionally tied to one of their history posts. */
export const addRankTargetInput = z.object({
  url: z.string().trim().min(1, rankingMessages.urlRequired).max(RANK_URL_MAX_LENGTH, rankingMessages.urlTooLong),
  keyword,
  generationId: z.string().min(1).max(100).optional(),
});
export type AddRankTargetInput = z.infer<typeof addRankTargetInput>;

/** Pause, resume or stop tracking one post. */
export const updateRankTargetInput = z.object({ status: z.enum(['active', 'paused', 'stopped']) });
export type UpdateRankTargetInput = z.infer<typeof updateRankTargetInput>;

/** A test-only control of the server's clock for rank tracking (refused unless the server enables it). */
export const rankTestClockInput = z.object({ offsetMs: z.number().int().min(-400 * 86_400_000).max(400 * 86_400_000) });

/** The latest result in one list: a position 1–200, or null when the post was not in the pages read (`depth`). */
export type RankReading = { section: RankSection; day: string; position: number | null; depth: number; checkedAt: string; matchedUrl: string | null };

export type RankTargetView = {
  id: string;
  source: 'publication' | 'manual';
  publicationId: string | null;
  generationId: string | null;
  title: string;
  url: string;
  keyword: string;
  platform: RankPlatform;
  sections: RankSection[];
  status: RankTargetStatus;
  /** Why tracking ended: 'age' (180 days), 'dropped' (out of the top 100 after 90 days), 'url' (not a web address). */
  endedReason: string | null;
  startedAt: string;
  nextCheckAt: string | null;
  /** Due but held back (today's check budget is spent, or Naver did not answer): shown as '확인 대기'. */
  waiting: boolean;
  /** A '지금 확인' is on its way. */
  requested: boolean;
  latest: RankReading[];
  best: { section: RankSection; position: number; day: string } | null;
};

export type RankingsList = {
  targets: RankTargetView[];
  /** False while the server has no Naver Search API keys: nothing can be checked. */
  available: boolean;
  manual: { used: number; limit: number };
  checkNow: { left: number; limit: number };
};

export type RankPoint = { day: string; section: RankSection; position: number | null; depth: number };

/** '순위 변화 (이번 주)': a post that rose, fell, entered or dropped out of the top 100 in the last 7 days. */
export type RankChange = {
  targetId: string;
  generationId: string | null;
  title: string;
  keyword: string;
  section: RankSection;
  from: number | null;
  to: number | null;
  kind: 'rose' | 'fell' | 'dropped' | 'entered';
  /** The post's inputs, for '글 다시 쓰기' (null for a URL tracked by hand without a post). */
  input: Record<string, unknown> | null;
};

export type RankAdminStatus = {
  available: boolean;
  day: string;
  budget: number;
  spent: number;
  tracked: number;
  waiting: number;
  due: number;
  failing: { keyword: string; section: RankSection; error: string | null; retryAt: string | null }[];
};

/** The badge of one reading: '블로그 3위', '100위 밖' (prefixed with the list when a post is searched in two). */
export function rankBadgeText(reading: Pick<RankReading, 'section' | 'position' | 'depth'>, withSection = true): string {
  const label = RANK_SECTION_LABELS[reading.section];
  if (reading.position !== null) return `${label} ${reading.position}위`;
  const out = `${reading.depth}위 밖`;
  return withSection ? `${label} ${out}` : out;
}
export const RANK_WAITING_TEXT = '확인 대기';

/** What a rank number is, in plain Korean: the pages and the weekly mail say it the same way. */
export const RANK_NUMBER_NOTE =
  '순위는 네이버 검색 API가 돌려주는 블로그(또는 웹문서) 검색 결과에서 글이 놓인 자리입니다. 네이버 통합검색 화면은 여러 영역이 섞이고 사람마다 다르게 보일 수 있어, 직접 검색해 본 자리와 다를 수 있습니다.';
