import { ROUTES } from '../../domain/routes.ts';
import { expect, test } from './csp.ts';
import { mainMenu, signIn } from './pages/session.ts';

/**
 * Every screen without a row id, opened by the super-admin (who may open them all), under the
 * server's Content-Security-Policy; the csp.ts fixture fails the test on any violation. Popovers
 * and overlays (palette, shortcut sheet) render through portals and inject styles too.
 */
test('every screen renders under the Content-Security-Policy without a violation', async ({ page }) => {
  test.setTimeout(600_000);
  const answer = await page.request.get('/');
  expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, 'super-admin');
  const screens = ROUTES.map((r) => r.path).filter((p) => !p.includes(':'));
  for (const path of screens) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(mainMenu(page)).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/users');
  await page.keyboard.press('Control+k');
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+?');
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape');
});
