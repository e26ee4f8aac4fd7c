import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './csp.ts';
import { pickFileByKey } from './pages/files.ts';
import { signIn, signInAt } from './pages/session.ts';
import { saved } from './pages/toasts.ts';

// the machine running these is shared and often saturated: generous waits, same assertions
const expect = baseExpect.configure({ timeout: 45_000 });
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 360_000 });

/** The shared sign-in with this file's longer waits (the shell's chunks load slowly under load). */

/** Picks a picture for an upload field from the keyboard: its drop zone, Enter, the file. */
async function pickPicture(page: Page, label: RegExp, png: Buffer, name: string) {
  await pickFileByKey(page, page.getByLabel(label), 'Enter', { name, mimeType: 'image/png', buffer: png });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

// a role of each kind: the permission table is checked for every role in test/unit, enforced in test/server
for (const role of ['community-manager', 'designer']) {
  test(`${role} opens the recipes list and a recipe`, async ({ page }) => {
    await signInAt(page, role, '/recipes');
    await expect(page.getByRole('heading', { name: 'Recipes' })).toBeVisible();
    await page.getByRole('row').filter({ hasText: 'Quiche lorraine' }).click();
    await expect(page.getByLabel(/^Name \(English\)/)).toHaveValue('Quiche lorraine');
  });
}

for (const role of ['finance']) {
  test(`${role} is sent back to / from the recipe screens`, async ({ page }) => {
    await signIn(page, role);
    for (const path of ['/recipes', '/recipes/create']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
}

test('a designer creates and edits a recipe from the keyboard: bold word, tag, linked product', async ({
  page,
}) => {
  await signIn(page, 'designer');
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 375, height: 256 } });
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { name: 'Recipes' })).toBeVisible();
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/recipes\/create$/);

  // an empty save says what is missing
  await expect(page.getByLabel(/^Name \(English\)/)).toBeFocused();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Field required').first()).toBeVisible();

  await page.keyboard.type('Tarte flambée');
  await page.keyboard.press('Tab');
  await page.keyboard.type('阿尔萨斯火焰薄饼');
  await page.keyboard.press('Tab');
  await page.keyboard.type('20');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await page.keyboard.type('380');
  // the toolbar is one tab stop, then the text
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Roll the ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('dough');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' thin.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('面皮擀薄。');
  await pickPicture(page, /^Main picture \(English\)/, png, 'flambee-en.png');
  await pickPicture(page, /^Main picture \(Chinese\)/, png, 'flambee-zh.png');
  await page.getByLabel('French', { exact: true }).press('Space');
  await page.getByLabel('Dinner', { exact: true }).press('Space');
  const search = page.getByPlaceholder('Search a product by name or number');
  await search.focus();
  await page.keyboard.type('comté');
  await expect(page.getByRole('option', { name: /P0010 · Aged comté/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('P0010 · Aged comté')).toBeVisible();
  await page.getByLabel('Published', { exact: true }).press('Space');
  await page.keyboard.press('Control+s');
  await saved(page, 45_000);
  await expect(page).toHaveURL(/\/recipes(\?|#|$)/);

  // the list finds it; it opens with what was typed, the bold word kept
  await page.getByRole('searchbox').first().fill('flambée');
  const row = page.getByRole('row').filter({ hasText: 'Tarte flambée' });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('French');
  await row.click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/);
  const english = page.getByRole('textbox', { name: 'Description (English)' });
  await expect(english.locator('b, strong')).toHaveText('dough');
  await expect(page.getByLabel('French', { exact: true })).toBeChecked();
  await expect(page.getByText('P0010 · Aged comté')).toBeVisible();

  // edit: a new name, pinned, a second product; Backspace in the empty search removes the last
  await page.getByLabel(/^Name \(English\)/).fill('Tarte flambée (Alsace)');
  await page.getByLabel('Pin to top').press('Space');
  await search.focus();
  await page.keyboard.type('P0001');
  await expect(page.getByRole('option', { name: /P0001/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('P0001 · Free-range eggs')).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(page.getByText('P0001 · Free-range eggs')).toHaveCount(0);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/recipes(\?|#|$)/);
  const edited = page.getByRole('row').filter({ hasText: 'Tarte flambée (Alsace)' });
  await expect(edited).toContainText('Pinned');
});
