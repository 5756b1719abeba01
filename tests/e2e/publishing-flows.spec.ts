import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { baseURLB, E2E_ADMIN_EMAIL, E2E_BLOGGER_POSTS_URL } from '../../playwright.config';
import { openInNewTab, snap, viewports } from './helpers';
import { E2E_PASSWORD, memberOnB, unique, waitForMail } from './support/server-b';
import type { Browser } from '@playwright/test';

// The publishing flows a member goes through by hand, on the second server (job runner on,
// PUBLISH_ALLOW_PRIVATE_HOSTS=true): WordPress's one-click authorization, Blogger through the fake Google,
// a Naver publish pack, and the /wblog editor. WordPress is the real one `.ci/run` starts.
const WP = {
  url: process.env.WP_BASE_URL ?? '',
  user: process.env.WP_USER ?? '',
  password: process.env.WP_APP_PASSWORD ?? '',
  adminPassword: process.env.WP_ADMIN_PASSWORD ?? '',
};
const NEEDS_WP = 'SKIPPED: needs a real WordPress: eval "$(scripts/wordpress-ci.sh start)" and export WP_BASE_URL, WP_USER, WP_APP_PASSWORD, WP_ADMIN_PASSWORD (.ci/run does)';
const headers = { origin: baseURLB };
test.use({ baseURL: baseURLB });

/** A signed-in VIP member (the admin grants the grade, as tests may), signed in in `page` too. */
async function vipMember(page: Page, browser: Browser, prefix: string) {
  const email = `${prefix}-${unique()}@example.kr`;
  await memberOnB(page.request, email, { lastName: '최', firstName: '발행' });
  const admin = await browser.newContext({ baseURL: baseURLB });
  await memberOnB(admin.request, E2E_ADMIN_EMAIL, { lastName: '관', firstName: '리자', verify: true, logIn: false }).catch(() => undefined);
  expect((await admin.request.post('/api/users/login', { headers, data: { email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD } })).status()).toBe(200);
  expect((await admin.request.post('/api/credits/admin/vip', { headers, data: { email, action: 'grant', days: 30, reason: '발행 e2e' } })).status()).toBe(200);
  await admin.close();
  return email;
}

/** A history post written by the second server's model; returns its id and title. */
async function writePost(page: Page) {
  const gen = await page.request.post('/api/generations', { headers, data: { keyword: `발행 ${unique()}` } });
  expect(gen.status()).toBe(200);
  await gen.body();
  const { items } = (await (await page.request.get('/api/generations')).json()) as { items: { id: string; title: string; keyword: string }[] };
  const post = items[0] as { id: string; title: string; keyword: string };
  return { id: post.id, title: post.title || post.keyword };
}

const connectedBlogs = (page: Page) => page.getByRole('list', { name: '연결한 블로그' }).getByRole('listitem');

async function shoot(page: Page, name: string) {
  await snap(page, `${name}-desktop`);
  await page.setViewportSize(viewports.phone);
  await snap(page, `${name}-phone`);
  await page.setViewportSize(viewports.desktop);
}

