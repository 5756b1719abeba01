import { ROLES, tourStops } from './support/route-tour';
import { contextAs, suiteTour } from './support/suite-tour';
import { a11yFindings, expect, test } from './support/test';

/**
 * axe (WCAG 2.0/2.1 A and AA, serious and critical) over every page of the route table, as each role that may open it:
 * a visitor's first visit, a new member's empty pages, a VIP's and an admin's. The suite's other specs check each page
 * they open too (support/test.ts), in the states they make (filled lists, errors, dialogs); this sweep is the one place
 * where no page of the table is left out. The dialogs any visitor can open from the shell are checked open as well.
 */
test.describe('axe over the route table', () => {
  test.skip(process.env.E2E_TWO_INSTANCES === '1', 'markup does not depend on how many instances serve it');

  for (const role of ROLES) {
    test(`every page ${role === 'admin' ? 'an admin' : `a ${role === 'vip' ? 'VIP' : role}`} may open has no serious or critical finding`, async ({ browser }) => {
      test.setTimeout(240_000);
      const { samples } = await suiteTour();
      const context = await contextAs(browser, role, { viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
      const page = await context.newPage();
      const findings: string[] = [];
      for (const stop of tourStops(samples, { role })) {
        const response = await page.goto(stop.path);
        expect(response?.status(), stop.path).toBeLessThan(400);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Lists and panels fill in after the heading: what they show (or their empty or error state) is checked too.
        await page.waitForLoadState('networkidle').catch(() => undefined);
        findings.push(...(await a11yFindings(page)).map((f) => `${role}: ${f}`));
      }
      // Checked here, page by page: the fixture's check at the end would only see the last one.
      await context.close();
      expect(findings).toEqual([]);
    });
  }

  test('the dialogs of the shell (log in, with its errors, and sign up) have no serious or critical finding', async ({ browser }) => {
    const context = await contextAs(browser, 'visitor', { viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto('/');
    const findings: string[] = [];
    await page.getByRole('button', { name: '로그인', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    findings.push(...(await a11yFindings(page)).map((f) => `login dialog: ${f}`));
    // An empty submit: the form's errors are shown.
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    findings.push(...(await a11yFindings(page)).map((f) => `login dialog with errors: ${f}`));
    await dialog.getByRole('button', { name: '회원가입', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    findings.push(...(await a11yFindings(page)).map((f) => `signup dialog: ${f}`));
    await context.close();
    expect(findings).toEqual([]);
  });
});
