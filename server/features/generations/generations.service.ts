import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Remaining, SpendCharge } from '@contracts/credits';
import { type GenerationInput, type HistoryItem, SECTION_REWRITE_LIMIT, type SharedPost } from '@contracts/generations';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { INSTANCE_ID, isInstanceDead } from '../../lib/instance';
import { refundUsage, spendUsage } from '../credits';
import { messages } from './generations.messages';
import { encodedPage, firstHistoryPageReader } from './history-first-pages';
import type { Encoding } from '../../lib/compression';
import { type Owner, ownerColumns } from '../../lib/owner';

export type GenerationRow = typeof generations.$inferSelect;

/** The first "# " line of a post, or the keyword. */
export const titleOf = (markdown: string, fallback: string) =>
  /^\s*#\s+(.+)$/m.exec(markdown)?.[1]?.trim().slice(0, 200) || fallback;

/**
 * Records a new generation and pays for it in one transaction: if the spend fails, nothing is
 * recorded; if recording fails, nothing is spent.
 */
export async function startGeneration(
  db: Db,
  args: { owner: Owner; input: GenerationInput; provider: string; model: string; creditCost: number; id?: string },
): Promise<{ id: string; charge: SpendCharge; remaining: Remaining }> {
  // A caller may choose the id first (automation), so a retry can tell whether the post was already made.
  const id = args.id ?? randomUUID();
  return db.transaction(async (tx) => {
    const { charge, remaining } = await spendUsage(tx, { payer: args.owner, counter: 'gen', creditCost: args.creditCost, ref: { feature: 'generation', id } });
    await tx.insert(generations).values({
      id,
      ...ownerColumns(args.owner),
      keyword: args.input.keyword,
      title: args.input.keyword,
      input: args.input,
      provider: args.provider,
      model: args.model,
      charge,
      streamedBy: INSTANCE_ID,
    });
    return { id, charge, remaining };
  });
}

export type Outcome =
  | { status: 'completed' | 'stopped'; content: string; inputTokens: number | null; outputTokens: number | null; durationMs: number }
  | { status: 'failed'; content: string; errorMessage: string; durationMs: number };

/** How a post was settled before its own stream ended: by another server's sweep that took this one for gone. */
export type SettledElsewhere = { status: string; refunded: boolean; errorMessage: string | null };

/**
 * Settles a streaming generation once. A failure refunds what was spent, keeping any text written so
 * far (scope: "a failed or cancelled generation refunds what it took"); a stop by the reader refunds
 * only when no text had arrived — a stopped stream keeps what was written and its price. Returns
 * whether a refund happened.
 *
 * A post another server already settled (its sweep took this process for gone: a lock connection
 * down past the grace time) keeps that outcome and its refund; what this stream wrote is still kept
 * when the sweep saved no text, and `elsewhere` tells the stream what its reader must be told.
 */
export async function settleGeneration(db: Db, owner: Owner, id: string, outcome: Outcome): Promise<{ refunded: boolean; elsewhere?: SettledElsewhere }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(generations).where(and(eq(generations.id, id), eq(generations.status, 'streaming'))).for('update');
    if (!row) {
      const [settled] = await tx
        .select({ status: generations.status, refunded: generations.refunded, errorMessage: generations.errorMessage, content: generations.content, keyword: generations.keyword })
        .from(generations)
        .where(eq(generations.id, id))
        .for('update');
      if (!settled) return { refunded: false };
      if (settled.content === '' && outcome.content !== '') {
        await tx.update(generations).set({ content: outcome.content, title: titleOf(outcome.content, settled.keyword), updatedAt: new Date() }).where(eq(generations.id, id));
      }
      return { refunded: false, elsewhere: { status: settled.status, refunded: settled.refunded, errorMessage: settled.errorMessage } };
    }
    const refund = outcome.status === 'failed' || (outcome.status === 'stopped' && outcome.content.trim() === '');
    if (refund) await refundUsage(tx, { payer: owner, counter: 'gen', charge: row.charge, ref: { feature: 'generation', id } });
    await tx
      .update(generations)
      .set({
        status: outcome.status,
        content: outcome.content,
        title: titleOf(outcome.content, row.keyword),
        durationMs: outcome.durationMs,
        refunded: refund,
        updatedAt: new Date(),
        ...(outcome.status === 'failed'
          ? { errorMessage: outcome.errorMessage }
          : { inputTokens: outcome.inputTokens, outputTokens: outcome.outputTokens }),
      })
      .where(eq(generations.id, id));
    return { refunded: refund };
  });
}

