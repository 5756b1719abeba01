/** What /api/health (liveness) and /api/ready (readiness) answer while all is well. */
export type HealthResponse = { status: 'ok'; db: 'pglite' | 'postgres'; version: string };
