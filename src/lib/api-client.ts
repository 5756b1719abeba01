import { progress } from './progress';

export const DEFAULT_API_ERROR_MESSAGE = '요청을 처리하는 중 문제가 발생했습니다. 잠시 후 다시 시도해주세요.';
export const NETWORK_ERROR_MESSAGE = '서버에 연결할 수 없습니다. 인터넷 연결을 확인해주세요.';

/** An error reply of our API: `{ error: { code, message } }`, message in Korean and fit to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = Omit<RequestInit, 'body'> & { body?: unknown; silent?: boolean };

export async function readError(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    if (body.error?.message) return new ApiError(res.status, body.error.code ?? 'ERROR', body.error.message);
  } catch {
    // not our error shape; fall through to the default message
  }
  return new ApiError(res.status, 'HTTP_ERROR', DEFAULT_API_ERROR_MESSAGE);
}

/** Calls our API with cookies, JSON in and out, and the progress bar shown unless `silent`. */
export async function apiFetch<T>(path: string, { body, silent, headers, ...init }: RequestOptions = {}): Promise<T> {
  const request = fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  let res: Response;
  try {
    res = await (silent ? request : progress.track(request));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) throw await readError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
