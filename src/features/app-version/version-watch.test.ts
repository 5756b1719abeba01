import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { fetchBuildId, guardedReload, RELOAD_GUARD_MS } from './version-watch';

describe('the new-version check', () => {
  it('reads the build id from the manifest the build writes', async () => {
    server.use(http.get('*/version.json', () => HttpResponse.json({ version: '1.2.0', buildId: 'b-42' })));
    await expect(fetchBuildId()).resolves.toBe('b-42');
  });

  it('never reloads twice within the 10 s reload guard', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    const reload = vi.fn();
    sessionStorage.clear();
    expect(guardedReload(100_000, sessionStorage, reload)).toBe(true);
    expect(guardedReload(100_000 + RELOAD_GUARD_MS - 1, sessionStorage, reload)).toBe(false);
    expect(guardedReload(100_000 + RELOAD_GUARD_MS, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
