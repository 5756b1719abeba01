import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { fetchBuildId, guardedReload } from './version-watch';

describe('the new-version check', () => {
  it('reads the build id from the manifest the build writes', async () => {
    server.use(http.get('*/version.json', () => HttpResponse.json({ version: '1.2.0', buildId: 'b-42' })));
    await expect(fetchBuildId()).resolves.toBe('b-42');
  });

  it('never reloads twice within the 10 s reload guard', () => {
    const reload = vi.fn();
    sessionStorage.clear();
    expect(guardedReload(100_000, sessionStorage, reload)).toBe(true);
    expect(guardedReload(109_999, sessionStorage, reload)).toBe(false);
    expect(guardedReload(110_000, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
