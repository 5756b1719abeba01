import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-context';
import { API_NOT_FOUND_MESSAGE, AppError, errorBody } from './app-error';
import { DB_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, isStorageFull, STORAGE_FULL_MESSAGE } from './outage-errors';
import type { Logger } from './logger';
import { RateLimitError } from './rate-limit';
import { INVALID_JSON_MESSAGE } from './validate';

export const UNEXPECTED_ERROR_MESSAGE = '요청을 처리하는 중 문제가 발생했습니다. 잠시 후 다시 시도해주세요.';

/** Turns every thrown error into `{ error: { code, message } }`; stack traces go to the log only. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof RateLimitError) c.header('Retry-After', String(err.retryAfterSeconds));
    if (err instanceof AppError) return c.json(errorBody(err.code, err.message), err.status);
    if (err instanceof HTTPException) {
      const status = err.status;
      // Hono's validator says so when a JSON body does not parse: the same Korean answer as a bad field.
      if (status === 400 && /Malformed JSON/i.test(err.message)) return c.json(errorBody('INVALID_JSON', INVALID_JSON_MESSAGE), 400);
      const message = status === 413 ? '요청 본문이 너무 큽니다.' : status < 500 ? '잘못된 요청입니다.' : UNEXPECTED_ERROR_MESSAGE;
      return c.json(errorBody(status < 500 ? 'BAD_REQUEST' : 'INTERNAL', message), status);
    }
    // The database is down or restarting: a clear 503 the client may retry, not a 500.
    if (isDatabaseUnavailable(err)) {
      logger.warn('database unavailable', { requestId: c.get('requestId'), path: c.req.path, error: err instanceof Error ? err.message : String(err) });
      c.header('Retry-After', '5');
      return c.json(errorBody('DB_UNAVAILABLE', DB_UNAVAILABLE_MESSAGE), 503);
    }
    // A full disk: nothing of this request was kept, what was saved before is untouched.
    if (isStorageFull(err)) {
      logger.error('storage full', { requestId: c.get('requestId'), path: c.req.path, error: err instanceof Error ? err.message : String(err) });
      return c.json(errorBody('STORAGE_FULL', STORAGE_FULL_MESSAGE), 507);
    }
    logger.error('unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return c.json(errorBody('INTERNAL', UNEXPECTED_ERROR_MESSAGE), 500);
  };
}

export const apiNotFound: NotFoundHandler<AppEnv> = (c) => c.json(errorBody('NOT_FOUND', API_NOT_FOUND_MESSAGE), 404);
