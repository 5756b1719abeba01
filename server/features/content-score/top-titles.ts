import type { Db } from '../../db/client';
import { peekResearchBrief } from '../research';

/** The titles of the top-10 results for a keyword, from a cached research brief only (no upstream call). */
export type GetTopTitles = (keyword: string) => Promise<string[]>;

/** The one place the score's title check meets the research brief: its cache-only read. */
export const topTitlesReader =
  (db: Db): GetTopTitles =>
  async (keyword) =>
    (await peekResearchBrief(db, keyword))?.topPosts.map((post) => post.title) ?? [];
