import fc from 'fast-check';
import type { AppRoute } from '../app-routes';
import { fillPath } from '../app-routes';
import { mutatedInputs } from './schema-arbitrary';

export type FuzzCase = {
  name: string;
  url: string;
  body?: string | (() => ReadableStream<Uint8Array>);
  headers?: Record<string, string>;
  /** The one status this case must get (e.g. 413 for 33 MB), when any 4xx is not enough. */
  expectStatus?: number;
};

export const BIG_BODY_BYTES = 33 * 1024 * 1024;
const MB = new Uint8Array(1024 * 1024).fill(0x61);

/** 33 MB of JSON-ish bytes, produced as they are read, so a limiter that stops early costs nothing. */
export const bigStream = () => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= BIG_BODY_BYTES) return controller.close();
      controller.enqueue(sent === 0 ? new TextEncoder().encode('{"a":"') : MB);
      sent += sent === 0 ? 6 : MB.length;
    },
  });
};

// Every field name any route reads: whichever the route takes, it gets the mutation.
const FIELDS = ['email', 'password', 'passwordConfirm', 'currentPassword', 'newPassword', 'keyword', 'subKeywords', 'instructions', 'name',
  'description', 'title', 'content', 'markdown', 'token', 'firstName', 'lastName', 'query', 'seeds', 'customerId', 'accessLicense',
  'secretKey', 'userId', 'hintKeywords', 'categoryIds', 'templateId', 'body', 'amount', 'credits', 'packageId', 'orderId', 'paymentKey',
  'length', 'tone', 'platform', 'heading', 'imageId', 'prompt', 'style', 'enabled', 'reason', 'price', 'days', 'depositorName'];
const fieldsOf = (value: (name: string, i: number) => unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((k, i) => [k, value(k, i)])));
const ODD = ['\u202E역방향\u202C', '\u200B\u200C\u200D\uFEFF', '\u1100\u1161\u11A8', '👩‍👩‍👧‍👦🇰🇷', 'Ｆｕｌｌ', '\u0301\u0301', '\uFFFF', 'ﷺ'];
const WRONG = [null, 12, -1, 1e308, true, [], {}, [['중첩']], { $ne: null }, '', '0'];

const JUNK_QUERY = `?limit=-1&limit=99999999999999999999&cursor=%EC%95%88%20&page=NaN&offset=1e999&q=${'ㄱ'.repeat(3000)}&from=2026-13-45&to=yesterday&status=%27%20OR%201%3D1&sort=__proto__`;

/**
 * Queries no route may see, each a Korean 400 before any route: malformed percent-encoding (a lone byte,
 * a bad hex pair, a cut sequence, an encoded lone surrogate), one of them beside a NUL elsewhere in the
 * query (a guard that gave up on the bad escape let the NUL through), and NUL alone.
 */
export const BAD_QUERIES = ['?q=a%00b&z=%ff', '?z=%ff', '?%zz=1', '?cursor=%E0%A4%A', '?q=%ED%A0%80', '?q=100%', '?q=a%00b', '?keyword=%00&token=x%00'];

