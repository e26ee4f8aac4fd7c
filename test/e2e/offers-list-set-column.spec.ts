import { expect, test } from './csp.ts';
import { signInAt } from './pages/session.ts';

test.describe.configure({ timeout: 180_000 });

/**
 * Offer edits are the offer editors': the offers list offers its "Set column"
 * button to them, never to a role whose every cell is read-only (finance), in both languages.
 */
for (const [role, lang, shown] of [
  ['product-manager', 'en', true],
  ['finance', 'en', false],
  ['finance', 'zh', false],
] as const) {
  test(`the offers list's Set column button (${role}, ${lang}): ${shown ? 'shown' : 'absent'}`, async ({
    page,
  }) => {
    await signInAt(page, role, '/offers?tab=all');
    if (lang === 'zh') await page.getByRole('button', { name: '中文' }).click();
    // the rows are drawn: the buttons of the stats line are settled
    await expect(page.locator('[role="gridcell"][col-id="offerID"]').first()).toBeVisible({
      timeout: 30_000,
    });
    const set = page.getByRole('button', { name: lang === 'zh' ? /^设置/ : /^Set / });
    if (shown) await expect(set.first()).toBeVisible();
    else await expect(set).toHaveCount(0);
  });
}
