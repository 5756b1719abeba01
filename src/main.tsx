// First: before any module that could load zod.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenArrived } from './app/page-frame';
import { afterNextPaint } from './lib/after-paint';
import { onNextRoute } from './lib/next-route';
import { keepTypedValues } from './lib/typed-before-start';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root element is missing from index.html');
// Read before React takes the markup over: a page of the route table that arrived as its heading (src/app/page-frame.tsx).
const framed = root.querySelector('[data-page-frame]') !== null;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// `/` and a shared post arrive with the page already in #root (server/lib/prerender.ts, server/lib/spa.ts): it is
// painted before this script ran, and React takes over the same markup instead of drawing it again.
// What the visitor typed into that markup meanwhile is read first: hydration sets the fields back.
if (root.firstElementChild) {
  keepTypedValues(root);
  hydrateRoot(root, app);
}
else createRoot(root).render(app);

// `/` comes with data-fonts="later" (server/lib/spa.ts): Pretendard is asked for once the first screen is painted.
// A framed page comes so too, but keeps the fallback until the member goes to another page: it is drawn under its
// frame after its data, and a face swapped in then re-wrapped its lists (CLS 0.04–0.13 on /admin/contents). Its two
// faces are fetched once the page is on screen (src/app/page-frame.tsx), so the next page draws in them at once.
const html = document.documentElement;
if (html.dataset.fonts === 'later') {
  const takeFaces = () => delete html.dataset.fonts;
  if (framed) onNextRoute(takeFaces);
  else afterNextPaint(takeFaces);
}

// Pretendard for every character outside the app's own text (what a user types, a post, a legal page):
// ≈ 180 @font-face rules that the first screen does not need, so they load once it has painted
// (scripts/pretendard-css.mjs). Until then such characters show in the metric-matched fallback. A framed page's
// first screen is the one drawn with its data: the rules wait for it (or for the next page, if it never settles), as
// their 18 KB fetched while the browser idled for the page's data had been in that data's way.
let textFaces = false;
const loadTextFaces = () => {
  if (textFaces) return;
  textFaces = true;
  void import('./styles/pretendard-text.css');
};
if (framed) {
  whenArrived(loadTextFaces);
  onNextRoute(loadTextFaces);
} else if ('requestIdleCallback' in window) requestIdleCallback(loadTextFaces, { timeout: 1500 });
else setTimeout(loadTextFaces, 500);
