import type NProgressType from 'nprogress';

// The top bar tracks route loads and API requests together; it finishes when the last one ends.
// It shows what a person asked for: the loads of the first page (the browser shows its own progress then) go
// without it, and the bar's library (≈ 1.7 KB gzip) loads with the first load after a click, a tap or a key.
// NProgress's own markup calls the bar role="bar", which no assistive technology knows; this names it.
type Bar = typeof NProgressType;

let active = 0;
// A page rendered to HTML on the server (src/prerender.tsx) has no bar to show.
const hasDom = typeof window !== 'undefined';
let bar: Bar | undefined;
let loading: Promise<Bar> | undefined;
let asked = false;
if (hasDom) {
  const onAsk = () => {
    asked = true;
    for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, onAsk, true);
  };
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, onAsk, true);
}

function withBar(run: (bar: Bar) => void) {
  if (!hasDom) return;
  if (bar) return run(bar);
  if (!asked && !loading) return;
  loading ??= import('nprogress').then(({ default: loaded }) => {
    loaded.configure({
      showSpinner: false,
      trickleSpeed: 200,
      minimum: 0.1,
      template: '<div class="bar" role="progressbar" aria-label="페이지를 불러오는 중"><div class="peg"></div></div>',
      barSelector: '[role="progressbar"]',
    });
    bar = loaded;
    return loaded;
  });
  void loading.then(run, () => undefined);
}

export const progress = {
  start() {
    active += 1;
    // Checked again once the library is there: the load may have ended meanwhile.
    if (active === 1) withBar((b) => active > 0 && !b.isStarted() && b.start());
  },
  done() {
    active = Math.max(0, active - 1);
    if (active === 0) withBar((b) => active === 0 && b.done());
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
