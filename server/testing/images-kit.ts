import { randomUUID } from 'node:crypto';
import { generations } from '../db/schema';
import type { TestClient } from './browser-client';
import { signUpAndLogin } from './factories';
import { TEST_ORIGIN, type TestApp } from './test-app';

export const POST_MARKDOWN = '# 제주 여행\n\n도입 문단입니다.\n\n## 첫째 날 코스\n\n공항에서 출발합니다.\n\n## 맛집 정리\n\n고기국수를 먹었습니다.\n';

/** A completed history post owned by the member. */
export async function insertPost(t: TestApp, userId: string, content = POST_MARKDOWN) {
  const id = randomUUID();
  await t.db.insert(generations).values({
    id,
    ownerUserId: userId,
    keyword: '제주 여행',
    title: '제주 여행',
    input: { keyword: '제주 여행' } as never,
    content,
    status: 'completed',
    provider: 'offline',
    model: 'offline-writer',
    charge: { kind: 'counter' },
  });
  return id;
}

export async function member(t: TestApp, client: TestClient) {
  const { user } = await signUpAndLogin(client);
  return user.id;
}

/** This client's visitor (its temporary account), as the SPA makes one on its first load. */
export async function visitor(client: TestClient) {
  const res = await client.post('/api/visitors');
  if (res.status !== 201 && res.status !== 200) throw new Error(`visitor not created: ${res.status}`);
  return res.body.visitor as { id: string };
}

/**
 * Sends a file as the SPA does: multipart form field `file`, with the client's cookies and our Origin
 * (`headers` replace them, as a script would send them).
 */
export async function upload(t: TestApp, client: TestClient, bytes: Buffer, name: string, type = 'image/png', headers?: Record<string, string>) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.app.request('/api/images/uploads', { method: 'POST', body: form, headers: headers ?? { Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) } }, { incoming: { socket: { remoteAddress: client.ip } } });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { fileId: string; url: string; width: number; height: number; error: { code: string; message: string } },
  };
}

/** GET of a stored file with the client's cookies, as its <img> would ask (the raw Response, for its bytes). */
export function fetchFile(t: TestApp, client: TestClient, url: string) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.request(url, { headers: cookie ? { Cookie: cookie } : {} }, { incoming: { socket: { remoteAddress: client.ip } } });
}
