import { sql } from 'drizzle-orm';
import type { GenerationInput } from '@contracts/generation';
import { type Db, queryRows } from '../../db/client';
import { createBatchLoader, perDatabase } from '../../lib/batch-loader';
import type { Owner } from '../../lib/owner';

export type HistoryRow = {
  id: string;
  keyword: string;
  title: string;
  status: string;
  /** Only what a history item shows of the options (the whole jsonb cost a JSON parse per row). */
  input: Pick<GenerationInput, 'contentType' | 'platform'>;
  shareId: string | null;
  createdAt: Date;
  preview: string;
};

type RawRow = {
  owner_id: string;
  id: string;
  keyword: string;
  title: string;
  status: string;
  content_type: GenerationInput['contentType'];
  platform: GenerationInput['platform'];
  share_id: string | null;
  created_at: Date | string;
  preview: string;
};

const toRow = (r: RawRow): HistoryRow => ({
  id: r.id,
  keyword: r.keyword,
  title: r.title,
  status: r.status,
  input: { contentType: r.content_type, platform: r.platform },
  shareId: r.share_id,
  createdAt: new Date(r.created_at),
  preview: r.preview,
});

/** The newest `rows` generations of each owner, in one query: an index range per owner (lateral join). */
async function readFirstRows(db: Db, kind: Owner['kind'], ownerIds: string[], rows: number) {
  const column = kind === 'user' ? sql.raw('owner_user_id') : sql.raw('owner_visitor_id');
  return queryRows<RawRow>(
    db,
    sql`select o.owner_id, g.id, g.keyword, g.title, g.status, g.content_type, g.platform, g.share_id, g.created_at, g.preview
        from unnest(${sql.param(ownerIds)}::text[]) as o(owner_id)
        cross join lateral (
          select id, keyword, title, status, input->>'contentType' as content_type, input->>'platform' as platform,
            share_id, created_at, left(content, 160) as preview
          from generations where ${column} = o.owner_id
          order by created_at desc, id desc
          limit ${rows}
        ) g
        order by o.owner_id, g.created_at desc, g.id desc`,
  );
}

const ownerKeyOf = (owner: Owner) => (owner.kind === 'user' ? `user:${owner.userId}` : `visitor:${owner.visitorId}`);

/**
 * Every history page opens on the first page: concurrent first pages of many owners share one query
 * (read after each request arrived — fresh, not cached), where each would otherwise cost a round trip.
 * Returns a reader of an owner's newest `rows` generations, newest first.
 */
export function firstHistoryRowsReader(rows: number) {
  const loaders = perDatabase((db: Db) =>
    createBatchLoader(async (keys: string[]) => {
      const byKind = { user: [] as string[], visitor: [] as string[] };
      for (const key of keys) {
        const [kind, id] = key.split(/:(.*)/s) as ['user' | 'visitor', string];
        byKind[kind].push(id);
      }
      const found = new Map<string, HistoryRow[]>(keys.map((k) => [k, []]));
      await Promise.all(
        (['user', 'visitor'] as const)
          .filter((kind) => byKind[kind].length > 0)
          .map(async (kind) => {
            for (const raw of await readFirstRows(db, kind, byKind[kind], rows)) found.get(`${kind}:${raw.owner_id}`)?.push(toRow(raw));
          }),
      );
      return found;
    }),
  );
  return async (db: Db, owner: Owner): Promise<HistoryRow[]> => (await loaders(db)(ownerKeyOf(owner))) ?? [];
}
