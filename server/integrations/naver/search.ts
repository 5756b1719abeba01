import { NaverApiError, naverMessages, realSleep, requestNaverJson } from './naver-error';

// Naver Search API: blog and cafe document totals, and KnowledgeiN (지식iN) search, through either
// NAVER API HUB (X-NCP-APIGW-* headers) or the legacy developer centre (X-Naver-Client-* headers).

export type NaverOpenApiConfig = { mode: 'hub' | 'legacy'; baseUrl: string; keyId: string; key: string; fetchImpl?: typeof fetch };

export type KinItem = { title: string; link: string; description: string };
export type KinOptions = { display?: number; start?: number; sort?: 'sim' | 'date' | 'point' };

/** Korean messages of the Search API client's own checks. */
export const searchMessages = {
  emptyQuery: '검색어를 입력해주세요.',
  kinRange: '지식iN 검색은 한 번에 1~100개, 시작 위치 1~1000까지 조회할 수 있습니다.',
} as const;

/** The header pair that authenticates a call in the configured mode. */
export function openApiHeaders(config: NaverOpenApiConfig): Record<string, string> {
  return config.mode === 'hub'
    ? { 'X-NCP-APIGW-API-KEY-ID': config.keyId, 'X-NCP-APIGW-API-KEY': config.key }
    : { 'X-Naver-Client-Id': config.keyId, 'X-Naver-Client-Secret': config.key };
}

/** GET or POST one Open API endpoint with the mode's headers; a 429 is retried once after 1 s (or Retry-After). */
export function requestOpenApi(config: NaverOpenApiConfig, url: string, jsonBody?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...openApiHeaders(config) };
  if (jsonBody !== undefined) headers['Content-Type'] = 'application/json';
  return requestNaverJson({
    service: 'openapi',
    url,
    init: () => (jsonBody === undefined ? { method: 'GET', headers } : { method: 'POST', headers, body: JSON.stringify(jsonBody) }),
    fetchImpl: config.fetchImpl ?? fetch,
    sleep: realSleep,
    maxRetries: 1,
  });
}

const searchPath = (mode: NaverOpenApiConfig['mode'], target: 'blog' | 'cafearticle' | 'kin') =>
  mode === 'hub' ? `/search/v1/${target}` : `/v1/search/${target}.json`;

const upstream = () => new NaverApiError('UPSTREAM', 200, naverMessages.unavailable);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function readTotal(body: unknown): number {
  const total = (body as { total?: unknown } | null)?.total;
  const n = typeof total === 'string' ? Number(total) : total;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw upstream();
  return n;
}

/** A Search API client for document totals and KnowledgeiN results. Titles and descriptions keep Naver's <b> markup. */
export function createSearchClient(config: NaverOpenApiConfig): {
  documentCount(kind: 'blog' | 'cafe', query: string): Promise<number>;
  kin(query: string, options?: KinOptions): Promise<{ total: number; items: KinItem[] }>;
} {
  const base = config.baseUrl.replace(/\/+$/, '');
  const url = (target: 'blog' | 'cafearticle' | 'kin', params: Record<string, string>) =>
    `${base}${searchPath(config.mode, target)}?${new URLSearchParams(params).toString()}`;
  const checkQuery = (query: string) => {
    const q = query.trim();
    if (q === '') throw new NaverApiError('BAD_REQUEST', 400, searchMessages.emptyQuery);
    return q;
  };

  return {
    async documentCount(kind, query) {
      const q = checkQuery(query);
      const body = await requestOpenApi(config, url(kind === 'blog' ? 'blog' : 'cafearticle', { query: q, display: '1' }));
      return readTotal(body);
    },
    async kin(query, options = {}) {
      const q = checkQuery(query);
      const display = options.display ?? 10;
      const start = options.start ?? 1;
      const sort = options.sort ?? 'sim';
      const inRange = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
      if (!inRange(display, 100) || !inRange(start, 1000) || !['sim', 'date', 'point'].includes(sort)) {
        throw new NaverApiError('BAD_REQUEST', 400, searchMessages.kinRange);
      }
      const body = await requestOpenApi(config, url('kin', { query: q, display: String(display), start: String(start), sort }));
      const items = (body as { items?: unknown } | null)?.items;
      if (!Array.isArray(items)) throw upstream();
      return {
        total: readTotal(body),
        items: items.map((item: unknown) => {
          const i = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
          return { title: str(i.title), link: str(i.link), description: str(i.description) };
        }),
      };
    },
  };
}
