import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { SECTION_REWRITE_LIMIT } from '@contracts/generations';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Owner } from '../../lib/owner';
import { messages } from './generations.messages';
import { getOwnGeneration } from './generations.service';

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
