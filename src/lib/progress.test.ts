import NProgress from 'nprogress';
import { describe, expect, it, vi } from 'vitest';
import { progress } from './progress';

describe('the top progress bar', () => {
  it("leaves the first page's own loads to the browser: no bar, and no bar library, before a click or a key", async () => {
    progress.start();
    await new Promise((r) => setTimeout(r, 20));
    expect(NProgress.start).not.toHaveBeenCalled();
    expect(NProgress.configure).not.toHaveBeenCalled();
    progress.done();
  });

  it('stays up until the last of several overlapping loads ends', async () => {
    vi.mocked(NProgress.start).mockClear();
    vi.mocked(NProgress.done).mockClear();
    // As after a person's click: the first page's own loads go without the bar.
    window.dispatchEvent(new Event('pointerdown'));
    let finish: () => void = () => undefined;
    const request = progress.track(new Promise<void>((r) => (finish = r)));
    progress.start();
    // The bar's library loads with the first load it shows.
    await vi.waitFor(() => expect(NProgress.start).toHaveBeenCalledTimes(1));
    progress.done();
    await Promise.resolve();
    expect(NProgress.done).not.toHaveBeenCalled();
    finish();
    await request;
    await vi.waitFor(() => expect(NProgress.done).toHaveBeenCalledTimes(1));
  });
});
