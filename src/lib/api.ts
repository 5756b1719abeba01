import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../server/app';
import { ApiError, NETWORK_ERROR_MESSAGE, readError } from './api-client';
import { progress } from './progress';

/**
 * The typed client of our API (`hc<AppType>`): paths, inputs and replies come from the server's
 * routes, so a changed reply breaks the type-check instead of the page.
 */
export const api = hc<AppType>('/api', { init: { credentials: 'same-origin' }, headers: { Accept: 'application/json' } });

/** The JSON a call resolves to: the union of what the route answers with a 2xx status (others throw). */
export type Reply<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/**
 * Sends one typed call: the progress bar unless `silent`, a failed connection or our error shape as
 * ApiError (its Korean message fit for a toast), and the reply's JSON typed as the route returns it.
 */
export async function call<R extends ClientResponse<unknown, number>>(send: Promise<R>, { silent = false }: { silent?: boolean } = {}): Promise<Reply<R>> {
  let res: R;
  try {
    res = await (silent ? send : progress.track(send));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) throw await readError(res as unknown as Response);
  return (await res.json()) as Reply<R>;
}
