import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, postThumbnails, users } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readBackground } from './gallery.service';
import { sweepImages } from './images-sweep.service';
import { insertPost, member, upload, visitor } from '../../testing/images-kit';
import { UPLOAD_TTL_MS } from './images.limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sweepImages', () => {
  it('refunds an AI image left pending by a dead instance exactly once', async () => {
    const client = createClient(t);
    const userId = await member(t, client);
    await t.db.update(users).set({ imgCount: 4 }).where(eq(users.id, userId));
    const id = randomUUID();
    const old = new Date(Date.now() - 3_600_000);
    await t.db.insert(images).values({ id, userId, kind: 'ai', status: 'pending', prompt: '멈춘 이미지', charge: { kind: 'counter' }, createdAt: old });
    const deps = { db: t.db, storage: t.deps.storage };
    const first = await sweepImages(deps, { now: new Date(), pendingCutoffMs: 600_000 });
    const second = await sweepImages(deps, { now: new Date(), pendingCutoffMs: 600_000 });
    expect([first.refunded, second.refunded]).toEqual([1, 0]);
    const [row] = await t.db.select({ imgCount: users.imgCount }).from(users).where(eq(users.id, userId));
    expect(row?.imgCount).toBe(5);
  });

  it('deletes uploads unused for a day, a visitor’s or a member’s, bytes included; keeps one used since, shown in a post, or a post’s thumbnail', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const visitorClient = createClient(t);
    await visitor(visitorClient);
    const memberClient = createClient(t);
    const userId = await member(t, memberClient);
    const visitors = await upload(t, visitorClient, png, 'a.png');
    const members = await upload(t, memberClient, png, 'b.png');
    const used = await upload(t, memberClient, png, 'c.png');
    const postThumbnail = await upload(t, memberClient, png, 'd.png');
    const inPost = await upload(t, memberClient, png, 'e.png');
    const inStrangersPost = await upload(t, visitorClient, png, 'f.png');
    expect([visitors, members, used, postThumbnail, inPost, inStrangersPost].map((u) => u.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const generationId = await insertPost(t, userId, `# 사진 글\n\n![바다](${inPost.body.url})\n\n![남의 사진](${inStrangersPost.body.url})\n`);
    await t.db.insert(postThumbnails).values({ generationId, imageId: postThumbnail.body.fileId });

    // 23 hours on, one of them is used as a background: it lives another day from then.
    const later = new Date(Date.now() + 23 * 3_600_000);
    await readBackground({ db: t.db, storage: t.deps.storage }, used.body.fileId, { kind: 'user', userId }, later);
    const [stored] = await t.db.select().from(images).where(eq(images.id, visitors.body.fileId));
    const nextDay = new Date(Date.now() + UPLOAD_TTL_MS + 60_000);
    const result = await sweepImages({ db: t.db, storage: t.deps.storage }, { now: nextDay, pendingCutoffMs: 600_000 });
    expect(result.deletedUploads).toBeGreaterThanOrEqual(3);
    expect(await t.deps.storage.get(stored?.storageKey ?? '')).toBeNull();
    const status = async (u: { body: { url: string } }) => (await t.app.request(u.body.url)).status;
    // Only its owner's posts keep an upload: a stranger's post showing it does not.
    expect(await Promise.all([visitors, members, inStrangersPost].map(status))).toEqual([404, 404, 404]);
    expect(await Promise.all([used, postThumbnail, inPost].map(status))).toEqual([200, 200, 200]);
  });
});
