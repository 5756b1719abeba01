import { type AvailableBrief, BRIEF_TOP_COUNT, type BriefFacts, briefKey, researchMessages, type ResearchBrief, tidyKeyword } from '@contracts/research';
import type { Db } from '../../db/client';
import { NaverApiError } from '../../integrations/naver/naver-error';
import { createSearchClient, type NaverOpenApiConfig } from '../../integrations/naver/search';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit, type RateRule } from '../../lib/rate-limit';
import { missingOpenApiSettings, openApiConfig } from '../keywords';
import { crowding, freshness, monthlyPublished, toPost, toQuestion } from './brief-facts';
import { claimBrief, readFreshBrief, releaseBrief, storeBrief } from './brief-cache';
import { BRIEF_SEARCH_CALLS, CLAIM_POLL_MS, CLAIM_WAIT_MS, limits } from './research.limits';
import { messages } from './research.messages';
import { spendSearchBudget } from './search-budget';
import { subKeywordsFor } from './sub-keywords';
import type { BriefViewer, ResearchDeps } from './brief-viewer';
import { recurringTopics } from './topics';

const limitOf = (viewer: BriefViewer): { key: string; rule: RateRule } | null =>
  viewer.kind === 'member'
    ? { key: `research-brief:user:${viewer.userId}`, rule: limits.briefsPerMember }
    : viewer.kind === 'visitor'
      ? { key: `research-brief:ip:${viewer.clientIp}`, rule: limits.briefsPerClient }
      : null;

/** The three Search API calls of one brief, and what is computed from them. */
async function gatherBrief(config: NaverOpenApiConfig, keyword: string, now: Date): Promise<BriefFacts> {
  const search = createSearchClient(config);
  const [relevant, newest, kin] = await Promise.all([
    search.blog(keyword, { sort: 'sim', display: BRIEF_TOP_COUNT }),
    search.blog(keyword, { sort: 'date', display: 100 }),
    search.kin(keyword, { sort: 'sim', display: BRIEF_TOP_COUNT }),
  ]);
  const topPosts = relevant.items.slice(0, BRIEF_TOP_COUNT).map(toPost);
  const monthly = monthlyPublished(newest.items, now);
  return {
    keyword,
    fetchedAt: now.toISOString(),
    topPosts,
    documentCount: relevant.total,
    monthlyPublished: monthly,
    questions: kin.items.slice(0, BRIEF_TOP_COUNT).map(toQuestion),
    topics: recurringTopics(topPosts, keyword),
    freshness: freshness(topPosts, now),
    crowding: crowding(relevant.total, monthly),
    source: messages.source,
  };
}

type Outcome = { kind: 'brief'; facts: BriefFacts; fetchedHere: boolean } | { kind: 'budget' };
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The keyword's brief from the shared cache, or fetched by exactly one request across instances: the
 * one that claims the keyword's row; the others wait for its brief. A fetch first takes its calls
 * from the day's Search budget.
 */
async function fetchOrWait(deps: ResearchDeps, config: NaverOpenApiConfig, key: string, keyword: string, now: Date): Promise<Outcome> {
  const { db, env } = deps;
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const fresh = await readFreshBrief(db, key, now);
    if (fresh) return { kind: 'brief', facts: fresh.facts, fetchedHere: false };
    const claimId = await claimBrief(db, key, now);
    if (claimId) {
      try {
        if (!(await spendSearchBudget(db, { calls: BRIEF_SEARCH_CALLS, budget: env.NAVER_SEARCH_DAILY_BUDGET, now }))) {
          await releaseBrief(db, key, claimId);
          return { kind: 'budget' };
        }
        const facts = await gatherBrief(config, keyword, now);
        await storeBrief(db, key, claimId, facts, now);
        return { kind: 'brief', facts, fetchedHere: true };
      } catch (err) {
        await releaseBrief(db, key, claimId);
        if (err instanceof NaverApiError) throw new AppError(`NAVER_${err.kind}`, messages.upstreamFailed, 502);
        throw err;
      }
    }
    if (Date.now() > deadline) throw new AppError('RESEARCH_BUSY', messages.busy, 503);
    await sleep(CLAIM_POLL_MS);
  }
}

// Requests of one instance for the same keyword share one promise (no polling among themselves).
const flights = new WeakMap<Db, Map<string, Promise<Outcome>>>();

function sharedFetch(deps: ResearchDeps, config: NaverOpenApiConfig, key: string, keyword: string, now: Date): { outcome: Promise<Outcome>; joined: boolean } {
  let inFlight = flights.get(deps.db);
  if (!inFlight) flights.set(deps.db, (inFlight = new Map()));
  const running = inFlight.get(key);
  if (running) return { outcome: running, joined: true };
  const map = inFlight;
  const outcome = fetchOrWait(deps, config, key, keyword, now).finally(() => map.delete(key));
  map.set(key, outcome);
  return { outcome, joined: false };
}

const asBrief = (facts: BriefFacts, keyword: string, cached: boolean, subKeywords: AvailableBrief['subKeywords']): AvailableBrief => ({
  ...facts,
  available: true,
  keyword,
  cached,
  subKeywords,
});

/**
 * What Naver shows for a keyword: one brief per keyword a day, shared by every member (two members
 * within 24 h cost one set of calls), plus related keywords from the member's own Search Ad key,
 * which are never cached. A request that makes an outside call counts against the viewer's hourly
 * limit; a brief served from the cache to a viewer without a key is free.
 */
export async function getResearchBrief(deps: ResearchDeps, input: { keyword: string; viewer: BriefViewer; now?: Date }): Promise<ResearchBrief> {
  const { db, env } = deps;
  const { viewer, now = new Date() } = input;
  const keyword = tidyKeyword(input.keyword);
  if (keyword === '') throw new AppError('INVALID_INPUT', researchMessages.keywordRequired, 400);
  const config = openApiConfig(env, 'search');
  if (!config) {
    const admin = viewer.kind === 'member' && viewer.admin === true;
    return { available: false, keyword, reason: messages.unavailable, ...(admin ? { missingSettings: missingOpenApiSettings(env) } : {}) };
  }
  const limit = limitOf(viewer);
  let counted = false;
  const countRequest = async () => {
    if (counted || !limit) return;
    counted = true;
    await consumeRateLimit(db, limit.key, limit.rule, now.getTime(), messages.hourlyLimit(limit.rule.max));
  };

  const key = briefKey(keyword);
  const fresh = await readFreshBrief(db, key, now);
  let facts: BriefFacts;
  let cached = true;
  if (fresh) {
    facts = fresh.facts;
  } else {
    await countRequest();
    const { outcome, joined } = sharedFetch(deps, config, key, keyword, now);
    const result = await outcome;
    if (result.kind === 'budget') return { available: false, keyword, reason: messages.budgetExhausted };
    facts = result.facts;
    cached = joined || !result.fetchedHere;
  }
  return asBrief(facts, keyword, cached, await subKeywordsFor(deps, viewer, keyword, countRequest));
}

/** The keyword's brief if the shared cache holds one younger than a day; never calls Naver. */
export async function peekResearchBrief(db: Db, keyword: string, now = new Date()): Promise<AvailableBrief | null> {
  const tidy = tidyKeyword(keyword);
  if (tidy === '') return null;
  const fresh = await readFreshBrief(db, briefKey(tidy), now);
  return fresh ? asBrief(fresh.facts, tidy, true, { available: false, reason: messages.subKeywordsNotAsked, items: [] }) : null;
}
