import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { generations, images, users } from '../db/schema';
import { createJobRunner } from '../lib/job-runner';
import { publishJob } from '../jobs/publish.job';
import { createLogger } from '../lib/logger';
import { createClient } from './browser-client';
import { signUpAndLogin } from './factories';
import type { TestApp } from './test-app';

/** The CI WordPress (scripts/wordpress-ci.sh start), or null with the reason its tests are skipped. */
export function ciWordpress() {
  const { WP_BASE_URL, WP_USER, WP_APP_PASSWORD, WP_READER_USER, WP_READER_APP_PASSWORD } = process.env;
  if (!WP_BASE_URL || !WP_USER || !WP_APP_PASSWORD) {
    console.warn('SKIPPED: WordPress publishing tests need a real WordPress: run `eval "$(scripts/wordpress-ci.sh start)"` and export WP_BASE_URL, WP_USER, WP_APP_PASSWORD (.ci/run does).');
    return null;
  }
  return { baseUrl: WP_BASE_URL, user: WP_USER, password: WP_APP_PASSWORD, readerUser: WP_READER_USER ?? '', readerPassword: WP_READER_APP_PASSWORD ?? '' };
}

/** A signed-in member made VIP directly (tests may set the grade). */
export async function vipMember(t: TestApp) {
  const client = createClient(t);
  const member = await signUpAndLogin(client);
  await t.db.update(users).set({ grade: 'vip' }).where(eq(users.id, member.user.id));
  return { client, userId: member.user.id };
}

/** A stored JPEG in the member's gallery, as the images feature keeps them; its post URL is /files/{id}. */
export async function storedImage(t: TestApp, userId: string, color = { r: 40, g: 120, b: 200 }) {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).jpeg().toBuffer();
  const id = randomUUID();
  const storageKey = `test/${id}.jpg`;
  await t.deps.storage.put(storageKey, bytes, 'image/jpeg');
  await t.db.insert(images).values({ id, userId, kind: 'upload', status: 'ready', storageKey, contentType: 'image/jpeg', bytes: bytes.length, width: 64, height: 48, etag: id });
  return { id, url: `/files/${id}`, bytes };
}

/** A completed history post of the member. */
export async function historyPost(t: TestApp, userId: string, { title = '제주 여행 코스 추천', content }: { title?: string; content?: string } = {}) {
  const id = randomUUID();
  await t.db.insert(generations).values({
    id,
    ownerUserId: userId,
    keyword: title,
    title,
    input: { keyword: title } as never,
    content: content ?? `# ${title}\n\n제주 **바다**를 보며 걷는 길입니다.\n\n## 첫째 날\n\n- 협재 해변\n- 한림 공원\n\n<script>alert(1)</script>`,
    status: 'completed',
    provider: 'offline',
    model: 'offline-writer',
    charge: { kind: 'counter' as const },
  });
  return id;
}

/** A job runner with only the publish job and a clock the test moves. */
export function publishRunner(t: TestApp, { instanceId = 'test-runner', leaseMs = 60_000, start = new Date() }: { instanceId?: string; leaseMs?: number; start?: Date } = {}) {
  let now = start;
  const runner = createJobRunner({
    db: t.db,
    logger: createLogger('silent'),
    instanceId,
    jobs: [publishJob({ ...t.deps, logger: createLogger('silent') })],
    clock: () => now,
    leaseMs,
    autoStart: false,
    concurrency: 1,
  });
  return {
    runner,
    tick: () => runner.tick(),
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
      return now;
    },
    now: () => now,
  };
}
