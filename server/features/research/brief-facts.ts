import { kinPlainText } from '@contracts/kin';
import { type AvailableBrief, type BriefPost, type BriefQuestion, MONTHLY_PUBLISHED_SAMPLE } from '@contracts/research';
import { KST_OFFSET_MS } from '@contracts/seoul-time';
import type { BlogItem, KinItem } from '../../integrations/naver/search';
import { messages } from './research.messages';

// The parts of a brief computed from Naver's answers: plain-text posts and questions, 월간 발행량,
// freshness and crowding, each rule with its numbers named here.

/** 월간 발행량 counts posts dated today and the 29 days before (Seoul calendar). */
export const MONTHLY_WINDOW_DAYS = 30;
/** Freshness: the results favour new posts when their median date is at most this many days old. */
export const FRESH_MEDIAN_DAYS = 45;
/** Crowding: at or above this many blog documents a keyword is crowded, whatever its pace. */
export const CROWDED_DOCUMENTS = 100_000;
/** Crowding: below this many documents and this many new posts a month, a keyword is open. */
export const OPEN_DOCUMENTS = 10_000;
export const OPEN_MONTHLY = 30;

/** Only web addresses are kept as links: a result never carries a `javascript:` or other scheme. */
export const safeLink = (link: string) => (/^https?:\/\//i.test(link) ? link : '');

/** Naver's YYYYMMDD as YYYY-MM-DD, or null when it is not a real date. */
export function toIsoDate(postdate: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(postdate.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Today's date in Seoul, YYYY-MM-DD. */
export const seoulDate = (now: Date) => new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

/** Whole days from `date` to today in Seoul (0 for today). */
export const daysBefore = (date: string, now: Date) => Math.round((Date.parse(`${seoulDate(now)}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);

export const toPost = (item: BlogItem): BriefPost => ({
  title: kinPlainText(item.title),
  description: kinPlainText(item.description),
  link: safeLink(item.link),
  bloggerName: kinPlainText(item.bloggerName),
  postDate: toIsoDate(item.postdate),
});

export const toQuestion = (item: KinItem): BriefQuestion => ({
  title: kinPlainText(item.title),
  description: kinPlainText(item.description),
  link: safeLink(item.link),
});

/** 월간 발행량: of Naver's newest posts (sort=date, up to 100), those dated in the last 30 days; all 100 → "100+". */
export function monthlyPublished(newest: BlogItem[], now: Date): AvailableBrief['monthlyPublished'] {
  const count = newest.filter((item) => {
    const date = toIsoDate(item.postdate);
    return date !== null && daysBefore(date, now) < MONTHLY_WINDOW_DAYS;
  }).length;
  return { count, capped: count >= MONTHLY_PUBLISHED_SAMPLE };
}

/**
 * The newest and the median post date of the top results. With an even number of dates the median is
 * the older of the two middle ones, so "favours new posts" is never claimed on a tie's newer half.
 */
export function freshness(posts: BriefPost[], now: Date): AvailableBrief['freshness'] {
  const dates = posts.map((p) => p.postDate).filter((d): d is string => d !== null).sort();
  if (dates.length === 0) return { newest: null, median: null, favoursNew: false, verdict: messages.freshness.unknown };
  const newest = dates[dates.length - 1] ?? null;
  const median = dates[Math.floor((dates.length - 1) / 2)] ?? null;
  const favoursNew = median !== null && daysBefore(median, now) <= FRESH_MEDIAN_DAYS;
  return {
    newest,
    median,
    favoursNew,
    verdict: favoursNew ? messages.freshness.favoursNew(FRESH_MEDIAN_DAYS) : messages.freshness.favoursOld(FRESH_MEDIAN_DAYS),
  };
}

/**
 * How crowded a keyword is: high at 100,000 documents or more, or when 100+ posts came out in 30 days;
 * low under 10,000 documents with fewer than 30 new posts a month; medium otherwise.
 */
export function crowding(documentCount: number, monthly: AvailableBrief['monthlyPublished']): AvailableBrief['crowding'] {
  const docs = documentCount.toLocaleString('ko-KR');
  const pace = monthly.capped ? `${MONTHLY_PUBLISHED_SAMPLE}+` : String(monthly.count);
  if (monthly.capped || documentCount >= CROWDED_DOCUMENTS) return { level: 'high', verdict: messages.crowding.high(docs, pace) };
  if (documentCount < OPEN_DOCUMENTS && monthly.count < OPEN_MONTHLY) return { level: 'low', verdict: messages.crowding.low(docs, pace) };
  return { level: 'medium', verdict: messages.crowding.medium(docs, pace) };
}
