import { hash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { VisitorRecord } from '@contracts/accounts';
import type { Db } from '../../db/client';
import { anonymousUsers, historyVersions } from '../../db/schema';
import { createBatchLoader, perDatabase } from '../../lib/batch-loader';

export type VisitorRow = typeof anonymousUsers.$inferSelect;

// Touch last_seen_at at most hourly, so reading a visitor is not a write on every request.
const LAST_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

/** Privacy policy §3: a visitor's temporary account is kept for 90 days after its last use. */
export const VISITOR_RETENTION_DAYS = 90;
// Deleted a batch at a time, so a large backlog never holds one long transaction.
const PURGE_BATCH = 500;

// One-shot hash: a third of createHash's time, on every visitor's request.
const hashToken = (token: string) => hash('sha256', token, 'hex');

/** Spec §3: a temporary account for a visitor; the token goes to an httpOnly cookie only. */
export async function createVisitor(db: Db, { ip }: { ip: string }): Promise<{ visitor: VisitorRow; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [visitor] = await db
    .insert(anonymousUsers)
    .values({
      id: randomUUID(),
      tempId: `temp_${randomBytes(9).toString('base64url').replace(/[-]/g, 'x')}`,
      tempTokenHash: hashToken(token),
      creatorIp: ip,
    })
    .returning();
  return { visitor: visitor as VisitorRow, token };
}

// Every page load reads its visitor: concurrent reads share one query (fresh, not cached). The query is
// built once per database and prepared (named on PostgreSQL), so a batch pays neither drizzle's query
// building (a tenth of the server's CPU on a visitor's GET /api/session) nor the server's parsing. The
// visitor's history version comes along (a primary-key lookup), so a history page whose kept copy is
// still current needs no query of its own.
const visitorsByTokenHash = perDatabase((db: Db) => {
  const query = db
    .select({ visitor: anonymousUsers, historyVersion: historyVersions.version })
    .from(anonymousUsers)
    .leftJoin(historyVersions, eq(historyVersions.ownerKey, sql`'visitor:' || ${anonymousUsers.id}`))
    .where(sql`${anonymousUsers.tempTokenHash} = any(${sql.placeholder('hashes')}::text[])`)
    .prepare('visitors_by_token_hash');
  return createBatchLoader(async (hashes: string[]) => {
    const rows = await query.execute({ hashes });
    return new Map(rows.map((row) => [row.visitor.tempTokenHash, row]));
  });
});

/** The visitor a stored token belongs to and their history version, or null when the token is missing or unknown. */
export async function findVisitorAndHistory(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<{ visitor: VisitorRow; historyVersion: string | null } | null> {
  if (!token || token.length > 128) return null;
  const found = await visitorsByTokenHash(db)(hashToken(token));
  if (!found) return null;
  if (now.getTime() - found.visitor.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(anonymousUsers).set({ lastSeenAt: now }).where(eq(anonymousUsers.id, found.visitor.id));
  }
  return found;
}

/** The visitor a stored token belongs to, or null when the token is missing or unknown. */
export async function findVisitor(db: Db, token: string | undefined, now = new Date()): Promise<VisitorRow | null> {
  return (await findVisitorAndHistory(db, token, now))?.visitor ?? null;
}

export const toVisitorRecord = (v: VisitorRow): VisitorRecord => ({ id: v.id, temp_id: v.tempId, gen_cnt: v.genCount });

/**
 * Deletes the temporary accounts unused for VISITOR_RETENTION_DAYS, with everything of theirs (their
 * posts and counter ledger go by cascade, their history version by trigger). Returns how many went.
 * A visitor who comes back later simply gets a new temporary account.
 */
export async function purgeIdleVisitors(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - VISITOR_RETENTION_DAYS * 86_400_000);
  let purged = 0;
  for (;;) {
    const idle = db.select({ id: anonymousUsers.id }).from(anonymousUsers).where(lt(anonymousUsers.lastSeenAt, cutoff)).limit(PURGE_BATCH);
    // The cutoff again on the row itself: a visitor who came back while this ran (last_seen_at just
    // touched) is re-checked by the delete and kept.
    const gone = await db
      .delete(anonymousUsers)
      .where(and(inArray(anonymousUsers.id, idle), lt(anonymousUsers.lastSeenAt, cutoff)))
      .returning({ id: anonymousUsers.id });
    purged += gone.length;
    if (gone.length < PURGE_BATCH) return purged;
  }
}
