import { expect, test } from './support/test';
import { baseURL, baseURLB } from '../../playwright.config';
import { E2E_LLM, E2E_MODEL_POST } from './support/fake-services';
import { snap, viewports } from './helpers';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('a visitor streams a post, copies it, finds it in history, signs up and still finds it', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/');
  await expect(page.getByText('AI 모델이 아직 연결되지 않아 구조 초안을 만들어 드려요')).toBeVisible();
  await expect(page.getByText(/무료로 99회 더 쓸 수 있어요/)).toBeVisible();
  const keyword = `강아지 산책 ${unique().slice(-4)}`;
  await page.getByLabel('메인 키워드').fill(keyword);
  await page.getByLabel('보조 키워드 (최대 5개)').fill('하네스');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '블로그 글 쓰기' }).click();

  // The post streams in: the stop button shows while it grows, then the finished tools.
  await expect(page.getByRole('button', { name: '멈추기' })).toBeVisible();
  const body = page.getByRole('article', { name: '생성된 글' });
  await expect(body.getByRole('heading', { level: 1 })).toContainText(keyword);
  const early = (await body.innerText()).length;
  await snap(page, 'write-streaming-desktop');
  await expect(page.getByRole('button', { name: '다시 생성' })).toBeVisible({ timeout: 30_000 });
  expect((await body.innerText()).length).toBeGreaterThan(early);
  await expect(page.getByText(/무료로 98회 더 쓸 수 있어요/)).toBeVisible();
  await expect(page.getByText('네이버 블로그 SEO 체크리스트')).toBeVisible();
  await snap(page, 'write-done-desktop');

  // Copy as rich HTML (for SmartEditor/Tistory): the clipboard holds HTML and text, no script, and not the
  // title, which the blog editor takes in its own field ('제목 복사').
  await page.getByRole('button', { name: '본문 서식 복사 (블로그 붙여넣기)' }).click();
  await expect(page.getByText('서식 복사 완료', { exact: true })).toBeVisible();
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const html = item ? await (await item.getType('text/html')).text() : '';
    const text = item ? await (await item.getType('text/plain')).text() : '';
    return { html, text };
  });
  expect(copied.html).toContain('<h2 style=');
  expect(copied.html).not.toContain('<h1');
  expect(copied.html).not.toContain('<script');
  expect(copied.text).toContain(keyword);

  // History lists it; opening it shows the same post.
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '생성 기록' }).click();
  const list = page.getByRole('list', { name: '생성 기록' });
  await expect(list.getByText(keyword).first()).toBeVisible();
  await list.getByRole('button').first().click();
  await expect(page.getByRole('article', { name: '생성된 글' }).getByRole('heading', { level: 1 })).toContainText(keyword);

  // Sign up and log in on this browser: the visitor's post moves to the account.
  const email = `writer${unique()}@example.kr`;
  await page.getByRole('button', { name: '로그인' }).first().click();
  await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '회원가입' }).click();
  const signup = page.getByRole('dialog', { name: '회원가입' });
  await signup.getByLabel('성').fill('박');
  await signup.getByLabel('이름').fill('작가');
  await signup.getByLabel('이메일').fill(email);
  await signup.getByRole('button', { name: '다음 단계' }).click();
  await signup.getByLabel('비밀번호', { exact: true }).fill('korea-blog-2025');
  await signup.getByLabel('비밀번호 확인').fill('korea-blog-2025');
  await signup.getByLabel(/서비스 이용약관에 동의합니다/).check();
  await signup.getByLabel(/개인정보처리방침에 동의합니다/).check();
  await signup.getByLabel('이메일 수신에 동의합니다').check();
  await signup.getByRole('button', { name: '가입하기' }).click();
  const login = page.getByRole('dialog', { name: '로그인' });
  await expect(login).toBeVisible({ timeout: 6_000 });
  await login.getByLabel('비밀번호', { exact: true }).fill('korea-blog-2025');
  await login.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('link', { name: '내 정보' })).toContainText('박작가');
  await page.goto('/history');
  await expect(page.getByRole('list', { name: '생성 기록' }).getByText(keyword).first()).toBeVisible();
});

