// The render worker that prerender.ts starts. The SPA's modules read the page's blocks from `document`
// when they load, and NProgress, the stores and the query cache keep module state, so each server renders
// in a worker of its own, one page at a time (a render sets the page's data, then renders).
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageData } from '@contracts/pages';

/** What the SSR build (src/prerender.tsx) exports. */
type RenderEntry = {
  renderPage(location: string, data: PageData | null): string | Promise<string>;
  /** The page's first screen with its heading, or null when it has none (an older build has no such export). */
  renderFrame?(location: string): Promise<string | null>;
};
type Request = { id: number; location: string; data: PageData | null; frame?: boolean };

const { entry, blocks } = workerData as { entry: string; blocks: Record<string, string> };
// React's production build (this worker's environment is its own copy).
process.env.NODE_ENV = 'production';
Object.assign(globalThis, { document: { getElementById: (id: string) => (Object.hasOwn(blocks, id) ? { textContent: blocks[id] } : null) } });
const loaded = import(pathToFileURL(entry).href) as Promise<RenderEntry>;

let queue = Promise.resolve();
parentPort?.on('message', ({ id, location, data, frame }: Request) => {
  queue = queue.then(async () => {
    try {
      const { renderPage, renderFrame } = await loaded;
      if (frame) parentPort?.postMessage({ id, html: (await renderFrame?.(location)) ?? null });
      else parentPort?.postMessage({ id, html: await renderPage(location, data) });
    } catch (error) {
      parentPort?.postMessage({ id, error: String((error instanceof Error && error.stack) || error) });
    }
  });
});
