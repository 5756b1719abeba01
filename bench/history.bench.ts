import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { createVisitor } from '../server/features/accounts/visitors.service';
import { freePort, measureRps, startProcess, stopProcess, SERVER_ENTRY } from './lib';

const ROWS = 100_000;

/** GET /api/generations (first page and a deep page) over 100,000 rows, against a bare Hono hello. */
export async function benchHistory() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-history-'));
  const dbUrl = process.env.DATABASE_URL;
  const database = await openDatabase(dbUrl ? { kind: 'postgres', url: dbUrl } : { kind: 'pglite', dataDir });
  const { visitor, token } = await createVisitor(database.db, { ip: '127.0.0.1' });
  const started = Date.now();
  await database.db.execute(sql`
    insert into generations (id, owner_visitor_id, keyword, title, input, content, status, provider, model, charge, created_at)
    select gen_random_uuid()::text, ${visitor.id}, '키워드 ' || g, '제목 ' || g, '{"keyword":"k","contentType":"info","platform":"naver","length":"short"}'::jsonb,
           repeat('본문 ', 200), 'completed', 'offline', 'offline-writer', '{"kind":"counter"}'::jsonb, now() - (g || ' seconds')::interval
    from generate_series(1, ${ROWS}) g`);
  await database.db.execute(sql`analyze generations`);
  const seededMs = Date.now() - started;
  await database.close();

  const helloPort = await freePort();
  const hello = await startProcess('bench/hello-server.ts', { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/`);
  const helloRps = await measureRps(`http://127.0.0.1:${helloPort}/`);
  await stopProcess(hello);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(SERVER_ENTRY, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BASE_URL: base }, `${base}/api/health`);
  try {
    const headers = { cookie: `gb_visitor=${token}` };
    const first = await fetch(`${base}/api/generations`, { headers });
    const page = (await first.json()) as { items: unknown[]; nextCursor: string };
    if (page.items.length !== 30) throw new Error('history did not return a full page');
    const deepCursor = Buffer.from(`${new Date(Date.now() - 90_000 * 1000).toISOString()}|zzzz`).toString('base64url');
    const firstRps = await measureRps(`${base}/api/generations`, { headers });
    const deepRps = await measureRps(`${base}/api/generations?cursor=${deepCursor}`, { headers });
    return {
      name: `history list over ${ROWS.toLocaleString('en')} rows (${dbUrl ? 'PostgreSQL' : 'PGlite'}; seeded in ${(seededMs / 1000).toFixed(1)} s)`,
      rows: [
        ['bare hello', `${Math.round(helloRps.rps)} req/s`],
        ['first page', `${Math.round(firstRps.rps)} req/s`, `p50 ${firstRps.p50} ms`, `p99 ${firstRps.p99} ms`],
        ['page at row ~90,000 (cursor)', `${Math.round(deepRps.rps)} req/s`, `p50 ${deepRps.p50} ms`, `p99 ${deepRps.p99} ms`],
      ],
      summary: `ratio first page/hello = ${(firstRps.rps / helloRps.rps).toFixed(3)}, deep page/hello = ${(deepRps.rps / helloRps.rps).toFixed(3)} (keyset cursor: a deep page costs what the first does)`,
    };
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
