import type { MiddlewareHandler } from 'hono';
import { errorBody } from './app-error';

export const UNSUPPORTED_CHARACTER_MESSAGE = '입력에 사용할 수 없는 문자(NUL 등)가 들어 있습니다. 내용을 확인해주세요.';

// PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate is not a character at all (it would be
// stored as U+FFFD, silently changing what the member wrote).
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string, or any string inside an array or object (keys included), cannot be stored as text. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasUnstorableText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => UNSTORABLE.test(k) || hasUnstorableText(v, depth + 1));
}

function decodedUrlParts(url: string) {
  const { pathname, search } = new URL(url);
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  return [decode(pathname), decode(search)];
}

/**
 * Refuses, for every API route at once, a path, query or JSON body holding text PostgreSQL cannot
 * store, with a Korean 400 before any handler (or the database) sees it.
 */
export function unstorableTextGuard(): MiddlewareHandler {
  return async (c, next) => {
    const refuse = () => c.json(errorBody('INVALID_CHARACTER', UNSUPPORTED_CHARACTER_MESSAGE), 400);
    // Raw, a URL is ASCII (Node's parser refuses control bytes): only a percent-escape can hide NUL or a lone surrogate.
    const url = c.req.url;
    if (url.includes('%') && decodedUrlParts(url).some((part) => UNSTORABLE.test(part))) return refuse();
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && /json/i.test(c.req.header('content-type') ?? '')) {
      // A clone, so the route (or better-auth) still reads the body; unparsable JSON is the route's 400.
      const text = await c.req.raw.clone().text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (hasUnstorableText(body)) return refuse();
    }
    return next();
  };
}
