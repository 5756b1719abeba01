import { Spinner } from '@/components/ui/spinner';
import { afterNextPaint } from '@/lib/after-paint';

/**
 * The first screen of a page the SPA draws (one that is not rendered whole on the server): the server sends
 * the page's heading (PageHeading) in it, so that what the page is for is painted with the HTML instead of
 * after its code, the session and its data. React takes that markup over as it is and keeps it until the page
 * can be drawn.
 *
 * On the server the heading is set before the page is rendered (src/prerender.tsx); in the browser it is
 * read once from the markup the page arrived with, for the address it arrived at.
 */
let served: { path: string; html: string } | null | undefined;
let wholePage = false;

/** The heading the page arrived with, if this is the address it arrived at. */
export function servedFrame(path: string): string | null {
  if (served === undefined) {
    const element = typeof document.querySelector === 'function' ? document.querySelector('[data-page-frame]') : null;
    served = element ? { path: window.location.pathname, html: element.innerHTML } : null;
  }
  return served?.path === path ? served.html : null;
}

let arrival = true;

/**
 * The frame of the page the browser arrived at, while that page is still being shown for the first time (null
 * after that, or when it came without one): the page keeps it on screen until its first data is in.
 */
export function arrivalFrame(): string | null {
  return arrival && typeof window !== 'undefined' ? servedFrame(window.location.pathname) : null;
}

/** What waits for the arrival's page to be on screen; null once it is. */
let onScreen: Array<() => void> | null = [];

/**
 * Runs `run` once the page the browser arrived at with its frame is on screen with its data (arrived), or at once if
 * it is: work the page does not need (src/main.tsx's text faces) then does not share the line with the page's own
 * code and data.
 */
export function whenArrived(run: () => void) {
  if (onScreen) onScreen.push(run);
  else run();
}

/** From the page's paint (afterNextPaint) until its frame is surely on screen: measured in Chromium, a few ms. */
const ON_SCREEN_MS = 250;

/**
 * The arrival's page is shown: later pages draw as they load. Once it is on screen, Pretendard's two faces are
 * fetched (the page keeps the fallback face, src/main.tsx; the next page then draws in them without a swap), and what
 * waited for it (whenArrived) runs. Asked for as the page was revealed, the faces' 105 KB went out before its paint
 * and, on a phone's line, held it back (Lighthouse mobile: LCP 3.17 → 2.57 s on /keyword once they came after it).
 */
export function arrived() {
  arrival = false;
  afterNextPaint(() => setTimeout(onScreenNow, ON_SCREEN_MS));
}

function onScreenNow() {
  if (typeof document !== 'undefined' && document.documentElement.dataset.fonts === 'later' && 'fonts' in document) {
    for (const weight of [400, 700]) void document.fonts.load(`${weight} 1em Pretendard`, 'a').catch(() => undefined);
  }
  const due = onScreen ?? [];
  onScreen = null;
  for (const run of due) run();
}

/** On the server: the heading the next render of `path` shows as its frame (null: none). */
export function setServedFrame(path: string, html: string | null) {
  served = html === null ? null : { path, html };
}

/** On the server, while a page is rendered whole to find its heading: guards let the page through. */
export function setRenderingWholePage(whole: boolean) {
  wholePage = whole;
}

export const renderingWholePage = () => wholePage;

/** The heading the page arrived with and, under it, that the rest is on its way. */
export function PageFrame({ html }: { html: string }) {
  return (
    <section>
      <div data-page-frame="" dangerouslySetInnerHTML={{ __html: html }} />
      <div className="flex min-h-[40vh] items-center justify-center text-brand-600">
        <Spinner />
      </div>
    </section>
  );
}

/** For tests: read the page's markup again on the next call. */
export function forgetServedFrame() {
  served = undefined;
  arrival = true;
  onScreen = [];
}
