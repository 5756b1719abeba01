import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createAppDeps } from '../app';
import { type Database, openDatabase } from '../db/client';
import { jobs, users } from '../db/schema';
import { startJobs } from '../jobs/app-jobs';
import { createLogger } from '../lib/logger';
import { MAIL_RETRY_JOB } from '../lib/mail-queue';
import { createClient } from '../testing/browser-client';
import { buildSignup } from '../testing/factories';
import { startSmtpSink } from '../testing/fakes/smtp-sink';
import { freePort } from '../testing/server-process';
import { createTestApp, type TestApp } from '../testing/test-app';

// SMTP is down while members sign up on two instances that share one PostgreSQL. Each
// instance has its own connection pool and its own job runner; both retry the queued mails at the
// same moments. Every mail must leave exactly once: not lost, not sent by both instances.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn('smtp-down-two-instances: skipped, two instances need PostgreSQL (set DATABASE_URL; CI does)');

describe.skipIf(!onPostgres)('SMTP down, two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let second: Database;
  let smtpPort: number;
  beforeAll(async () => {
    smtpPort = await freePort();
    a = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true` });
    // The second instance: the same settings, its own pool on the same database, its own app.
    second = await openDatabase({ kind: 'postgres', url: a.dbUrl!, poolSize: 10 });
    const deps = createAppDeps({ env: a.env, db: second.db, dbKind: 'postgres', logger: createLogger('silent'), version: 'test' });
    b = { ...a, app: createApp(deps), deps, db: second.db };
  });
  afterAll(async () => {
    await second?.close();
    await a?.close();
  });

  it('keeps every sign-up and sends each queued mail once, whichever instance retries it', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `smtp-two-${i}@example.kr`);
    for (const [i, email] of emails.entries()) {
      const { status } = await createClient(i % 2 ? b : a).post('/api/users/signup', buildSignup({ email, lastName: '둘', firstName: '가나다라마바'[i]! }));
      expect(status).toBe(201);
    }
    expect(await a.db.select().from(users)).toHaveLength(emails.length);
    expect(await a.db.select().from(jobs).where(eq(jobs.name, MAIL_RETRY_JOB))).toHaveLength(emails.length);

    let now = new Date(Date.now() + 31_000);
    const runners = [a, b].map((t, i) => {
      const started = startJobs({ ...t.deps, env: { ...t.env, SCHEDULER_ENABLED: true } }, { instanceId: `mail-instance-${i}`, clock: () => now, autoStart: false });
      return started.runner as NonNullable<typeof started.runner>;
    });
    const bothTick = () => Promise.all(runners.map((r) => r.tick()));
    try {
      // Still down: both instances try at once; each mail is tried once (one attempt), none is lost.
      await bothTick();
      const failed = await a.db.select().from(jobs).where(eq(jobs.name, MAIL_RETRY_JOB));
      expect(failed.map((j) => [j.status, j.attempts])).toEqual(emails.map(() => ['pending', 1]));

      // Back: both retry together, and again later; every mail arrives exactly once.
      const sink = await startSmtpSink({ port: smtpPort });
      try {
        now = new Date(now.getTime() + 61_000);
        await bothTick();
        now = new Date(now.getTime() + 10 * 60_000);
        await bothTick();
        const done = await a.db.select().from(jobs).where(eq(jobs.name, MAIL_RETRY_JOB));
        expect(done.map((j) => [j.status, j.attempts])).toEqual(emails.map(() => ['done', 2]));
        const received = sink.mails.flatMap((m) => m.to).sort();
        expect(received).toEqual([...emails].sort());
        // Both instances shared the work or one took it all; either way the claims never overlapped.
        process.stdout.write(`smtp-down-two-instances: ${sink.mails.length} mails for ${emails.length} sign-ups after both instances retried together\n`);
      } finally {
        await sink.close();
      }
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
  });
});
