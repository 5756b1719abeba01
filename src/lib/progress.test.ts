import NProgress from 'nprogress';
import { describe, expect, it, vi } from 'vitest';
import { progress } from './progress';

describe('the top progress bar', () => {
  it('stays up until the last of several overlapping loads ends', async () => {
    vi.mocked(NProgress.start).mockClear();
    vi.mocked(NProgress.done).mockClear();
    let finish: () => void = () => undefined;
    const request = progress.track(new Promise<void>((r) => (finish = r)));
    progress.start();
    expect(NProgress.start).toHaveBeenCalledTimes(1);
    progress.done();
    expect(NProgress.done).not.toHaveBeenCalled();
    finish();
    await request;
    expect(NProgress.done).toHaveBeenCalledTimes(1);
  });
});
