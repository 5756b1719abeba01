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

/** Sends a file as the SPA does: multipart form field `file`, with the client's cookies. */
export async function upload(t: TestApp, client: TestClient, bytes: Buffer, name: string, type = 'image/png') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.app.request('/api/images/uploads', { method: 'POST', body: form, headers: { Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) } }, { incoming: { socket: { remoteAddress: client.ip } } });
  return { status: res.status, body: (await res.json()) as { fileId: string; url: string; error: { code: string; message: string } } };
}
