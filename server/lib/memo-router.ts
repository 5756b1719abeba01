import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

// Distinct method-and-path pairs remembered; past this the memo starts again (paths carrying ids are many).
export const ROUTE_MEMO_LIMIT = 2_000;

/**
 * Hono's trie router, remembering what each method and path matched: once the routes are added, a match is
 * a pure function of the two, and the trie walk over our ~290 routes and wildcard middlewares cost ≈ 3 µs
 * per request. (Hono's default SmartRouter tries its RegExpRouter first, which refuses this app's routes
 * — a static path beside a parameter, `/generations/titles` and `/generations/:id/share` — and falls back
 * to this same trie.) Hono reads a match result, never writes it, so one result serves every request.
 */
export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter';
  readonly #inner = new TrieRouter<T>();
  readonly #memo = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T) {
    this.#memo.clear();
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.#memo.get(key);
    if (!result) {
      result = this.#inner.match(method, path);
      if (this.#memo.size >= ROUTE_MEMO_LIMIT) this.#memo.clear();
      this.#memo.set(key, result);
    }
    return result;
  }
}
