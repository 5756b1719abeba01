// Seoul time for both tiers, in a module without zod: the SPA imports it on pages that load no schema
// (importing it from accounts.ts pulled the 25 KB schema chunk onto /history and /blog/{id}).
export const KST_OFFSET_HOURS = 9;
export const KST_OFFSET_MS = KST_OFFSET_HOURS * 3_600_000;
/** Every time shown to a user is Seoul time (product scope), whatever the browser's or the server's zone. */
export const SEOUL_TIME_ZONE = 'Asia/Seoul';
