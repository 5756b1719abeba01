import { useCallback, useEffect, useRef, useState } from 'react';
import { briefKey } from '@contracts/research';

/** What the member ticked in a keyword's brief: 지식iN questions for the FAQ, recurring topics to cover. */
export type ResearchPicks = { questions: string[]; topics: string[] };

export const noPicks: ResearchPicks = { questions: [], topics: [] };

// The panel's state lives in this tab's sessionStorage, so a reload keeps it and another tab starts fresh:
// whether the panel is open, and the ticks of each keyword (keyed as the server keys its briefs).
const OPEN_KEY = 'geulbit:research-panel:open';
const picksKey = (keyword: string) => `geulbit:research-picks:${briefKey(keyword)}`;

function read<T>(key: string, valid: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (a private window): the panel still works, it just forgets on reload.
  }
}

const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
const isPicks = (value: unknown): value is ResearchPicks =>
  typeof value === 'object' && value !== null && strings((value as ResearchPicks).questions) && strings((value as ResearchPicks).topics);

/** The ticks kept for `keyword` (none when it has no brief key). */
export const readPicks = (keyword: string): ResearchPicks => (briefKey(keyword) ? (read(picksKey(keyword), isPicks) ?? noPicks) : noPicks);

/** Keeps the ticks of `keyword` for this tab. */
export function savePicks(keyword: string, picks: ResearchPicks) {
  if (briefKey(keyword)) write(picksKey(keyword), picks);
}

/**
 * The ticks of the keyword being typed, read again whenever it changes. `pick(keyword, next)` names the
 * keyword the ticks belong to (the brief on screen), so a tick on a brief the member has since typed past
 * is kept for that brief and not given to the new keyword. `seed` (a re-run's ticks) is kept at the start.
 */
export function useResearchPicks(keyword: string, seed: { keyword: string; picks: Partial<ResearchPicks> } | null = null) {
  const [picks, setPicks] = useState<ResearchPicks>(noPicks);
  const seeded = useRef(false);
  const key = briefKey(keyword);
  // Read again only when the keyword names another brief ('캠핑 ' and '캠핑' share one).
  useEffect(() => {
    if (seed && !seeded.current) savePicks(seed.keyword, { questions: seed.picks.questions ?? [], topics: seed.picks.topics ?? [] });
    seeded.current = true;
    setPicks(readPicks(key));
    // The seed counts once, at the start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const pick = useCallback(
    (of: string, next: ResearchPicks) => {
      savePicks(of, next);
      if (briefKey(of) === key) setPicks(next);
    },
    [key],
  );
  return [picks, pick] as const;
}

const wideScreen = () => typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 1280px)').matches;

/**
 * Whether the panel is open: null until mounted (the server's HTML shows it open beside the form on a wide
 * screen and folded on a phone, by CSS alone), then what the member chose last in this tab, or that same
 * default by the screen's width. `openNow` opens it (a link that asks for the brief).
 */
export function usePanelOpen(openNow: boolean) {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    if (openNow) write(OPEN_KEY, true);
    setOpen(read(OPEN_KEY, (v): v is boolean => typeof v === 'boolean') ?? wideScreen());
  }, [openNow]);
  const toggle = useCallback(() => {
    setOpen((was) => {
      const next = !(was ?? wideScreen());
      write(OPEN_KEY, next);
      return next;
    });
  }, []);
  return [open, toggle] as const;
}
