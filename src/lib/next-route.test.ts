import { afterEach, describe, expect, it, vi } from 'vitest';

describe('onNextRoute', () => {
  afterEach(() => vi.resetModules());

  it('waits while the page the browser opened on is shown, and runs once another page is', async () => {
    window.history.replaceState(null, '', '/prompts');
    const { onNextRoute, routeShown } = await import('./next-route');
    const run = vi.fn();
    onNextRoute(run);
    routeShown('/prompts');
    routeShown('/prompts');
    expect(run).not.toHaveBeenCalled();
    routeShown('/history');
    expect(run).toHaveBeenCalledTimes(1);
    routeShown('/prompts');
    routeShown('/keyword');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
