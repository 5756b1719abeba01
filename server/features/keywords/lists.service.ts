import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { KeywordList } from '@contracts/keywords';
import type { Db } from '../../db/client';
import { keywordListItems, keywordLists } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { messages } from './keywords.messages';

const NOT_FOUND = messages.listNotFound;
export const LIST_LIMIT = 30;
export const LIST_ITEM_LIMIT = 500;

/** The member's keyword lists with their keywords. */
export async function listKeywordLists(db: Db, userId: string): Promise<KeywordList[]> {
  const lists = await db.select().from(keywordLists).where(eq(keywordLists.userId, userId)).orderBy(asc(keywordLists.createdAt));
  if (!lists.length) return [];
  const items = await db
    .select()
    .from(keywordListItems)
    .where(inArray(keywordListItems.listId, lists.map((l) => l.id)))
    .orderBy(asc(keywordListItems.createdAt));
  return lists.map((l) => ({
    id: l.id,
    name: l.name,
    items: items.filter((i) => i.listId === l.id).map((i) => ({ id: i.id, keyword: i.keyword, totalSearches: i.totalSearches })),
  }));
}

export async function createKeywordList(db: Db, userId: string, name: string) {
  const existing = await db.select({ id: keywordLists.id, name: keywordLists.name }).from(keywordLists).where(eq(keywordLists.userId, userId));
  const same = existing.find((l) => l.name === name);
  if (same) return same.id;
  if (existing.length >= LIST_LIMIT) throw new AppError('LIST_LIMIT', messages.listLimit(LIST_LIMIT), 409);
  const id = randomUUID();
  await db.insert(keywordLists).values({ id, userId, name });
  return id;
}

async function ownList(db: Db, userId: string, listId: string) {
  const [list] = await db.select().from(keywordLists).where(and(eq(keywordLists.id, listId), eq(keywordLists.userId, userId)));
  if (!list) throw new AppError('NOT_FOUND', NOT_FOUND, 404);
  return list;
}

/** Adds a keyword to a list; adding it again changes nothing. */
export async function addKeywordToList(db: Db, userId: string, listId: string, keyword: string, totalSearches: number | null) {
  await ownList(db, userId, listId);
  const count = await db.select({ id: keywordListItems.id }).from(keywordListItems).where(eq(keywordListItems.listId, listId));
  if (count.length >= LIST_ITEM_LIMIT) throw new AppError('LIST_FULL', messages.listFull(LIST_ITEM_LIMIT), 409);
  await db.insert(keywordListItems).values({ id: randomUUID(), listId, keyword, totalSearches }).onConflictDoNothing();
}

export async function removeKeywordFromList(db: Db, userId: string, listId: string, itemId: string) {
  await ownList(db, userId, listId);
  await db.delete(keywordListItems).where(and(eq(keywordListItems.id, itemId), eq(keywordListItems.listId, listId)));
}

export async function deleteKeywordList(db: Db, userId: string, listId: string) {
  await ownList(db, userId, listId);
  await db.delete(keywordLists).where(eq(keywordLists.id, listId));
}
