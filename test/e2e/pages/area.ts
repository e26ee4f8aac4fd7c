import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses an area from the keyboard: Enter on the field opens the cascader, its search box takes
 * the focus, the search is typed and Enter takes the first match. Each key waits for what it acts
 * on: on a loaded machine the popover may open a few frames after Enter, and letters typed before
 * its search box has the focus go nowhere (the field's own test, in new-user.spec.ts, types at a
 * person's pace instead).
 */
export async function chooseArea(page: Page, field: Locator, search: string): Promise<void> {
  await field.press('Enter');
  const box = page.getByLabel(/^Search an area/);
  await expect(box).toBeFocused();
  await page.keyboard.type(search);
  await expect(box).toHaveValue(search);
  await expect(page.locator('.cpt-area-menu').getByRole('option').first()).toContainText(search);
  await page.keyboard.press('Enter');
  await expect(field).toContainText(search);
}
