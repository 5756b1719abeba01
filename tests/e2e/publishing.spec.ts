import { expect, test } from './support/test';
import { baseURLB, E2E_ADMIN_EMAIL } from '../../playwright.config';
import { openInNewTab, snap, viewports } from './helpers';
import { E2E_PASSWORD, memberOnB, unique } from './support/server-b';

// The second server (job runner on, PUBLISH_ALLOW_PRIVATE_HOSTS=true) publishes to the real WordPress
// that `.ci/run` starts with scripts/wordpress-ci.sh (WP_BASE_URL, WP_USER, WP_APP_PASSWORD).
const WP = { url: process.env.WP_BASE_URL ?? '', user: process.env.WP_USER ?? '', password: process.env.WP_APP_PASSWORD ?? '' };
test.use({ baseURL: baseURLB });
test.skip(!WP.url, 'SKIPPED: needs a real WordPress: eval "$(scripts/wordpress-ci.sh start)" and export WP_BASE_URL, WP_USER, WP_APP_PASSWORD (.ci/run does)');

test('a VIP member connects WordPress, publishes a history post, opens the link and sees it on the WordPress site', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `wp-${unique()}@example.kr`;
  const headers = { origin: baseURLB };
  await memberOnB(page.request, email, { lastName: '최', firstName: '발행' });
  // Tests may set the grade directly: here the admin grants VIP through the admin API.
  const adminContext = await browser.newContext({ baseURL: baseURLB });
  await memberOnB(adminContext.request, E2E_ADMIN_EMAIL, { lastName: '관', firstName: '리자', verify: true, logIn: false }).catch(() => undefined);
  expect((await adminContext.request.post('/api/users/login', { headers, data: { email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD } })).status()).toBe(200);
  expect((await adminContext.request.post('/api/credits/admin/vip', { headers, data: { email, action: 'grant', days: 30, reason: '발행 e2e' } })).status()).toBe(200);
  await adminContext.close();

  // A history post, written by the second server's model.
  const keyword = `워드프레스 발행 ${unique()}`;
  const gen = await page.request.post('/api/generations', { headers, data: { keyword, title: `${keyword} 안내` } });
  expect(gen.status()).toBe(200);
  await gen.body();

  // page.request shares the browser's cookies: the member is signed in there too.
  await page.goto('/blog-connect');
  const form = page.getByRole('form', { name: '새 블로그 연결' });
  await form.getByLabel('블로그 주소').fill(WP.url);
  await form.getByLabel('워드프레스 사용자 이름').fill(WP.user);
  await form.getByLabel('애플리케이션 비밀번호').fill(WP.password);
  await form.getByRole('button', { name: '연결하기' }).click();
  const connected = page.getByRole('list', { name: '연결한 블로그' }).getByRole('listitem').filter({ hasText: 'CI 블로그' });
  await expect(connected).toBeVisible();
  await expect(connected).toContainText('정상');
  await snap(page, 'blog-connect-desktop');
  await page.setViewportSize(viewports.phone);
  await snap(page, 'blog-connect-phone');
  await page.setViewportSize(viewports.desktop);

  await page.goto('/site-setting');
  await expect(page.getByLabel('기본 카테고리')).toContainText('Uncategorized');
  await page.getByLabel('고지 문구 (글 맨 아래)').fill('이 포스팅은 쿠팡 파트너스 활동의 일환으로 수수료를 받을 수 있습니다.');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('region', { name: /알림/ }).getByRole('listitem').filter({ hasText: '사이트 설정을 저장했습니다.' })).toBeVisible();
  await snap(page, 'site-setting-desktop');
  await page.setViewportSize(viewports.phone);
  await snap(page, 'site-setting-phone');
  await page.setViewportSize(viewports.desktop);

  await page.goto('/auto-posting');
  const publish = page.getByRole('form', { name: '글 발행하기' });
  // The second server's model writes its own title; the member's only post is the one just written.
  await publish.getByLabel('발행할 글').selectOption({ index: 1 });
  const title = (await publish.getByLabel('발행할 글').locator('option:checked').textContent()) as string;
  await publish.getByRole('button', { name: '지금 발행' }).click();
  const row = page.getByRole('region', { name: '발행 내역' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('발행 완료', { timeout: 30_000 });
  await snap(page, 'auto-posting-desktop');
  await page.setViewportSize(viewports.phone);
  await snap(page, 'auto-posting-phone');
  await page.setViewportSize(viewports.desktop);

  const link = row.getByRole('link', { name: `글 보기: ${title}` });
  const href = (await link.getAttribute('href')) as string;
  expect(href.startsWith(WP.url)).toBe(true);
  const wpPage = await openInNewTab(link);
  await expect(wpPage.getByRole('heading', { name: title }).first()).toBeVisible();
  await expect(wpPage.getByText('쿠팡 파트너스 활동의 일환으로')).toBeVisible();
});
