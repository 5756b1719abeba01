import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../testing/browser-client';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GENERATION_CREDIT_COST: '12', KEYWORD_LOOKUP_CREDIT_COST: '3', IMAGE_CREDIT_COST: '25' });
});
afterAll(() => t.close());

describe('GET /api/pricing', () => {
  it('tells anyone the credit prices configured on the server', async () => {
    const res = await createClient(t).get('/api/pricing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ generation: 12, keywordLookup: 3, image: 25 });
  });
});
