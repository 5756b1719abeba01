import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { member, type PayKit, startPayKit, TOSS_KEYS } from '../../testing/pay-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The money pages offer only the ways to pay that can finish: what /api/site and the checkout say is set up.
describe('ways to pay, as the pages are told them', () => {
  let bare: TestApp;
  let kit: PayKit;
  beforeAll(async () => {
    bare = await createTestApp();
    kit = await startPayKit();
  });
  afterAll(async () => {
    await bare.close();
    await kit.close();
  });

  it('with neither Toss nor a bank account: none, and the checkout offers no widget', async () => {
    const client = createClient(bare);
    expect((await client.get('/api/site')).body.payments).toEqual({ online: false, bankTransfer: false });
    await signUpAndLogin(client);
    expect((await client.get('/api/credits/checkout')).body).toMatchObject({ tossClientKey: null, bankAccount: null });
  });

  it('with both: both, and the checkout carries the client key and the account', async () => {
    const { client } = await member(kit.t);
    expect((await client.get('/api/site')).body.payments).toEqual({ online: true, bankTransfer: true });
    expect((await client.get('/api/credits/checkout')).body).toMatchObject({ tossClientKey: TOSS_KEYS.clientKey, bankAccount: '국민은행 123456-78-901234 (주)글빛' });
  });
});
