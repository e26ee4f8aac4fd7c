import { expect, type Page } from '@playwright/test';

// the first load of each screen's chunk on a loaded machine: generous, these waits are not about speed
const slow = expect.configure({ timeout: 60_000 });

/** Tab through the open row menu until `name` has the focus (the menu has no arrow keys). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (text.trim() === name) return;
  }
  throw new Error(`${name} never took the focus`);
}

/**
 * On the services order list, filtered to one order: its row menu from the keyboard (the cell
 * takes the focus, Tab reaches the menu button, Enter opens it) and the entry `item` chosen.
 */
export async function servicesRowMenu(page: Page, order: { id: string; orderID: number }, item: string) {
  await page.goto(
    `/orders-services?filter=${encodeURIComponent(JSON.stringify({ orderID: order.orderID }))}`,
  );
  const actions = page.locator(`.cpt-grid .ag-row[row-id="${order.id}"] [col-id="actions"]`);
  await slow(actions).toBeVisible();
  await actions.click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Tab');
  await expect(actions.getByRole('button', { name: 'Actions' })).toBeFocused();
  await page.keyboard.press('Enter');
  await slow(page.getByRole('menuitem', { name: item })).toBeVisible();
  await tabTo(page, item);
  await page.keyboard.press('Enter');
}
