// The error every Naver adapter throws, and the one HTTP call they share: a per-attempt timeout,
// back-off on 429, and HTTP statuses mapped to an error kind with a Korean message fit to show a user.

/** Which Naver product a call went to; it picks the wording of the authentication message. */
export type NaverService = 'searchad' | 'openapi';

export type NaverErrorKind = 'AUTH' | 'RATE_LIMITED' | 'BAD_REQUEST' | 'UPSTREAM' | 'NETWORK';

/** Korean messages of NaverApiError, fit to show a user. */
export const naverMessages = {
  searchAdAuth: '네이버 검색광고 API 인증에 실패했습니다. 고객 ID, 액세스 라이선스, 비밀키를 확인해주세요.',
  openApiAuth: '네이버 검색 API 인증에 실패했습니다. 서버의 API 키 설정을 확인해주세요.',
  rateLimited: '네이버 API 호출 한도를 넘었습니다. 잠시 후 다시 시도해주세요.',
  badRequest: '네이버 API가 요청을 받아들이지 않았습니다. 입력한 값을 확인해주세요.',
  unavailable: '네이버 API에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** A failed Naver call: `status` is Naver's HTTP status, 0 when no answer came, 400 when refused before sending. */
export class NaverApiError extends Error {
  constructor(
    readonly kind: NaverErrorKind,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'NaverApiError';
  }
}

/** The NaverApiError for an HTTP error status Naver answered with. */
export function naverErrorForStatus(service: NaverService, status: number): NaverApiError {
  if (status === 401 || status === 403) {
    return new NaverApiError('AUTH', status, service === 'searchad' ? naverMessages.searchAdAuth : naverMessages.openApiAuth);
  }
  if (status === 429) return new NaverApiError('RATE_LIMITED', status, naverMessages.rateLimited);
  if (status >= 400 && status < 500) return new NaverApiError('BAD_REQUEST', status, naverMessages.badRequest);
  return new NaverApiError('UPSTREAM', status, naverMessages.unavailable);
}

/** Per-attempt timeout of every Naver request. */
export const NAVER_TIMEOUT_MS = 10_000;
/** A Retry-After longer than this is not waited out: the call fails as RATE_LIMITED at once. */
export const MAX_RETRY_AFTER_MS = 30_000;

/** Waits `ms` milliseconds. */
export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export type NaverRequest = {
  service: NaverService;
  url: string;
  /** Builds the request for each attempt, so signed headers carry a fresh timestamp. */
  init: () => RequestInit;
  fetchImpl: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  /** Retries after a 429; the waits are 1 s, 2 s, 4 s … unless Naver sends Retry-After. */
  maxRetries: number;
};

/** Sends a Naver request and returns its parsed JSON body, or throws a NaverApiError. */
export async function requestNaverJson(request: NaverRequest): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await request.fetchImpl(request.url, { ...request.init(), signal: AbortSignal.timeout(NAVER_TIMEOUT_MS) });
    } catch {
      throw new NaverApiError('NETWORK', 0, naverMessages.unavailable);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new NaverApiError('NETWORK', 0, naverMessages.unavailable);
    }
    if (response.ok) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new NaverApiError('UPSTREAM', response.status, naverMessages.unavailable);
      }
    }
    if (response.status === 429 && attempt < request.maxRetries) {
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? 1000 * 2 ** attempt;
      if (wait > MAX_RETRY_AFTER_MS) throw naverErrorForStatus(request.service, 429);
      await request.sleep(wait);
      continue;
    }
    throw naverErrorForStatus(request.service, response.status);
  }
}
