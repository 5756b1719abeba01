import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { instantLlm } from '../../testing/instant-llm';
import { parseSse } from '../../testing/parse-sse';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { limits } from './generations.limits';

const body = { keyword: '제주도 여행', contentType: 'info', tone: 'haeyo', length: 'short', platform: 'naver' };

describe('POST /api/generations/titles from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is limited per address, so making a new visitor for each call does not lift the limit', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i <= limits.visitorTitlesPerIp.max; i++) {
      const fresh = createClient(t, { ip });
      await fresh.post('/api/visitors');
      statuses.push((await fresh.post('/api/generations/titles', body)).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const elsewhere = createClient(t);
    await elsewhere.post('/api/visitors');
    expect((await elsewhere.post('/api/generations/titles', body)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64: five addresses in one /64 share one limit of 60', async () => {
    const ok: string[] = [];
    const refused: string[] = [];
    for (let a = 1; a <= 5; a++) {
      const ip = `2001:db8:27:1:${a}::${a}`;
      // A new visitor every 30 calls (each visitor's own limit), 60 calls per address: 300 in all.
      for (let v = 0; v < 2; v++) {
        const fresh = createClient(t, { ip });
        await fresh.post('/api/visitors');
        for (let i = 0; i < 30; i++) ((await fresh.post('/api/generations/titles', body)).status === 200 ? ok : refused).push(ip);
      }
    }
    expect(ok).toHaveLength(limits.visitorTitlesPerIp.max);
    expect(refused).toHaveLength(300 - limits.visitorTitlesPerIp.max);
    // The next /64 is another client; an IPv4 client stays counted per address.
    for (const ip of ['2001:db8:27:2::1', '192.0.2.78']) {
      const other = createClient(t, { ip });
      await other.post('/api/visitors');
      expect((await other.post('/api/generations/titles', body)).status, ip).toBe(200);
    }
  });
});

describe('POST /api/generations from visitors in one IPv6 /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { llm: instantLlm('# 제주 여행\n\n본문입니다.') });
  });
  afterAll(() => t.close());

  it('shares one per-client generation limit, whichever address of the /64 asks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= limits.visitorGenerationsPerIp.max; i++) {
      // A new visitor each time, from a new address of the same /64.
      const fresh = createClient(t, { ip: `2001:db8:27:3:${(i % 7) + 1}::${i + 1}` });
      await fresh.post('/api/visitors');
      statuses.push((await fresh.post('/api/generations', body)).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /api/generations/:id/section counts only rewrites that produced text', () => {
  let t: TestApp;
  let sectionFails = false;
  beforeAll(async () => {
    const llm = instantLlm('# 제주 여행\n\n## 첫째 날\n\n본문입니다.');
    t = await createTestApp({}, {
      llm: {
        ...llm,
        section: async (req) => {
          if (sectionFails) throw new Error('provider down');
          return llm.section(req);
        },
      },
    });
  });
  afterAll(() => t.close());

  async function postId() {
    const client = createClient(t);
    await client.post('/api/visitors');
    const res = await client.post('/api/generations', body);
    return { client, id: parseSse(res.body as string)[0]?.data.id as string };
  }
  const used = async (id: string) => (await t.db.select().from(generations).where(eq(generations.id, id)))[0]?.sectionRegenerations;

  it('a heading that is not in the post (SECTION_NOT_FOUND) uses none of the ten', async () => {
    const { client, id } = await postId();
    for (let i = 0; i < 12; i++) {
      const res = await client.post(`/api/generations/${id}/section`, { heading: '없는 소제목' });
      expect(res.body.error.code).toBe('SECTION_NOT_FOUND');
    }
    expect(await used(id)).toBe(0);
    expect((await client.post(`/api/generations/${id}/section`, { heading: '첫째 날' })).status).toBe(200);
    expect(await used(id)).toBe(1);
  });

  it('a provider failure gives its rewrite back', async () => {
    const { client, id } = await postId();
    sectionFails = true;
    try {
      for (let i = 0; i < 3; i++) expect((await client.post(`/api/generations/${id}/section`, { heading: '첫째 날' })).status).toBe(502);
    } finally {
      sectionFails = false;
    }
    expect(await used(id)).toBe(0);
  });
});