test('a visitor picks a suggested title, stops a post, rewrites a section, and copies and downloads it', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/');
  const keyword = `제주 카페 ${unique().slice(-4)}`;
  await page.getByLabel('메인 키워드').fill(keyword);

  // Five title ideas first; the chosen one becomes the post's title.
  await page.getByRole('button', { name: '제목 추천 5개' }).click();
  const ideas = page.getByRole('list', { name: '추천 제목' }).getByRole('button');
  await expect(ideas).toHaveCount(5);
  const chosen = (await ideas.nth(2).innerText()).trim();
  await ideas.nth(2).click();
  await expect(ideas.nth(2)).toHaveAttribute('aria-pressed', 'true');

  // Stopping keeps what was written and says so; the history keeps it as 멈춤. (A long post gives the
  // click seconds of streaming to land in; dispatching skips waiting for the scrolling page to settle.)
  const long = page.getByRole('radio', { name: /길게/ });
  await long.dispatchEvent('click');
  await expect(long).toBeChecked();
  await page.getByRole('button', { name: '블로그 글 쓰기' }).click();
  const body = page.getByRole('article', { name: '생성된 글' });
  await expect(body.getByRole('heading', { level: 1 })).toHaveText(chosen);
  await page.getByRole('button', { name: '멈추기' }).dispatchEvent('click');
  await expect(page.getByText('생성을 멈췄습니다. 여기까지 쓴 글은 생성 기록에 남아 있어요.')).toBeVisible();
  const stoppedLength = (await body.innerText()).length;

  // A full run, then one section rewritten in place.
  await page.getByRole('button', { name: '다시 생성' }).click();
  await expect(page.getByRole('button', { name: '다시 생성' })).toBeVisible({ timeout: 30_000 });
  expect((await body.innerText()).length).toBeGreaterThan(stoppedLength);
  const sections = page.getByRole('region', { name: '섹션 다시 쓰기' }).getByRole('button');
  const heading = (await sections.first().innerText()).trim();
  const before = await body.innerText();
  await sections.first().click();
  await expect(page.getByText(`"${heading}" 섹션을 다시 썼습니다`, { exact: true })).toBeVisible();
  await expect.poll(() => body.innerText()).not.toBe(before);
  await expect(body.getByRole('heading', { level: 2, name: heading })).toBeVisible();

  // The rendered post is edited in place, like a blog editor; the edit lands in the Markdown.
  const editable = page.getByRole('textbox', { name: '글 본문 (눌러서 바로 고칠 수 있어요)' });
  await editable.getByRole('heading', { level: 2, name: heading }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' (직접 고침)');
  await page.getByRole('heading', { level: 1, name: '글쓰기' }).click();
  await expect(page.getByRole('button', { name: '고친 내용 저장' })).toBeVisible();
  await page.getByRole('tab', { name: '마크다운 편집' }).click();
  await expect.poll(() => page.getByLabel('마크다운 편집').inputValue()).toContain(`\n## ${heading} (직접 고침)\n`);
  await page.getByRole('button', { name: '고친 내용 저장' }).click();
  await expect(page.getByText('생성 기록에 저장했습니다', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: '바로 고치기' }).click();

  // Markdown and plain text copies; .md and .html downloads named after the title.
  await page.getByRole('button', { name: '마크다운 복사' }).click();
  expect((await page.evaluate(() => navigator.clipboard.readText())).startsWith(`# ${chosen}\n`)).toBe(true);
  await page.getByRole('button', { name: '텍스트 복사' }).click();
  const plain = await page.evaluate(() => navigator.clipboard.readText());
  expect(plain).toContain(chosen);
  expect(plain).not.toMatch(/^#{1,6} /m);
  const [md] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '.md' }).click()]);
  expect(md.suggestedFilename()).toMatch(/\.md$/);
  const [html] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '.html' }).click()]);
  expect(html.suggestedFilename()).toMatch(/\.html$/);
  const htmlText = await (await import('node:fs/promises')).readFile((await html.path()) as string, 'utf8');
  expect(htmlText).toContain('<meta charset="utf-8"');
  expect(htmlText).toContain(chosen);
  expect(htmlText).not.toContain('<script');

  await page.goto('/history');
  const list = page.getByRole('list', { name: '생성 기록' });
  await expect(list.getByRole('button').filter({ hasText: '멈춤' }).filter({ hasText: keyword })).toHaveCount(1);
});

