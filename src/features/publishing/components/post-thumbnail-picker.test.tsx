import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GalleryImage } from '@contracts/images';
import type { PostThumbnailView } from '@contracts/publishing';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const image = (id: string, kind: GalleryImage['kind']): GalleryImage => ({
  id,
  kind,
  url: `/files/${id}`,
  contentType: 'image/png',
  width: 1280,
  height: 720,
  prompt: '',
  createdAt: '2026-11-23T01:00:00.000Z',
});

describe('/wblog featured image', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'vip' }));

  it('shows what stands in, lets the member choose one of their thumbnails, and clears the choice', async () => {
    let view: PostThumbnailView = { generationId: 'g1', imageId: 'in-post', url: '/files/in-post', source: 'first-image' };
    const puts: unknown[] = [];
    server.use(
      http.get('*/api/generations/g1', () => HttpResponse.json({ id: 'g1', keyword: '제주', title: '제주 한 달 살기', content: '# 제주\n\n![사진](/files/in-post)' })),
      http.get('*/api/blogs', () => HttpResponse.json({ items: [] })),
      http.get('*/api/images', () => HttpResponse.json({ items: [image('ai-1', 'ai'), image('th-1', 'thumbnail'), image('th-2', 'thumbnail')], nextCursor: null })),
      http.get('*/api/publications/posts/g1/thumbnail', () => HttpResponse.json(view)),
      http.put('*/api/publications/posts/g1/thumbnail', async ({ request }) => {
        const { imageId } = (await request.json()) as { imageId: string | null };
        puts.push(imageId);
        view = imageId ? { generationId: 'g1', imageId, url: `/files/${imageId}`, source: 'chosen' } : { generationId: 'g1', imageId: 'in-post', url: '/files/in-post', source: 'first-image' };
        return HttpResponse.json(view);
      }),
    );
    renderRoute('/wblog?id=g1');
    const section = (await screen.findByRole('heading', { name: '대표 이미지' })).closest('section') as HTMLElement;
    expect(await within(section).findByText('글의 첫 번째 이미지')).toBeVisible();
    // Only the member's thumbnails are offered, not their AI images.
    const options = await within(section).findAllByRole('button', { name: /^썸네일 \d$/ });
    expect(options).toHaveLength(2);
    await userEvent.click(options[1] as HTMLElement);
    expect(await within(section).findByText('직접 고른 썸네일')).toBeVisible();
    expect(within(section).getByRole('button', { name: '썸네일 2' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(section).getByRole('button', { name: '고른 썸네일 해제' }));
    await waitFor(() => expect(puts).toEqual(['th-2', null]));
    expect(await within(section).findByText('글의 첫 번째 이미지')).toBeVisible();
  });

  it('says so when the post has no image and the member has no thumbnail, and links to making one', async () => {
    server.use(
      http.get('*/api/generations/g1', () => HttpResponse.json({ id: 'g1', keyword: '제주', title: '제주', content: '# 제주' })),
      http.get('*/api/blogs', () => HttpResponse.json({ items: [] })),
      http.get('*/api/images', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.get('*/api/publications/posts/g1/thumbnail', () => HttpResponse.json({ generationId: 'g1', imageId: null, url: null, source: null })),
    );
    renderRoute('/wblog?id=g1');
    expect(await screen.findByText('대표 이미지가 없습니다. 아래에서 썸네일을 고르거나 글에 이미지를 넣어 주세요.')).toBeVisible();
    expect(await screen.findByText('만든 썸네일이 없습니다.')).toBeVisible();
    expect(screen.getByRole('link', { name: '썸네일 만들기' })).toHaveAttribute('href', '/imageX');
  });
});
