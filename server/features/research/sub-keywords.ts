import type { KeywordRow } from '@contracts/keywords';
import type { AvailableBrief, BriefSubKeyword } from '@contracts/research';
import { NaverApiError } from '../../integrations/naver/naver-error';
import { RateLimitError } from '../../lib/rate-limit';
import { memberRelatedKeywords } from '../keywords';
import type { BriefViewer, ResearchDeps } from './brief-viewer';
import { messages } from './research.messages';

/** Related keywords a brief shows at most. */
export const MAX_SUB_KEYWORDS = 20;
const COMPETITION = ['낮음', '중간', '높음'] as const;
const compact = (s: string) => s.replace(/\s+/g, '').toLocaleLowerCase('ko-KR');

/**
 * Related keywords with monthly volume and competition, from the member's own Search Ad key (Naver's
 * terms: only the key's owner sees them). Never cached in the shared brief. Without a key, or when the
 * call fails or the hourly limit is reached, the brief still comes, saying why these are missing.
 */
export async function subKeywordsFor(
  deps: ResearchDeps,
  viewer: BriefViewer,
  keyword: string,
  beforeCall: () => Promise<void>,
): Promise<AvailableBrief['subKeywords']> {
  if (viewer.kind === 'visitor') return { available: false, reason: messages.subKeywordsVisitor, items: [] };
  if (viewer.kind === 'service') return { available: false, reason: messages.subKeywordsNotAsked, items: [] };
  try {
    const rows = await memberRelatedKeywords(deps, viewer.userId, keyword, beforeCall);
    if (!rows) return { available: false, reason: messages.subKeywordsNoKey, items: [] };
    const toItem = (row: KeywordRow): BriefSubKeyword => ({
      keyword: row.keyword,
      monthlyTotal: row.totalSearches,
      competition: COMPETITION.find((c) => c === row.competition) ?? null,
    });
    const own = rows.find((row) => compact(row.keyword) === compact(keyword));
    const items = rows.filter((row) => row !== own).slice(0, MAX_SUB_KEYWORDS).map(toItem);
    return { available: true, reason: null, items, own: own ? toItem(own) : null };
  } catch (err) {
    if (err instanceof RateLimitError) return { available: false, reason: err.message, items: [] };
    if (err instanceof NaverApiError) return { available: false, reason: messages.subKeywordsFailed(err.message), items: [] };
    throw err;
  }
}
