import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { PromptTemplate } from '@contracts/prompts';
import type { Db } from '../../db/client';
import { promptTemplates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Owner } from '../../lib/owner';
import { findPreset, PRESETS } from './presets';
import { messages } from './prompts.messages';

type TemplateRow = typeof promptTemplates.$inferSelect;

export const toTemplate = (r: TemplateRow): PromptTemplate => ({
  id: r.id,
  name: r.name,
  description: r.description,
  instructions: r.instructions,
  isDefault: r.isDefault,
  builtIn: false,
  updatedAt: r.updatedAt.toISOString(),
});

export const presetTemplates = (): PromptTemplate[] => PRESETS.map((p) => ({ ...p, isDefault: false, builtIn: true, updatedAt: null }));

const NOT_FOUND = messages.notFound;

/** The instructions a generation uses: a preset (anyone) or the member's own template. */
export async function resolveTemplate(db: Db, owner: Owner, templateId: string | null) {
  if (!templateId) return null;
  const preset = findPreset(templateId);
  if (preset) return preset;
  if (owner.kind !== 'user') throw new AppError('TEMPLATE_NOT_FOUND', NOT_FOUND, 404);
  const [row] = await db.select().from(promptTemplates).where(and(eq(promptTemplates.id, templateId), eq(promptTemplates.userId, owner.userId)));
  if (!row) throw new AppError('TEMPLATE_NOT_FOUND', NOT_FOUND, 404);
  return row;
}

export async function listTemplates(db: Db, userId: string) {
  return (await db.select().from(promptTemplates).where(eq(promptTemplates.userId, userId)).orderBy(asc(promptTemplates.createdAt))).map(toTemplate);
}

export const TEMPLATE_LIMIT = 50;

export type TemplateFields = { name: string; description: string; instructions: string; isDefault: boolean };

/** Creates or updates a template; making one the default unsets the previous default in the same transaction. */
export async function saveTemplate(db: Db, userId: string, fields: TemplateFields, id?: string) {
  return db.transaction(async (tx) => {
    if (!id) {
      const existing = await tx.select({ id: promptTemplates.id }).from(promptTemplates).where(eq(promptTemplates.userId, userId));
      if (existing.length >= TEMPLATE_LIMIT) throw new AppError('TEMPLATE_LIMIT', messages.limit(TEMPLATE_LIMIT), 409);
    }
    if (fields.isDefault) {
      await tx.update(promptTemplates).set({ isDefault: false }).where(and(eq(promptTemplates.userId, userId), eq(promptTemplates.isDefault, true)));
    }
    if (id) {
      const [row] = await tx
        .update(promptTemplates)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(promptTemplates.id, id), eq(promptTemplates.userId, userId)))
        .returning();
      if (!row) throw new AppError('TEMPLATE_NOT_FOUND', NOT_FOUND, 404);
      return toTemplate(row);
    }
    const [row] = await tx.insert(promptTemplates).values({ id: randomUUID(), userId, ...fields }).returning();
    return toTemplate(row as TemplateRow);
  });
}

export async function deleteTemplate(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(promptTemplates)
    .where(and(eq(promptTemplates.id, id), eq(promptTemplates.userId, userId)))
    .returning({ id: promptTemplates.id });
  if (deleted.length === 0) throw new AppError('TEMPLATE_NOT_FOUND', NOT_FOUND, 404);
}
