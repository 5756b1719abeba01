import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, buildRoutes } from './app/router';

/**
 * The write page (`/`) as HTML, for the server to send inside #root (scripts/prerender.mjs runs this at
 * build time, once per combination of server features): a phone paints the page from the HTML and the
 * CSS, before any script has loaded, and main.tsx hydrates it. The tree is the one main.tsx renders
 * (BrowserRouter and StaticRouter add no markup), and the stores are in their initial state, as on the client.
 */
export function renderHome(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <AppRoutes routes={buildRoutes()} />
      </StaticRouter>
    </StrictMode>,
  );
}