/** Ids that are not ids: wrong shape, huge, traversal, broken percent-encoding, NUL, SQL. */
export const NOT_IDS = ['not-an-id', '0', '-1', '1e999', '9'.repeat(60), '..%2F..%2Fetc%2Fpasswd', '00000000-0000-4000-8000-000000000000',
  encodeURIComponent('ㄱ'.repeat(300)), '%E0%A4%A', '%ff', 'a%', '%00', '1%00', encodeURIComponent("1' OR '1'='1"), '%20'];

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** The hand-written cases every route gets, whatever its schema. */
export function genericCases(route: AppRoute, ownIds: readonly string[], otherIds: readonly string[]): FuzzCase[] {
  const url = fillPath(route.path, ownIds[0] ?? 'x');
  const cases: FuzzCase[] = [{ name: 'no body', url }, { name: 'junk query', url: url + JUNK_QUERY }];
  for (const query of BAD_QUERIES) cases.push({ name: `bad query ${query}`, url: url + query, expectStatus: 400 });
  if (route.path.includes(':') || route.path.endsWith('*')) {
    for (const id of [...NOT_IDS, ...otherIds]) cases.push({ name: `path id ${id.slice(0, 24)}`, url: fillPath(route.path, id), body: hasBody(route.method) ? '{}' : undefined });
  }
  if (!hasBody(route.method)) return cases;
  const json = { 'Content-Type': 'application/json' };
  cases.push(
    { name: 'malformed JSON', url, body: '{"keyword": "맛집", "name":', headers: json },
    { name: 'JSON array', url, body: '[1,"두",{"x":[]}]', headers: json },
    { name: 'JSON string', url, body: '"문자열"', headers: json },
    { name: 'JSON null', url, body: 'null', headers: json },
    { name: 'JSON number', url, body: '12345', headers: json },
    { name: 'empty object', url, body: '{}', headers: json },
    { name: 'prototype keys', url, body: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}', headers: json },
    { name: 'very long strings', url, body: fieldsOf(() => '가'.repeat(7000)), headers: json },
    { name: 'wrong types', url, body: fieldsOf((_, i) => WRONG[i % WRONG.length]), headers: json },
    { name: 'odd Unicode', url, body: fieldsOf((_, i) => `값${ODD[i % ODD.length]}`), headers: json },
    { name: 'lone surrogates', url, body: fieldsOf((_, i) => (i % 2 ? '\uD800' : 'a\uDFFFb')), headers: json },
    { name: 'JSON as text/plain', url, body: fieldsOf(() => '값'), headers: { 'Content-Type': 'text/plain' } },
    { name: 'form body', url, body: 'email=a%40b.kr&password=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    { name: 'broken multipart', url, body: '--b\r\nContent-Disposition: form-data; name="file"; filename="../x.png"\r\n\r\nGIF89', headers: { 'Content-Type': 'multipart/form-data; boundary=b' } },
    { name: '33 MB declared', url, body: bigStream, headers: { ...json, 'Content-Length': String(BIG_BODY_BYTES) }, expectStatus: 413 },
    { name: '33 MB streamed', url, body: bigStream, headers: json, expectStatus: 413 },
  );
  return cases;
}

/**
 * The public pages' cases: each page as it is, with junk, malformed escapes and NUL in its query, and
 * every dynamic segment (a product slug, an article id, a shared post id) filled with ids that are not ids.
 */
export function pageCases(pagePath: string, otherIds: readonly string[]): FuzzCase[] {
  const url = fillPath(pagePath, 'blog-writer');
  const cases: FuzzCase[] = [{ name: 'page', url }, { name: 'junk query', url: url + JUNK_QUERY }];
  for (const query of BAD_QUERIES) cases.push({ name: `bad query ${query}`, url: url + query, expectStatus: 400 });
  if (pagePath.includes(':')) {
    for (const id of [...NOT_IDS, ...otherIds, 'a%00b', '%00']) cases.push({ name: `path ${id.slice(0, 24)}`, url: fillPath(pagePath, id) });
    if (pagePath === '/:product') for (const id of ['a%00b', '%ff', 'blog-writer']) cases.push({ name: `onepage ${id}`, url: fillPath(pagePath, `${id}-onepage`) });
  }
  cases.push({ name: 'NUL segment', url: `${url.replace(/\/$/, '')}/%00`, expectStatus: 400 });
  return cases;
}

// encodeURIComponent throws on a lone surrogate; the raw bytes of one (as a broken client would send) go instead.
const safeEncode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
};

const toQuery = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `?v=${safeEncode(String(value))}`;
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(value)) for (const item of Array.isArray(v) ? v : [v]) pairs.push(`${safeEncode(k)}=${safeEncode(typeof item === 'object' ? JSON.stringify(item) : String(item))}`);
  return `?${pairs.join('&')}`;
};

/** Property-based cases from the route's own zod schemas (json body, query, path params), mutated. */
export function schemaCases(route: AppRoute, runs: number, seed: number, ownId: string): FuzzCase[] {
  const { json, query, param } = route.inputs;
  if (!json && !query && !param) return [];
  const sample = (schema: NonNullable<typeof json>) => fc.sample(mutatedInputs(schema), { seed, numRuns: runs });
  const bodies = json ? sample(json) : [];
  const queries = query ? sample(query) : [];
  const params = param ? sample(param) : [];
  return Array.from({ length: runs }, (_, i) => {
    const p = params[i] as Record<string, unknown> | undefined;
    const path = fillPath(route.path, (name) => safeEncode(p && typeof p === 'object' && name in p ? String(p[name]) : ownId));
    const body = json ? JSON.stringify(bodies[i] ?? null) : undefined;
    return {
      name: `schema #${i}`,
      url: path + (query ? toQuery(queries[i]) : ''),
      ...(body !== undefined ? { body, headers: { 'Content-Type': 'application/json' } } : {}),
    };
  });
}
