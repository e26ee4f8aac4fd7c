import { can } from '../../domain/actions.ts';
import { ROLES } from '../../domain/roles.ts';
import { canOpen } from '../../domain/routes.ts';
import { expect, type Page, test } from './csp.ts';
import { signInAt } from './pages/session.ts';
import { saved } from './pages/toasts.ts';

// the rows' container: AG Grid 36.2 renamed ag-center-cols-container
const grid = (page: Page) => page.locator('.ag-grid-scrolling-container, .ag-center-cols-container');
// screens load lazily: on a busy machine the first paint of a chunk takes longer than 10 s
const slow = expect.configure({ timeout: 30_000 });
test.slow();

// one role of each kind (may create, may not): the table is checked for every role in test/unit
const ONE_ROLE_PER_RIGHTS = [
  ...new Map(
    ROLES.filter((r) => canOpen(r, '/suppliers')).map((r) => [can(r, 'supplier.create'), r] as const),
  ).values(),
];

for (const role of ONE_ROLE_PER_RIGHTS) {
  test(`${role} opens the supplier list; the create button follows supplier.create`, async ({ page }) => {
    await signInAt(page, role, '/suppliers');
    await slow(page.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
    await slow(grid(page).getByText('Direct sales').first()).toBeVisible();
    const create = page.getByRole('button', { name: 'Create a supplier' });
    if (can(role, 'supplier.create')) await expect(create).toBeVisible();
    else await expect(create).toHaveCount(0);
  });
}

test('the designer may not open the supplier list: sent back to /', async ({ page }) => {
  await signInAt(page, 'designer', '/suppliers');
  await expect(page).toHaveURL(/\/$/);
});

test('a customer-hero may read the list but not open a supplier or create one', async ({ page }) => {
  await signInAt(page, 'customer-hero', '/suppliers/create');
  await expect(page).toHaveURL(/\/$/);
});

test('a supplier is created and edited from the keyboard', async ({ page }) => {
  await signInAt(page, 'product-manager', '/suppliers');
  await slow(grid(page).getByText('Direct sales').first()).toBeVisible();
  // "c" creates, the name has the focus
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/suppliers\/create$/);
  await slow(page.getByLabel(/^Name/)).toBeFocused();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Field required').first()).toBeVisible();
  // the refused save moves the focus to the first error a frame later: let that frame pass
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await slow(page.getByLabel(/^Name/)).toBeFocused();

  await page.keyboard.type('Songjiang Goat Cheese 松江羊奶酪');
  await expect(page.getByLabel(/^Name/)).toHaveValue('Songjiang Goat Cheese 松江羊奶酪');
  await page.getByLabel(/^Type/).focus();
  await page.keyboard.press('d');
  await expect(page.getByLabel(/^Type/)).toHaveValue('direct_sales');
  await page.getByLabel(/^Payment term/).focus();
  await page.keyboard.press('e');
  await expect(page.getByLabel(/^Payment term/)).toHaveValue('end_of_the_month');
  await page.getByLabel(/^VAT/).focus();
  await page.keyboard.type('9');
  await page.getByRole('button', { name: 'Add a contact' }).focus();
  await page.keyboard.press('Enter');
  const contact = page.getByRole('group', { name: 'Contacts 1' });
  await expect(contact.getByLabel(/^Contact name/)).toBeFocused();
  await page.keyboard.type('Gu Lan');
  await contact.getByLabel(/^Bank information/).focus();
  await page.keyboard.type('ICBC Songjiang 6222 1234');
  await page.keyboard.press('Control+s');
  await saved(page);
  await expect(page).toHaveURL(/\/suppliers(\?|#|$)/);

  // "/" searches, the arrow goes into the grid, Enter opens the row
  await page.keyboard.press('/');
  await page.keyboard.type('goat cheese');
  await expect(grid(page).getByRole('row')).toHaveCount(1);
  // ↓ from the search box: the rows have the keyboard
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.ag-row .ag-cell:focus')).toHaveCount(1);
  // the row opens from a cell not edited in place (its name is)
  await grid(page).getByRole('gridcell').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/suppliers\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Songjiang Goat Cheese 松江羊奶酪');
  await expect(page.getByLabel(/^VAT/)).toHaveValue('9');
  await expect(page.getByRole('group', { name: 'Contacts 1' }).getByLabel(/^Bank information/)).toHaveValue(
    'ICBC Songjiang 6222 1234',
  );

  // services: commission instead of VAT
  await page.getByLabel(/^Type/).focus();
  await page.keyboard.press('s');
  await expect(page.getByLabel(/^VAT/)).toHaveCount(0);
  await page.getByLabel(/^Commission/).focus();
  await page.keyboard.type('12,5');
  await page.getByLabel(/^Status/).focus();
  await page.keyboard.press('o');
  await page.keyboard.press('Control+s');
  await saved(page);
  const row = grid(page).getByRole('row').filter({ hasText: 'Songjiang Goat Cheese' });
  await expect(row).toContainText('Services');
  await expect(row).toContainText('12.5 %');
  await expect(row).toContainText('Ongoing');
});

test('a name another supplier has, in any case, is refused on the name field', async ({ page }) => {
  await signInAt(page, 'finance', '/suppliers/create');
  await page.getByLabel(/^Name/).fill('happy farm 幸福农场');
  await page.getByLabel(/^Type/).selectOption({ label: 'Direct sales' });
  await page.getByLabel(/^Payment term/).selectOption({ label: '30 days' });
  await page.getByLabel(/^Name/).press('Control+s');
  await expect(page.locator('#field-name-error')).toHaveText('Supplier already exists');
  await expect(page).toHaveURL(/\/suppliers\/create$/);
  // on edit the supplier itself does not count: its own name in other letters saves
  await page.goto('/suppliers');
  await page.keyboard.press('/');
  await page.keyboard.type('Happy Farm');
  // the row of that name, not whichever row is first before the search has answered
  await grid(page).getByRole('row').filter({ hasText: 'Happy Farm' }).first().click();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Happy Farm 幸福农场');
  await page.getByLabel(/^Name/).fill('HAPPY FARM 幸福农场');
  await page.getByLabel(/^Name/).press('Control+s');
  await saved(page);
});

test('Alt+N creates from a cell that takes typing, where "c" types into the name', async ({ page }) => {
  await signInAt(page, 'product-manager', '/suppliers');
  await slow(grid(page).getByText('Direct sales').first()).toBeVisible();
  await page.keyboard.press('g');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('col-id'))).toBe('name');
  await page.keyboard.press('Alt+n');
  await expect(page).toHaveURL(/\/suppliers\/create$/);
  await slow(page.getByLabel(/^Name/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/suppliers$/);
  // the ? sheet lists both keys beside "Create a new record"
  // back on the cell it was pressed on, once the list is drawn again
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('col-id'))).toBe('name');
  await page.keyboard.press('?');
  const row = page.getByRole('dialog').getByRole('row').filter({ hasText: 'Create a new record' });
  await expect(row).toContainText('Alt');
});
