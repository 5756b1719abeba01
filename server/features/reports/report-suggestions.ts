import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordReports } from '../../db/schema';

/**
 * The keywords of the member's latest report, for automations whose source is "the latest report":
 * its suggested posts, or (a report sent before suggestions were kept) its top-ranked keywords.
 */
export async function latestReportKeywords(db: Db, userId: string): Promise<string[]> {
  const [latest] = await db
    .select({ suggestions: keywordReports.suggestions, ranking: keywordReports.ranking })
    .from(keywordReports)
    .where(eq(keywordReports.userId, userId))
    .orderBy(desc(keywordReports.createdAt))
    .limit(1);
  if (!latest) return [];
  const keywords = latest.suggestions.length
    ? latest.suggestions.map((s) => s.keyword)
    : [...latest.ranking]
        .sort((a, b) => a.rank - b.rank)
        .slice(0, 10)
        .map((r) => r.keyword);
  return [...new Set(keywords)];
}
