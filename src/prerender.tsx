import type { PageData } from '@contracts/pages';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { setRenderingWholePage, setServedFrame } from './app/page-frame';
import { AppRoutes, buildRoutes } from './app/router';
import { setPageData } from './lib/page-data';

/**
 * A page of the SPA as HTML, for the server to send inside #root (server/lib/prerender.ts runs this in a
 * worker, with its own features and site facts in the worker's `document`, and `data` as the page's
 * `#page-data`; the query cache starts empty for each page, as a browser's does): a
 * phone paints the page from the HTML and the CSS, before any script has loaded, and main.tsx hydrates it.
 * The tree is the one main.tsx renders (BrowserRouter and StaticRouter add no markup), with the stores in
 * their initial state, as on the client. The render waits for the page's own chunk, so a lazily loaded
 * page arrives whole; the client keeps this HTML until that chunk is there and then takes it over.
 */
export async function renderPage(location: string, data: PageData | null): Promise<string> {
  setServedFrame(location, null);
  return render(location, data);
}

// The page's heading as it renders it (PageHeading): a div, with its class if the page places it, holding only its h1 and p.
const HEADING = /<div data-page-heading=""(?: class="[^"]*")?>[\s\S]*?<\/div>/;

/**
 * A page the SPA draws, as its first screen (src/app/page-frame.tsx): the layout, and the page's heading
 * where the page will be. The page is rendered whole once, as a visitor would see it, only to find its
 * heading. Null when it has none (the page then goes out unrendered).
 */
export async function renderFrame(location: string): Promise<string | null> {
  setServedFrame(location, null);
  setRenderingWholePage(true);
  let whole: string;
  try {
    whole = await render(location, null);
  } finally {
    setRenderingWholePage(false);
  }
  const heading = HEADING.exec(whole)?.[0];
  if (!heading) return null;
  setServedFrame(location, heading);
  try {
    return await render(location, null);
  } finally {
    setServedFrame(location, null);
  }
}

async function render(location: string, data: PageData | null): Promise<string> {
  setPageData(data);
  // The app's one query cache (dynamically imported there too): empty for each page.
  (await import('./lib/query-provider')).queryClient.clear();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={location}>
        <AppRoutes routes={buildRoutes()} />
      </StaticRouter>
    </StrictMode>,
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<string | Uint8Array>) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}
