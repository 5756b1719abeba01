import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { GenerationInput } from '@contracts/generations';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';
import type { Encoding } from '../../lib/compression';
import type { Owner } from '../../lib/owner';
import { ownedBy } from './generations.service';
import { encodedPage, firstHistoryPageReader } from './history-first-pages';
import { toHistoryItem } from './history-item';

export const HISTORY_PAGE_SIZE = 30;
const readFirstHistoryPage = firstHistoryPageReader(HISTORY_PAGE_SIZE);

export type HistoryCursor = { createdAt: string; id: string };
export const encodeCursor = (c: HistoryCursor) => Buffer.from(`${c.createdAt}|${c.id}`).toString('base64url');
export function decodeCursor(raw: string | undefined): HistoryCursor | null {
  if (!raw) return null;
  const [createdAt, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id };
}

/**
 * One page of the owner's history, newest first, by keyset cursor (created_at, id) so a page costs the
 * same at row 30 and at row 100,000 — no OFFSET, no COUNT.
 */
export async function listHistory(
  db: Db,
  owner: Owner,
  { cursor, query, limit = HISTORY_PAGE_SIZE }: { cursor: HistoryCursor | null; query?: string; limit?: number },
) {
  const q = query?.trim();
  const conditions: SQL[] = [ownedBy(owner)];
  if (cursor) {
    // A row comparison, which PostgreSQL turns into one index range (an OR of two would not be).
    conditions.push(sql`(${generations.createdAt}, ${generations.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`);
  }
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(or(ilike(generations.keyword, pattern), ilike(generations.title, pattern)) as SQL);
  }
  const rows = await db
    .select({
      id: generations.id,
      keyword: generations.keyword,
      title: generations.title,
      status: generations.status,
      contentType: sql<GenerationInput['contentType']>`${generations.input}->>'contentType'`,
      platform: sql<GenerationInput['platform']>`${generations.input}->>'platform'`,
      shareId: generations.shareId,
      createdAt: generations.createdAt,
    })
    .from(generations)
    .where(and(...conditions))
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(limit + 1);
  return toPage(rows.map(({ contentType, platform, ...row }) => ({ ...row, input: { contentType, platform } })), limit);
}

/**
 * One page of the owner's history as the API sends it, `{"items":[…],"nextCursor":…}`, and the encoding
 * it is in. Every history page opens on the first page, which the database writes as JSON and which is
 * kept per owner and version (history-first-pages.ts): its bytes are sent as they are, compressed once
 * for `encoding` (the one the client accepts). Other pages are left to the reply's compression.
 */
export async function historyPageReply(
  db: Db,
  owner: Owner,
  { cursor, query, encoding }: { cursor: HistoryCursor | null; query?: string; encoding?: Encoding },
): Promise<{ body: string | Buffer<ArrayBuffer>; encoding?: Encoding }> {
  if (!cursor && !query?.trim()) {
    const page = await readFirstHistoryPage(db, owner);
    if (!encoding) return { body: page.body };
    const body = encodedPage(page, encoding);
    return body === page.body ? { body } : { body, encoding };
  }
  const page = await listHistory(db, owner, { cursor, query });
  return { body: JSON.stringify({ items: page.items.map(toHistoryItem), nextCursor: page.nextCursor }) };
}

function toPage<Row extends { createdAt: Date; id: string }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page,
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : null,
  };
}

/** Moves a visitor's history to the member who signed in on that browser. */
export async function claimVisitorHistory(db: Db, visitorId: string, userId: string) {
  await db
    .update(generations)
    .set({ ownerUserId: userId, ownerVisitorId: null })
    .where(eq(generations.ownerVisitorId, visitorId));
}
