import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { type KeywordRow, keywordMessages, LOOKUP_CACHE_HOURS, type LookupReply } from '@contracts/keywords';
import type { Db } from '../../db/client';
import { keywordLookups } from '../../db/schema';
import type { Env } from '../../env';
import { NaverApiError } from '../../integrations/naver/naver-error';
import { createSearchClient } from '../../integrations/naver/search';
import { createSearchAdClient, type KeywordStat, toNumber } from '../../integrations/naver/searchad';
import { AppError } from '../../lib/app-error';
import type { Sealer } from '../../lib/crypto';
import { refundUsage, type SpendReference, spendUsage } from '../credits';
import { readCredentials } from './credentials.service';
import { missingOpenApiKeys, openApiConfig } from './naver-config';
import { keywordSources, messages } from './keywords.messages';

export const SOURCES = { volume: keywordSources.volume, documents: keywordSources.documents } as const;
// Document counts cost two Search API calls a keyword: the biggest keywords get them.
export const DOCUMENT_COUNT_LIMIT = 30;
const DOCUMENT_CONCURRENCY = 2;
const CACHE_MS = LOOKUP_CACHE_HOURS * 3_600_000;

const seedsKeyOf = (seeds: string[]) => [...seeds].sort().join(',');
const sourcesOf = (rows: KeywordRow[]) => ({ volume: SOURCES.volume, documents: rows.some((r) => r.blogDocs !== null) ? SOURCES.documents : null });

/** One table row from a Search Ad keyword. */
export function toRow(stat: KeywordStat): KeywordRow {
  const totalSearches = toNumber(stat.pcSearches) + toNumber(stat.mobileSearches);
  return {
    keyword: stat.keyword,
    pcSearches: stat.pcSearches,
    mobileSearches: stat.mobileSearches,
    totalSearches,
    totalApprox: stat.pcSearches === '< 10' || stat.mobileSearches === '< 10',
    clicks: Math.round((stat.pcClicks + stat.mobileClicks) * 10) / 10,
    ctr: Math.round(((stat.pcCtr + stat.mobileCtr) / 2) * 100) / 100,
    competition: stat.competition,
    blogDocs: null,
    cafeDocs: null,
    saturation: null,
  };
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T);
      }
    }),
  );
  return results;
}

/** Adds blog and cafe document counts and the saturation ratio to the biggest rows. */
async function addDocumentCounts(env: Env, rows: KeywordRow[]): Promise<string | null> {
  const config = openApiConfig(env, 'search');
  if (!config) return missingOpenApiKeys(env);
  const search = createSearchClient(config);
  try {
    await mapLimited(rows.slice(0, DOCUMENT_COUNT_LIMIT), DOCUMENT_CONCURRENCY, async (row) => {
      const [blog, cafe] = await Promise.all([search.documentCount('blog', row.keyword), search.documentCount('cafe', row.keyword)]);
      row.blogDocs = blog;
      row.cafeDocs = cafe;
      row.saturation = row.totalSearches > 0 ? Math.round(((blog + cafe) / row.totalSearches) * 100) / 100 : null;
    });
  } catch (err) {
    return err instanceof NaverApiError ? messages.documentsFailedBecause(err.message) : messages.documentsFailed;
  }
  return rows.length > DOCUMENT_COUNT_LIMIT ? messages.documentsTopOnly(DOCUMENT_COUNT_LIMIT) : null;
}

export type LookupDeps = { db: Db; env: Env; sealer: Sealer };

/**
 * Related keywords for up to five seeds from the member's own Search Ad account, with document
 * counts. A repeat within 24 hours is served from the cache for free; a fresh lookup spends one
 * adv_cnt (credits at 0) in the same transaction that records it, refunded if Naver fails.
 */
export async function lookupKeywords({ db, env, sealer }: LookupDeps, userId: string, seeds: string[], now = new Date()): Promise<LookupReply> {
  const seedsKey = seedsKeyOf(seeds);
  const [cached] = await db
    .select()
    .from(keywordLookups)
    .where(and(eq(keywordLookups.userId, userId), eq(keywordLookups.seedsKey, seedsKey), eq(keywordLookups.status, 'done'), gt(keywordLookups.fetchedAt, new Date(now.getTime() - CACHE_MS))))
    .orderBy(desc(keywordLookups.fetchedAt))
    .limit(1);
  if (cached) {
    // The stored result as it was fetched: its notes come from that lookup, not today's settings.
    const rows = cached.rows as KeywordRow[];
    return {
      id: cached.id,
      seeds: cached.seeds,
      rows,
      fetchedAt: cached.fetchedAt.toISOString(),
      cached: true,
      sources: sourcesOf(rows),
      documentsNote: cached.documentsNote,
      remaining: null,
    };
  }
  const credentials = await readCredentials(db, sealer, userId);
  if (!credentials) throw new AppError('NAVER_CREDENTIALS_MISSING', keywordMessages.credentialsMissing, 409);

  const id = randomUUID();
  const payer = { kind: 'user', userId } as const;
  const ref: SpendReference = { feature: 'keyword_lookup', id };
  const { charge, remaining } = await db.transaction(async (tx) => {
    const spent = await spendUsage(tx, { payer, counter: 'adv', creditCost: env.KEYWORD_LOOKUP_CREDIT_COST, ref });
    await tx.insert(keywordLookups).values({ id, userId, seedsKey, seeds, charge: spent.charge, status: 'pending' });
    return spent;
  });
  let rows: KeywordRow[];
  try {
    const stats = await createSearchAdClient({ baseUrl: env.NAVER_SEARCHAD_BASE_URL, credentials }).keywordTool(seeds);
    rows = stats.map(toRow).sort((a, b) => b.totalSearches - a.totalSearches);
  } catch (err) {
    await db.transaction(async (tx) => {
      await refundUsage(tx, { payer, counter: 'adv', charge, ref });
      await tx.update(keywordLookups).set({ status: 'failed' }).where(eq(keywordLookups.id, id));
    });
    if (err instanceof NaverApiError) throw new AppError(`NAVER_${err.kind}`, err.message, err.kind === 'AUTH' ? 400 : 502);
    throw err;
  }
  const note = await addDocumentCounts(env, rows);
  const fetchedAt = new Date();
  await db.update(keywordLookups).set({ rows, documentsNote: note, status: 'done', fetchedAt }).where(eq(keywordLookups.id, id));
  return {
    id,
    seeds,
    rows,
    fetchedAt: fetchedAt.toISOString(),
    cached: false,
    sources: sourcesOf(rows),
    documentsNote: note,
    remaining,
  };
}

/** Privacy policy §7: lookup results are kept for a day, then deleted. */
export async function purgeOldLookups(db: Db, now = new Date()) {
  await db.delete(keywordLookups).where(lt(keywordLookups.fetchedAt, new Date(now.getTime() - CACHE_MS)));
}
