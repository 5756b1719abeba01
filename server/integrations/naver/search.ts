import { NaverApiError, naverMessages, realSleep, requestNaverJson } from './naver-error';

// Naver Search API: blog and cafe document totals, blog, KnowledgeiN (지식iN) and web-document (webkr)
// search, through either NAVER API HUB (X-NCP-APIGW-* headers) or the legacy developer centre
// (X-Naver-Client-* headers).

export type NaverOpenApiConfig = { mode: 'hub' | 'legacy'; baseUrl: string; keyId: string; key: string; fetchImpl?: typeof fetch };

export type KinItem = { title: string; link: string; description: string };
export type KinOptions = { display?: number; start?: number; sort?: 'sim' | 'date' | 'point' };
/** A blog result; `postdate` is Naver's YYYYMMDD. */
export type BlogItem = { title: string; link: string; description: string; bloggerName: string; bloggerLink: string; postdate: string };
export type BlogOptions = { display?: number; start?: number; sort?: 'sim' | 'date' };
/** A web-document (웹문서) result. */
export type WebItem = { title: string; link: string; description: string };
export type WebOptions = { display?: number; start?: number };
export type SearchPage<T> = { total: number; items: T[] };

/** Korean messages of the Search API client's own checks. */
export const searchMessages = {
  emptyQuery: '검색어를 입력해주세요.',
  kinRange: '지식iN 검색은 한 번에 1~100개, 시작 위치 1~1000까지 조회할 수 있습니다.',
  pageRange: '검색 결과는 한 번에 1~100개, 시작 위치 1~1000까지 조회할 수 있습니다.',
} as const;

/** The header pair that authenticates a call in the configured mode. */
export function openApiHeaders(config: NaverOpenApiConfig): Record<string, string> {
  return config.mode === 'hub'
    ? { 'X-NCP-APIGW-API-KEY-ID': config.keyId, 'X-NCP-APIGW-API-KEY': config.key }
    : { 'X-Naver-Client-Id': config.keyId, 'X-Naver-Client-Secret': config.key };
}

/** A GET whose connection failed this fast was dropped (an idle kept-alive socket the other side had just closed), not timed out. */
const DROPPED_CONNECTION_MS = 2_000;

/**
 * GET or POST one Open API endpoint with the mode's headers; a 429 is retried once after 1 s (or
 * Retry-After), and a GET whose connection was dropped at once is sent once more.
 */
export async function requestOpenApi(config: NaverOpenApiConfig, url: string, jsonBody?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...openApiHeaders(config) };
  if (jsonBody !== undefined) headers['Content-Type'] = 'application/json';
  const send = () =>
    requestNaverJson({
      service: 'openapi',
      url,
      init: () => (jsonBody === undefined ? { method: 'GET', headers } : { method: 'POST', headers, body: JSON.stringify(jsonBody) }),
      fetchImpl: config.fetchImpl ?? fetch,
      sleep: realSleep,
      maxRetries: 1,
    });
  if (jsonBody !== undefined) return send();
  const started = Date.now();
  try {
    return await send();
  } catch (err) {
    if (err instanceof NaverApiError && err.kind === 'NETWORK' && Date.now() - started < DROPPED_CONNECTION_MS) return send();
    throw err;
  }
}

type Target = 'blog' | 'cafearticle' | 'kin' | 'webkr';

const searchPath = (mode: NaverOpenApiConfig['mode'], target: Target) =>
  mode === 'hub' ? `/search/v1/${target}` : `/v1/search/${target}.json`;

const upstream = () => new NaverApiError('UPSTREAM', 200, naverMessages.unavailable);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function readTotal(body: unknown): number {
  const total = (body as { total?: unknown } | null)?.total;
  const n = typeof total === 'string' ? Number(total) : total;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw upstream();
  return n;
}

const record = (item: unknown) => (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;

function readItems<T>(body: unknown, toItem: (item: Record<string, unknown>) => T): T[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw upstream();
  return items.map((item: unknown) => toItem(record(item)));
}

/** A Search API client. Titles and descriptions keep Naver's <b> markup and HTML entities. */
export function createSearchClient(config: NaverOpenApiConfig): {
  documentCount(kind: 'blog' | 'cafe', query: string): Promise<number>;
  blog(query: string, options?: BlogOptions): Promise<SearchPage<BlogItem>>;
  kin(query: string, options?: KinOptions): Promise<SearchPage<KinItem>>;
  webkr(query: string, options?: WebOptions): Promise<SearchPage<WebItem>>;
} {
  const base = config.baseUrl.replace(/\/+$/, '');
  const url = (target: Target, params: Record<string, string>) =>
    `${base}${searchPath(config.mode, target)}?${new URLSearchParams(params).toString()}`;
  const checkQuery = (query: string) => {
    const q = query.trim();
    if (q === '') throw new NaverApiError('BAD_REQUEST', 400, searchMessages.emptyQuery);
    return q;
  };
  const inRange = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  /** One page of `target`: display 1–100, start 1–1000, and a sort the target knows. */
  const page = async <T>(
    target: Target,
    query: string,
    options: { display?: number; start?: number; sort?: string },
    sorts: string[],
    rangeMessage: string,
    toItem: (i: Record<string, unknown>) => T,
  ) => {
    const q = checkQuery(query);
    const display = options.display ?? 10;
    const start = options.start ?? 1;
    const sort = options.sort ?? sorts[0];
    if (!inRange(display, 100) || !inRange(start, 1000) || (sort !== undefined && !sorts.includes(sort))) {
      throw new NaverApiError('BAD_REQUEST', 400, rangeMessage);
    }
    const params: Record<string, string> = { query: q, display: String(display), start: String(start) };
    if (sort !== undefined) params.sort = sort;
    const body = await requestOpenApi(config, url(target, params));
    return { total: readTotal(body), items: readItems(body, toItem) };
  };

  return {
    async documentCount(kind, query) {
      const q = checkQuery(query);
      const body = await requestOpenApi(config, url(kind === 'blog' ? 'blog' : 'cafearticle', { query: q, display: '1' }));
      return readTotal(body);
    },
    blog: (query, options = {}) =>
      page('blog', query, options, ['sim', 'date'], searchMessages.pageRange, (i) => ({
        title: str(i.title),
        link: str(i.link),
        description: str(i.description),
        bloggerName: str(i.bloggername),
        bloggerLink: str(i.bloggerlink),
        postdate: str(i.postdate),
      })),
    kin: (query, options = {}) =>
      page('kin', query, options, ['sim', 'date', 'point'], searchMessages.kinRange, (i) => ({ title: str(i.title), link: str(i.link), description: str(i.description) })),
    // webkr takes no sort: Naver ranks web documents by relevance only.
    webkr: (query, options = {}) => page('webkr', query, options, [], searchMessages.pageRange, (i) => ({ title: str(i.title), link: str(i.link), description: str(i.description) })),
  };
}