test('WordPress one-click: the member approves on WordPress’s own page and comes back connected', async ({ page, browser }) => {
  test.skip(!WP.url || !WP.adminPassword, NEEDS_WP);
  test.setTimeout(90_000);
  await vipMember(page, browser, 'wp-oneclick');
  // The member is signed in to their WordPress in this browser, as on their own computer.
  await page.goto(`${WP.url}/wp-login.php`);
  await page.getByLabel('Username or Email Address').fill(WP.user);
  await page.getByLabel('Password', { exact: true }).fill(WP.adminPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/wp-admin\//);

  await page.goto('/blog-connect');
  const form = page.getByRole('form', { name: '새 블로그 연결' });
  await form.getByLabel('블로그 주소').fill(WP.url);
  await form.getByRole('button', { name: '워드프레스에서 승인하고 연결' }).click();
  await page.waitForURL(/\/wp-admin\/authorize-application\.php/);
  await expect(page.getByRole('heading', { name: 'Authorize Application' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, I approve of this connection' }).click();

  // WordPress sends the new application password back to /blog-connect, which connects with it and
  // takes it out of the address bar.
  await page.waitForURL(/\/blog-connect/);
  const connected = connectedBlogs(page).filter({ hasText: 'CI 블로그' });
  await expect(connected).toContainText('정상');
  await expect(page).toHaveURL(/\/blog-connect$/);
  await connected.getByRole('button', { name: '연결 확인' }).click();
  await expect(page.getByRole('region', { name: /알림/ }).getByRole('listitem').filter({ hasText: /정상/ })).toBeVisible();
});

test('Blogger: the member connects through Google, picks a blog, and a post is published there', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  await vipMember(page, browser, 'blogger');
  const post = await writePost(page);

  await page.goto('/blog-connect');
  const form = page.getByRole('form', { name: '새 블로그 연결' });
  await form.getByLabel('블로그 종류').selectOption({ label: '블로거(Blogger)' });
  await form.getByRole('button', { name: '구글 계정으로 Blogger 연결' }).click();
  // Google's consent (the fake approves at once) sends the member back with the account's blogs to pick from.
  const pick = page.getByRole('group', { name: '연결할 Blogger 블로그' });
  await pick.getByRole('button', { name: '구글 블로그' }).click();
  const connected = connectedBlogs(page).filter({ hasText: '구글 블로그' });
  await expect(connected).toContainText('정상');
  await expect(connected).toContainText('블로거(Blogger)');
  await expect(pick).toBeHidden();

  await page.goto('/auto-posting');
  const publish = page.getByRole('form', { name: '글 발행하기' });
  await publish.getByLabel('발행할 글').selectOption(post.id);
  await publish.getByLabel('블로그').selectOption({ label: '구글 블로그 (블로거(Blogger))' });
  await publish.getByRole('button', { name: '지금 발행' }).click();
  const row = page.getByRole('region', { name: '발행 내역' }).getByRole('listitem').filter({ hasText: post.title });
  await expect(row).toContainText('발행 완료', { timeout: 30_000 });
  const href = (await row.getByRole('link', { name: `글 보기: ${post.title}` }).getAttribute('href')) as string;
  expect(href).toMatch(/^https:\/\/fake-blog\.blogspot\.com\//);
  const posts = (await (await request.get(E2E_BLOGGER_POSTS_URL)).json()) as { title: string; status: string; url: string }[];
  expect(posts.find((p) => p.url === href)).toMatchObject({ title: post.title, status: 'LIVE' });
});

test('Naver publish pack: the reminder links to the pack; copy, images ZIP, tags, checklist; the pasted URL marks it published', async ({ page, browser, context }) => {
  test.setTimeout(90_000);
  const email = await vipMember(page, browser, 'pack');
  const post = await writePost(page);
  // The post carries an image of the member's (uploaded to our storage), which the pack hands over in a ZIP.
  const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#2f855a' } }).png().toBuffer();
  const upload = await page.request.post('/api/images/uploads', { headers, multipart: { file: { name: '바다.png', mimeType: 'image/png', buffer: png } } });
  expect(upload.status()).toBe(201);
  const { url: imageUrl } = (await upload.json()) as { url: string };
  const detail = (await (await page.request.get(`/api/generations/${post.id}`)).json()) as { content: string };
  const withImage = `${detail.content}\n\n![노을 지는 바다](${imageUrl})\n`;
  expect((await page.request.patch(`/api/generations/${post.id}`, { headers, data: { content: withImage } })).status()).toBe(200);

  await page.goto('/blog-connect');
  const form = page.getByRole('form', { name: '새 블로그 연결' });
  await form.getByLabel('블로그 종류').selectOption({ label: '네이버 블로그' });
  await form.getByLabel('블로그 주소').fill('https://blog.naver.com/geulbit-e2e');
  await form.getByRole('button', { name: '연결하기' }).click();
  await expect(connectedBlogs(page).filter({ hasText: 'blog.naver.com/geulbit-e2e' })).toContainText('네이버 블로그');

  await page.goto('/site-setting');
  await page.getByLabel('기본 태그').fill('제주, 여행');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('region', { name: /알림/ }).getByRole('listitem').filter({ hasText: '사이트 설정을 저장했습니다.' })).toBeVisible();

  await page.goto('/auto-posting');
  const publish = page.getByRole('form', { name: '글 발행하기' });
  await publish.getByLabel('발행할 글').selectOption(post.id);
  await publish.getByRole('button', { name: '지금 발행' }).click();
  const row = page.getByRole('region', { name: '발행 내역' }).getByRole('listitem').filter({ hasText: post.title });
  await expect(row).toContainText('게시 대기', { timeout: 30_000 });

  // At the publishing time the member is mailed a link to the pack.
  const mail = await waitForMail(page.request, email, /\[발행 알림\]/);
  const link = new RegExp(`${baseURLB.replace(/[.]/g, '\\.')}/auto-posting\\?pack=\\S+`).exec(mail.text)?.[0] as string;
  expect(link).toBeTruthy();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURLB });
  await page.goto(link);
  const pack = page.getByRole('region', { name: `발행 팩: ${post.title}` });
  await expect(pack.getByRole('heading', { name: '본문 (에디터에 붙여 넣기)' })).toBeVisible();
  await pack.getByRole('button', { name: '본문 복사' }).click();
  await expect(page.getByRole('region', { name: /알림/ }).getByRole('listitem').filter({ hasText: '본문을 복사했습니다.' })).toBeVisible();
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return item ? await (await item.getType('text/html')).text() : '';
  });
  expect(copied).toContain('<h2');
  expect(copied).toContain('/files/');

  const [download] = await Promise.all([page.waitForEvent('download'), pack.getByRole('link', { name: '이미지 ZIP 받기' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^publish-pack-.*\.zip$/);
  const zip = await (await download.createReadStream()).toArray();
  const bytes = Buffer.concat(zip as Buffer[]);
  expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
  expect(bytes.includes(Buffer.from('01.png'))).toBe(true);
  // Each image of the pack in its order: the file name in the ZIP, shown with the alt text it is to be given.
  await expect(pack.getByText('01.png', { exact: true })).toBeVisible();
  await expect(pack.getByRole('img', { name: '노을 지는 바다' }).last()).toBeVisible();
  await expect(pack.getByText('#제주 #여행')).toBeVisible();
  await expect(pack.getByRole('heading', { name: '체크리스트' })).toBeVisible();
  await expect(pack.getByText(/이미지 1장을 ZIP으로 받아/)).toBeVisible();
  await shoot(page, 'publish-pack');

  await pack.getByLabel('게시한 글 주소').fill('https://blog.naver.com/geulbit-e2e/223000000001');
  await pack.getByRole('button', { name: '발행 완료' }).click();
  await expect(page.getByRole('region', { name: /알림/ }).getByRole('listitem').filter({ hasText: '발행 완료로 표시했습니다.' })).toBeVisible();
  await expect(pack).toBeHidden();
  await expect(row).toContainText('발행 완료');
  await expect(row.getByRole('link', { name: `글 보기: ${post.title}` })).toHaveAttribute('href', 'https://blog.naver.com/geulbit-e2e/223000000001');
});

test('/wblog: a history post opened in the editor, edited, published to WordPress and scheduled', async ({ page, browser }) => {
  test.skip(!WP.url, NEEDS_WP);
  test.setTimeout(120_000);
  await vipMember(page, browser, 'wblog');
  const post = await writePost(page);
  const blog = await page.request.post('/api/blogs', { headers, data: { kind: 'wordpress', siteUrl: WP.url, username: WP.user, applicationPassword: WP.password } });
  expect(blog.status()).toBe(201);
  // A thumbnail the member made on /imageX, to be the post's featured image.
  const thumbnail = await page.request.post('/api/thumbnails/gallery', { headers, data: { title: '제주 한 달 살기', size: '16:9', background: { kind: 'gradient', preset: 'ocean' } } });
  expect(thumbnail.status()).toBe(201);

  // Opened from history, as a member does.
  await page.goto(`/history?id=${post.id}`);
  await page.getByRole('link', { name: '편집기에서 고치기' }).click();
  await expect(page).toHaveURL(new RegExp(`/wblog\\?id=${post.id}$`));
  const editor = page.getByRole('form', { name: '글 편집' });
  const title = `편집기에서 고친 제목 ${unique()}`;
  await editor.getByLabel('제목').fill(title);
  const body = editor.getByLabel('본문 (마크다운)');
  await body.fill(`${await body.inputValue()}\n\n## 편집기에서 덧붙인 문단\n\n편집기에서 직접 쓴 문장입니다.`);
  const featured = page.getByRole('heading', { name: '대표 이미지' }).locator('xpath=..');
  await featured.getByRole('button', { name: '썸네일 1' }).click();
  await expect(featured.getByText('직접 고른 썸네일')).toBeVisible();
  await expect(featured.getByRole('button', { name: '썸네일 1' })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'wblog');

  // Publishing saves the edits first, so WordPress gets the edited post.
  const publish = page.getByRole('form', { name: '글 발행하기' });
  await expect(publish.getByLabel('블로그')).toContainText('CI 블로그');
  await publish.getByRole('button', { name: '지금 발행' }).click();
  await expect(page.getByRole('region', { name: /알림/ }).getByRole('listitem').filter({ hasText: '발행을 시작했습니다.' })).toBeVisible();

  await page.goto('/auto-posting');
  const row = page.getByRole('region', { name: '발행 내역' }).getByRole('listitem').filter({ hasText: title });
  await expect(row.first()).toContainText('발행 완료', { timeout: 30_000 });
  const link = row.first().getByRole('link', { name: `글 보기: ${title}` });
  expect(((await link.getAttribute('href')) as string).startsWith(WP.url)).toBe(true);
  const wpPage = await openInNewTab(link);
  await expect(wpPage.getByRole('heading', { name: title }).first()).toBeVisible();
  await expect(wpPage.getByRole('heading', { name: '편집기에서 덧붙인 문단' })).toBeVisible();
  // The chosen thumbnail is the post's featured image on WordPress (the theme draws it as wp-post-image).
  await expect(wpPage.locator('img.wp-post-image').first()).toBeVisible();
  await wpPage.close();

  // And once more, scheduled an hour from now (the form's default, in KST): it waits here as scheduled.
  await page.goto(`/wblog?id=${post.id}`);
  const again = page.getByRole('form', { name: '글 발행하기' });
  await again.getByRole('radio', { name: '예약 발행' }).check();
  await expect(again.getByLabel('예약 시간 (한국 시간)')).toHaveValue(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  await again.getByRole('button', { name: '예약하기' }).click();
  await expect(page.getByRole('region', { name: /알림/ }).getByRole('listitem').filter({ hasText: '발행을 예약했습니다.' })).toBeVisible();
  await page.goto('/auto-posting');
  await expect(page.getByRole('region', { name: '발행 내역' }).getByRole('listitem').filter({ hasText: '예약됨' }).filter({ hasText: title })).toBeVisible();

  await page.goto('/vipSchedule');
  await expect(page.getByText(title).first()).toBeVisible();
  await shoot(page, 'vip-schedule');
  await page.goto('/vip');
  await expect(page.getByText(title).first()).toBeVisible();
  await shoot(page, 'vip');
  await page.goto('/vipHistory');
  await expect(page.getByRole('list', { name: '발행 내역' }).getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();
  await shoot(page, 'vip-history');
  await page.goto('/vipProfile');
  await expect(page.getByLabel('기본 블로그')).toBeVisible();
  await shoot(page, 'vip-profile');
});