test('with LLM_PROVIDER=openai-compatible the page streams that model\'s post, and history names the model', async ({ page }) => {
  await page.goto(`${baseURLB}/`);
  await expect(page.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
  await expect(page.getByText('AI 모델이 아직 연결되지 않아 구조 초안을 만들어 드려요')).toHaveCount(0);
  await page.getByLabel('메인 키워드').fill('제주 한 달 살기');
  await page.getByRole('button', { name: '블로그 글 쓰기' }).click();
  const body = page.getByRole('article', { name: '생성된 글' });
  // The model's chunks arrive one by one, 400 ms apart: the stream is open (the stop button is up) and its first
  // chunk shows before the last has come. (The stop button first: on a loaded machine the heading check alone
  // can outlast the whole stream.)
  await expect(page.getByRole('button', { name: '멈추기' })).toBeVisible();
  await expect(body.getByRole('heading', { level: 1 })).toHaveText('모델이 쓴 제주 한 달 살기 안내');
  await expect(page.getByRole('button', { name: '다시 생성' })).toBeVisible({ timeout: 15_000 });
  await expect(body).toContainText(E2E_MODEL_POST.at(-1) as string);
  await expect(body.getByRole('heading', { level: 2, name: '집 구하기' })).toBeVisible();

  await page.goto(`${baseURLB}/history`);
  await page.getByRole('list', { name: '생성 기록' }).getByRole('button').first().click();
  await expect(page.getByText(new RegExp(`완성 · ${E2E_LLM.model}`))).toBeVisible();
});

test('a post can be shared read-only and the share revoked', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/');
  const keyword = `공유 테스트 ${unique().slice(-4)}`;
  await page.getByLabel('메인 키워드').fill(keyword);
  await page.getByLabel('짧게').check({ force: true });
  await page.getByRole('button', { name: '블로그 글 쓰기' }).click();
  await expect(page.getByRole('button', { name: '다시 생성' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/history');
  await page.getByRole('list', { name: '생성 기록' }).getByRole('button').first().click();
  await page.getByRole('button', { name: '공유 링크 만들기' }).click();
  const link = await page.getByRole('link', { name: /\/blog\// }).getAttribute('href');
  expect(link).toMatch(/\/blog\/[\w-]+$/);
  const reader = await context.newPage();
  await reader.goto(link as string);
  await expect(reader.getByRole('article', { name: '생성된 글' }).getByRole('heading', { level: 1 })).toContainText(keyword);
  await snap(reader, 'shared-post-desktop');
  await page.getByRole('button', { name: '공유 중지' }).click();
  // The share is gone once the server has answered (the button turns back); reloading before that raced the revoke.
  await expect(page.getByRole('button', { name: '공유 링크 만들기' })).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the write page works on a 390 px phone', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(viewports.phone);
  await page.goto('/');
  await page.getByLabel('메인 키워드').fill('홈카페 원두 추천');
  await snap(page, 'write-form-phone');
  await page.getByRole('button', { name: '블로그 글 쓰기' }).click();
  // The result sits under the form: the page brings it up as writing starts, no scrolling by hand, to the top
  // of the screen (under the header), not left halfway down it.
  await expect(page.getByRole('article', { name: '생성된 글' })).toBeInViewport({ timeout: 10_000 });
  await expect.poll(async () => (await page.getByRole('heading', { name: /글을 쓰는 중|완성된 글/ }).boundingBox())?.y ?? 999, { timeout: 5_000 }).toBeLessThan(200);
  await expect(page.getByRole('button', { name: '다시 생성' })).toBeVisible({ timeout: 30_000 });
  await snap(page, 'write-done-phone');
});

test('on a slow phone, what a visitor types into the form before the app has loaded is kept, and writes', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(viewports.phone);
  // The app's first bundle is held back until the visitor has typed: the form is the server's markup until then.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('메인 키워드').pressSequentially('제주 한 달 살기', { delay: 20 });
  await page.getByText('반말', { exact: true }).click();
  release();
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await expect(page.getByLabel('메인 키워드')).toHaveValue('제주 한 달 살기');
  await expect(page.getByRole('radio', { name: '반말' })).toBeChecked();
  await page.getByRole('button', { name: '블로그 글 쓰기' }).click();
  await expect(page.getByRole('article', { name: '생성된 글' }).getByRole('heading', { level: 1 })).toContainText('제주 한 달 살기', { timeout: 30_000 });
});

test('regenerating over unsaved edits asks first, with the default 확인 and 취소', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByLabel('메인 키워드').fill('자취 요리 레시피');
  await page.getByRole('button', { name: '블로그 글 쓰기' }).click();
  await expect(page.getByRole('button', { name: '다시 생성' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: '마크다운 편집' }).click();
  await page.getByRole('textbox', { name: '마크다운 편집' }).fill('# 내가 고친 제목\n\n내가 고친 본문');
  await page.getByRole('button', { name: '다시 생성' }).click();
  const dialog = page.getByRole('alertdialog', { name: '다시 생성할까요?' });
  await expect(dialog.getByRole('button', { name: '확인' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '취소' })).toBeVisible();
  await snap(page, 'confirm-default-labels-desktop');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: '마크다운 편집' })).toHaveValue('# 내가 고친 제목\n\n내가 고친 본문');
  await page.getByRole('button', { name: '고친 내용 저장' }).click();
  await expect(page.getByText('생성 기록에 저장했습니다', { exact: true })).toBeVisible();
});
