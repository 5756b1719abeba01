import type { Context, MiddlewareHandler } from 'hono';
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

export const MALFORMED_URL_MESSAGE = '주소에 올바르지 않은 % 인코딩이 들어 있습니다. 주소를 확인해주세요.';

/**
 * Each path segment and each query name and value of a URL, decoded one by one (a `+` in the query is a
 * space); null when any of them is not valid percent-encoded UTF-8. Decoding the whole query at once
 * would let one bad escape anywhere hide a NUL in another parameter.
 */
export function decodedUrlParts(url: string): string[] | null {
  const { pathname, search } = new URL(url);
  const parts: string[] = [];
  try {
    for (const segment of pathname.split('/')) parts.push(decodeURIComponent(segment));
    for (const pair of search.slice(1).split('&')) {
      const eq = pair.indexOf('=');
      const [name, value] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
      parts.push(decodeURIComponent(name.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' ')));
    }
  } catch {
    return null;
  }
  return parts;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A person follows a page link, so a page's refusal is a Korean page; the API answers in its one error shape. */
function refuse(c: Context, code: string, message: string) {
  const path = new URL(c.req.url).pathname;
  if (path.startsWith('/api/') || path.startsWith('/files/')) return c.json(errorBody(code, message), 400);
  return c.html(
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>잘못된 주소 - 글빛</title></head><body style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;max-width:480px;margin:80px auto;padding:0 16px;color:#0f172a;text-align:center"><h1 style="font-size:22px">잘못된 주소입니다</h1><p style="line-height:1.7;color:#475569">${escapeHtml(message)}</p><p><a href="/" style="color:#2563eb">글빛으로 가기</a></p></body></html>`,
    400,
  );
}

/**
 * Refuses, for every path (API, files and pages), a URL whose path or query is malformed percent-encoding
 * or holds text PostgreSQL cannot store, with a Korean 400 before any handler (or the database) sees it.
 */
export function urlTextGuard(): MiddlewareHandler {
  return async (c, next) => {
    // Raw, a URL is ASCII (Node's parser refuses control bytes): only a percent-escape can hide NUL or a lone surrogate.
    if (!c.req.url.includes('%')) return next();
    const parts = decodedUrlParts(c.req.url);
    if (parts === null) return refuse(c, 'MALFORMED_URL', MALFORMED_URL_MESSAGE);
    if (parts.some((part) => UNSTORABLE.test(part))) return refuse(c, 'INVALID_CHARACTER', UNSUPPORTED_CHARACTER_MESSAGE);
    return next();
  };
}

/** Refuses, for the API, a JSON body holding text PostgreSQL cannot store, with a Korean 400. */
export function jsonBodyTextGuard(): MiddlewareHandler {
  return async (c, next) => {
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
      if (hasUnstorableText(body)) return c.json(errorBody('INVALID_CHARACTER', UNSUPPORTED_CHARACTER_MESSAGE), 400);
    }
    return next();
  };
}
