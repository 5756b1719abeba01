import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { KIN_CACHE_MINUTES, type KinItem, type KinSearchReply, type KinSort, type KinStatus } from '@contracts/kin';
import type { Db } from '../../db/client';
import { kinSearchCache } from '../../db/schema';
import type { Env } from '../../env';
import { NaverApiError } from '../../integrations/naver/naver-error';
import { createSearchClient } from '../../integrations/naver/search';
import { AppError } from '../../lib/app-error';
import { openApiConfig } from '../keywords';
import { messages } from './kin.messages';

const CACHE_MS = KIN_CACHE_MINUTES * 60_000;

/** Whether the service's Naver keys for the chosen gateway are set, and (to an admin) which settings are missing. */
export function kinStatus(env: Env, { admin = false } = {}): KinStatus {
  const mode = env.NAVER_SEARCH_API;
  const needed = mode === 'hub'
    ? ([['NAVER_API_HUB_KEY_ID', env.NAVER_API_HUB_KEY_ID], ['NAVER_API_HUB_KEY', env.NAVER_API_HUB_KEY]] as const)
    : ([['NAVER_CLIENT_ID', env.NAVER_CLIENT_ID], ['NAVER_CLIENT_SECRET', env.NAVER_CLIENT_SECRET]] as const);
  const missing = needed.filter(([, value]) => !value).map(([name]) => name);
  if (missing.length === 0) return { ready: true, mode, missing, message: null };
  return admin ? { ready: false, mode, missing, message: messages.notConfigured(missing) } : { ready: false, mode, missing: [], message: messages.unavailable };
}

/** Only web addresses are kept as links: a result never carries a `javascript:` or other scheme. */
const safeLink = (link: string) => (/^https?:\/\//i.test(link) ? link : '');

export type KinSearch = { q: string; sort: KinSort; start: number; display: number };

/**
 * Searches 지식iN with the service's keys on the NAVER_SEARCH_API gateway. The same query (gateway,
 * words, sort, page) within KIN_CACHE_MINUTES is answered from the database, so every instance shares it.
 */
export async function searchKin(db: Db, env: Env, search: KinSearch, now = new Date()): Promise<KinSearchReply> {
  const config = openApiConfig(env, 'search');
  if (!config || !kinStatus(env).ready) throw new AppError('KIN_NOT_CONFIGURED', messages.unavailable, 503);
  const q = search.q.replace(/\s+/g, ' ').trim();
  const key = createHash('sha256').update(JSON.stringify([config.mode, config.baseUrl, q, search.sort, search.start, search.display])).digest('hex');
  const reply = (total: number, items: KinItem[], fetchedAt: Date, cached: boolean): KinSearchReply => ({
    query: q, sort: search.sort, start: search.start, display: search.display, total, items, fetchedAt: fetchedAt.toISOString(), cached,
  });

  const [hit] = await db
    .select()
    .from(kinSearchCache)
    .where(and(eq(kinSearchCache.key, key), gt(kinSearchCache.fetchedAt, new Date(now.getTime() - CACHE_MS))));
  if (hit) return reply(hit.total, hit.items, hit.fetchedAt, true);

  let result: Awaited<ReturnType<ReturnType<typeof createSearchClient>['kin']>>;
  try {
    result = await createSearchClient(config).kin(q, { sort: search.sort, start: search.start, display: search.display });
  } catch (err) {
    if (err instanceof NaverApiError) throw new AppError(`NAVER_${err.kind}`, err.message, err.kind === 'BAD_REQUEST' ? 400 : 502);
    throw err;
  }
  const items = result.items.map((item) => ({ ...item, link: safeLink(item.link) }));
  await db
    .insert(kinSearchCache)
    .values({ key, total: result.total, items, fetchedAt: now })
    .onConflictDoUpdate({ target: kinSearchCache.key, set: { total: result.total, items, fetchedAt: now } });
  await db.delete(kinSearchCache).where(lt(kinSearchCache.fetchedAt, new Date(now.getTime() - CACHE_MS)));
  return reply(result.total, items, now, false);
}
