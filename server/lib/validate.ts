import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import { createMiddleware } from 'hono/factory';
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

/**
 * Validates one part of a request (json, query, param) against a contract schema with
 * @hono/zod-validator; the route reads it typed with `c.req.valid(target)`, and the SPA's typed
 * client (hc<AppType>) sees the same input type. A failure is our Korean 400, never zod's text.
 */
export const valid = <Target extends keyof ValidationTargets, S extends z.ZodType>(target: Target, schema: S) =>
  declareInput(
    zValidator(target, schema, (result) => {
      if (!result.success) throw inputError(result.error.issues);
    }),
    target,
    schema,
  );

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

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw inputError(result.error.issues);
}
