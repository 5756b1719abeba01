import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/components/post/markdown';
import { useWalletStore } from '@/features/credits';
import { useAuthStore } from '@/stores/auth-store';
import { buildUserRecord, mockSession, server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const emptyGallery = () => HttpResponse.json({ items: [], nextCursor: null });

function member(imgCount: number, credits: { paid: number; event: number }) {
  resetStores({ isAuthenticated: true, grade: 'normal', imgCount });
  mockSession.current = {
    ...mockSession.current,
    user: buildUserRecord({ imgCount }),
    visitor: null,
    wallet: { paidCredits: credits.paid, eventCredits: credits.event, totalCredits: credits.paid + credits.event },
  };
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/images/provider', () => HttpResponse.json({ available: true, provider: 'openai', model: 'gpt-image-1' })),
    http.get('*/api/images', emptyGallery),
    http.get('*/api/generations', () => HttpResponse.json({ items: [], nextCursor: null })),
    http.get('*/api/pricing', () => HttpResponse.json({ generation: 10, keywordLookup: 3, image: 20 })),
    http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true })),
    http.post('*/api/images', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({
        images: [],
        failures: [{ code: 'IMAGE_REFUSED', message: '거절되었습니다.' }],
        remaining: { genCount: 99, imgCount: 0, advCount: 99, eventCredits: 0, paidCredits: 60 },
        refunds: [{ kind: 'credits', event: 0, paid: 20 }],
      });
    }),
  );
  return sent;
}

describe('/images', () => {
  it('asks before spending credits for the images imgCount does not cover, showing the total, and mirrors refunds', async () => {
    const sent = member(1, { paid: 100, event: 0 });
    renderRoute('/images');
    await userEvent.type(await screen.findByLabelText('프롬프트'), '가을 단풍길');
    await userEvent.click(screen.getByText('3장'));
    await waitFor(() => expect(useWalletStore.getState().totalCredits).toBe(100));
    await userEvent.click(screen.getByRole('button', { name: '이미지 만들기' }));
    const dialog = await screen.findByRole('alertdialog', { name: '크레딧을 사용할까요?' });
    expect(dialog).toHaveTextContent('이미지 2장에 크레딧 40개를 사용합니다. (보유 100 → 60)');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '이미지 만들기' }));
    await userEvent.click(await screen.findByRole('button', { name: '40 크레딧 사용' }));
    await waitFor(() => expect(sent).toEqual([{ prompt: '가을 단풍길', size: '1:1', style: 'photo', count: 3 }]));
    await waitFor(() => expect(useWalletStore.getState()).toMatchObject({ paidCredits: 80, totalCredits: 80 }));
    expect(useAuthStore.getState().imgCount).toBe(0);
  });

  it('says plainly when no image model is connected and points to the thumbnail maker', async () => {
    member(99, { paid: 0, event: 0 });
    server.use(http.get('*/api/images/provider', () => HttpResponse.json({ available: false, provider: 'off', model: '' })));
    renderRoute('/images');
    expect(await screen.findByText('연결된 이미지 모델이 없습니다')).toBeInTheDocument();
    // A member reads what works and what does not, never the settings that connect a model.
    expect(document.body.textContent).not.toMatch(/IMAGE_|openai/);
    expect(screen.getByRole('link', { name: '썸네일 만들기로 가기' })).toHaveAttribute('href', '/imageX');
    expect(screen.queryByRole('link', { name: /운영 설정/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이미지 만들기' })).not.toBeInTheDocument();
  });

  it('says that the gallery could not be loaded, not that it is empty', async () => {
    member(99, { paid: 0, event: 0 });
    server.use(http.get('*/api/images', () => HttpResponse.json({ error: { code: 'DB_UNAVAILABLE', message: '데이터베이스에 연결할 수 없습니다.' } }, { status: 503 })));
    renderRoute('/images');
    expect(await screen.findByRole('alert')).toHaveTextContent('데이터베이스에 연결할 수 없습니다.');
    expect(screen.queryByText('아직 만든 이미지가 없습니다.')).not.toBeInTheDocument();
  });

  it('gives an admin, in the same notice, the way to the setup checklist', async () => {
    member(99, { paid: 0, event: 0 });
    useAuthStore.setState({ isAdmin: true });
    mockSession.current = { ...mockSession.current, user: buildUserRecord({ imgCount: 99, role: 'admin' }) };
    server.use(http.get('*/api/images/provider', () => HttpResponse.json({ available: false, provider: 'off', model: '' })));
    renderRoute('/images');
    expect(await screen.findByRole('link', { name: /운영 설정에서 연결하기/ })).toHaveAttribute('href', '/admin/setup');
  });
});

describe('an inserted image in a post', () => {
  it('survives the sanitizer that the write page, history and the shared /blog page all render with (PostView)', () => {
    const html = renderMarkdown('## 맛집 정리\n\n![제주 고기국수 사진](/files/0b1c2d3e-0000-4000-8000-000000000001)\n\n본문');
    expect(html).toContain('<img src="/files/0b1c2d3e-0000-4000-8000-000000000001" alt="제주 고기국수 사진">');
    expect(renderMarkdown('![x](https://cdn.example.kr/images/a.png)')).toContain('src="https://cdn.example.kr/images/a.png"');
  });
});
