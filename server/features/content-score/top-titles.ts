import type { Db } from '../../db/client';

/** The titles of the top-10 results for a keyword, from a cached research brief only (no upstream call). */
export type GetTopTitles = (keyword: string) => Promise<string[]>;

/**
 * The one place the score's title check meets the research brief. The brief's cache-only read
 * (`peekResearchBrief(db, keyword)`, server/features/research) is not in this tree yet, so there are no
 * top titles to compare and the title item is left out of the score until it is wired here.
 */
export const topTitlesReader =
  (_db: Db): GetTopTitles =>
  async () => [];
