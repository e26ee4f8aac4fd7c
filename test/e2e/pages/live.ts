import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'comptoir-demo';

/** Signs in with the keyboard only: the e-mail field has the focus on arrival. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  // the first load of the console on a loaded machine: generous, this wait is not about speed
  await expect(page.locator('#login-email')).toBeFocused({ timeout: 120_000 });
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.locator('.cpt-topbar')).toBeVisible({ timeout: 120_000 });
}

/** The live offer page (/offers/:id/orders) as a user sees it. */
export class LivePageObject {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(offerId: string): Promise<void> {
    await this.page.goto(`/offers/${offerId}/orders`);
    // the live page's code and its stream's first answer: a wait for the event, room for a loaded machine
    await expect(this.connection).toHaveAttribute('data-state', 'open', { timeout: 60_000 });
  }

  get connection(): Locator {
    return this.page.locator('.cpt-live-conn');
  }

  /** The 'Left' figure of a pack or add-on in the summary block, by its name. */
  left(name: string): Locator {
    return this.page.locator('.cpt-live-summary tr', { hasText: name }).locator('td').nth(1);
  }

  async leftCount(name: string): Promise<number> {
    return Number.parseInt(((await this.left(name).textContent()) ?? '').trim(), 10);
  }

  /** A body row (not the entry row, whose index is "t-0") by its position from the top. */
  bodyRow(index: number): Locator {
    return this.page.locator(`.cpt-live-grid .ag-row[row-index="${index}"]`);
  }

  /** A cell of the order whose row id is `id`. */
  cell(id: string, colId: string): Locator {
    return this.page.locator(`.ag-row[row-id="${id}"] [col-id="${colId}"]`);
  }

  entryCell(colId: string): Locator {
    return this.cell('__entry__', colId);
  }

  /**
   * Keys one order on the entry row: F2 opens the customer lookup, the name is typed, Tab takes
   * the highlighted suggestion (or keeps the walk-in name) and moves on; each Tab goes one column
   * right, a number sets a quantity; Enter sends the row.
   */
  async keyOrder(customer: string, steps: (string | null)[], expectSuggestion = true): Promise<void> {
    await this.page.bringToFront();
    await expect(this.entryCell('customer')).toBeFocused();
    await this.page.keyboard.press('F2');
    const input = this.page.locator('.cpt-live-suggest-input');
    await expect(input).toBeFocused();
    await this.page.keyboard.type(customer);
    if (expectSuggestion)
      await expect(this.page.locator('.cpt-live-suggest-list .bp6-active')).toContainText(customer);
    else await expect(this.page.locator('.cpt-live-suggest-list')).toBeVisible();
    for (const s of steps) {
      await this.page.keyboard.press('Tab');
      if (s !== null) await this.page.keyboard.type(s);
    }
    await this.page.keyboard.press('Enter');
    // the entry row is emptied and focused again once the server took the order
    await expect(this.entryCell('customer')).toHaveText('');
    await expect(this.entryCell('customer')).toBeFocused();
  }
}
