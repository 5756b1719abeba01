import type { Hono } from 'hono';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { declaredInputs } from '../lib/validate';

export type AppRoute = {
  method: string;
  path: string;
  /** The zod schemas the route validates with `valid(...)`, by target (json, query, param). */
  inputs: Partial<Record<keyof ValidationTargets, z.ZodType>>;
};

// Hono wraps a mounted sub-app's handler when the parent has its own onError; the original stays on it.
const unwrap = (handler: unknown): unknown[] => {
  if (typeof handler !== 'function') return [];
  const inner = Object.values(handler as unknown as Record<string, unknown>).filter((v) => typeof v === 'function');
  return [handler, ...inner];
};

/**
 * Every endpoint the app registers, read from Hono itself (so a route added later is covered without
 * anyone listing it), with the schemas its validators check. `ALL …/*` entries are middleware, not endpoints.
 */
export function appRoutes(app: Hono<any>, prefixes: readonly string[] = ['/api/']): AppRoute[] {
  const byKey = new Map<string, AppRoute>();
  for (const r of app.routes) {
    if (!prefixes.some((p) => r.path.startsWith(p))) continue;
    if (r.method === 'ALL' && r.path.endsWith('*')) continue;
    const key = `${r.method} ${r.path}`;
    let route = byKey.get(key);
    if (!route) byKey.set(key, (route = { method: r.method, path: r.path, inputs: {} }));
    for (const fn of unwrap(r.handler)) {
      const declared = declaredInputs.get(fn as object);
      if (declared) route.inputs[declared.target] = declared.schema;
    }
  }
  return [...byKey.values()];
}

/** The route's path with every parameter (and a trailing *) filled in. */
export const fillPath = (path: string, value: string | ((name: string) => string)) =>
  path
    .replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, (_, name: string) => (typeof value === 'string' ? value : value(name)))
    .replace(/\*$/, 'x');
