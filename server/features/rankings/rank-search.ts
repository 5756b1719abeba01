import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { RANK_PAGE_SIZE, type RankSection } from '@contracts/rankings';
import { type Db, queryRows } from '../../db/client';
import { rankBudgetDays, rankSearches } from '../../db/schema';
import { NaverApiError } from '../../integrations/naver/naver-error';
import { createSearchClient, type NaverOpenApiConfig } from '../../integrations/naver/search';
import { postUrlKey } from './post-url';

// One Search API call for (keyword, list, Seoul day, page), made once however many instances and posts
// want it: the `rank_searches` row is inserted (or taken back from a failure whose wait is over) as the
// claim in the same transaction that spends one unit of the day's budget; a failed call gives the unit back.

export type SearchKey = { keywordKey: string; section: RankSection; day: string; page: 1 | 2 };
export const searchId = (k: SearchKey) => `${k.keywordKey}\u0000${k.section}\u0000${k.day}\u0000${k.page}`;

/** A claim lasts this long; a call that takes longer (its instance died) is taken over after it. */
const CLAIM_MS = 2 * 60_000;
/** Waits after a failed call: 5 minutes doubling, at most two hours. */
export const searchBackoffMs = (attempts: number) => Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 2 * 3_600_000);

export type Claim = 'claimed' | 'busy' | 'no-budget';

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Takes the call for `key` and spends one unit of the day's budget, or says why not: another instance
 * holds it (or it waits after a failure), or the budget is spent.
 */
export async function claimSearch(
  db: Db,
  key: SearchKey,
  { owner, chargeTo, budget, now }: { owner: string; chargeTo: string; budget: number; now: Date },
): Promise<Claim> {
  if (budget <= 0) return 'no-budget';
  return db.transaction(async (tx) => {
    const until = new Date(now.getTime() + CLAIM_MS);
    const inserted = await tx
      .insert(rankSearches)
      .values({ ...key, status: 'fetching', claimedBy: owner, claimedUntil: until, chargedUserId: chargeTo })
      .onConflictDoNothing()
      .returning({ day: rankSearches.day });
    if (!inserted.length) {
      const retaken = await queryRows<{ day: string }>(
        tx,
        sql`update rank_searches set status = 'fetching', claimed_by = ${owner}, claimed_until = ${iso(until)}, charged_user_id = ${chargeTo}
            where keyword_key = ${key.keywordKey} and section = ${key.section} and day = ${key.day} and page = ${key.page}
              and ((status = 'failed' and retry_at <= ${iso(now)}) or (status = 'fetching' and claimed_until < ${iso(now)}))
            returning day`,
      );
      if (!retaken.length) return 'busy';
    }
    const spent = await queryRows<{ spent: number }>(
      tx,
      sql`insert into rank_budget_days (day, spent) values (${key.day}, 1)
          on conflict (day) do update set spent = rank_budget_days.spent + 1 where rank_budget_days.spent < ${budget}
          returning spent`,
    );
    // Budget spent: the claim is undone with the transaction.
    if (!spent.length) tx.rollback();
    return 'claimed' as const;
  }).catch((err: unknown) => {
    if (err instanceof TransactionRollbackError) return 'no-budget' as const;
    throw err;
  });
}

/** Calls the Search API for a claimed key and stores the links in order. */
export async function fetchSearch(db: Db, config: NaverOpenApiConfig, key: SearchKey, now: Date): Promise<string[]> {
  const client = createSearchClient(config);
  const start = key.page === 1 ? 1 : RANK_PAGE_SIZE + 1;
  const page =
    key.section === 'blog'
      ? await client.blog(key.keywordKey, { sort: 'sim', display: RANK_PAGE_SIZE, start })
      : await client.webkr(key.keywordKey, { display: RANK_PAGE_SIZE, start });
  const links = page.items.map((i) => i.link);
  await db
    .update(rankSearches)
    .set({ status: 'done', links, fetchedAt: now, error: null, retryAt: null, claimedUntil: null })
    .where(
      and(eq(rankSearches.keywordKey, key.keywordKey), eq(rankSearches.section, key.section), eq(rankSearches.day, key.day), eq(rankSearches.page, key.page)),
    );
  return links;
}

/** A failed call: the row waits out its back-off, nobody is charged, and the day's budget gets its unit back. */
export async function failSearch(db: Db, key: SearchKey, err: unknown, now: Date) {
  const message = err instanceof NaverApiError ? `${err.kind} ${err.status}: ${err.message}` : err instanceof Error ? err.message : String(err);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(rankSearches)
      .set({ status: 'failed', attempts: sql`${rankSearches.attempts} + 1`, error: message.slice(0, 300), chargedUserId: null, claimedUntil: null })
      .where(
        and(eq(rankSearches.keywordKey, key.keywordKey), eq(rankSearches.section, key.section), eq(rankSearches.day, key.day), eq(rankSearches.page, key.page)),
      )
      .returning({ attempts: rankSearches.attempts });
    await tx
      .update(rankSearches)
      .set({ retryAt: new Date(now.getTime() + searchBackoffMs(row?.attempts ?? 1)) })
      .where(
        and(eq(rankSearches.keywordKey, key.keywordKey), eq(rankSearches.section, key.section), eq(rankSearches.day, key.day), eq(rankSearches.page, key.page)),
      );
    await tx
      .update(rankBudgetDays)
      .set({ spent: sql`greatest(${rankBudgetDays.spent} - 1, 0)` })
      .where(eq(rankBudgetDays.day, key.day));
  });
}

/** Where each post key first appears in a result list (1-based, offset by the page), with the link Naver gave. */
export function positionsOf(links: string[], page: 1 | 2): Map<string, { position: number; link: string }> {
  const out = new Map<string, { position: number; link: string }>();
  links.forEach((link, i) => {
    const key = postUrlKey(link);
    if (key && !out.has(key)) out.set(key, { position: (page - 1) * RANK_PAGE_SIZE + i + 1, link });
  });
  return out;
}
