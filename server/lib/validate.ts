import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

export const INVALID_JSON_MESSAGE = '요청 형식이 올바르지 않습니다.';

/** Reads a JSON body and checks it against a contract schema; the first problem becomes a Korean 400. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S, alreadyRead?: unknown): Promise<z.output<S>> {
  let body: unknown = alreadyRead;
  if (body === undefined || body === null) {
    try {
      body = await c.req.json();
    } catch {
      throw new AppError('INVALID_JSON', INVALID_JSON_MESSAGE, 400);
    }
  }
  return parseInput(schema, body);
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue && /[가-힣]/.test(issue.message) ? issue.message : INVALID_JSON_MESSAGE;
  throw new AppError('INVALID_INPUT', message, 400);
}
