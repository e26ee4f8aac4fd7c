import { expect, test } from './csp.ts';
import { chooseArea } from './pages/area.ts';
import { signIn, signInAt } from './pages/session.ts';

test('a customer with two addresses and a pet, created and edited from the keyboard; every tab opens', async ({
  page,
}) => {
  await signInAt(page, 'customer-hero', '/customers/create');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-disabled', 'true');
  const name = `Keyboard Customer ${Date.now() % 100_000}`;
  await page.getByLabel(/^Name/).fill(name);

  for (const [i, street] of [
    [1, '12 Wukang Rd'],
    [2, '88 Century Ave'],
  ] as const) {
    await page.getByRole('button', { name: 'Add an address' }).press('Enter');
    const group = page.getByRole('group', { name: `Addresses ${i}` });
    await group.getByLabel(/^City/).selectOption({ label: 'Shanghai' });
    await chooseArea(page, group.getByLabel(/^Area/), 'Pudong');
    await group.getByLabel(/^Detailed address/).fill(street);
  }
  await page
    .getByRole('group', { name: 'Addresses 2' })
    .getByLabel(/^Address type/)
    .selectOption({ label: 'Office' });
  await page.getByRole('button', { name: 'Add a pet' }).press('Enter');
  const pet = page.getByRole('group', { name: 'Pets 1' });
  await pet.getByLabel(/^Pet name/).fill('Mochi');
  await pet.getByLabel(/^Type/).selectOption({ label: 'Cat' });
  await pet.getByLabel(/^Size/).selectOption({ label: 'Small' });
  await pet.getByLabel(/^Pet name/).press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();

  // the list finds it by name; Enter opens the record with both addresses and the pet
  await expect(page).toHaveURL(/\/customers(\?|#|$)/);
  await page.getByRole('searchbox').first().fill(name.toLowerCase());
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByRole('group', { name: /^Addresses \d/ })).toHaveCount(2);
  await page
    .getByRole('group', { name: 'Pets 1' })
    .getByLabel(/^Pet name/)
    .fill('Mochi II');
  await page.getByLabel(/^Name/).press('Control+s');
  // the create's toast may still be up when the edit's appears: the newest is the edit's
  await expect(page.getByText('Successfully saved').last()).toBeVisible();
  await page.getByRole('row').filter({ hasText: name }).click();
  await expect(page.getByRole('group', { name: 'Pets 1' }).getByLabel(/^Pet name/)).toHaveValue('Mochi II');

  // Alt+2…5 walk the tabs
  await page.keyboard.press('Alt+2');
  await expect(page).toHaveURL(/tabState=orders/);
  await page.keyboard.press('Alt+3');
  await expect(page).toHaveURL(/tabState=vouchers/);
  await page.keyboard.press('Alt+4');
  await expect(page.getByRole('columnheader', { name: 'Claim', exact: true })).toBeVisible();
  await page.keyboard.press('Alt+5');
  await expect(page.getByText('Reorder frequency')).toBeVisible();
});

test('the list opens for every role but the designer, who is sent to /', async ({ page }) => {
  for (const role of ['admin', 'community-manager', 'logistic', 'finance']) {
    await signInAt(page, role, '/customers');
    await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
    // the analytics action opens the record on its analytics tab
    await page
      .getByRole('button', { name: /^Analytics of / })
      .first()
      .click();
    await expect(page).toHaveURL(/tabState=analytics/);
    await expect(page.getByText('Reorder frequency')).toBeVisible();
    await page.evaluate(() => localStorage.clear());
  }
  await signInAt(page, 'designer', '/customers');
  await expect(page).toHaveURL(/\/$/);
});

test('the first click on a fresh form lands: no error on a blur without a change, none that moves the page', async ({
  page,
}) => {
  // a cold first load of the form on a loaded machine: generous, the waits are not about speed
  test.setTimeout(240_000);
  await signIn(page, 'customer-hero');
  for (const [lang, add, required] of [
    ['en', 'Add an address', /required/i],
    ['zh', '添加地址', /必填/],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto('/customers/create');
    const name = page.locator('#field-name');
    const addAddress = page.getByRole('button', { name: add, exact: true });
    // the name has the focus (a first load of the form on a loaded machine may take a while); the
    // first click elsewhere blurs it and must still press the button
    await expect(name).toBeFocused({ timeout: 120_000 });
    await addAddress.click();
    await expect(page.locator('.cpt-repeat-item')).toHaveCount(1);
    await expect(page.locator('#field-name-error')).toHaveCount(0);

    // a field left empty after an edit shows its error, in room kept for it: nothing below moves
    await name.fill('x');
    await name.fill('');
    const before = await addAddress.boundingBox();
    await name.blur();
    await expect(page.locator('#field-name-error')).toHaveText(required);
    expect(await addAddress.boundingBox()).toEqual(before);
    // and the click lands (a new address opens and scrolls into view, as it should)
    await addAddress.click();
    await expect(page.locator('.cpt-repeat-item')).toHaveCount(2);
  }
});

test('a customer edited on its information tab, then another tab: asked first, Stay keeps the typing', async ({
  page,
}) => {
  await signInAt(page, 'customer-hero', '/customers/create');
  const name = `Tab Leaver ${Date.now() % 100_000}`;
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Name/).press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await page.getByRole('searchbox').first().fill(name.toLowerCase());
  await page.getByRole('row').filter({ hasText: name }).click();
  const field = page.getByLabel(/^Name/);
  await expect(field).toHaveValue(name);
  await field.fill(`${name} bis`);

  // the tab is in the address's query: leaving it unmounts the form, as leaving the page does
  await page.keyboard.press('Alt+2');
  const question = page.getByRole('alertdialog');
  await expect(question.getByRole('button', { name: 'Stay' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(page).not.toHaveURL(/tabState=orders/);
  await expect(field).toHaveValue(`${name} bis`);

  // a typist's Shift+Tab as soon as the question shows, before its fade-in ends, is not undone
  await page.keyboard.press('Alt+2');
  await expect(question).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(question.getByRole('button', { name: 'Leave' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tabState=orders/);
  // nothing typed on a tab the form is not on: tab to tab without a question
  await page.keyboard.press('Alt+3');
  await expect(page).toHaveURL(/tabState=vouchers/);
  await expect(question).toBeHidden();
});