/**
 * Settles generations that no server is streaming any more (the process stopped or crashed mid-post):
 * still `streaming` after `cutoff` means abandoned, since a live stream ends within LLM_TIMEOUT_MS;
 * so does a post whose streaming process is provably gone (server/lib/instance.ts), at once.
 * Each is marked failed and refunded once (settleGeneration locks the row and re-checks its status,
 * so instances sweeping together never refund twice). Returns how many were settled.
 */
export async function settleAbandonedGenerations(db: Db, cutoff: Date, batch = 100): Promise<number> {
  // The processes streaming now are few; those provably gone (killed, crashed) are settled at once.
  const streamers = await db
    .selectDistinct({ streamedBy: generations.streamedBy })
    .from(generations)
    .where(and(eq(generations.status, 'streaming'), isNotNull(generations.streamedBy)));
  const gone = streamers.map((r) => r.streamedBy).filter((id): id is string => isInstanceDead(id));
  const stale = await db
    .select({ id: generations.id, ownerUserId: generations.ownerUserId, ownerVisitorId: generations.ownerVisitorId, createdAt: generations.createdAt })
    .from(generations)
    .where(and(eq(generations.status, 'streaming'), gone.length ? or(lt(generations.createdAt, cutoff), inArray(generations.streamedBy, gone)) : lt(generations.createdAt, cutoff)))
    .limit(batch);
  let settled = 0;
  for (const row of stale) {
    const owner: Owner | null = row.ownerUserId
      ? { kind: 'user', userId: row.ownerUserId }
      : row.ownerVisitorId
        ? { kind: 'visitor', visitorId: row.ownerVisitorId }
        : null;
    if (!owner) continue;
    const { refunded } = await settleGeneration(db, owner, row.id, {
      status: 'failed',
      content: '',
      errorMessage: messages.interrupted,
      durationMs: Math.max(0, Date.now() - row.createdAt.getTime()),
    });
    if (refunded) settled += 1;
  }
  return settled;
}

