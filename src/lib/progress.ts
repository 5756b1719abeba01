import NProgress from 'nprogress';

// The top bar tracks route loads and API requests together; it finishes when the last one ends.
// NProgress's own markup calls the bar role="bar", which no assistive technology knows; this names it.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 200,
  minimum: 0.1,
  template: '<div class="bar" role="progressbar" aria-label="페이지를 불러오는 중"><div class="peg"></div></div>',
  barSelector: '[role="progressbar"]',
});

let active = 0;
// A page rendered to HTML on the server (src/prerender.tsx) has no bar to show.
const hasDom = typeof window !== 'undefined';

export const progress = {
  start() {
    active += 1;
    if (active === 1 && hasDom) NProgress.start();
  },
  done() {
    active = Math.max(0, active - 1);
    if (active === 0 && hasDom) NProgress.done();
  },
  /** Runs a promise with the bar shown. */
  async track<T>(work: Promise<T>): Promise<T> {
    progress.start();
    try {
      return await work;
    } finally {
      progress.done();
    }
  },
};
