import { expect, type Page, test } from './csp.ts';
import { signIn } from './pages/session.ts';

const slow = expect.configure({ timeout: 60_000 });

/** A team member of the test's own, made with the form: deactivating it moves nobody else's rows. */
async function ownMember(page: Page, name: string): Promise<void> {
  await page.goto('/users/create');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(`${name.replace(/\W+/g, '.').toLowerCase()}@demo.comptoir`);
  await page.getByLabel(/^Role/).selectOption({ label: 'Designer' });
  await page.getByLabel(/^Password/).fill('a-long-password');
  await page.getByLabel(/^Password/).press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await page.getByRole('searchbox').first().fill(name);
  await slow(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('row').filter({ hasText: name }).getByRole('gridcell', { name: /@demo/ }).click();
  await slow(page.getByLabel(/^Name/)).toHaveValue(name);
}

/**
 * The overlays a button opens give the keyboard back: the history drawer closed with Escape
 * returns to its button (it was unmounted at once, so Blueprint's own return never ran and the
 * focus fell to the page), and a confirmation opens on its confirm button, so Enter confirms.
 */
test('history drawer returns to its button; a confirmation takes Enter on its confirm button', async ({
  page,
}) => {
  const name = `Overlay Keys ${Date.now() % 100000}`;
  await signIn(page, 'admin');
  await ownMember(page, name);

  const history = page.getByRole('button', { name: 'History' });
  await history.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  // Blueprint brings the focus in a frame after the drawer is laid out, before it is painted: a
  // person sees it with the focus in it, where the test could press Escape a frame early (the
  // member's form under it closed)
  await expect
    .poll(() =>
      page.evaluate(() => !!document.activeElement?.closest('.bp6-overlay')?.querySelector('.cpt-history')),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'History' })).toBeHidden();
  await expect(history).toBeFocused();

  const deactivate = page.getByRole('button', { name: 'Deactivate' });
  await deactivate.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Deactivate' })).toBeFocused();
  // Escape cancels and gives the keyboard back to the button
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(deactivate).toBeFocused();
  // Enter, Enter: asked and confirmed, the member is gone from the list
  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Deactivate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Team member deactivated')).toBeVisible();
  await expect(page).toHaveURL(/\/users(\?|#|$)/);
});
