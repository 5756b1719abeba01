/**
 * Work held back until the member goes to another page than the one the browser opened on (the root layout reports
 * each page it shows). A framed page keeps its first face this way: see src/main.tsx.
 */
const opened = typeof window === 'undefined' ? '' : window.location.pathname;
let waiting: Array<() => void> = [];

/** Runs `run` when the app first shows a page other than the one it opened on. */
export function onNextRoute(run: () => void) {
  waiting.push(run);
}

/** The root layout shows `pathname` (it calls this for every page, the first one included). */
export function routeShown(pathname: string) {
  if (pathname === opened || waiting.length === 0) return;
  const due = waiting;
  waiting = [];
  for (const run of due) run();
}
