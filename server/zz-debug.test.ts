import { it } from 'vitest';
import { appRoutes } from './testing/app-routes';
import { schemaCases } from './testing/fuzz/fuzz-cases';
import { createLogger } from './lib/logger';
import { createTestApp } from './testing/test-app';
it('debug', async () => {
  const t = await createTestApp({}, { logger: createLogger('error', (l) => console.log(l.slice(0, 1500))) });
  const route = appRoutes(t.app).find((r) => r.path === '/api/users/login')!;
  const c = schemaCases(route, 12, 20261123, 'x')[2]!;
  console.log(c.body?.toString().slice(0, 300));
  const res = await t.app.request(c.url, { method: 'POST', body: c.body as string, headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:8787' } });
  console.log(res.status, await res.text());
  await t.close();
});
