import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { createBatchLoader, perDatabase } from '../../lib/batch-loader';
import { type Encoding, encodeBody } from '../../lib/compression';
import { type Owner, ownerKey } from '../../lib/owner';
import { HISTORY_ITEM_JSON } from './history-item';

/**
 * An owner's first history page as the API sends it, `{"items":[…],"nextCursor":…}`, in UTF-8: made once
 * when the page is read from the database, then sent as it is (not encoded again for every request), and
 * compressed once per encoding a client asks for (not for every request).
 */
export type FirstHistoryPage = { body: Buffer<ArrayBuffer>; encoded?: Partial<Record<Encoding, Buffer<ArrayBuffer>>> };

/** The page's bytes in `encoding` (compressed on first use, then kept with the page). */
export function encodedPage(page: FirstHistoryPage, encoding: Encoding): Buffer<ArrayBuffer> {
  page.encoded ??= {};
  return (page.encoded[encoding] ??= encodeBody(page.body, encoding));
}

// A kept page counts for its bytes and room for its compressed forms (JSON compresses to well under a quarter).
const keptBytes = (page: FirstHistoryPage) => Math.ceil(page.body.length * 1.5);

const pageBody = (itemsJson: string, nextCursor: string | null): FirstHistoryPage => ({ body: Buffer.from(`{"items":${itemsJson},"nextCursor":${JSON.stringify(nextCursor)}}`) });
const EMPTY_PAGE = pageBody('[]', null);

type RawPage = { owner_id: string; version: string | null; items: string | null; row_count: number | string | null; last: string | null };

/** A version no owner has: "nothing kept for this owner". (A kept page may be at version null: never a post.) */
const NOT_KEPT = '';

/** How many bytes of pages are kept in memory, per database (the least recently read pages go first). */
export const KEPT_PAGES_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The first page of each owner, in one query: each owner's history version (history_versions, which
 * triggers on `generations` renew on every change) and, only where it differs from the version the
 * page we keep was read at, the page itself (an index range per owner, lateral join): up to `pageSize`
 * items as JSON, how many rows there were (one more than a page means there is a next page), and the
 * last item's "createdAt|id" for the cursor. The version and the page come from one snapshot.
 */
async function readFirstPages(db: Db, kind: Owner['kind'], owners: { id: string; kept: string | null }[], pageSize: number) {
  const column = kind === 'user' ? sql.raw('owner_user_id') : sql.raw('owner_visitor_id');
  const prefix = kind === 'user' ? 'user:' : 'visitor:';
  return queryRows<RawPage>(
    db,
    sql`select o.owner_id, hv.version,
          case when hv.version is distinct from o.kept
            then coalesce(json_agg(${HISTORY_ITEM_JSON} order by g.n) filter (where g.n <= ${pageSize}), '[]')::text end as items,
          max(g.n) as row_count,
          min(g.created_iso || '|' || g.id) filter (where g.n = ${pageSize}) as last
        from unnest(${sql.param(owners.map((o) => o.id))}::text[], ${sql.param(owners.map((o) => o.kept))}::text[]) as o(owner_id, kept)
        left join history_versions hv on hv.owner_key = ${prefix} || o.owner_id
        left join lateral (
          select id, keyword, title, status, input, share_id, created_at,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_iso,
            row_number() over (order by created_at desc, id desc) as n
          from generations where ${column} = o.owner_id and hv.version is distinct from o.kept
          order by created_at desc, id desc
          limit ${pageSize + 1}
        ) g on true
        group by o.owner_id, o.kept, hv.version`,
  );
}

type Kept = { version: string | null; page: FirstHistoryPage };

/** The pages kept for one database, least recently read first, within KEPT_PAGES_MAX_BYTES. */
function keptPages(maxBytes: number) {
  const pages = new Map<string, Kept>();
  let bytes = 0;
  return {
    get(key: string) {
      const kept = pages.get(key);
      if (kept) {
        pages.delete(key);
        pages.set(key, kept);
      }
      return kept;
    },
    set(key: string, kept: Kept) {
      const before = pages.get(key);
      if (before) bytes -= keptBytes(before.page);
      pages.delete(key);
      pages.set(key, kept);
      bytes += keptBytes(kept.page);
      for (const [oldest, { page }] of pages) {
        if (bytes <= maxBytes) break;
        pages.delete(oldest);
        bytes -= keptBytes(page);
      }
    },
  };
}

/**
 * Every history page opens on the first page: concurrent first pages of many owners share one query
 * (read after each request arrived — fresh, not cached blindly), where each would otherwise cost a round
 * trip. The page is kept per owner with the version it was read at; while the database still holds that
 * version, the query returns the version alone and the kept page is sent, so a page is built and carried
 * over the wire only after it changed. When the request read the owner's version with the owner (their
 * session or visitor lookup), a current kept page is answered with no query at all. Every instance checks
 * the version on every read, so a change made through another instance is seen at once.
 * Returns a reader of an owner's first page of `pageSize` items, newest first.
 */
export function firstHistoryPageReader(pageSize: number, maxKeptBytes = KEPT_PAGES_MAX_BYTES) {
  const perDb = perDatabase((db: Db) => {
    const kept = keptPages(maxKeptBytes);
    const loader = createBatchLoader(async (keys: string[]) => {
      const byKind = { user: [] as { id: string; kept: string | null }[], visitor: [] as { id: string; kept: string | null }[] };
      // The kept pages as they were when the batch was asked: what a "same version" answer refers to.
      const asked = new Map<string, Kept | undefined>();
      for (const key of keys) {
        const [kind, id] = key.split(/:(.*)/s) as ['user' | 'visitor', string];
        const page = kept.get(key);
        asked.set(key, page);
        byKind[kind].push({ id, kept: page ? page.version : NOT_KEPT });
      }
      const found = new Map<string, FirstHistoryPage>();
      await Promise.all(
        (['user', 'visitor'] as const)
          .filter((kind) => byKind[kind].length > 0)
          .map(async (kind) => {
            for (const raw of await readFirstPages(db, kind, byKind[kind], pageSize)) {
              const key = `${kind}:${raw.owner_id}`;
              const same = asked.get(key);
              if (raw.items === null && same) {
                found.set(key, same.page);
                continue;
              }
              const more = Number(raw.row_count ?? 0) > pageSize && raw.last !== null;
              const page = pageBody(raw.items ?? '[]', more ? Buffer.from(raw.last as string).toString('base64url') : null);
              kept.set(key, { version: raw.version, page });
              found.set(key, page);
            }
          }),
      );
      return found;
    });
    return { kept, loader };
  });
  return async (db: Db, owner: Owner): Promise<FirstHistoryPage> => {
    const { kept, loader } = perDb(db);
    const key = ownerKey(owner);
    // The version read with the owner for this request (their session or visitor lookup): while it is the
    // kept page's, that page is the current one, and no query is needed.
    if (owner.historyVersion !== undefined) {
      const page = kept.get(key);
      if (page && page.version === owner.historyVersion) return page.page;
    }
    return (await loader(key)) ?? EMPTY_PAGE;
  };
}
