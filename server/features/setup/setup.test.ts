import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupService, SetupStatus } from '@contracts/setup-status';
import { createClient } from '../../testing/browser-client';
import { signedInAdmin, signUpAndLogin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ADMIN = 'setup-admin@geulbit.kr';
// Values no answer may carry: each would be a secret, or a fact of the operator's setup.
const SECRETS = {
  LLM_API_KEY: 'sk-setup-test-secret-llm',
  TOSS_CLIENT_KEY: 'test_gck_setupClientKey',
  TOSS_SECRET_KEY: 'test_gsk_setupSecretKey',
  NAVER_API_HUB_KEY_ID: 'setup-hub-id-secret',
  NAVER_API_HUB_KEY: 'setup-hub-key-secret',
  COMPANY_NAME: '주식회사 설정시험',
  GOOGLE_CLIENT_ID: 'setup-google-client.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'setup-google-secret',
};

let bare: TestApp;
let configured: TestApp;
beforeAll(async () => {
  bare = await createTestApp({ ADMIN_EMAILS: ADMIN });
  configured = await createTestApp({ ADMIN_EMAILS: ADMIN, LLM_PROVIDER: 'openai', ...SECRETS, BANK_TRANSFER_ACCOUNT: '국민은행 000-00-0000 글빛' });
});
afterAll(async () => {
  await bare.close();
  await configured.close();
});

const byId = (status: SetupStatus) => Object.fromEntries(status.services.map((s) => [s.id, s])) as Record<SetupService['id'], SetupService>;

describe('GET /api/admin/setup', () => {
  it('answers only an admin: 401 for a visitor, 403 for a member', async () => {
    expect((await createClient(bare).get('/api/admin/setup')).status).toBe(401);
    const member = createClient(bare);
    await signUpAndLogin(member);
    const reply = await member.get('/api/admin/setup');
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('FORBIDDEN');
  });

  it('lists every outside service as not connected on a server with no settings, naming what each needs', async () => {
    const reply = await (await signedInAdmin(bare, ADMIN)).get('/api/admin/setup');
    expect(reply.status).toBe(200);
    const body = reply.body as SetupStatus;
    expect(body.services.map((s) => s.id)).toEqual(['llm', 'images', 'toss', 'bank', 'naverSearch', 'naverSearchAd', 'mail', 'company', 'indexnow', 'storage', 'google']);
    expect(body.services.every((s) => !s.configured)).toBe(true);
    const services = byId(body);
    expect(services.llm.settings[0]).toEqual({ name: 'LLM_PROVIDER', set: true, required: true, value: 'offline' });
    expect(services.toss.settings).toEqual([
      { name: 'TOSS_CLIENT_KEY', set: false, required: true },
      { name: 'TOSS_SECRET_KEY', set: false, required: true },
    ]);
    expect(services.mail.settings[0]).toMatchObject({ name: 'MAIL_TRANSPORT', value: 'outbox' });
    expect(services.naverSearch.settings.filter((s) => s.required).map((s) => s.name)).toEqual(['NAVER_SEARCH_API', 'NAVER_API_HUB_KEY_ID', 'NAVER_API_HUB_KEY']);
  });

  it('marks what the settings connect, and never sends a setting’s value', async () => {
    const reply = await (await signedInAdmin(configured, ADMIN)).get('/api/admin/setup');
    expect(reply.status).toBe(200);
    const services = byId(reply.body as SetupStatus);
    for (const id of ['llm', 'toss', 'bank', 'naverSearch', 'google'] as const) expect(services[id].configured, id).toBe(true);
    for (const id of ['images', 'naverSearchAd', 'mail', 'company', 'indexnow', 'storage'] as const) expect(services[id].configured, id).toBe(false);
    expect(services.llm.settings.find((s) => s.name === 'LLM_API_KEY')).toEqual({ name: 'LLM_API_KEY', set: true, required: true });
    expect(services.company.settings.filter((s) => s.set).map((s) => s.name)).toEqual(['COMPANY_NAME']);
    const text = JSON.stringify(reply.body);
    for (const value of [...Object.values(SECRETS), '국민은행']) expect(text).not.toContain(value);
  });
});
