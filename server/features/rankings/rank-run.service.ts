import { and, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { RANK_PAGE_SIZE, type RankSection } from '@contracts/rankings';
import type { Db } from '../../db/client';
import { rankBudgetDays, rankChecks, rankSearches, rankTargets } from '../../db/schema';
import type { Env } from '../../env';
import type { NaverOpenApiConfig } from '../../integrations/naver/search';
import type { Logger } from '../../lib/logger';
import { openApiConfig } from '../keywords';
import { discoverPublications } from './rank-discovery';
import { finalizeTargets, type Reading } from './rank-finalize';
import { addDays, pacedAllowance, phaseAt, daysBetween, seoulDay, seoulDayStart } from './rank-schedule';
import { claimSearch, failSearch, fetchSearch, positionsOf, type SearchKey, searchId } from './rank-search';

export type RankDeps = { db: Db; env: Env; logger: Logger; instanceId: string; fetchImpl?: typeof fetch };

/**
 * 'tick': what is due now, paced over the day; 'round': an admin's round, everything due today within the
 * day's budget; 'now': the posts a member asked '지금 확인' for.
 */
export type RunMode = 'tick' | 'round' | 'now';
export type RunSummary = { discovered: number; due: number; calls: number; checked: number; waiting: number; failed: number };

type Due = {
  id: string;
  userId: string;
  urlKey: string;
  keywordKey: string;
  sections: RankSection[];
  startedAt: Date;
  requested: boolean;
  neverChecked: boolean;
};
type Group = { key: SearchKey; targets: Due[] };

/** Where a post's checks stand in the queue: '지금 확인' first, then first checks, then the youngest phase and post. */
function priority(t: Due, today: string): number[] {
  const phase = phaseAt(daysBetween(seoulDay(t.startedAt), today));
  return [t.requested ? 0 : 1, t.neverChecked ? 0 : 1, phase === 'daily' ? 0 : phase === 'every-3-days' ? 1 : 2, -t.startedAt.getTime()];
}
const compare = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

/**
 * Checks the ranks that are due. One Search API call per (keyword, list, day) serves every post with that
 * keyword, whoever owns it; a call is made only when this instance claims it and the day's budget has a
 * unit left. While calls are short, they go to members in turn (the member whose posts took the fewest
 * calls today next), each member's oldest, lowest-priority posts last; what is left waits ('확인 대기').
 * A failed call backs off and is charged to nobody.
 */
export async function runRankChecks(
  deps: RankDeps,
  { now, mode, targetIds = [], signal }: { now: Date; mode: RunMode; targetIds?: string[]; signal?: AbortSignal },
): Promise<RunSummary> {
  const { db, env } = deps;
  const summary: RunSummary = { discovered: 0, due: 0, calls: 0, checked: 0, waiting: 0, failed: 0 };
  const config = openApiConfig(env, 'search');
  if (mode !== 'now') summary.discovered = await discoverPublications(db, now);
  if (!config) return summary;
  const today = seoulDay(now);
  if (mode === 'tick') {
    await db.delete(rankSearches).where(lt(rankSearches.day, addDays(today, -2)));
    await db.delete(rankBudgetDays).where(lt(rankBudgetDays.day, addDays(today, -7)));
  }

  const due = await selectDue(db, mode, now, today, targetIds);
  summary.due = due.length;
  if (!due.length) return summary;
  const ids = due.map((t) => t.id);
  const [doneToday, rankedBefore] = await Promise.all([sectionsOf(db, ids, eq(rankChecks.day, today)), sectionsOf(db, ids, isNotNull(rankChecks.position))]);

  // Every (keyword, list) a due post still needs today.
  const groups = new Map<string, Group>();
  for (const t of due) {
    for (const section of t.sections) {
      if (doneToday.has(`${t.id}|${section}`)) continue;
      const key: SearchKey = { keywordKey: t.keywordKey, section, day: today, page: 1 };
      const id = searchId(key);
      const group = groups.get(id) ?? { key, targets: [] };
      group.targets.push(t);
      groups.set(id, group);
    }
  }
  const stored = await storedSearches(db, today, [...new Set(due.map((t) => t.keywordKey))]);
  const readings: Reading[] = [];
  const secondPage = new Map<string, Group>();

  /** Reads the posts of a group off a result list; posts ranked before and not found wait for page 2. */
  const serve = (group: Group, links: string[]) => {
    const found = positionsOf(links, group.key.page);
    for (const t of group.targets) {
      const hit = found.get(t.urlKey);
      const section = group.key.section;
      if (!hit && group.key.page === 1 && rankedBefore.has(`${t.id}|${section}`)) {
        const key: SearchKey = { ...group.key, page: 2 };
        const next = secondPage.get(searchId(key)) ?? { key, targets: [] };
        next.targets.push(t);
        secondPage.set(searchId(key), next);
        continue;
      }
      readings.push({
        targetId: t.id,
        section,
        keyword: t.keywordKey,
        position: hit?.position ?? null,
        depth: group.key.page * RANK_PAGE_SIZE,
        matchedUrl: hit?.link ?? null,
      });
    }
  };

  const toFetch: Group[] = [];
  for (const group of groups.values()) {
    const row = stored.get(searchId(group.key));
    if (row?.status === 'done' && row.links) serve(group, row.links);
    else if (!row || (row.status === 'failed' && row.retryAt !== null && row.retryAt <= now) || (row.status === 'fetching' && row.claimedUntil !== null && row.claimedUntil < now)) toFetch.push(group);
    // else: another instance is calling, or the call waits after a failure.
  }

  const budget = env.RANK_CHECK_DAILY_BUDGET;
  const [spentRow] = await db.select({ spent: rankBudgetDays.spent }).from(rankBudgetDays).where(eq(rankBudgetDays.day, today));
  let spent = spentRow?.spent ?? 0;
  // A tick keeps in step with the day; an admin's round or a member's '지금 확인' may use what is left of it.
  const limit = mode === 'tick' ? pacedAllowance(budget, now) : budget;
  const charged = await chargesOf(db, today);
  let stop = false;

  /** Makes one call if this instance gets it; false once nothing more may be called in this run. */
  const call = async (group: Group, chargeTo: string): Promise<boolean> => {
    if (stop || spent >= limit || signal?.aborted) return false;
    const claim = await claimSearch(db, group.key, { owner: deps.instanceId, chargeTo, budget, now });
    if (claim === 'no-budget') {
      spent = limit;
      return false;
    }
    if (claim === 'busy') return true;
    spent += 1;
    summary.calls += 1;
    try {
      serve(group, await fetchSearch(db, withFetch(config, deps.fetchImpl), group.key, now));
      charged.set(chargeTo, (charged.get(chargeTo) ?? 0) + 1);
      return true;
    } catch (err) {
      summary.failed += 1;
      spent -= 1;
      await failSearch(db, group.key, err, now);
      deps.logger.warn('rank search failed, will retry later', { keyword: group.key.keywordKey, section: group.key.section, page: group.key.page, error: err instanceof Error ? err.message : String(err) });
      // Naver is not answering: the rest waits for its back-off rather than failing one by one.
      stop = true;
      return false;
    }
  };

  for (const { group, chargeTo } of fairOrder(toFetch, today, charged)) {
    if (!(await call(group, chargeTo))) break;
  }
  // Second pages for posts ranked before, while a tenth of the day's budget stays for first pages;
  // a post whose second page is not read reads 'not in the top 100'.
  for (const group of secondPage.values()) {
    const row = stored.get(searchId(group.key));
    if (row?.status === 'done' && row.links) serve(group, row.links);
    else if ((!row || (row.status === 'failed' && row.retryAt !== null && row.retryAt <= now)) && spent < budget * 0.9) await call(group, group.targets[0]?.userId ?? '');
  }
  const read = new Set(readings.map((r) => `${r.targetId}|${r.section}`));
  for (const group of secondPage.values()) {
    for (const t of group.targets) {
      if (!read.has(`${t.id}|${group.key.section}`)) readings.push({ targetId: t.id, section: group.key.section, keyword: t.keywordKey, position: null, depth: RANK_PAGE_SIZE, matchedUrl: null });
    }
  }

  const result = await finalizeTargets(db, { due, readings, doneToday, today, now });
  summary.checked = result.checked;
  summary.waiting = result.waiting;
  return summary;
}

const withFetch = (config: NaverOpenApiConfig, fetchImpl?: typeof fetch) => (fetchImpl ? { ...config, fetchImpl } : config);

/**
 * The calls in the order they are made: take the member with the fewest calls today (ties: the one whose
 * next post comes first), give them their next post's keyword, and count it for them.
 */
function* fairOrder(groups: Group[], today: string, charged: Map<string, number>): Generator<{ group: Group; chargeTo: string }> {
  const keyOf = (g: Group) => g.targets.map((t) => priority(t, today)).sort(compare)[0] ?? [];
  const ranked = groups.map((g) => ({ g, p: keyOf(g) })).sort((a, b) => compare(a.p, b.p));
  const queues = new Map<string, typeof ranked>();
  for (const item of ranked) {
    for (const owner of new Set(item.g.targets.map((t) => t.userId))) {
      const q = queues.get(owner) ?? [];
      q.push(item);
      queues.set(owner, q);
    }
  }
  const given = new Set<Group>();
  const counts = new Map(charged);
  for (;;) {
    let pick: { owner: string; item: (typeof ranked)[number] } | null = null;
    for (const [owner, q] of queues) {
      while (q.length && given.has((q[0] as (typeof ranked)[number]).g)) q.shift();
      const head = q[0];
      if (!head) {
        queues.delete(owner);
        continue;
      }
      const better =
        !pick ||
        (counts.get(owner) ?? 0) < (counts.get(pick.owner) ?? 0) ||
        ((counts.get(owner) ?? 0) === (counts.get(pick.owner) ?? 0) && compare(head.p, pick.item.p) < 0);
      if (better) pick = { owner, item: head };
    }
    if (!pick) return;
    given.add(pick.item.g);
    counts.set(pick.owner, (counts.get(pick.owner) ?? 0) + 1);
    yield { group: pick.item.g, chargeTo: pick.owner };
  }
}

async function selectDue(db: Db, mode: RunMode, now: Date, today: string, targetIds: string[]): Promise<Due[]> {
  const active = eq(rankTargets.status, 'active');
  const where =
    mode === 'now'
      ? and(active, inArray(rankTargets.id, targetIds.length ? targetIds : ['']))
      : and(active, mode === 'round' ? lt(rankTargets.nextCheckAt, seoulDayStart(addDays(today, 1))) : lte(rankTargets.nextCheckAt, now));
  const rows = await db
    .select({
      id: rankTargets.id,
      userId: rankTargets.userId,
      urlKey: rankTargets.urlKey,
      keywordKey: rankTargets.keywordKey,
      sections: rankTargets.sections,
      startedAt: rankTargets.startedAt,
      requestedAt: rankTargets.requestedAt,
      lastCheckedDay: rankTargets.lastCheckedDay,
    })
    .from(rankTargets)
    .where(where);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    urlKey: r.urlKey,
    keywordKey: r.keywordKey,
    sections: r.sections,
    startedAt: r.startedAt,
    requested: r.requestedAt !== null,
    neverChecked: r.lastCheckedDay === null,
  }));
}

