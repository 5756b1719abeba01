import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { ApiError, apiFetch, DEFAULT_API_ERROR_MESSAGE } from './api-client';

describe('apiFetch', () => {
  it('returns the JSON body of a success', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.json({ status: 'ok' })));
    await expect(apiFetch('/api/health')).resolves.toEqual({ status: 'ok' });
  });

  it('turns our error shape into an ApiError with the Korean message', async () => {
    server.use(
      http.post('*/api/credits/welcome-bonus', () =>
        HttpResponse.json({ error: { code: 'FORBIDDEN', message: '본인 계정만 처리할 수 있습니다.' } }, { status: 403 }),
      ),
    );
    const err = await apiFetch('/api/credits/welcome-bonus', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 403, code: 'FORBIDDEN', message: '본인 계정만 처리할 수 있습니다.' });
  });

  it('falls back to a default Korean message when the reply is not our shape', async () => {
    server.use(http.get('*/api/x', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, message: DEFAULT_API_ERROR_MESSAGE });
  });
});
