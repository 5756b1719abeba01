import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogConnectionView, PublicationView, PublishPack, SiteSettings } from '@contracts/publishing';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

const blog = (overrides: Partial<BlogConnectionView> = {}): BlogConnectionView => ({
  id: 'b1',
  kind: 'wordpress',
  name: '제주 여행 블로그',
  siteUrl: 'https://jeju.example.kr',
  username: 'admin',
  status: 'active',
  brokenReason: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
const settings: SiteSettings = { defaultCategoryId: null, defaultCategoryName: null, defaultTags: ['제주'], postStatus: 'publish', disclosure: '', featuredImage: true, dailyCap: 5 };
const publication = (overrides: Partial<PublicationView> = {}): PublicationView => ({
  id: 'p1',
  generationId: 'g1',
  scheduledBy: 'app',
  title: '제주 한 달 살기 안내',
  blogId: 'n1',
  blogName: 'blog.naver.com/jeju',
  blogKind: 'naver',
  status: 'waiting-for-member',
  postStatus: 'publish',
  source: 'manual',
  publishAt: '2026-11-24T01:00:00.000Z',
  attempts: 0,
  nextAttemptAt: null,
  url: null,
  error: null,
  publishedAt: null,
  createdAt: '2026-11-23T01:00:00.000Z',
  ...overrides,
});
const apiError = (status: number, code: string, message: string) => HttpResponse.json({ error: { code, message } }, { status });

describe('/blog-connect', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'vip' }));

  it('shows the server’s Korean reason when WordPress refuses the application password, and keeps the list empty', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/blogs', () => HttpResponse.json({ items: [] })),
      http.post('*/api/blogs', async ({ request }) => {
        sent.push(await request.json());
        return apiError(422, 'WORDPRESS_REJECTED', '애플리케이션 비밀번호가 맞지 않습니다. 워드프레스 프로필에서 새로 만들어 붙여 넣어 주세요.');
      }),
    );
    renderRoute('/blog-connect');
    expect(await screen.findByText('아직 연결한 블로그가 없습니다. 아래에서 블로그를 연결해 보세요.')).toBeVisible();
    const form = screen.getByRole('form', { name: '새 블로그 연결' });
    await userEvent.type(within(form).getByLabelText('블로그 주소'), 'https://jeju.example.kr');
    await userEvent.type(within(form).getByLabelText('워드프레스 사용자 이름'), 'admin');
    await userEvent.type(within(form).getByLabelText(/애플리케이션 비밀번호/), 'abcd efgh ijkl mnop qrst uvwx');
    await userEvent.click(within(form).getByRole('button', { name: '연결하기' }));
    expect(await within(form).findByText(/애플리케이션 비밀번호가 맞지 않습니다/)).toBeVisible();
    expect(sent).toEqual([{ kind: 'wordpress', siteUrl: 'https://jeju.example.kr', username: 'admin', applicationPassword: 'abcd efgh ijkl mnop qrst uvwx' }]);
  });

  it('connects with the password WordPress’s authorization page hands back, once, and clears it from the address', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/blogs', () => HttpResponse.json({ items: sent.length ? [blog()] : [] })),
      http.post('*/api/blogs', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(blog(), { status: 201 });
      }),
    );
    const { router } = renderRoute('/blog-connect?wp=approved&site_url=https%3A%2F%2Fjeju.example.kr&user_login=admin&password=wxyz%20abcd');
    expect(await within(await screen.findByRole('list', { name: '연결한 블로그' })).findByText('제주 여행 블로그')).toBeVisible();
    expect(sent).toEqual([{ kind: 'wordpress', siteUrl: 'https://jeju.example.kr', username: 'admin', applicationPassword: 'wxyz abcd' }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('"제주 여행 블로그" 연결을 마쳤습니다.')).toBeVisible();
  });

  it('says so in Korean when the member declined on WordPress or Google', async () => {
    server.use(http.get('*/api/blogs', () => HttpResponse.json({ items: [] })));
    renderRoute('/blog-connect?wp=rejected');
    expect(await screen.findByText('워드프레스 승인을 거절했습니다.')).toBeVisible();
    cleanup();
    renderRoute('/blog-connect?blogger=failed');
    expect(await screen.findByText('구글 승인을 마치지 못했습니다. 다시 시도해 주세요.')).toBeVisible();
  });

  it('marks a broken connection with its reason, and the connection check’s Korean answer', async () => {
    server.use(
      http.get('*/api/blogs', () => HttpResponse.json({ items: [blog({ status: 'broken', brokenReason: '워드프레스가 비밀번호를 거절했습니다 (401). 다시 연결해 주세요.' })] })),
      http.post('*/api/blogs/b1/check', () => apiError(422, 'AUTH_STRIPPED', '호스팅이 Authorization 헤더를 지웁니다. .htaccess에 SetEnvIf Authorization 줄을 넣어 주세요.')),
    );
    renderRoute('/blog-connect');
    const row = within(await screen.findByRole('list', { name: '연결한 블로그' })).getByRole('listitem');
    expect(within(row).getByText('연결 끊김')).toBeVisible();
    expect(within(row).getByText(/비밀번호를 거절했습니다 \(401\)/)).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: '연결 확인' }));
    expect(await screen.findByText(/Authorization 헤더를 지웁니다/)).toBeVisible();
  });

  it('asks before disconnecting, and disconnects only when confirmed', async () => {
    let deleted = 0;
    server.use(
      http.get('*/api/blogs', () => HttpResponse.json({ items: deleted ? [] : [blog()] })),
      http.delete('*/api/blogs/b1', () => {
        deleted += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    renderRoute('/blog-connect');
    const row = within(await screen.findByRole('list', { name: '연결한 블로그' })).getByRole('listitem');
    await userEvent.click(within(row).getByRole('button', { name: '연결 해제' }));
    const dialog = await screen.findByRole('alertdialog', { name: '연결 해제' });
    expect(within(dialog).getByText('"제주 여행 블로그" 연결을 해제할까요? 예약된 발행은 취소됩니다.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(deleted).toBe(0);
    await userEvent.click(within(row).getByRole('button', { name: '연결 해제' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: '연결 해제' })).getByRole('button', { name: '연결 해제' }));
    expect(await screen.findByText('아직 연결한 블로그가 없습니다. 아래에서 블로그를 연결해 보세요.')).toBeVisible();
    expect(deleted).toBe(1);
  });
});

describe('/site-setting', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'vip' }));

  it('loads the blog’s settings and categories, and saves tags as a list', async () => {
    const saved: SiteSettings[] = [];
    server.use(
      http.get('*/api/blogs', () => HttpResponse.json({ items: [blog()] })),
      http.get('*/api/blogs/b1/settings', () => HttpResponse.json(settings)),
      http.get('*/api/blogs/b1/categories', () => HttpResponse.json({ items: [{ id: '1', name: 'Uncategorized' }, { id: '7', name: '여행' }] })),
      http.put('*/api/blogs/b1/settings', async ({ request }) => {
        saved.push((await request.json()) as SiteSettings);
        return HttpResponse.json(saved.at(-1));
      }),
    );
    renderRoute('/site-setting');
    const form = await screen.findByRole('form', { name: '사이트 설정' });
    await waitFor(() => expect(within(form).getByLabelText('기본 카테고리')).toHaveTextContent('여행'));
    await userEvent.selectOptions(within(form).getByLabelText('기본 카테고리'), '7');
    const tags = within(form).getByLabelText('기본 태그');
    expect(tags).toHaveValue('제주');
    await userEvent.clear(tags);
    await userEvent.type(tags, '제주, 여행 , ,맛집');
    await userEvent.selectOptions(within(form).getByLabelText('발행 상태'), 'draft');
    await userEvent.type(within(form).getByLabelText('고지 문구 (글 맨 아래)'), '이 포스팅은 쿠팡 파트너스 활동의 일환입니다.');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('사이트 설정을 저장했습니다.')).toBeVisible();
    expect(saved).toEqual([
      { ...settings, defaultCategoryId: '7', defaultCategoryName: '여행', defaultTags: ['제주', '여행', '맛집'], postStatus: 'draft', disclosure: '이 포스팅은 쿠팡 파트너스 활동의 일환입니다.' },
    ]);
  });

  it('shows the Korean reasons: categories that cannot be read, and a refused save', async () => {
    server.use(
      http.get('*/api/blogs', () => HttpResponse.json({ items: [blog()] })),
      http.get('*/api/blogs/b1/settings', () => HttpResponse.json(settings)),
      http.get('*/api/blogs/b1/categories', () => apiError(502, 'WORDPRESS_UNREACHABLE', '워드프레스에 연결하지 못했습니다.')),
      http.put('*/api/blogs/b1/settings', () => apiError(400, 'VALIDATION', '하루 발행 한도는 100 이하여야 합니다.')),
    );
    renderRoute('/site-setting');
    const form = await screen.findByRole('form', { name: '사이트 설정' });
    expect(await within(form).findByText('블로그에서 카테고리를 읽지 못했습니다: 워드프레스에 연결하지 못했습니다.')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('하루 발행 한도는 100 이하여야 합니다.')).toBeVisible();
  });

  it('asks for a connection first when there is none, and shows a load failure in Korean', async () => {
    server.use(http.get('*/api/blogs', () => HttpResponse.json({ items: [] })));
    renderRoute('/site-setting');
    expect(await screen.findByText(/먼저 블로그를 연결해 주세요\./)).toBeVisible();
    expect(screen.getByRole('link', { name: '블로그 연결하기' })).toHaveAttribute('href', '/blog-connect');
    cleanup();
    server.use(http.get('*/api/blogs', () => apiError(503, 'UNAVAILABLE', '잠시 후 다시 시도해 주세요.')));
    renderRoute('/site-setting');
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
  });
});

