import { Spinner } from '@/components/ui/spinner';

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

/**
 * The arrival's page is on screen: later pages draw as they load. It is still in the fallback face (src/main.tsx);
 * Pretendard's two faces are fetched now, unused until the next page, which then draws in them without a swap.
 */
export function arrived() {
  arrival = false;
  if (typeof document !== 'undefined' && document.documentElement.dataset.fonts === 'later' && 'fonts' in document) {
    for (const weight of [400, 700]) void document.fonts.load(`${weight} 1em Pretendard`, 'a').catch(() => undefined);
  }
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
}
