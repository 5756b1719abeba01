import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sweepImages, VISITOR_UPLOAD_TTL_MS } from './images-sweep.service';
import { member, upload } from '../../testing/images-kit';

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

  it('deletes a visitor’s upload after a day, bytes included, and keeps a member’s', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const visitor = createClient(t);
    const up = await upload(t, visitor, png, 'a.png');
    expect(up.status).toBe(201);
    const memberClient = createClient(t);
    await member(t, memberClient);
    const kept = await upload(t, memberClient, png, 'b.png');
    const later = new Date(Date.now() + VISITOR_UPLOAD_TTL_MS + 60_000);
    const [stored] = await t.db.select().from(images).where(eq(images.id, up.body.fileId));
    const result = await sweepImages({ db: t.db, storage: t.deps.storage }, { now: later, pendingCutoffMs: 600_000 });
    expect(result.deletedUploads).toBeGreaterThanOrEqual(1);
    expect(await t.deps.storage.get(stored?.storageKey ?? '')).toBeNull();
    expect((await t.app.request(up.body.url)).status).toBe(404);
    expect((await t.app.request(kept.body.url)).status).toBe(200);
  });
});
