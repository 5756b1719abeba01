import type { AppPagePath } from './page-paths';
import { kstMonthOf } from './seoul-time';

/** What a page asks of its user (spec §2 route table, §6 roles); the SPA's guards and the server read the same words. */
export type Requirement = 'signIn' | 'vip' | 'subscription' | 'admin';

/**
 * The API reads a page makes as it opens (its address without a search), and what the user must be for them: the
 * page's own requirements (the route table's, which a client test holds equal). The server starts them with the
 * page itself (`<link rel="preload" as="fetch">`, server/features/site/started-reads.ts) for a user who may open the
 * page, so its data is on the way while its scripts load, instead of after the session and its code. The page's
 * own call takes the answer: each URL is what that call sends, byte for byte, its parameters in the same order
 * (tests/e2e/first-reads.spec.ts opens every page and fails on a read it did not take).
 */
export type FirstReads = { requires: readonly Requirement[]; reads: (now: Date) => readonly string[] };

const member = (...reads: string[]): FirstReads => ({ requires: ['signIn'], reads: () => reads });
const vip = (...reads: string[]): FirstReads => ({ requires: ['signIn', 'vip'], reads: () => reads });
const subscriber = (...reads: string[]): FirstReads => ({ requires: ['signIn', 'subscription'], reads: () => reads });
const admin = (...reads: string[]): FirstReads => ({ requires: ['signIn', 'admin'], reads: () => reads });

export const FIRST_READS: Partial<Record<AppPagePath, FirstReads>> = {
  '/keyword': member('/api/keywords/credentials', '/api/keywords/lists'),
  '/prompts': member('/api/prompts'),
  '/images': member('/api/images', '/api/images/provider'),
  '/automation': subscriber('/api/automations', '/api/automations/runs', '/api/keywords/lists', '/api/prompts', '/api/vip/profile'),
  '/vip': vip('/api/vip/dashboard', '/api/rankings', '/api/rankings/changes'),
  '/vipHistory': vip('/api/vip/publications'),
  '/vipSchedule': { requires: ['signIn', 'vip'], reads: (now) => [`/api/vip/calendar?month=${kstMonthOf(now)}`] },
  '/auto-posting': vip('/api/publications', '/api/generations', '/api/blogs'),
  '/vipProfile': member('/api/vip/profile', '/api/prompts'),
  '/keyword-report': subscriber('/api/reports', '/api/reports/settings'),
  '/admin/keyword-report': admin('/api/admin/mail', '/api/admin/keyword-report/categories', '/api/admin/keyword-report/subscribers', '/api/admin/keyword-report/log'),
  '/profile': member('/api/credits/ledger?page=1', '/api/credits/orders'),
  '/admin/credits': admin(
    '/api/credits/admin/orders?channel=manual&status=PENDING',
    '/api/credits/admin/orders?status=DONE',
    '/api/credits/admin/packages',
    '/api/credits/admin/invariant',
  ),
  '/admin/products': admin('/api/products/admin'),
  '/admin/contents': admin('/api/contents/admin'),
  '/rankings': member('/api/rankings'),
  '/admin/rankings': admin('/api/admin/rankings'),
  '/admin/setup': admin('/api/admin/setup'),
  '/contents': { requires: [], reads: () => ['/api/contents?page=1'] },
  '/kin': { requires: [], reads: () => ['/api/kin/status'] },
};
