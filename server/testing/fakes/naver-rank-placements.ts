// What the fake Search API puts where, for rank tracking's tests: a link at a position of one keyword's blog
// or web-document results, on one Seoul day or every day, so results can move from day to day; a clock the
// tests can move; and failures to answer with. Everything else in a result list is the fake's usual filler.

export type RankApi = 'blog' | 'webkr';
export type RankPlacement = {
  api: RankApi;
  query: string;
  link: string;
  /** 1–1000, or null: not in the results that day. */
  position: number | null;
  /** A Seoul day (YYYY-MM-DD); omitted: every day without a placement of its own. */
  day?: string;
};

export type RankControls = {
  /** Adds placements; a later one for the same link, list, keyword and day replaces the earlier. */
  place(...placements: RankPlacement[]): void;
  clear(): void;
  /** The link placed at position `n` of (api, query) on `day`. */
  at(api: string, query: string, day: string, n: number): string | undefined;
  /** How far the fake's clock is moved (ms). */
  clockOffsetMs: number;
  /** The next `count` searches of `api` (or any) answer `status`. */
  fail(count: number, status?: number, api?: RankApi): void;
  /** The status the next search of `api` must answer, if a failure is queued. */
  takeFailure(api: string): number | undefined;
};

const norm = (q: string) => q.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

export function createRankControls(): RankControls {
  // By list and keyword, so a result list looks only at its own keyword's few placements (the bench places 10,000).
  const placements = new Map<string, RankPlacement[]>();
  const keyOf = (api: string, query: string) => `${api}\u0000${norm(query)}`;
  const failures: { status: number; api?: RankApi }[] = [];
  const controls: RankControls = {
    clockOffsetMs: 0,
    place(...added) {
      for (const p of added) {
        const key = keyOf(p.api, p.query);
        placements.set(key, [...(placements.get(key) ?? []).filter((q) => !(q.link === p.link && q.day === p.day)), p]);
      }
    },
    clear() {
      placements.clear();
      failures.length = 0;
      controls.clockOffsetMs = 0;
    },
    at(api, query, day, n) {
      const mine = placements.get(keyOf(api, query)) ?? [];
      for (const link of new Set(mine.map((p) => p.link))) {
        const ofLink = mine.filter((p) => p.link === link);
        const today = ofLink.find((p) => p.day === day) ?? ofLink.find((p) => p.day === undefined);
        if (today?.position === n) return link;
      }
      return undefined;
    },
    fail(count, status = 500, api) {
      for (let i = 0; i < count; i++) failures.push({ status, ...(api ? { api } : {}) });
    },
    takeFailure(api) {
      const i = failures.findIndex((f) => !f.api || f.api === api);
      if (i < 0) return undefined;
      return failures.splice(i, 1)[0]?.status;
    },
  };
  return controls;
}
