import { expect, test } from './support/test';

// Addresses under a real page that the route table does not have: the server answers 404 and the browser
// shows the Korean 404 page, not an empty page or the page above them.
const unknownPaths = ['/history/nope', '/admin/nope', '/vipHistory/zz', '/kin/zzim/x/y', '/contents/some-article/extra'];

test.describe('a visitor on an address the app does not have', () => {
  test('gets the 404 page with status 404 at any depth, and a way home', async ({ page }) => {
    for (const path of unknownPaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
      await expect(page.getByText('주소가 바뀌었거나 삭제된 페이지일 수 있어요.'), path).toBeVisible();
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
    await page.getByRole('link', { name: '홈으로 돌아가기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
  });

  test('still opens the pages those addresses sit under', async ({ page }) => {
    for (const path of ['/history', '/kin/zzim']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { name: 'Page not found' }), path).toHaveCount(0);
    }
  });
});
