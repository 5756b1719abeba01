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
