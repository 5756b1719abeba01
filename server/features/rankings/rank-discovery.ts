import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { RANK_KEYWORD_MAX_LENGTH, RANK_SCHEDULE, type RankPlatform, SECTIONS_BY_PLATFORM } from '@contracts/rankings';
import { type Db, queryRows } from '../../db/client';
import { rankTargets } from '../../db/schema';
import { keywordKey, postUrlKey } from './post-url';

const BATCH = 500;

/**
 * Starts tracking every publication that went live (WordPress and Blogger posts published by API, Naver
 * Blog and Tistory posts whose URL the member pasted back) and is not tracked yet: read from the publishing
 * tables by the rank job itself, so a publication made by any path, on any instance, is picked up within a
 * minute. A post's age counts from its publication; one older than the tracking period is left alone.
 */
export async function discoverPublications(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RANK_SCHEDULE.stopAfterDay * 86_400_000);
  const rows = await queryRows<{
    id: string;
    user_id: string;
    generation_id: string;
    blog_kind: string;
    remote_url: string;
    published_at: string | Date;
    keyword: string;
  }>(
    db,
    sql`select p.id, p.user_id, p.generation_id, p.blog_kind, p.remote_url, p.published_at, g.keyword
        from publications p join generations g on g.id = p.generation_id
        where p.status = 'published' and p.post_status = 'publish' and p.remote_url is not null
          and p.published_at > ${since.toISOString()}::timestamptz
          and not exists (select 1 from rank_targets t where t.publication_id = p.id)
          -- the same address published twice (a re-publication) stays with the first one's tracking
          and not exists (select 1 from rank_targets t where t.user_id = p.user_id and t.url = p.remote_url)
        order by p.published_at limit ${BATCH}`,
  );
  if (!rows.length) return 0;
  const values = rows.map((r) => {
    const platform = r.blog_kind as RankPlatform;
    const keyword = r.keyword.trim().slice(0, RANK_KEYWORD_MAX_LENGTH);
    const urlKey = postUrlKey(r.remote_url);
    return {
      id: randomUUID(),
      userId: r.user_id,
      publicationId: r.id,
      generationId: r.generation_id,
      url: r.remote_url,
      // A publication whose address is not a web address is recorded as ended, so it is not read again.
      urlKey: urlKey ?? `invalid:${r.id}`,
      keyword,
      keywordKey: keywordKey(keyword),
      platform,
      sections: [...SECTIONS_BY_PLATFORM[platform]],
      source: 'publication',
      status: urlKey ? 'active' : 'ended',
      endedReason: urlKey ? null : 'url',
      startedAt: new Date(r.published_at),
      // The first check comes at once, so the member sees where the post starts.
      nextCheckAt: urlKey ? now : null,
    };
  });
  const inserted = await db.insert(rankTargets).values(values).onConflictDoNothing().returning({ id: rankTargets.id });
  // A member who already tracked the same address and keyword by hand keeps that row, now tied to the publication.
  if (inserted.length < values.length) {
    for (const v of values) {
      await db.execute(sql`update rank_targets set publication_id = ${v.publicationId}, generation_id = coalesce(generation_id, ${v.generationId}), source = 'publication'
        where user_id = ${v.userId} and url_key = ${v.urlKey} and keyword_key = ${v.keywordKey} and publication_id is null
          and not exists (select 1 from rank_targets x where x.publication_id = ${v.publicationId})`);
    }
  }
  return inserted.length;
}
