import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './csp.ts';
import { arrowTo, focusedCol, toFirstCell } from './pages/grid-cursor.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn } from './pages/session.ts';

/**
 * Chinese typed with a pinyin input method, as Chrome on macOS delivers it: the letters compose
 * ("li na"), and the Enter that picks the characters comes to the page as a keydown with key
 * "Enter", keyCode 229 and isComposing, before the characters are inserted. That Enter is the
 * input method's: a grid that took it saved the pinyin and moved down (a picker took its first
 * match for the letters, the live page's entry row sent the order). The console stops such keys
 * at the window (src/app/imeKeys.ts), so one grid shows it for all.
 */
async function composeWithEnter(cdp: CDPSession, pinyin: string, text: string) {
  await cdp.send('Input.imeSetComposition', {
    text: pinyin,
    selectionStart: pinyin.length,
    selectionEnd: pinyin.length,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyDown',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 229,
    nativeVirtualKeyCode: 13,
  });
  await cdp.send('Input.insertText', { text });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 13,
  });
}

const inputValue = (page: Page) =>
  page.evaluate(() =>
    document.activeElement instanceof HTMLInputElement ? document.activeElement.value : null,
  );

test('a grid cell typed with pinyin: the input method’s Enter picks the characters, the next Enter saves them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs(request, demoEmail('admin'));
  const name = `IME ${Date.now().toString(36)}`;
  const made = await request.post('/api/customers', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { name, wechatGroups: [] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };

  await signIn(page, 'admin');
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
  await page.goto(`/customers?filter=${encodeURIComponent(JSON.stringify({ name }))}`);
  await toFirstCell(page);
  await arrowTo(page, 'name');
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/customers/cells') && r.method() === 'POST') saves.push(r.url());
  });
  await page.keyboard.press('Enter');
  await expect.poll(() => inputValue(page)).toBe(name);
  // after the name, so the row still matches the list's filter once saved
  await page.keyboard.press('End');
  const cdp = await page.context().newCDPSession(page);
  await composeWithEnter(cdp, 'li na', '李娜');

  // still editing, with the characters: nothing was saved, the cursor did not move down
  await expect.poll(() => inputValue(page)).toBe(`${name}李娜`);
  expect(saves).toEqual([]);

  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/customers/cells') && r.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect(await (await answer).json()).toMatchObject({ saved: 1, refused: 0 });
  await expect(page.locator(`.cpt-grid .ag-row[row-id="${id}"] [col-id="name"]`)).toHaveText(`${name}李娜`);
  expect(saves).toHaveLength(1);
  const [stored] = await admin.get<{ name: string }[]>(
    `/api/customers/details?filter=${encodeURIComponent(JSON.stringify({ name }))}`,
  );
  expect(stored?.name).toBe(`${name}李娜`);
  await expect.poll(() => focusedCol(page)).toBe('name');
});
