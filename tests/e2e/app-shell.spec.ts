import { expect, expectAccessible, test } from './support/test';
import { routeTable } from '../../src/app/route-table';
import { snap, viewports } from './helpers';

// Routes a visitor may not open, and where the guard sends them (spec §2).
const guarded = ['/vip', '/profile', '/keyword-report', '/auto-posting', '/keyword', '/prompts', '/images', '/automation', '/vipProfile'];

test.describe('a visitor walking the route table', () => {
  // Every route of spec §2: a guarded one sends a visitor to / (with the login modal); the others stay.
  test('lands where each guard says, on every route', async ({ page }) => {
    test.setTimeout(240_000);
    for (const route of routeTable) {
      const path = route.path.replace(':id', 'sample-id').replace(':product', 'no-such-product');
      await page.goto(path);
      if (route.requires.length > 0) {
        await expect(page, path).toHaveURL(`${new URL(page.url()).origin}/`);
      } else if (route.path === '/:product' || route.path === '/blog/:id' || route.path === '/contents/:id') {
        // No product of that name, no post shared under that id, no article with that id.
        await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
      } else if (route.path === '/oauth-callback') {
        // Reached without Google's answer: the landing forwards home.
        await expect(page, path).toHaveURL(/\/$/);
      } else {
        await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      }
      // A guarded route lands on /, which is checked as a route of its own.
      if (route.requires.length === 0) await expectAccessible(page, path);
    }
  });

  for (const path of guarded) {
    test(`is sent from ${path} to / with the login modal`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      // Told why, naming the page asked for.
      await expect(page.getByRole('dialog', { name: '로그인' }).getByText(/로그인하면 쓸 수 있어요/)).toBeVisible();
    });
  }

  // One page shell: on a public page, a focused flow and an app page, the header offers the way home, to writing
  // and to the account, and the footer's first line starts where the page does.
  for (const path of ['/terms', '/wblog', '/history']) {
    test(`${path} has the one page shell, its footer aligned with the page`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: '글빛 홈' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: '로그인' }).first()).toBeVisible();
      const main = await page.locator('main').boundingBox();
      const footer = await page.locator('footer > div').first().boundingBox();
      expect(Math.round(footer?.x ?? -1), path).toBe(Math.round(main?.x ?? -2));
      expect(Math.round(footer?.width ?? -1), path).toBe(Math.round(main?.width ?? -2));
      // On a phone, a short page still ends with its footer at the bottom of the screen, not halfway up it.
      await page.setViewportSize(viewports.phone);
      const bottom = await page.locator('footer').first().evaluate((f) => f.getBoundingClientRect().bottom + window.scrollY);
      expect(bottom, path).toBeGreaterThanOrEqual(viewports.phone.height - 1);
    });
  }

  test('gets the 404 page for an unknown route, with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    // Korean first, the spec's 'Page not found' kept under it.
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다 Page not found' })).toBeVisible();
    await expect(page.getByText('주소가 바뀌었거나 삭제된 페이지일 수 있어요.')).toBeVisible();
    await page.getByRole('link', { name: '홈으로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
  });

  test('reads the terms and the privacy policy in full Korean', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
    await expect(page.getByText('시행일 2025년 6월 1일', { exact: false })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByText('적용일 7일 전부터', { exact: false })).toBeVisible();
  });
});

test.describe('the app shell', () => {
  test('shows a #2563eb, 3 px progress bar while a route changes', async ({ page }) => {
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: '생성 기록' })).toBeVisible();
    // Hold the privacy page's code for a moment, so the route change stays in flight.
    await page.route('**/assets/legal-pages-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const nav = page.getByRole('navigation', { name: '주 메뉴' }).first();
    await nav.getByRole('link', { name: '개인정보처리방침' }).click();
    const bar = page.getByRole('progressbar', { name: '페이지를 불러오는 중' });
    await expect(bar).toHaveCSS('background-color', 'rgb(37, 99, 235)');
    await expect(bar).toHaveCSS('height', '3px');
    await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  });

  test('offers a reload in one toast when a new version is deployed', async ({ page }) => {
    await page.clock.install();
    await page.goto('/history');
    // The shell (and its version check) mounts once the lazily loaded page is in.
    await expect(page.getByRole('heading', { level: 1, name: '생성 기록' })).toBeVisible();
    await page.route('**/version.json*', (route) =>
      route.fulfill({ json: { version: '9.9.9', buildId: 'a-newer-build' } }),
    );
    await page.clock.runFor(61_000);
    const region = page.getByRole('region', { name: /알림/ });
    await expect(region.getByText('새 버전이 나왔습니다')).toBeVisible();
    await expect(region.getByRole('button', { name: '새로고침' })).toBeVisible();
    await expect(region.getByRole('listitem')).toHaveCount(1);
  });

  test('becomes a drawer on a 390 px phone', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/history');
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden();
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '메뉴' });
    await expect(drawer.getByRole('link', { name: '생성 기록' })).toBeVisible();
    await snap(page, 'phone-drawer');
    await drawer.getByRole('link', { name: '글쓰기' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });
});
