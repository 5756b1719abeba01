import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { ContentScoreReport } from '@contracts/content-score';
import type { Remaining, SpendCharge } from '@contracts/credits';
import { type GenerationInput, withLaterFields } from '@contracts/generations';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { INSTANCE_ID, isInstanceDead } from '../../lib/instance';
import { refundUsage, spendUsage } from '../credits';
import { messages } from './generations.messages';
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
  | { status: 'completed' | 'stopped'; content: string; inputTokens: number | null; outputTokens: number | null; durationMs: number; contentScore?: ContentScoreReport | null }
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
        .select({
          status: generations.status,
          refunded: generations.refunded,
          errorMessage: generations.errorMessage,
          content: generations.content,
          keyword: generations.keyword,
        })
        .from(generations)
        .where(eq(generations.id, id))
        .for('update');
      if (!settled) return { refunded: false };
      if (settled.content === '' && outcome.content !== '') {
        await tx
          .update(generations)
          .set({ content: outcome.content, title: titleOf(outcome.content, settled.keyword), updatedAt: new Date() })
          .where(eq(generations.id, id));
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
          : { inputTokens: outcome.inputTokens, outputTokens: outcome.outputTokens, contentScore: outcome.contentScore ?? null }),
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

/** Rows of `owner`'s generations. */
export const ownedBy = (owner: Owner): SQL =>
  owner.kind === 'user' ? eq(generations.ownerUserId, owner.userId) : eq(generations.ownerVisitorId, owner.visitorId);

/** One of the owner's generations, or a Korean 404 (another owner's id looks the same as none). */
export async function getOwnGeneration(db: Db, owner: Owner, id: string): Promise<GenerationRow> {
  const [row] = await db.select().from(generations).where(and(eq(generations.id, id), ownedBy(owner)));
  if (!row) throw new AppError('NOT_FOUND', messages.notFound, 404);
  return { ...row, input: withLaterFields(row.input) };
}

/**
 * Saves the member's edit of a post's title or text; `rescore` gives the content score of the edited post,
 * stored with it in the same write.
 */
export async function updateGeneration(
  db: Db,
  owner: Owner,
  id: string,
  changes: { title?: string; content?: string },
  rescore?: (post: Pick<GenerationRow, 'id' | 'title' | 'content' | 'input'>) => Promise<ContentScoreReport | null>,
) {
  const row = await getOwnGeneration(db, owner, id);
  if (row.status === 'streaming') throw new AppError('STILL_STREAMING', messages.stillStreaming, 409);
  const content = changes.content ?? row.content;
  const title = changes.title ?? (changes.content !== undefined ? titleOf(changes.content, row.keyword) : row.title);
  const edited = changes.title !== undefined || changes.content !== undefined;
  const contentScore = edited && rescore ? await rescore({ id, title, content, input: row.input }) : undefined;
  const [updated] = await db
    .update(generations)
    .set({
      ...(changes.content !== undefined ? { content } : {}),
      ...(edited ? { title } : {}),
      ...(contentScore !== undefined ? { contentScore } : {}),
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
