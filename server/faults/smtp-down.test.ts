import { createServer as createTcpServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../db/schema';
import { startJobs } from '../jobs/app-jobs';
import { MAIL_RETRY_JOB } from '../lib/mail-queue';
import { createClient } from '../testing/browser-client';
import { buildSignup } from '../testing/factories';
import { linkIn, startSmtpSink } from '../testing/fakes/smtp-sink';
import { freePort } from '../testing/server-process';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';

// The mail server is down when a member signs up: nothing listens on its port.
let t: TestApp;
let smtpPort: number;
beforeAll(async () => {
  smtpPort = await freePort();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true` });
});
afterAll(() => t.close());

const runner = (clock: () => Date) => {
  const started = startJobs({ ...t.deps, env: { ...t.env, SCHEDULER_ENABLED: true } }, { instanceId: 'mail-test', clock, autoStart: false });
  return started.runner as NonNullable<typeof started.runner>;
};

describe('SMTP down at sign-up', () => {
  it('keeps the sign-up, queues the verification mail and sends it once the mail server is back', async () => {
    const email = 'smtp-down@example.kr';
    const started = Date.now();
    const { status } = await createClient(t).post('/api/users/signup', buildSignup({ email, lastName: '메', firstName: '일' }));
    expect(status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5000);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ verified: false });
    const queued = await t.db.select().from(jobs).where(eq(jobs.name, MAIL_RETRY_JOB));
    expect(queued).toHaveLength(1);
    // The link inside is a sign-in secret: the queue keeps it sealed.
    expect(JSON.stringify(queued[0]?.payload)).not.toContain('verify-email');

    // Still down at the first retry: the job stays queued with its error, for a later try.
    let now = new Date(Date.now() + 31_000);
    const r = runner(() => now);
    await r.tick();
    const [afterFirst] = await t.db.select().from(jobs).where(eq(jobs.name, MAIL_RETRY_JOB));
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst?.lastError).toMatch(/ECONNREFUSED|connect/i);

    // The mail server comes back on its port; the next retry delivers the mail and its link works.
    const sink = await startSmtpSink({ port: smtpPort });
    try {
      now = new Date(now.getTime() + 61_000);
      await r.tick();
      const [done] = await t.db.select().from(jobs).where(eq(jobs.name, MAIL_RETRY_JOB));
      expect(done).toMatchObject({ status: 'done', attempts: 2 });
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]).toMatchObject({ to: [email], subject: '[글빛] 이메일 인증을 완료해 주세요' });
      const link = new URL(linkIn(sink.mails[0]!, `${TEST_ORIGIN}/api/auth/verify-email?token=`));
      const verified = await t.app.request(`${link.pathname}${link.search}`);
      expect(verified.status).toBeLessThan(400);
      const [after] = await t.db.select().from(users).where(eq(users.email, email));
      expect(after?.verified).toBe(true);
    } finally {
      await r.stop();
      await sink.close();
    }
  });

  it('answers a sign-up within seconds when the mail server accepts the connection and then says nothing', async () => {
    const silent: Server = createTcpServer(() => undefined);
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    const stalled = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true` });
    try {
      const started = Date.now();
      const { status } = await createClient(stalled).post('/api/users/signup', buildSignup({ email: 'smtp-silent@example.kr', lastName: '메', firstName: '이' }));
      const took = Date.now() - started;
      expect(status).toBe(201);
      // nodemailer's default greeting wait is 30 s; ours is 10 s, and then the mail is queued.
      expect(took).toBeLessThan(12_000);
      expect(await stalled.db.select().from(jobs).where(eq(jobs.name, MAIL_RETRY_JOB))).toHaveLength(1);
    } finally {
      await stalled.close();
      silent.close();
    }
  }, 30_000);
});