describe('/auto-posting', () => {
  beforeEach(() => {
    resetStores({ isAuthenticated: true, grade: 'vip' });
    server.use(
      http.get('*/api/blogs', () => HttpResponse.json({ items: [blog({ id: 'n1', kind: 'naver', name: 'blog.naver.com/jeju', siteUrl: 'https://blog.naver.com/jeju' })] })),
      http.get('*/api/vip/profile', () => HttpResponse.json({ defaultBlogId: null, defaultTemplateId: null, notificationEmail: null, accountEmail: 'gildong@example.kr', blogs: [] })),
    );
  });

  it('lists nothing yet, then says so; while loading it says it is loading; a failure shows the Korean reason', async () => {
    server.use(http.get('*/api/publications', () => HttpResponse.json({ items: [] })));
    renderRoute('/auto-posting');
    const list = await screen.findByRole('region', { name: '발행 내역' });
    expect(await within(list).findByText('아직 발행한 글이 없습니다.')).toBeVisible();
    cleanup();

    server.use(http.get('*/api/publications', async () => (await delay('infinite'), HttpResponse.json({ items: [] }))));
    renderRoute('/auto-posting');
    expect(await within(await screen.findByRole('region', { name: '발행 내역' })).findByRole('status')).toHaveTextContent('불러오는 중…');
    cleanup();

    server.use(http.get('*/api/publications', () => apiError(500, 'INTERNAL', '발행 내역을 불러오지 못했습니다.')));
    renderRoute('/auto-posting');
    expect(await within(await screen.findByRole('region', { name: '발행 내역' })).findByRole('alert')).toHaveTextContent('발행 내역을 불러오지 못했습니다.');
  });

  it('shows each status with its link or reason, and offers retry for a failure', async () => {
    const retried: string[] = [];
    server.use(
      http.get('*/api/publications', () =>
        HttpResponse.json({
          items: [
            publication({ id: 'p2', title: '발행된 글', blogKind: 'wordpress', blogName: '제주 여행 블로그', status: 'published', url: 'https://jeju.example.kr/p2' }),
            publication({ id: 'p3', title: '실패한 글', blogKind: 'wordpress', blogName: '제주 여행 블로그', status: 'failed', error: '워드프레스가 비밀번호를 거절했습니다 (401).' }),
          ],
        }),
      ),
      http.post('*/api/publications/:id/retry', ({ params }) => {
        retried.push(params.id as string);
        return HttpResponse.json(publication({ id: 'p3', status: 'scheduled' }));
      }),
    );
    renderRoute('/auto-posting');
    const list = await screen.findByRole('region', { name: '발행 내역' });
    expect(await within(list).findByRole('link', { name: '글 보기: 발행된 글' })).toHaveAttribute('href', 'https://jeju.example.kr/p2');
    const failed = within(list).getAllByRole('listitem')[1] as HTMLElement;
    expect(within(failed).getByText('실패')).toBeVisible();
    expect(within(failed).getByText('워드프레스가 비밀번호를 거절했습니다 (401).')).toBeVisible();
    await userEvent.click(within(failed).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(retried).toEqual(['p3']));
  });

  it('marks the publication a /vip or /vipSchedule link points at (?publication=) and brings it into view', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      server.use(
        http.get('*/api/publications', () =>
          HttpResponse.json({ items: [publication({ id: 'p2', title: '첫 글', status: 'published' }), publication({ id: 'p3', title: '둘째 글', status: 'failed', error: '실패 이유' })] }),
        ),
      );
      renderRoute('/auto-posting?publication=p3');
      const list = await screen.findByRole('region', { name: '발행 내역' });
      await within(list).findByText('둘째 글');
      const rows = within(list).getAllByRole('listitem');
      expect(rows[1]).toHaveAttribute('aria-current', 'true');
      expect(rows[0]).not.toHaveAttribute('aria-current');
      await waitFor(() => expect(scrolled).toHaveLength(1));
      expect(scrolled[0]).toContain('둘째 글');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('opens a publish pack: copies the HTML, links the images ZIP, shows tags and the checklist, and takes the published URL', async () => {
    const pack: PublishPack = {
      publicationId: 'p1',
      title: '제주 한 달 살기 안내',
      html: '<h2>집 구하기</h2><p>연세와 월세를 비교해 보세요.</p><img src="/files/i1" alt="바다">',
      images: [{ url: 'http://localhost/files/i1', fileName: '01.png', alt: '바다' }],
      tags: ['제주', '여행'],
      checklist: ['네이버 블로그 스마트에디터에서 새 글을 열고 제목을 붙여 넣으세요.', '발행한 뒤 글 주소를 복사해 아래 "발행 완료"에 붙여 넣으세요.'],
      zipUrl: '/api/publications/p1/pack.zip',
    };
    const marked: unknown[] = [];
    server.use(
      http.get('*/api/publications', () => HttpResponse.json({ items: [publication()] })),
      http.get('*/api/publications/p1/pack', () => HttpResponse.json(pack)),
      http.post('*/api/publications/p1/published', async ({ request }) => {
        const body = (await request.json()) as { url: string };
        marked.push(body);
        if (!body.url.includes('naver')) return apiError(400, 'VALIDATION', '게시한 글의 주소가 올바르지 않습니다.');
        return HttpResponse.json(publication({ status: 'published', url: body.url }));
      }),
    );
    const write = vi.fn(async () => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { write, writeText: write }, configurable: true });
    vi.stubGlobal('ClipboardItem', class { constructor(public items: Record<string, Blob>) {} });
    try {
      const { router } = renderRoute('/auto-posting?pack=p1');
      const view = await screen.findByRole('region', { name: '발행 팩: 제주 한 달 살기 안내' });
      expect(within(view).getByRole('heading', { name: '집 구하기' })).toBeVisible();
      await user.click(within(view).getByRole('button', { name: '본문 복사' }));
      expect(await screen.findByText('본문을 복사했습니다. 에디터에 붙여 넣으세요.')).toBeVisible();
      const [[items]] = write.mock.calls as unknown as [[{ items: Record<string, Blob> }[]]];
      expect(await (items[0]?.items['text/html'] as Blob).text()).toBe(pack.html);
      expect(await (items[0]?.items['text/plain'] as Blob).text()).toBe('집 구하기연세와 월세를 비교해 보세요.');
      expect(within(view).getByRole('link', { name: '이미지 ZIP 받기' })).toHaveAttribute('href', '/api/publications/p1/pack.zip');
      // The image list (after the body's preview) names each image by its alt text.
      expect(within(view).getAllByRole('img', { name: '바다' }).at(-1)).toHaveAttribute('src', 'http://localhost/files/i1');
      expect(within(view).getByText('대체 텍스트: 바다')).toBeVisible();
      expect(within(view).getByText('#제주 #여행')).toBeVisible();
      // The title and the tags are copied on their own, for the editor's title and tag fields.
      await user.click(within(view).getByRole('button', { name: '제목 복사' }));
      expect(write).toHaveBeenLastCalledWith('제주 한 달 살기 안내');
      expect(await screen.findByText('제목을 복사했습니다.')).toBeVisible();
      await user.click(within(view).getByRole('button', { name: '태그 복사' }));
      expect(write).toHaveBeenLastCalledWith('제주,여행');
      expect(within(view).getAllByRole('listitem').map((li) => li.textContent)).toContain('네이버 블로그 스마트에디터에서 새 글을 열고 제목을 붙여 넣으세요.');

      const urlField = within(view).getByLabelText('게시한 글 주소');
      await user.type(urlField, 'https://example.com/not-the-blog');
      await user.click(within(view).getByRole('button', { name: '발행 완료' }));
      expect(await within(view).findByText('게시한 글의 주소가 올바르지 않습니다.')).toBeVisible();
      await user.clear(urlField);
      await user.type(urlField, 'https://blog.naver.com/jeju/223000000001');
      await user.click(within(view).getByRole('button', { name: '발행 완료' }));
      expect(await screen.findByText('발행 완료로 표시했습니다.')).toBeVisible();
      expect(marked.at(-1)).toEqual({ url: 'https://blog.naver.com/jeju/223000000001' });
      await waitFor(() => expect(router.state.location.search).toBe(''));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says a pack has no images instead of showing an empty images heading', async () => {
    const pack: PublishPack = {
      publicationId: 'p2',
      title: '글만 있는 글',
      html: '<p>본문</p>',
      images: [],
      tags: [],
      checklist: ['이 글에는 이미지가 없습니다.'],
      zipUrl: '/api/publications/p2/pack.zip',
    };
    server.use(
      http.get('*/api/publications', () => HttpResponse.json({ items: [publication({ id: 'p2' })] })),
      http.get('*/api/publications/p2/pack', () => HttpResponse.json(pack)),
    );
    renderRoute('/auto-posting?pack=p2');
    const view = await screen.findByRole('region', { name: '발행 팩: 글만 있는 글' });
    expect(within(view).queryByRole('heading', { name: '이미지 (순서대로)' })).toBeNull();
    expect(within(view).queryByRole('link', { name: '이미지 ZIP 받기' })).toBeNull();
    expect(within(view).getByText('이 글에는 이미지가 없습니다.', { selector: 'p' })).toBeVisible();
  });

  it('shows a pack that cannot be opened with the server’s Korean reason', async () => {
    server.use(
      http.get('*/api/publications', () => HttpResponse.json({ items: [] })),
      http.get('*/api/publications/p9/pack', () => apiError(404, 'PUBLICATION_NOT_FOUND', '발행을 찾을 수 없습니다.')),
    );
    renderRoute('/auto-posting?pack=p9');
    expect(await screen.findByText('발행을 찾을 수 없습니다.')).toBeVisible();
  });
});

describe('member pages as a visitor, and /wblog without a post', () => {
  beforeEach(() => resetStores());

  it.each([
    ['/blog-connect', '블로그 연결은 로그인하면 쓸 수 있어요.'],
    ['/site-setting', '사이트 설정은 로그인하면 쓸 수 있어요.'],
  ])('%s tells a visitor what it is for and offers login, with no form and no error', async (path, reason) => {
    let asked = false;
    server.use(http.get('*/api/blogs', () => ((asked = true), apiError(401, 'UNAUTHORIZED', '로그인이 필요합니다.'))));
    const { router } = renderRoute(path);
    const why = await screen.findByText(new RegExp(reason));
    expect(why).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toBe(false);
    await userEvent.click(within(why.parentElement!).getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
  });

  it('/wblog lists the recent posts, each opening in the editor', async () => {
    server.use(
      http.get('*/api/generations', () =>
        HttpResponse.json({
          items: [
            { id: 'g1', keyword: '제주 여행', title: '제주 한 달 살기', status: 'completed', contentType: 'blog', platform: 'naver', shared: false, createdAt: '2026-11-20T03:00:00.000Z' },
            { id: 'g2', keyword: '부산 맛집', title: '', status: 'completed', contentType: 'blog', platform: 'naver', shared: false, createdAt: '2026-11-21T03:00:00.000Z' },
          ],
          nextCursor: null,
        }),
      ),
    );
    renderRoute('/wblog');
    const list = await screen.findByRole('list', { name: '편집할 글 고르기' });
    expect(within(list).getByRole('link', { name: /제주 한 달 살기/ })).toHaveAttribute('href', '/wblog?id=g1');
    expect(within(list).getByRole('link', { name: /부산 맛집/ })).toHaveAttribute('href', '/wblog?id=g2');
  });

  it('/wblog asks for the recent posts only once the session is known (a first visit has no visitor yet)', async () => {
    resetStores({ status: 'loading' });
    let asked = 0;
    server.use(
      // The session's own load has not answered yet.
      http.get('*/api/session', () => delay('infinite')),
      http.get('*/api/generations', () => ((asked += 1), HttpResponse.json({ items: [], nextCursor: null }))),
    );
    renderRoute('/wblog');
    await screen.findByRole('heading', { name: '편집할 글 고르기' });
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(0);
    act(() => useAuthStore.setState({ status: 'ready' }));
    await waitFor(() => expect(asked).toBe(1));
  });

  it('/wblog with no posts yet leads to writing one', async () => {
    renderRoute('/wblog');
    expect(await screen.findByText('아직 만든 글이 없습니다. 키워드 하나로 첫 글을 만들어 보세요.')).toBeVisible();
    expect(screen.getByRole('link', { name: '글쓰기로 가기' })).toHaveAttribute('href', '/');
  });
});
