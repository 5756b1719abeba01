import { createHmac } from 'node:crypto';
// A monthly count: Naver's "< 10" is kept as is (one definition, shared with the SPA).
import type { Count } from '@contracts/keywords';
import { NaverApiError, naverMessages, realSleep, requestNaverJson } from './naver-error';

// Naver Search Ad keyword tool (검색광고 API, GET /keywordstool): monthly search volumes,
// clicks, CTR and competition for up to five hint keywords and their related keywords.

export type SearchAdCredentials = { customerId: string; accessLicense: string; secretKey: string };


export type KeywordStat = {
  keyword: string;
  pcSearches: Count;
  mobileSearches: Count;
  pcClicks: number;
  mobileClicks: number;
  /** Click-through rate in percent, e.g. 1.23. */
  pcCtr: number;
  mobileCtr: number;
  /** Average number of ads shown (plAvgDepth). */
  adDepth: number;
  /** Naver's compIdx: 낮음 | 중간 | 높음. */
  competition: string;
};

const KEYWORD_TOOL_PATH = '/keywordstool';
const MAX_HINTS = 5;

/** Korean messages of the keyword tool's own checks. */
export const searchAdMessages = {
  hintCount: '키워드는 한 번에 1개에서 5개까지 조회할 수 있습니다.',
} as const;

/** The X-Signature header: base64(HMAC-SHA256(secretKey, "{timestamp}.{method}.{path}")), path without query. */
export function signSearchAd(secretKey: string, timestamp: string, method: string, path: string): string {
  return createHmac('sha256', secretKey).update(`${timestamp}.${method}.${path}`).digest('base64');
}

/** A count as a number for arithmetic: "< 10" counts as 5, the midpoint of the 0–9 it stands for. */
export const toNumber = (c: Count): number => (c === '< 10' ? 5 : c);

const asNumber = (value: unknown): number => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const parsed = Number(value.replace(/,/g, '').trim());
    return value.trim() !== '' && Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
};

const asCount = (value: unknown): Count =>
  typeof value === 'string' && value.replace(/\s/g, '') === '<10' ? '< 10' : asNumber(value);

function toKeywordStat(row: unknown): KeywordStat | null {
  if (typeof row !== 'object' || row === null) return null;
  const r = row as Record<string, unknown>;
  if (typeof r.relKeyword !== 'string') return null;
  return {
    keyword: r.relKeyword,
    pcSearches: asCount(r.monthlyPcQcCnt),
    mobileSearches: asCount(r.monthlyMobileQcCnt),
    pcClicks: asNumber(r.monthlyAvePcClkCnt),
    mobileClicks: asNumber(r.monthlyAveMobileClkCnt),
    pcCtr: asNumber(r.monthlyAvePcCtr),
    mobileCtr: asNumber(r.monthlyAveMobileCtr),
    adDepth: asNumber(r.plAvgDepth),
    competition: typeof r.compIdx === 'string' ? r.compIdx : '',
  };
}

/** The hints as Naver takes them: split on commas, spaces removed, empties and duplicates dropped. */
export function normaliseHints(hints: string[]): string[] {
  const cleaned = hints.flatMap((h) => h.split(',')).map((h) => h.replace(/\s+/g, ''));
  return [...new Set(cleaned.filter((h) => h !== ''))];
}

/** A Search Ad keyword-tool client; 429s are retried with back-off (1 s, 2 s, 4 s or Retry-After). */
export function createSearchAdClient(options: {
  baseUrl: string;
  credentials: SearchAdCredentials;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  maxRetries?: number;
}): { keywordTool(hints: string[]): Promise<KeywordStat[]> } {
  const base = options.baseUrl.replace(/\/+$/, '');
  const { customerId, accessLicense, secretKey } = options.credentials;
  return {
    async keywordTool(hints) {
      const cleaned = normaliseHints(hints);
      if (cleaned.length === 0 || cleaned.length > MAX_HINTS) {
        throw new NaverApiError('BAD_REQUEST', 400, searchAdMessages.hintCount);
      }
      const query = new URLSearchParams({ hintKeywords: cleaned.join(','), showDetail: '1' });
      const body = await requestNaverJson({
        service: 'searchad',
        url: `${base}${KEYWORD_TOOL_PATH}?${query.toString()}`,
        init: () => {
          const timestamp = String(Date.now());
          return {
            method: 'GET',
            headers: {
              Accept: 'application/json',
              'X-Timestamp': timestamp,
              'X-API-KEY': accessLicense,
              'X-Customer': customerId,
              'X-Signature': signSearchAd(secretKey, timestamp, 'GET', KEYWORD_TOOL_PATH),
            },
          };
        },
        fetchImpl: options.fetchImpl ?? fetch,
        sleep: options.sleep ?? realSleep,
        maxRetries: options.maxRetries ?? 3,
      });
      const list = (body as { keywordList?: unknown } | null)?.keywordList;
      if (!Array.isArray(list)) throw new NaverApiError('UPSTREAM', 200, naverMessages.unavailable);
      return list.map(toKeywordStat).filter((s): s is KeywordStat => s !== null);
    },
  };
}
