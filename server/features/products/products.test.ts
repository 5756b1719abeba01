import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signedInAdmin, signUpAndLogin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ADMIN = 'products-admin@geulbit.kr';
let t: TestApp;
let admin: TestClient;

const product = (over: Record<string, unknown> = {}) => ({
  slug: 'edit-me',
  name: '고칠 상품',
  summary: '처음 소개',
  heroText: '처음 문구',
  heroImageUrl: '',
  features: [{ title: '처음 특징', body: '' }],
  faq: [],
  packageIds: ['pkg_starter'],
  published: true,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  admin = await signedInAdmin(t, ADMIN);
});
afterAll(() => t.close());

describe('PUT /api/products/admin/:id', () => {
  it('changes every field, moves the pages to a new slug and lists the product as it now is', async () => {
    const made = await admin.post('/api/products/admin', product());
    expect(made.status).toBe(201);
    const changes = product({
      slug: 'Edited-Writer',
      name: '고친 상품',
      summary: '바뀐 소개',
      heroText: '바뀐 문구',
      heroImageUrl: 'https://cdn.example.com/hero.png',
      features: [{ title: '새 특징', body: '설명' }],
      faq: [{ question: '질문?', answer: '답.' }],
      packageIds: ['pkg_basic', 'pkg_basic', 'pkg_starter'],
    });
    const res = await admin.put(`/api/products/admin/${made.body.id}`, changes);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: made.body.id, slug: 'edited-writer', name: '고친 상품', heroImageUrl: 'https://cdn.example.com/hero.png', packageIds: ['pkg_basic', 'pkg_starter'] });

    expect((await t.json('/api/products/edit-me')).status).toBe(404);
    const live = await t.json<{ name: string; faq: unknown[]; packages: { id: string }[] }>('/api/products/edited-writer');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ name: '고친 상품', faq: [{ question: '질문?', answer: '답.' }] });
    expect(live.body.packages.map((p) => p.id)).toEqual(['pkg_basic', 'pkg_starter']);
    const listed = await admin.get<{ products: { id: string; slug: string; summary: string }[] }>('/api/products/admin');
    expect(listed.body.products.find((p) => p.id === made.body.id)).toMatchObject({ slug: 'edited-writer', summary: '바뀐 소개' });

    const hidden = await admin.put(`/api/products/admin/${made.body.id}`, { ...changes, published: false });
    expect(hidden.body.published).toBe(false);
    expect((await t.json('/api/products/edited-writer')).status).toBe(404);
  });

  it('refuses in Korean an unknown product, a slug another holds and a package that does not exist, changing nothing', async () => {
    const unknown = await admin.put('/api/products/admin/prd_nothing', product({ slug: 'ghost' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('상품을 찾을 수 없습니다.');

    await admin.post('/api/products/admin', product({ slug: 'taken-slug' }));
    const mine = await admin.post('/api/products/admin', product({ slug: 'own-slug' }));
    const clash = await admin.put(`/api/products/admin/${mine.body.id}`, product({ slug: 'taken-slug' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('이미 다른 상품이 쓰고 있는 주소입니다.');
    const badPackage = await admin.put(`/api/products/admin/${mine.body.id}`, product({ slug: 'own-slug', packageIds: ['pkg_nope'] }));
    expect(badPackage.status).toBe(400);
    expect(badPackage.body.error.message).toMatch(/[가-힣]/);
    expect((await t.json<{ slug: string; packages: { id: string }[] }>('/api/products/own-slug')).body.packages.map((p) => p.id)).toEqual(['pkg_starter']);
  });

  it('is for admins only', async () => {
    const made = await admin.post('/api/products/admin', product({ slug: 'admins-only' }));
    const member = createClient(t);
    await signUpAndLogin(member);
    expect((await member.put(`/api/products/admin/${made.body.id}`, product({ slug: 'admins-only', name: '탈취' }))).status).toBe(403);
    expect((await member.delete(`/api/products/admin/${made.body.id}`)).status).toBe(403);
    expect((await createClient(t).delete(`/api/products/admin/${made.body.id}`)).status).toBe(401);
    expect((await t.json<{ name: string }>('/api/products/admins-only')).body.name).toBe('고칠 상품');
  });
});

describe('DELETE /api/products/admin/:id', () => {
  it('removes the product from the catalog and its pages, and a second delete changes nothing', async () => {
    const made = await admin.post('/api/products/admin', product({ slug: 'delete-me' }));
    expect((await t.json('/api/products/delete-me')).status).toBe(200);
    const res = await admin.delete(`/api/products/admin/${made.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await t.json('/api/products/delete-me')).status).toBe(404);
    const listed = await admin.get<{ products: { id: string }[] }>('/api/products/admin');
    expect(listed.body.products.map((p) => p.id)).not.toContain(made.body.id);
    expect((await admin.delete(`/api/products/admin/${made.body.id}`)).status).toBe(200);
    // The slug is free again.
    expect((await admin.post('/api/products/admin', product({ slug: 'delete-me' }))).status).toBe(201);
  });
});
