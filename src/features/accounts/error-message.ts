import { ApiError } from '@/lib/api-client';

/**
 * The Korean message our API sent, or `fallback` when the reply was not ours: a proxy's error page
 * or no connection (api-client marks those HTTP_ERROR and NETWORK), where the spec's own wording reads better.
 */
export function serverMessageOr(err: unknown, fallback: string): string {
  const ours = err instanceof ApiError && err.code !== 'HTTP_ERROR' && err.code !== 'NETWORK' && err.message !== '';
  return ours ? err.message : fallback;
}
