import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, Gauge, type Metric, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import type { ImageProvider } from '../integrations/images/image-provider';
import type { Llm, LlmStream } from '../integrations/llm/llm';
import { API_NOT_FOUND_MESSAGE, errorBody } from './app-error';

export type Metrics = ReturnType<typeof createMetrics>;

export const METRICS_UNAUTHORIZED_MESSAGE = '지표를 볼 권한이 없습니다.';

/**
 * The Prometheus metrics of one app (its own registry, so tests can build many): request durations by
 * route, open streams, jobs waiting and failed (read from the queue at scrape time), provider errors.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  const requestSeconds = new RequestHistogram();
  // The registry asks a metric only for get() (and reset()), which this one writes as prom-client would.
  registry.registerMetric(requestSeconds as unknown as Metric);
  const openStreams = new Gauge({ name: 'open_streams', help: 'Generation streams (SSE) open now', registers: [registry] });
  const providerErrors = new Counter({
    name: 'provider_errors_total',
    help: 'Failed calls to an outside AI provider, by kind and error code',
    labelNames: ['kind', 'provider', 'code'] as const,
    registers: [registry],
  });
  const jobs = new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue: waiting = due and not yet run, failed = dead letters kept',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const [row] = await queryRows<{ waiting: string | number; failed: string | number }>(
        db,
        sql`select count(*) filter (where status = 'pending' and run_at <= now()) as waiting, count(*) filter (where status = 'dead') as failed from jobs`,
      );
      this.set({ state: 'waiting' }, Number(row?.waiting ?? 0));
      this.set({ state: 'failed' }, Number(row?.failed ?? 0));
    },
  });
  return { registry, requestSeconds, openStreams, providerErrors, jobs };
}

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 180];
type Series = { labels: { method: string; route: string; status: string }; counts: number[]; sum: number; count: number };
type ExportedValue = { value: number; labels: Record<string, string | number>; metricName: string };

/**
 * `http_request_duration_seconds`, a Prometheus histogram by method, route pattern and status, written
 * out as prom-client's Histogram writes it. Kept by hand: prom-client's labelled `observe` converts,
 * validates and hashes the labels on every call, which was a sixth of what `/api/health` cost; here an
 * observation is one map lookup and a few additions.
 */
export class RequestHistogram {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'HTTP request duration by method, route pattern and status';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number) {
    const key = `${method} ${status} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      series = { labels: { method, route, status: String(status) }, counts: REQUEST_BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.#series.set(key, series);
    }
    let i = 0;
    while (i < REQUEST_BUCKETS.length && seconds > (REQUEST_BUCKETS[i] as number)) i++;
    if (i < REQUEST_BUCKETS.length) series.counts[i] = (series.counts[i] as number) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  async get() {
    const values: ExportedValue[] = [];
    for (const { labels, counts, sum, count } of this.#series.values()) {
      let below = 0;
      REQUEST_BUCKETS.forEach((le, i) => {
        below += counts[i] as number;
        values.push({ value: below, labels: { le, ...labels }, metricName: `${this.name}_bucket` });
      });
      values.push({ value: count, labels: { le: '+Inf', ...labels }, metricName: `${this.name}_bucket` });
      values.push({ value: sum, labels, metricName: `${this.name}_sum` });
      values.push({ value: count, labels, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator } as unknown as Awaited<ReturnType<Metric['get']>>;
  }

  reset() {
    this.#series.clear();
  }
}

/**
 * The route pattern a request was for: the first route (not an `app.use`/`app.all` catch-all) from the
 * handler it ended in (`c.req.routeIndex`) on, so a route's own guard refusing it still counts for that
 * route; 'unmatched' when there is none. Not the last pattern that matched: with the SPA mounted, its
 * `GET *` matches every API path too.
 */
function routeOf(c: Context) {
  const routes = matchedRoutes(c);
  for (let i = Math.max(0, c.req.routeIndex); i < routes.length; i++) {
    const route = routes[i];
    if (route && route.method !== 'ALL' && route.path !== '/*' && route.path !== '*') return route.path;
  }
  return 'unmatched';
}

/** Records one request's duration in the histogram. */
export function observeRequest(metrics: Metrics, c: Context, status: number, seconds: number) {
  metrics.requestSeconds.observe(c.req.method, routeOf(c), status, seconds);
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /api/metrics: Prometheus text, for `Authorization: Bearer METRICS_TOKEN`; with no token set the endpoint does not exist. */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): MiddlewareHandler {
  return async (c) => {
    if (!token) return c.json(errorBody('NOT_FOUND', API_NOT_FOUND_MESSAGE), 404);
    const given = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!sameToken(given, token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(errorBody('UNAUTHORIZED', METRICS_UNAUTHORIZED_MESSAGE), 401);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  };
}

const codeOf = (err: unknown) => (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : 'ERROR');
const aborted = (err: unknown) => err instanceof Error && err.name === 'AbortError';

/** The text model, counting its failures (a stop by the member is not one). */
export function observeLlm(llm: Llm, metrics: Metrics): Llm {
  const count = (err: unknown) => {
    if (!aborted(err)) metrics.providerErrors.inc({ kind: 'text', provider: llm.provider, code: codeOf(err) });
    throw err;
  };
  return {
    ...llm,
    stream(request) {
      let stream: LlmStream;
      try {
        stream = llm.stream(request);
      } catch (err) {
        return count(err);
      }
      const text = (async function* () {
        try {
          yield* stream.text;
        } catch (err) {
          count(err);
        }
      })();
      return { text, usage: () => stream.usage() };
    },
    titles: (request) => llm.titles(request).catch(count),
    section: (request) => llm.section(request).catch(count),
    complete: (request) => llm.complete(request).catch(count),
  };
}

/** The image model, counting its failures. */
export function observeImages(images: ImageProvider, metrics: Metrics): ImageProvider {
  return {
    ...images,
    generate: (request) =>
      images.generate(request).catch((err: unknown) => {
        if (!aborted(err)) metrics.providerErrors.inc({ kind: 'image', provider: images.provider, code: codeOf(err) });
        throw err;
      }),
  };
}
