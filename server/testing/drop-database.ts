import type pg from 'pg';

/**
 * Drops a test database. WITH (FORCE) refuses when an autovacuum worker happens to be in it and the
 * role lacks pg_signal_backend ("must be a member of the role whose process is being terminated");
 * a plain DROP stops such a worker itself, so fall back to it and retry while the last
 * connections close.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return;
    } catch (forced) {
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
        return;
      } catch {
        if (attempt >= 20) throw forced;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }
}
