import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { BRIEF_CACHE_HOURS, type BriefFacts } from '@contracts/research';
import type { Db } from '../../db/client';
import { researchBriefs } from '../../db/schema';
import { CLAIM_TIMEOUT_MS } from './research.limits';

// The shared brief cache in the database: one row per keyword, fresh for BRIEF_CACHE_HOURS, and the
// claim that lets exactly one request (on any instance) fetch a keyword while the others wait.

export const CACHE_MS = BRIEF_CACHE_HOURS * 3_600_000;
const staleBefore = (now: Date) => new Date(now.getTime() - CACHE_MS);

export type CachedBrief = { facts: BriefFacts; fetchedAt: Date };

// A stored brief never changes while it is fresh (a new one can only be claimed once it is stale), so
// each instance keeps the most recently read ones in memory until they expire: a warm brief costs no query.
const MEMORY_ENTRIES = 200;
const memory = new WeakMap<Db, Map<string, CachedBrief>>();

function remember(db: Db, key: string, brief: CachedBrief) {
  let briefs = memory.get(db);
  if (!briefs) memory.set(db, (briefs = new Map()));
  briefs.delete(key);
  briefs.set(key, brief);
  if (briefs.size > MEMORY_ENTRIES) briefs.delete(briefs.keys().next().value as string);
}

/** The keyword's brief when it is younger than a day, else null. */
export async function readFreshBrief(db: Db, key: string, now: Date): Promise<CachedBrief | null> {
  const kept = memory.get(db)?.get(key);
  if (kept && kept.fetchedAt > staleBefore(now)) {
    remember(db, key, kept);
    return kept;
  }
  const [row] = await db
    .select({ brief: researchBriefs.brief, fetchedAt: researchBriefs.fetchedAt })
    .from(researchBriefs)
    .where(and(eq(researchBriefs.key, key), gt(researchBriefs.fetchedAt, staleBefore(now))));
  if (!row?.brief || !row.fetchedAt) return null;
  const brief = { facts: row.brief, fetchedAt: row.fetchedAt };
  remember(db, key, brief);
  return brief;
}

/**
 * Claims the keyword for one fetch, in one atomic upsert: it succeeds when no fresh brief is stored and
 * no live claim is held (a claim older than CLAIM_TIMEOUT_MS is taken over). Returns the claim's id or null.
 */
export async function claimBrief(db: Db, key: string, now: Date): Promise<string | null> {
  const claimId = randomUUID();
  const [row] = await db
    .insert(researchBriefs)
    .values({ key, claimId, claimedAt: now })
    .onConflictDoUpdate({
      target: researchBriefs.key,
      set: { claimId, claimedAt: now },
      setWhere: and(
        or(isNull(researchBriefs.fetchedAt), lte(researchBriefs.fetchedAt, staleBefore(now))),
        or(isNull(researchBriefs.claimId), lte(researchBriefs.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS))),
      ),
    })
    .returning({ claimId: researchBriefs.claimId });
  return row?.claimId === claimId ? claimId : null;
}

/** Stores the fetched brief and ends the claim; then drops briefs nobody asked for again within the day. */
export async function storeBrief(db: Db, key: string, claimId: string, facts: BriefFacts, fetchedAt: Date) {
  await db
    .update(researchBriefs)
    .set({ brief: facts, fetchedAt, claimId: null, claimedAt: null })
    .where(and(eq(researchBriefs.key, key), eq(researchBriefs.claimId, claimId)));
  remember(db, key, { facts, fetchedAt });
  await db.delete(researchBriefs).where(and(lte(researchBriefs.fetchedAt, staleBefore(fetchedAt)), isNull(researchBriefs.claimId)));
}

/** Ends a claim whose fetch failed, so the next request may try again at once. */
export async function releaseBrief(db: Db, key: string, claimId: string) {
  const ours = and(eq(researchBriefs.key, key), eq(researchBriefs.claimId, claimId));
  await db.delete(researchBriefs).where(and(ours, isNull(researchBriefs.fetchedAt)));
  await db.update(researchBriefs).set({ claimId: null, claimedAt: null }).where(ours);
}
