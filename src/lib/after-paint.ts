/**
 * Runs `fn` once the browser has painted the frame being rendered now (at the start of the frame after
 * it: two animation frames, then a task), so start-up requests do not come before the first paint; in a tab that does not paint (hidden,
 * or no requestAnimationFrame) it runs after `fallbackMs` anyway. Returns a cancel function.
 */
export function afterNextPaint(fn: () => void, fallbackMs = 100): () => void {
  let done = false;
  let frame: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    if (frame !== undefined) cancelAnimationFrame(frame);
    fn();
  };
  const fallback = setTimeout(run, fallbackMs);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setTimeout(run, 0))));
  return () => {
    done = true;
    clearTimeout(fallback);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}
