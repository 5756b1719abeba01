import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envSchema } from '../../env';
import { appRoutes, fillPath } from '../../testing/app-routes';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signedInAdmin, signUpAndLogin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Users never see a setting's name: the server's answers to a visitor or a member carry none, even on a
// server where nothing outside is connected (where "not configured" answers come from). Admins may.
const SETTING_NAMES = Object.keys(envSchema.shape);
const NAMED = new RegExp(`\\b(${SETTING_NAMES.join('|')})\\b`, 'g');
const ADMIN = 'names-admin@geulbit.kr';

// The answers that say a service is not connected and need input that passes validation (GET routes without
// a query are all asked anyway).
const NOT_CONNECTED: readonly (readonly [method: 'get' | 'post', path: string, body?: unknown])[] = [
  ['post', '/api/images', { prompt: '제주 바다 위 노을', size: '1:1', style: 'photo', count: 1 }],
  ['get', '/api/kin/search?q=%EC%BA%A0%ED%95%91'],
  ['get', '/api/keywords/trend?keyword=%EC%BA%A0%ED%95%91'],
  ['get', '/api/research/brief?keyword=%EC%BA%A0%ED%95%91'],
  ['post', '/api/keywords/lookup', { seeds: ['캠핑'] }],
];

let t: TestApp;
let visitor: TestClient;
let member: TestClient;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  visitor = createClient(t);
  member = createClient(t);
  await signUpAndLogin(member);
});
afterAll(async () => t.close());

const namesIn = (body: unknown) => [...new Set((typeof body === 'string' ? body : JSON.stringify(body ?? '')).match(NAMED) ?? [])];

describe('answers on a server with no outside service connected', () => {
  it('name no setting to a visitor or a member, on any GET route or any "not connected" answer', async () => {
    const gets = appRoutes(t.app)
      .filter((r) => r.method === 'GET' && !r.path.startsWith('/api/internal/'))
      .map((r) => ['get', fillPath(r.path, 'x')] as const);
    const found: string[] = [];
    for (const [who, client] of [['visitor', visitor], ['member', member]] as const) {
      for (const [method, path, body] of [...gets, ...NOT_CONNECTED]) {
        const reply = method === 'get' ? await client.get(path) : await client.post(path, body);
        const names = namesIn(reply.body);
        if (names.length) found.push(`${who} ${method.toUpperCase()} ${path} → ${reply.status}: ${names.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('name the missing settings to an admin, who fixes them', async () => {
    const admin = await signedInAdmin(t, ADMIN);
    expect(namesIn((await admin.get('/api/kin/status')).body)).toEqual(['NAVER_API_HUB_KEY_ID', 'NAVER_API_HUB_KEY']);
    expect(namesIn((await admin.get('/api/keywords/credentials')).body)).toEqual(['NAVER_API_HUB_KEY_ID', 'NAVER_API_HUB_KEY']);
  });
});
