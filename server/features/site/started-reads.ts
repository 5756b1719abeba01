import type { Context } from 'hono';
import { FIRST_READS, type Requirement } from '@contracts/first-reads';
import type { AppPagePath } from '@contracts/pages';
import type { AppEnv } from '../../lib/app-context';
import { isAdmin, readSignedIn, type UserRow } from '../accounts';

/** Whether the member meets a page's requirement as the SPA's guard judges it (and the page's API checks it). */
function meets(env: Parameters<typeof isAdmin>[0], user: UserRow, requirement: Requirement) {
  switch (requirement) {
    case 'signIn':
      return user.grade !== '';
    case 'vip':
      return user.grade === 'vip';
    case 'subscription':
      return user.wantKeywordReport;
    case 'admin':
      return isAdmin(env, user);
  }
}

/**
 * The API reads the page at `page` starts with (contracts/first-reads.ts), when this request's user may open it and
 * its address has no search (whose reads would differ); none otherwise. Reads the session only for a page that
 * needs one, and only when the request carries a session cookie.
 */
export async function firstReadsOf(c: Context<AppEnv>, page: AppPagePath | null, now = new Date()): Promise<readonly string[]> {
  const entry = page ? FIRST_READS[page] : undefined;
  if (!entry || new URL(c.req.url).search !== '') return [];
  if (entry.requires.length > 0) {
    const signedIn = await readSignedIn(c).catch(() => null);
    if (!signedIn || !entry.requires.every((r) => meets(c.get('deps').env, signedIn.user, r))) return [];
  }
  return entry.reads(now);
}
