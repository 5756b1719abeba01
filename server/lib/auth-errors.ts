import { API_NOT_FOUND_MESSAGE, errorBody } from './app-error';
import { UNEXPECTED_ERROR_MESSAGE } from './error-handler';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limit';

const MESSAGES: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', '잘못된 요청입니다.'],
  401: ['UNAUTHENTICATED', '로그인이 필요합니다.'],
  403: ['FORBIDDEN', '권한이 없습니다.'],
  404: ['NOT_FOUND', API_NOT_FOUND_MESSAGE],
  429: ['RATE_LIMITED', TOO_MANY_REQUESTS_MESSAGE],
};

/**
 * better-auth answers its own errors in English (`{ code, message }`) or with an empty body; on the
 * wire every error is ours, `{ error: { code, message } }` in Korean. Successes and redirects pass as they are.
 */
export async function inOurErrorShape(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const text = await res.text();
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string' && /[가-힣]/.test(parsed.error.message)) return rebuild(res, text);
  } catch {
    // not JSON: replaced below
  }
  const [code, message] = MESSAGES[res.status] ?? (res.status >= 500 ? ['INTERNAL', UNEXPECTED_ERROR_MESSAGE] : ['BAD_REQUEST', '잘못된 요청입니다.']);
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json; charset=UTF-8');
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(code, message)), { status: res.status, headers });
}

const rebuild = (res: Response, text: string) => new Response(text, { status: res.status, headers: res.headers });
