import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { closestTitle, type ContentScoreInput, type ContentScoreReport, type ScoreChecks, scoreContent, scoreWarnings } from '@contracts/content-score';
import { parsePost } from '@contracts/content-score-text';
import { LENGTH_TARGETS, type LengthKey } from '@contracts/generations-options';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { Owner } from '../../lib/owner';
import { OVERLAP_HISTORY_LIMIT } from './content-score.limits';
import { sharedShare, shinglesOf } from './content-overlap';
import { type GetTopTitles, topTitlesReader } from './top-titles';

export type ContentScoreDeps = { db: Db; getTopTitles: GetTopTitles };

const ownedBy = (owner: Owner): SQL =>
  owner.kind === 'user' ? eq(generations.ownerUserId, owner.userId) : eq(generations.ownerVisitorId, owner.visitorId);

/**
 * How much of `content` the owner's most similar earlier post already holds (their finished posts only,
 * the most recent OVERLAP_HISTORY_LIMIT, `excludeId` left out). Nobody else's posts are read.
 */
export async function findSelfOverlap(db: Db, owner: Owner, content: string, excludeId?: string): Promise<NonNullable<ScoreChecks['selfOverlap']>> {
  const mine = shinglesOf(content);
  const none = { share: 0, generationId: null, title: null, compared: 0 };
  if (!mine.size) return none;
  const conditions = [ownedBy(owner), inArray(generations.status, ['completed', 'stopped']), ne(generations.content, '')];
  if (excludeId) conditions.push(ne(generations.id, excludeId));
  const earlier = await db
    .select({ id: generations.id, title: generations.title, content: generations.content })
    .from(generations)
    .where(and(...conditions))
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(OVERLAP_HISTORY_LIMIT);
  let best: NonNullable<ScoreChecks['selfOverlap']> = { ...none, compared: earlier.length };
  for (const post of earlier) {
    const share = sharedShare(mine, shinglesOf(post.content));
    if (share > best.share) best = { share: Math.round(share * 1000) / 1000, generationId: post.id, title: post.title, compared: earlier.length };
  }
  return best;
}

/**
 * The score with the server's own checks: the title against the keyword's top-10 titles (from a cached
 * brief), and the text against the owner's earlier posts.
 */
export async function checkContent(deps: ContentScoreDeps, args: { owner: Owner; input: ContentScoreInput; excludeId?: string }): Promise<ContentScoreReport> {
  const { input } = args;
  const [titles, selfOverlap] = await Promise.all([deps.getTopTitles(input.keyword), findSelfOverlap(deps.db, args.owner, input.content, args.excludeId)]);
  const title = input.title?.trim() || parsePost(input.content).title;
  const checks: ScoreChecks = { topTitle: title ? closestTitle(title, titles) : null, selfOverlap };
  return { ...scoreContent(input, checks), warnings: scoreWarnings(checks), scoredAt: new Date().toISOString() };
}

/** A stored post as the score reads it; the generation input fits `input`. */
export type ScoredPost = {
  id: string;
  title: string;
  content: string;
  input: { keyword: string; subKeywords: readonly string[]; length: LengthKey; research?: ContentScoreInput['research'] };
};

/** The score of one of the owner's posts, as history keeps it. */
export function scoreGeneration(deps: ContentScoreDeps, owner: Owner, post: ScoredPost): Promise<ContentScoreReport> {
  return checkContent(deps, {
    owner,
    excludeId: post.id,
    input: {
      content: post.content,
      title: post.title,
      keyword: post.input.keyword,
      subKeywords: post.input.subKeywords,
      research: post.input.research ?? { questions: [], topics: [] },
      targetChars: LENGTH_TARGETS[post.input.length],
    },
  });
}

/**
 * The score history keeps for a post, with the checks wired as the endpoint has them. A failure to score
 * is logged and gives null: a post is never lost or failed for its score.
 */
export async function scoreForHistory(deps: { db: Db; logger: Logger }, owner: Owner, post: ScoredPost): Promise<ContentScoreReport | null> {
  try {
    return await scoreGeneration({ db: deps.db, getTopTitles: topTitlesReader(deps.db) }, owner, post);
  } catch (err) {
    deps.logger.warn('content score failed', { id: post.id, error: err instanceof Error ? err.message : String(err) });
    return null;
  }
}
