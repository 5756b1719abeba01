import { createDataLabClient } from '../../integrations/naver/datalab';
import { lastCompleteWeeks } from '../../integrations/naver/datalab-window';
import type { NaverOpenApiConfig } from '../../integrations/naver/search';

// DataLab takes at most five keyword groups a call: each category sends its own biggest five.
export const RISING_CANDIDATES_PER_CATEGORY = 5;
// At most this many DataLab calls a report (DataLab allows 1,000 calls a day for the whole service).
export const MAX_TREND_CALLS_PER_REPORT = 10;
// Whole Monday–Sunday weeks in Seoul: the last one against the four before it.
const WEEKS = 8;

export const trendNotes = {
  failed: '이번 주에는 검색 추이(데이터랩)를 가져오지 못해 상승 키워드를 생략했습니다.',
  partly: '일부 카테고리의 검색 추이(데이터랩)를 가져오지 못해 그 카테고리의 상승 키워드는 생략했습니다.',
} as const;

/** How much this week rose over the previous four weeks' average, from one DataLab series. */
function riseOf(ratios: number[]): number | null {
  const last = ratios.at(-1) ?? 0;
  const earlier = ratios.slice(-5, -1);
  const base = earlier.length ? earlier.reduce((a, b) => a + b, 0) / earlier.length : 0;
  return base > 0 ? (last - base) / base : null;
}

/**
 * Asks DataLab about each category's biggest keywords, one call per category (bounded), so a small
 * category is not crowded out by a big one. The rises live only in the returned map, inside this send.
 */
export async function findRising(
  config: NaverOpenApiConfig,
  categories: { keywords: { keyword: string; total: number }[] }[],
  now: Date,
): Promise<{ rises: Map<string, number>; note: string | null }> {
  const client = createDataLabClient(config);
  const rises = new Map<string, number>();
  const asked = new Set<string>();
  let calls = 0;
  let failed = 0;
  for (const category of categories) {
    if (calls >= MAX_TREND_CALLS_PER_REPORT) break;
    const candidates = [...category.keywords]
      .sort((a, b) => b.total - a.total)
      .filter((k) => !asked.has(k.keyword))
      .slice(0, RISING_CANDIDATES_PER_CATEGORY);
    if (!candidates.length) continue;
    for (const k of candidates) asked.add(k.keyword);
    calls += 1;
    try {
      const results = await client.trend({
        ...lastCompleteWeeks(now, WEEKS),
        timeUnit: 'week',
        keywordGroups: candidates.map((k) => ({ groupName: k.keyword, keywords: [k.keyword] })),
      });
      for (const result of results) {
        const rise = riseOf(result.data.map((p) => p.ratio));
        if (rise !== null) rises.set(result.title, rise);
      }
    } catch {
      failed += 1;
    }
  }
  return { rises, note: failed === 0 ? null : failed === calls ? trendNotes.failed : trendNotes.partly };
}
