import { expect, test } from './csp.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signInAt } from './pages/session.ts';

/**
 * "Next step" on a claim's drawer, pressed with the keyboard, leaves the keyboard in the drawer:
 * the button was disabled while the move ran, the focus fell to the page, and the list behind the
 * drawer took it back to its cell, under the drawer's backdrop, where Escape, Tab and Ctrl+S went
 * to the list.
 */
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));
const focusInDrawer = (page: import('@playwright/test').Page) =>
  page.evaluate(() => !!document.activeElement?.closest('.bp6-drawer'));

for (const lang of ['en', 'zh'] as const) {
  test(`a claim's steps moved with Enter keep the keyboard in its drawer (${lang})`, async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, demoEmail('admin'));
    const claims = await api.get<{ id: string; step: number; status: string }[]>(
      `/api/claims/details?filter=${q({ status: 'new' })}&range=[0,20]`,
    );
    const claim = claims.find((c) => c.step === 1)!;
    await signInAt(page, 'admin', '/claims');
    if (lang === 'zh') await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
    await page.goto(`/claims/${claim.id}`);
    const steps = page.getByTestId('claim-steps');
    const next = steps.locator('.bp6-button.bp6-intent-primary');
    await expect(steps.locator('[aria-current="step"]')).toContainText('1');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(steps.locator('[aria-current="step"]')).toContainText('2');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(steps.locator('[aria-current="step"]')).toContainText('3');
    await expect(next).toBeFocused();
    // the last press solves the claim: the button goes, the keyboard stays in the drawer
    await page.keyboard.press('Enter');
    await expect(steps.locator('.bp6-tag').first()).toHaveText(lang === 'en' ? 'Solved' : '已解决');
    await expect(next).toHaveCount(0);
    await expect.poll(() => focusInDrawer(page)).toBe(true);
  });
}
