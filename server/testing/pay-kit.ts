import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { MailMessage, Mailer } from '../integrations/mail/mail-message';
import type { Logger } from '../lib/logger';
import { createClient, type TestClient } from './browser-client';
import { signUpAndLogin } from './factories';
import { type FakeToss, startFakeToss } from './fakes/toss-server';
import { listen } from './listen';
import { createTestApp, type TestApp } from './test-app';

// Shared set-up of the payment tests: the app on a fresh database, a fake Toss it talks to over real
// HTTP, the app itself listening so the fake can deliver webhooks, and a mailer that keeps mails.
export const TOSS_KEYS = { clientKey: 'test_gck_e2eFakeClientKey', secretKey: 'test_gsk_e2eFakeSecretKey' };
export const ADMIN_EMAIL = 'pay-admin@geulbit.kr';

export type PayKit = { t: TestApp; toss: FakeToss; mails: MailMessage[]; close(): Promise<void> };

export async function startPayKit(settings: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<PayKit> {
  const toss = await startFakeToss({ secretKey: TOSS_KEYS.secretKey, clientKey: TOSS_KEYS.clientKey });
  const mails: MailMessage[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (m) => (mails.push(m), { messageId: String(mails.length) }) };
  const t = await createTestApp(
    {
      TOSS_CLIENT_KEY: TOSS_KEYS.clientKey,
      TOSS_SECRET_KEY: TOSS_KEYS.secretKey,
      TOSS_API_BASE_URL: toss.url,
      BANK_TRANSFER_ACCOUNT: '국민은행 123456-78-901234 (주)글빛',
      ADMIN_EMAILS: ADMIN_EMAIL,
      ...settings,
    },
    { mailer, ...(options.logger ? { logger: options.logger } : {}) },
  );
  const served = await listen(t.app);
  toss.behaviour.webhookUrl = `${served.url}/api/credits/webhooks/toss`;
  return {
    t,
    toss,
    mails,
    close: async () => {
      await served.close();
      await toss.close();
      await t.close();
    },
  };
}

export async function member(t: TestApp): Promise<{ client: TestClient; userId: string; email: string }> {
  const client = createClient(t);
  const { user, email } = await signUpAndLogin(client);
  return { client, userId: user.id, email };
}

export async function admin(t: TestApp): Promise<TestClient> {
  const client = createClient(t);
  await signUpAndLogin(client, { email: ADMIN_EMAIL }).catch(() => client.post('/api/users/login', { email: ADMIN_EMAIL, password: 'korea-blog-2025' }));
  await t.db.update(users).set({ verified: true }).where(eq(users.email, ADMIN_EMAIL));
  return client;
}

/** A member's order paid in the fake's payment window: what the success URL then carries. */
export async function payOrder(kit: PayKit, client: TestClient, packageId = 'pkg_basic', method: Parameters<FakeToss['authorize']>[0]['method'] = '카드') {
  const order = await client.post('/api/credits/orders', { packageId });
  if (order.status !== 201) throw new Error(`order failed: ${JSON.stringify(order.body)}`);
  const { orderId, amount } = order.body as { orderId: string; amount: number };
  const paymentKey = kit.toss.authorize({ orderId, amount, method });
  return { orderId, amount, paymentKey };
}
