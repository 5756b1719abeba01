import { Histogram, type Metric, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from './metrics';

describe('the request histogram', () => {
  it('writes what prom-client’s own Histogram writes for the same observations', async () => {
    const ours = new Registry();
    const histogram = new RequestHistogram();
    ours.registerMetric(histogram as unknown as Metric);
    const theirs = new Registry();
    const reference = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 180],
      registers: [theirs],
    });
    const observations: [string, string, number, number][] = [
      ['GET', '/api/health', 200, 0.0004],
      ['GET', '/api/health', 200, 0.005],
      ['GET', '/api/health', 200, 0.0051],
      ['POST', '/api/generations', 201, 42],
      ['POST', '/api/generations', 201, 181],
      ['GET', '/api/generations/:id', 404, 0.2],
      ['GET', 'a "quoted" \\ route', 500, 1],
    ];
    for (const [method, route, status, seconds] of observations) {
      histogram.observe(method, route, status, seconds);
      reference.labels({ method, route, status: String(status) }).observe(seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"} 2');
    expect(text).toContain('http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/generations",status="201"} 2');
    histogram.reset();
    expect(await ours.metrics()).not.toContain('_count');
  });
});
