import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { type CalendarEntry, PUBLICATION_STATUS_LABELS } from '@contracts/vip';
import type { Db } from '../../db/client';
import { blogConnections, generations, publications } from '../../db/schema';

// Read-only queries over the publishing feature's tables for the VIP pages (its index.ts offers
// lists by status, not by time range).

const columns = {
  id: publications.id,
  status: publications.status,
  publishAt: publications.publishAt,
  remoteUrl: publications.remoteUrl,
  error: publications.error,
  title: generations.title,
  keyword: generations.keyword,
  blogName: blogConnections.name,
};

type Row = {
  id: string;
  status: string;
  publishAt: Date;
  remoteUrl: string | null;
  error: string | null;
  title: string;
  keyword: string;
  blogName: string | null;
};

const toEntry = (r: Row): CalendarEntry & { error: string | null } => ({
  kind: 'publication',
  at: r.publishAt.toISOString(),
  title: `${r.title || r.keyword}${r.blogName ? ` → ${r.blogName}` : ''}`,
  status: PUBLICATION_STATUS_LABELS[r.status] ?? r.status,
  planned: r.status === 'scheduled',
  link: r.remoteUrl ?? `/auto-posting?publication=${r.id}`,
  error: r.error,
});

const base = (db: Db) =>
  db
    .select(columns)
    .from(publications)
    .innerJoin(generations, eq(generations.id, publications.generationId))
    .leftJoin(blogConnections, eq(blogConnections.id, publications.blogId));

/** The member's publications whose time falls between `from` and `to` (cancelled ones left out). */
export async function publicationEntries(db: Db, userId: string, from: Date, to: Date) {
  const rows = await base(db)
    .where(and(eq(publications.userId, userId), gte(publications.publishAt, from), lt(publications.publishAt, to), inArray(publications.status, ['scheduled', 'publishing', 'published', 'failed', 'waiting-for-member'])))
    .orderBy(publications.publishAt)
    .limit(500);
  return rows.map(toEntry);
}

/** The member's latest failed publications. */
export async function failedPublications(db: Db, userId: string, limit = 5) {
  const rows = await base(db)
    .where(and(eq(publications.userId, userId), eq(publications.status, 'failed')))
    .orderBy(desc(publications.publishAt))
    .limit(limit);
  return rows.map(toEntry);
}

/** Publish packs whose time has come (Naver Blog, Tistory): the reminder on /vip links to each pack. */
export async function waitingPacks(db: Db, userId: string, limit = 20) {
  const rows = await base(db)
    .where(and(eq(publications.userId, userId), eq(publications.status, 'waiting-for-member')))
    .orderBy(publications.publishAt)
    .limit(limit);
  return rows.map(({ error: _error, ...r }) => ({ ...toEntry({ ...r, error: null }), link: `/auto-posting?pack=${r.id}` }));
}