const CHUNK = 1000;
async function inChunks<T>(ids: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

/** `targetId|section` of the posts' checks matching `filter`. */
async function sectionsOf(db: Db, ids: string[], filter: ReturnType<typeof eq>): Promise<Set<string>> {
  const rows = await inChunks(ids, (chunk) =>
    db.selectDistinct({ targetId: rankChecks.targetId, section: rankChecks.section }).from(rankChecks).where(and(inArray(rankChecks.targetId, chunk), filter)),
  );
  return new Set(rows.map((r) => `${r.targetId}|${r.section}`));
}

async function storedSearches(db: Db, day: string, keywordKeys: string[]) {
  const rows = await inChunks(keywordKeys, (chunk) =>
    db
      .select()
      .from(rankSearches)
      .where(and(eq(rankSearches.day, day), inArray(rankSearches.keywordKey, chunk))),
  );
  return new Map(rows.map((r) => [searchId({ keywordKey: r.keywordKey, section: r.section as RankSection, day: r.day, page: r.page as 1 | 2 }), r]));
}

/** Calls counted for each member today (claims in flight included). */
async function chargesOf(db: Db, day: string) {
  const rows = await db
    .select({ userId: rankSearches.chargedUserId, n: sql<number>`count(*)::int` })
    .from(rankSearches)
    .where(and(eq(rankSearches.day, day), isNotNull(rankSearches.chargedUserId)))
    .groupBy(rankSearches.chargedUserId);
  return new Map(rows.map((r) => [r.userId as string, Number(r.n)]));
}
