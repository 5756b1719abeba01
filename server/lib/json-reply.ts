import type { TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * `c.json(body, status)` for the hottest routes, with its headers as a plain object: Hono builds a web
 * `Headers` for a reply with more than one header (or after `c.header()`), which the Node adapter then
 * copies back into a plain object for every request. Typed as `c.json` types it, for the SPA's client.
 */
export function jsonReply<T, S extends ContentfulStatusCode>(body: T, status: S, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }) as unknown as Response & TypedResponse<T, S, 'json'>;
}
