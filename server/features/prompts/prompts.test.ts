import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../testing/browser-client';
import { type FakeLlmServer, startFakeOpenAI } from '../../testing/fakes/openai-server';
import { signUpAndLogin } from '../../testing/factories';
import { parseSse } from '../../testing/parse-sse';
import { createTestApp, type TestApp } from '../../testing/test-app';

let fake: FakeLlmServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.url, LLM_MODEL: 'fake' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setScript({ chunks: ['# 글\n\n본문'] });
});

const template = (overrides: Record<string, unknown> = {}) => ({
  name: '우리 가게 블로그',
  description: '동네 카페 홍보용',
  instructions: '"{keyword}"를 {tone}로 {length} 써 주세요. 플랫폼: {platform}. 보조: {subKeywords}',
  isDefault: false,
  ...overrides,
});

describe('/api/prompts', () => {
  it('offers the five built-in Korean presets to everyone', async () => {
    const res = await createClient(t).get('/api/prompts');
    expect(res.body.templates).toEqual([]);
    expect(res.body.presets.map((p: { name: string }) => p.name)).toEqual(['네이버 정보성 글', '제품 리뷰', '맛집·여행 후기', '리스트형', '비교 분석']);
  });

  it('lets a member create, edit and delete templates, with one default at a time', async () => {
    const client = createClient(t);
    await signUpAndLogin(client);
    const a = await client.post('/api/prompts', template({ isDefault: true }));
    expect(a.status).toBe(201);
    const b = await client.post('/api/prompts', template({ name: '두 번째', isDefault: true }));
    const list = (await client.get('/api/prompts')).body.templates as { id: string; isDefault: boolean }[];
    expect(list.filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.body.id]);
    const edited = await t.app.request(`/api/prompts/${a.body.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8787', cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: JSON.stringify(template({ name: '고친 이름' })),
    }, { incoming: { socket: { remoteAddress: client.ip } } });
    expect((await edited.json()).name).toBe('고친 이름');
    const removed = await t.app.request(`/api/prompts/${a.body.id}`, {
      method: 'DELETE',
      headers: { origin: 'http://localhost:8787', cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    }, { incoming: { socket: { remoteAddress: client.ip } } });
    expect(removed.status).toBe(200);
    expect((await client.get('/api/prompts')).body.templates).toHaveLength(1);
  });

  it('refuses visitors and bad templates in Korean', async () => {
    expect((await createClient(t).post('/api/prompts', template())).status).toBe(401);
    // A visitor's bad body is still "sign in", not a hint about which field is wrong.
    expect((await createClient(t).post('/api/prompts', { name: '' })).status).toBe(401);
    const client = createClient(t);
    await signUpAndLogin(client);
    const res = await client.post('/api/prompts', template({ name: '' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('템플릿 이름을 입력해주세요.');
  });

  it('previews the final prompt with the variables filled and fenced', async () => {
    const client = createClient(t);
    await signUpAndLogin(client);
    const res = await client.post('/api/prompts/preview', {
      instructions: template().instructions,
      sample: { keyword: '제주도 여행', subKeywords: ['애월'], tone: 'hamnida', length: 'short', platform: 'tistory' },
    });
    expect(res.body.prompt).toContain('<template>');
    expect(res.body.prompt).toContain('"제주도 여행"를 합니다체로 짧게(공백 제외 약 1,000자) 써 주세요. 플랫폼: 티스토리. 보조: 애월');
  });

  it("uses a member's template in a generation and keeps it from other members", async () => {
    const owner = createClient(t);
    await signUpAndLogin(owner);
    const created = await owner.post('/api/prompts', template());
    const res = await owner.post('/api/generations', { keyword: '동네 카페', templateId: created.body.id });
    expect(parseSse(res.body).at(-1)?.event).toBe('done');
    const sent = (fake.requests[0]?.body.messages as { content: string }[])[1]?.content ?? '';
    expect(sent).toContain('"동네 카페"를 해요체로');
    const other = createClient(t);
    await signUpAndLogin(other);
    const refused = await other.post('/api/generations', { keyword: '동네 카페', templateId: created.body.id });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('선택한 프롬프트 템플릿을 찾을 수 없습니다.');
  });

  it('lets anyone use a preset', async () => {
    const visitor = createClient(t);
    await visitor.post('/api/visitors');
    const res = await visitor.post('/api/generations', { keyword: '캠핑 의자', templateId: 'preset:product-review' });
    expect(res.status).toBe(200);
    const sent = (fake.requests[0]?.body.messages as { content: string }[])[1]?.content ?? '';
    expect(sent).toContain('"캠핑 의자" 제품 리뷰를');
  });
});
