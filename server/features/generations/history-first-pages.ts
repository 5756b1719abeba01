import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { createBatchLoader, perDatabase } from '../../lib/batch-loader';
import type { Owner } from '../../lib/owner';

/** An owner's first history page as the API sends it: the items' JSON text, and the cursor to the next page. */
export type FirstHistoryPage = { itemsJson: string; nextCursor: string | null };

type RawPage = { owner_id: string; items: string; row_count: number | string | null; last: string | null };

// The page as PostgreSQL writes it: a HistoryItem (contracts/generation.ts) per row, keys in its order,
// createdAt as JavaScript's toISOString() writes it (UTC, milliseconds). The database writes this JSON in
// C; reading 31 rows into objects and writing them out again was most of what a history page cost here.
const ITEM_JSON = sql.raw(`json_build_object('id', g.id, 'keyword', g.keyword, 'title', g.title, 'status', g.status,
  'contentType', g.content_type, 'platform', g.platform, 'shared', g.share_id is not null, 'createdAt', g.created_iso,
  'preview', g.preview)`);

/**
 * The first page of each owner, in one query (an index range per owner, lateral join): up to `pageSize`
 * items as JSON, how many rows there were (one more than a page means there is a next page), and the
 * last item's "createdAt|id" for the cursor.
 */
async function readFirstPages(db: Db, kind: Owner['kind'], ownerIds: string[], pageSize: number) {
  const column = kind === 'user' ? sql.raw('owner_user_id') : sql.raw('owner_visitor_id');
  return queryRows<RawPage>(
    db,
    sql`select o.owner_id,
          coalesce(json_agg(${ITEM_JSON} order by g.n) filter (where g.n <= ${pageSize}), '[]')::text as items,
          max(g.n) as row_count,
          min(g.created_iso || '|' || g.id) filter (where g.n = ${pageSize}) as last
        from unnest(${sql.param(ownerIds)}::text[]) as o(owner_id)
        left join lateral (
          select id, keyword, title, status, input->>'contentType' as content_type, input->>'platform' as platform, share_id,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_iso, left(content, 160) as preview,
            row_number() over (order by created_at desc, id desc) as n
          from generations where ${column} = o.owner_id
          order by created_at desc, id desc
          limit ${pageSize + 1}
        ) g on true
        group by o.owner_id`,
  );
}

const ownerKeyOf = (owner: Owner) => (owner.kind === 'user' ? `user:${owner.userId}` : `visitor:${owner.visitorId}`);

/**
 * Every history page opens on the first page: concurrent first pages of many owners share one query
 * (read after each request arrived — fresh, not cached), where each would otherwise cost a round trip.
 * Returns a reader of an owner's first page of `pageSize` items, newest first.
 */
export function firstHistoryPageReader(pageSize: number) {
  const loaders = perDatabase((db: Db) =>
    createBatchLoader(async (keys: string[]) => {
      const byKind = { user: [] as string[], visitor: [] as string[] };
      for (const key of keys) {
        const [kind, id] = key.split(/:(.*)/s) as ['user' | 'visitor', string];
        byKind[kind].push(id);
      }
      const found = new Map<string, FirstHistoryPage>();
      await Promise.all(
        (['user', 'visitor'] as const)
          .filter((kind) => byKind[kind].length > 0)
          .map(async (kind) => {
            for (const raw of await readFirstPages(db, kind, byKind[kind], pageSize)) {
              const more = Number(raw.row_count ?? 0) > pageSize && raw.last !== null;
              found.set(`${kind}:${raw.owner_id}`, { itemsJson: raw.items, nextCursor: more ? Buffer.from(raw.last as string).toString('base64url') : null });
            }
          }),
      );
      return found;
    }),
  );
  return async (db: Db, owner: Owner): Promise<FirstHistoryPage> => (await loaders(db)(ownerKeyOf(owner))) ?? { itemsJson: '[]', nextCursor: null };
}
