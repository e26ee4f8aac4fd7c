import { expect, type Page, test } from './csp.ts';
import { signInAt } from './pages/session.ts';

/** Picks an area in the cascader by typing part of its path and pressing Enter. */
async function pickArea(page: Page, group: ReturnType<Page['getByRole']>, query: string) {
  await group.getByLabel(/^Area/).first().click();
  await page
    .getByRole('searchbox', { name: 'Search an area…' })
    .or(page.getByLabel('Search an area…'))
    .fill(query);
  await page.keyboard.press('Enter');
}

test('a delivery template with nested areas and rules, validated then saved', async ({ page }) => {
  await signInAt(page, 'logistic', '/delivery?tabState=templates');
  await page.getByRole('button', { name: 'Create a template' }).click();
  await expect(page).toHaveURL(/\/delivery\/template\/create$/);

  await page.getByLabel(/^Template name/).fill('Pudong express');
  await page.getByLabel(/^Template name/).press('Control+s');
  await expect(page.getByText('Rules need at least one area')).toBeVisible();

  await page.getByRole('button', { name: 'Add an area' }).click();
  const area1 = page.getByRole('group', { name: 'Fee areas 1' });
  await pickArea(page, area1, 'Lujiazui');
  await expect(area1.getByText('Shanghai / Pudong / Lujiazui')).toBeVisible();
  // a new area comes with one empty rule: its type is required, then the inputs that type needs
  const rule1 = area1.getByRole('group', { name: 'Rules 1' });
  await page.getByLabel(/^Template name/).press('Control+s');
  await expect(rule1.getByText('Field required').first()).toBeVisible();
  await rule1.getByLabel(/^Rule type/).selectOption({ label: 'Fee up to a quantity' });
  await page.getByLabel(/^Template name/).press('Control+s');
  await expect(rule1.getByText('Field required').first()).toBeVisible();
  await rule1.getByLabel(/^Quantity/).fill('3');
  await rule1.getByRole('textbox', { name: /^Fee/ }).fill('12.50');

  await area1.getByRole('button', { name: 'Add a rule' }).click();
  const rule2 = area1.getByRole('group', { name: 'Rules 2' });
  await rule2.getByLabel(/^Rule type/).selectOption({ label: 'Free from an order value' });
  await rule2.getByLabel(/^Order value/).fill('200');
  await rule2.getByRole('textbox', { name: /^Fee/ }).fill('15');

  await page.getByRole('button', { name: 'Add an area' }).click();
  const area2 = page.getByRole('group', { name: 'Fee areas 2' });
  await pickArea(page, area2, 'Tianhe');
  await area2
    .getByRole('group', { name: 'Rules 1' })
    .getByLabel(/^Rule type/)
    .selectOption({ label: 'Flat fee' });
  await area2.getByRole('group', { name: 'Rules 1' }).getByRole('textbox', { name: /^Fee/ }).fill('20');

  await page.getByLabel(/^Template name/).press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();

  await page.goto('/delivery?tabState=templates');
  const row = page.getByRole('row').filter({ hasText: 'Pudong express' });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByLabel(/^Template name/)).toHaveValue('Pudong express');
  await expect(page.getByText('Shanghai / Pudong / Lujiazui')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Fee areas 1' }).getByRole('textbox', { name: /^Fee/ }).first(),
  ).toHaveValue(/12[.,]50?/);
});

test('an area needs a parent', async ({ page }) => {
  await signInAt(page, 'admin', '/delivery/areas/create');
  await page.getByLabel(/^Name \(English\)/).fill('Qiantan');
  await page.getByLabel(/^Name \(English\)/).press('Control+s');
  await expect(page.getByText('Field required')).toBeVisible();
});

test("a removed row's parse error stops blocking the save; a moved row keeps its own", async ({ page }) => {
  await signInAt(page, 'logistic', '/delivery/template/create');
  await page.getByLabel(/^Template name/).fill('Rows removed');
  const areas = [
    ['Lujiazui', '20'],
    ['Tianhe', '12.3.4'],
    ['Pudong', '8'],
  ] as const;
  for (const [i, [query, fee]] of areas.entries()) {
    await page.getByRole('button', { name: 'Add an area' }).click();
    const group = page.getByRole('group', { name: `Fee areas ${i + 1}` });
    await pickArea(page, group, query);
    await group.getByLabel(/^Rule type/).selectOption({ label: 'Flat fee' });
    await group.getByRole('textbox', { name: /^Fee/ }).fill(fee);
  }
  const invalid = page.getByText('Not a valid amount (e.g. 12.50 or 12,50)');
  await expect(invalid).toBeVisible();

  // the first area goes: the bad fee moves up to "Fee areas 1" with its row and still blocks
  await page.getByRole('button', { name: 'Remove area 1' }).click();
  const first = page.getByRole('group', { name: 'Fee areas 1' });
  await expect(first.getByRole('textbox', { name: /^Fee/ })).toHaveValue('12.3.4');
  await expect(first.getByText('Not a valid amount (e.g. 12.50 or 12,50)')).toBeVisible();
  await page.getByLabel(/^Template name/).press('Control+s');
  await expect(page.getByText('Please fix the errors before submitting')).toBeVisible();

  // removing the row with the bad fee removes its error: nothing visible is wrong, so it saves
  await page.getByRole('button', { name: 'Remove area 1' }).click();
  await expect(invalid).toHaveCount(0);
  // a bad quantity hidden by a type that does not use it does not block either
  const rule = page.getByRole('group', { name: 'Fee areas 1' }).getByRole('group', { name: 'Rules 1' });
  await rule.getByLabel(/^Rule type/).selectOption({ label: 'Fee up to a quantity' });
  await rule.getByLabel(/^Quantity/).fill('1.5');
  await expect(rule.getByText('Must be a whole number')).toBeVisible();
  await rule.getByLabel(/^Rule type/).selectOption({ label: 'Flat fee' });
  await page.getByLabel(/^Template name/).press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();
});