const ownedBy = (owner: Owner): SQL =>
  owner.kind === 'user' ? eq(generations.ownerUserId, owner.userId) : eq(generations.ownerVisitorId, owner.visitorId);

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
export async function listHistory(db: Db, owner: Owner, { cursor, query, limit = HISTORY_PAGE_SIZE }: { cursor: HistoryCursor | null; query?: string; limit?: number }) {
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

type HistoryItemRow = Pick<GenerationRow, 'id' | 'keyword' | 'title' | 'status' | 'shareId' | 'createdAt'> & {
  input: Pick<GenerationRow['input'], 'contentType' | 'platform'>;
};

/** A generation as the history list shows it (the first page's SQL in history-first-pages.ts writes the same). */
export const toHistoryItem = (r: HistoryItemRow): HistoryItem => ({
  id: r.id,
  keyword: r.keyword,
  title: r.title,
  status: r.status as HistoryItem['status'],
  contentType: r.input.contentType,
  platform: r.input.platform,
  shared: r.shareId !== null,
  createdAt: r.createdAt.toISOString(),
});

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

/** One of the owner's generations, or a Korean 404 (another owner's id looks the same as none). */
export async function getOwnGeneration(db: Db, owner: Owner, id: string): Promise<GenerationRow> {
  const [row] = await db.select().from(generations).where(and(eq(generations.id, id), ownedBy(owner)));
  if (!row) throw new AppError('NOT_FOUND', messages.notFound, 404);
  return row;
}

export async function updateGeneration(db: Db, owner: Owner, id: string, changes: { title?: string; content?: string }) {
  const row = await getOwnGeneration(db, owner, id);
  if (row.status === 'streaming') throw new AppError('STILL_STREAMING', messages.stillStreaming, 409);
  const [updated] = await db
    .update(generations)
    .set({
      ...(changes.content !== undefined ? { content: changes.content } : {}),
      ...(changes.title !== undefined ? { title: changes.title } : changes.content !== undefined ? { title: titleOf(changes.content, row.keyword) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(generations.id, id))
    .returning();
  return updated as GenerationRow;
}

/** Deletes a post; returns the share address that stopped working with it, if it was shared. */
export async function deleteGeneration(db: Db, owner: Owner, id: string) {
  const row = await getOwnGeneration(db, owner, id);
  await db.delete(generations).where(and(eq(generations.id, id), ownedBy(owner)));
  return row.shareId;
}

/**
 * Shares a post read-only at /blog/{shareId}; sharing again keeps the same address. `newlyShared` is true
 * only for the call that made the address (search engines are told once).
 */
export async function shareGeneration(db: Db, owner: Owner, id: string) {
  const row = await getOwnGeneration(db, owner, id);
  if (row.shareId) return { shareId: row.shareId, newlyShared: false };
  const shareId = randomBytes(9).toString('base64url');
  const made = await db.update(generations).set({ shareId }).where(and(eq(generations.id, id), isNull(generations.shareId))).returning({ id: generations.id });
  return { shareId: (await getOwnGeneration(db, owner, id)).shareId as string, newlyShared: made.length === 1 };
}

/** Stops sharing; returns the address that stopped working, if there was one. */
export async function unshareGeneration(db: Db, owner: Owner, id: string) {
  const row = await getOwnGeneration(db, owner, id);
  await db.update(generations).set({ shareId: null }).where(eq(generations.id, id));
  return row.shareId;
}

/** Shared posts' addresses and change times, for the sitemap (at most `limit`, newest first). */
export async function listSharedStamps(db: Db, limit: number): Promise<{ shareId: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ shareId: generations.shareId, updatedAt: generations.updatedAt })
    .from(generations)
    .where(isNotNull(generations.shareId))
    .orderBy(desc(generations.updatedAt))
    .limit(limit);
  return rows.flatMap((r) => (r.shareId ? [{ shareId: r.shareId, updatedAt: r.updatedAt }] : []));
}

/** What anyone with the link sees of a shared post: the API's reply and the page's data block alike. */
export const toSharedPost = (row: { title: string; content: string; keyword: string; createdAt: Date }): SharedPost => ({
  title: row.title,
  content: row.content,
  keyword: row.keyword,
  createdAt: row.createdAt.toISOString(),
});

export async function readShared(db: Db, shareId: string) {
  const [row] = await db
    .select({ id: generations.id, title: generations.title, content: generations.content, createdAt: generations.createdAt, keyword: generations.keyword })
    .from(generations)
    .where(eq(generations.shareId, shareId));
  if (!row) throw new AppError('NOT_FOUND', messages.shareNotFound, 404);
  return row;
}

/** Counts one section rewrite against the post's limit of ten. */
/**
 * Takes one of a post's ten section rewrites, after checking the section exists in the text being
 * rewritten (so a wrong heading costs nothing); give it back with returnSectionRewrite if no text comes.
 */
export async function takeSectionRewrite(db: Db, owner: Owner, id: string, section: { heading: string; content?: string | undefined }) {
  const row = await getOwnGeneration(db, owner, id);
  const post = section.content ?? row.content;
  if (!post.includes(section.heading)) throw new AppError('SECTION_NOT_FOUND', messages.sectionNotFound, 400);
  const [updated] = await db
    .update(generations)
    .set({ sectionRegenerations: sql`${generations.sectionRegenerations} + 1` })
    .where(and(eq(generations.id, id), lt(generations.sectionRegenerations, SECTION_REWRITE_LIMIT)))
    .returning({ n: generations.sectionRegenerations });
  if (!updated) throw new AppError('SECTION_LIMIT', messages.sectionLimit, 429);
  return { row, post, variant: updated.n };
}

/** Gives back a rewrite that produced no text (a provider failure or an empty answer). */
export async function returnSectionRewrite(db: Db, id: string) {
  await db
    .update(generations)
    .set({ sectionRegenerations: sql`${generations.sectionRegenerations} - 1` })
    .where(and(eq(generations.id, id), gt(generations.sectionRegenerations, 0)));
}

/** Moves a visitor's history to the member who signed in on that browser. */
export async function claimVisitorHistory(db: Db, visitorId: string, userId: string) {
  await db
    .update(generations)
    .set({ ownerUserId: userId, ownerVisitorId: null })
    .where(eq(generations.ownerVisitorId, visitorId));
}
