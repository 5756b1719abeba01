import { sql } from 'drizzle-orm';
import type { HistoryItem } from '@contracts/generations';
import type { generations } from '../../db/schema';

type GenerationRow = typeof generations.$inferSelect;
type HistoryItemRow = Pick<GenerationRow, 'id' | 'keyword' | 'title' | 'status' | 'shareId' | 'createdAt'> & {
  input: Pick<GenerationRow['input'], 'contentType' | 'platform'>;
};

/**
 * A generation as the history list shows it, written once: each field of HistoryItem, with the SQL that
 * reads it from a `generations` row `g` and the code that reads it from a row in memory. The database
 * writes the first pages from the SQL (in C: reading rows into objects and writing them out again was
 * most of what a page cost); the later pages, searches and a post's detail come from the code.
 */
const FIELDS = {
  id: { sql: 'g.id', read: (r) => r.id },
  keyword: { sql: 'g.keyword', read: (r) => r.keyword },
  title: { sql: 'g.title', read: (r) => r.title },
  status: { sql: 'g.status', read: (r) => r.status as HistoryItem['status'] },
  contentType: { sql: "g.input->>'contentType'", read: (r) => r.input.contentType },
  platform: { sql: "g.input->>'platform'", read: (r) => r.input.platform },
  shared: { sql: 'g.share_id is not null', read: (r) => r.shareId !== null },
  // As JavaScript's toISOString() writes it: UTC, milliseconds.
  createdAt: { sql: `to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`, read: (r) => r.createdAt.toISOString() },
} satisfies { [K in keyof HistoryItem]-?: { sql: string; read: (r: HistoryItemRow) => HistoryItem[K] } };

/** The item of a row in memory. */
export const toHistoryItem = (r: HistoryItemRow): HistoryItem =>
  Object.fromEntries(Object.entries(FIELDS).map(([key, field]) => [key, field.read(r)])) as HistoryItem;

/** The item as JSON, written by the database from the row `g` (keys in HistoryItem's order). */
export const HISTORY_ITEM_JSON = sql.raw(`json_build_object(${Object.entries(FIELDS).map(([key, field]) => `'${key}', ${field.sql}`).join(', ')})`);
