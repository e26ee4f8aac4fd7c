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

for (const lang of ['en', 'zh'] as const) {
  test(`a claim's steps moved with Enter keep the keyboard in its drawer (${lang})`, async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, demoEmail('admin'));
    // a claim of the test's own: solving a seeded one would change the claims list other tests read
    const [order] = await api.get<{ id: string }[]>(
      `/api/orders/details?filter=${q({ type: 'service' })}&range=[0,0]`,
    );
    const made = await request.post('/api/claims', {
      headers: { Authorization: `Bearer ${api.token}` },
      data: {
        order: order!.id,
        resp: 'delivery',
        issue: 'item_missing',
        action: 'other',
        actionETA: '2099-01-15',
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const claim = (await made.json()) as { id: string };
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
    // not solved: a final claim does not open, and the lists' tests open the newest claims' rows
  });
}
