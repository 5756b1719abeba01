import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error the server throws on purpose; its message is Korean and safe to show a user. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errorBody = (code: string, message: string) => ({ error: { code, message } });

/** The answer to an address under /api that no route has (and to the routes that hide when unconfigured). */
export const API_NOT_FOUND_MESSAGE = '요청한 API를 찾을 수 없습니다.';
