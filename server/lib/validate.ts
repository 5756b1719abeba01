import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, Next, ValidationTargets } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { AppEnv } from './app-context';
import { AppError } from './app-error';

export const INVALID_JSON_MESSAGE = '요청 형식이 올바르지 않습니다.';

/** The first problem of a failed parse as a Korean 400: the schema's own Korean message, or a general one. */
export function inputError(issues: readonly { message: string }[]) {
  const issue = issues[0];
  const message = issue && /[가-힣]/.test(issue.message) ? issue.message : INVALID_JSON_MESSAGE;
  return new AppError('INVALID_INPUT', message, 400);
}

const rejectInvalid = (result: { success: boolean; error?: { issues: readonly { message: string }[] } }) => {
  if (!result.success) throw inputError(result.error?.issues ?? []);
};

// What hono's validator reads for JSON: a JSON media type (e.g. application/json; charset=utf-8,
// application/merge-patch+json); any other body validates as `{}`.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

async function jsonBody(c: Context): Promise<unknown> {
  const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(mediaType)) return {};
  try {
    return await c.req.json();
  } catch {
    // The error handler answers this as our Korean INVALID_JSON.
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  }
}

/** The query as hono's validator gives it: a name given once is a string, a name given again an array. */
function queryValue(c: Context): Record<string, string | string[]> {
  const value: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(c.req.queries())) value[name] = values.length === 1 ? (values[0] as string) : values;
  return value;
}

/**
 * Validates one part of a request (json, query, param, form) against a contract schema; the route reads
 * it typed with `c.req.valid(target)`, and the SPA's typed client (hc<AppType>) sees the same input type
 * (that of @hono/zod-validator's middleware). A failure is our Korean 400, never zod's text.
 *
 * JSON, query and path parameters are checked here with zod's synchronous parse (no schema of ours is
 * asynchronous): @hono/zod-validator's parse makes eight promises per request, and every promise costs
 * more while AsyncLocalStorage is on (the request id in every log line). A query or a path needs no
 * promise at all. Forms (a photo upload) go through @hono/zod-validator.
 */
export const valid = <Target extends keyof ValidationTargets, S extends z.ZodType>(target: Target, schema: S) => {
  const typed = zValidator(target, schema, rejectInvalid);
  if (target === 'form' || target === 'header' || target === 'cookie') return declareInput(typed, target, schema);
  const check = (c: Context, value: unknown, next: Next) => {
    const result = schema.safeParse(value);
    if (!result.success) throw inputError(result.error.issues);
    c.req.addValidatedData(target, result.data as object);
    return next();
  };
  const middleware: MiddlewareHandler =
    target === 'json' ? async (c, next) => check(c, await jsonBody(c), next) : (c, next) => check(c, target === 'query' ? queryValue(c) : c.req.param(), next);
  return declareInput(middleware as unknown as typeof typed, target, schema);
};

/** Which schema each validating middleware checks, so the fuzz gate can build inputs from a route's own contract. */
export const declaredInputs = new WeakMap<object, { target: keyof ValidationTargets; schema: z.ZodType }>();

/** Remembers the schema behind a validator built without `valid` (e.g. one with its own error mapping). */
export function declareInput<M extends object>(middleware: M, target: keyof ValidationTargets, schema: z.ZodType): M {
  declaredInputs.set(middleware, { target, schema });
  return middleware;
}

/**
 * Runs a check (sign-in, a rate limit) ahead of `valid`, so a visitor still gets 401 and a flood 429
 * rather than 400, and the check counts a request whatever its body. Reads of the session are cached
 * per request, so the handler may read it again for free.
 */
export const before = (check: (c: Context<AppEnv>) => Promise<unknown>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await check(c);
    await next();
  });
