import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './csp.ts';
import { answered } from './pages/cells-calls.ts';
import { arrowTo, focusedCol, toFirstCell } from './pages/grid-cursor.ts';
import { LivePageObject, signIn as liveSignIn } from './pages/live.ts';
import { ownLiveOffer } from './pages/own-offer.ts';
import { PASSWORD, signInAt } from './pages/session.ts';

/**
 * Chinese typed straight onto a cell with an input method (docs/spreadsheet.md, "Chinese typed on
 * a cell"). Chromium drives its input method through the DevTools protocol as the system's would:
 * a composition that only an editable element takes, each key first seen as "Process" (229).
 */
async function compose(cdp: CDPSession, text: string) {
  for (const type of ['rawKeyDown', 'keyUp'] as const)
    await cdp.send('Input.dispatchKeyEvent', { type, windowsVirtualKeyCode: 229, key: 'Process' });
  await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
}

/** A quick reply of its own, the list searched down to it (by its body too), the cursor on its title. */
async function ownReply(page: Page, title: string): Promise<{ id: string; token: string }> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@demo.comptoir', password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const made = await page.request.post('/api/quick-replies', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      body: `Thank you, we are on it (${title}).`,
      language: 'zh',
      category: 'other',
      community: 'c0000000-0000-4000-8000-000000000002',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.addInitScript(() => localStorage.setItem('comptoir.lang', 'zh'));
  await signInAt(page, 'admin', `/quick-replies?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  await expect(page.locator('.cpt-grid .ag-row')).toHaveCount(1, { timeout: 60_000 });
  await toFirstCell(page);
  await arrowTo(page, 'title');
  return { id: ((await made.json()) as { id: string }).id, token };
}

const titleCell = (page: Page) => page.locator('.cpt-grid .ag-row [col-id="title"]');

test('a word chosen in the input method on a text cell opens its editor with the word, Enter saves it', async ({
  page,
}) => {
  const title = `IME ${Date.now() % 1_000_000}`;
  const { id, token } = await ownReply(page, title);
  const cdp = await page.context().newCDPSession(page);
  // the pinyin shows in place of the value while it is composed
  await compose(cdp, 'w');
  await compose(cdp, 'wo');
  await expect(titleCell(page)).toHaveText('wo');
  await cdp.send('Input.insertText', { text: '我们' });
  const editor = page.locator('.cpt-grid .ag-cell-inline-editing input');
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('我们');
  // typed on after it, as in any editor (a number of its own: titles are one per community)
  const more = String(Date.now() % 1_000_000);
  await page.keyboard.type(more);
  await page.keyboard.press('Enter');
  await expect(titleCell(page)).toHaveText(`我们${more}`);
  await answered(titleCell(page));
  const saved = await page.request.get(`/api/quick-replies/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await saved.json()) as { title: string }).title).toBe(`我们${more}`);
});

test('a composition given up leaves the cell as it was, and letters still open the editor', async ({
  page,
}) => {
  const title = `IME ${Date.now() % 1_000_000}`;
  await ownReply(page, title);
  const cdp = await page.context().newCDPSession(page);
  await compose(cdp, 'ni');
  await expect(titleCell(page)).toHaveText('ni');
  // Escape in the input method: the composition emptied, then ended with nothing chosen
  await compose(cdp, '');
  await cdp.send('Input.insertText', { text: '' });
  await expect(titleCell(page)).toHaveText(title);
  await expect(page.locator('.cpt-grid .ag-cell-inline-editing')).toHaveCount(0);
  expect(await focusedCol(page)).toBe('title');
  await page.keyboard.type('Ab');
  await expect(page.locator('.cpt-grid .ag-cell-inline-editing input')).toHaveValue('Ab');
  await page.keyboard.press('Escape');
  await expect(titleCell(page)).toHaveText(title);
  // a cell that is not edited takes no composition: nothing shows, no editor opens
  await arrowTo(page, 'updatedAt');
  const stamp = await page.locator('.cpt-grid .ag-cell-focus').textContent();
  await compose(cdp, 'ni');
  await cdp.send('Input.insertText', { text: '你' });
  await expect(page.locator('.cpt-grid .ag-cell-focus')).toHaveText(stamp ?? '');
  await expect(page.locator('.cpt-grid .ag-cell-inline-editing')).toHaveCount(0);
});

test('the live grid: a name composed on the entry row’s customer cell opens the lookup with it', async ({
  page,
  request,
}) => {
  const offer = await ownLiveOffer(request);
  const live = new LivePageObject(page);
  await liveSignIn(page, 'admin@demo.comptoir');
  await live.open(offer.id);
  // the cell the page focuses on arrival takes the input method at once, as the typist starts there
  await expect(live.entryCell('customer')).toBeFocused();
  await expect(live.entryCell('customer')).toHaveAttribute('contenteditable', 'plaintext-only');
  const cdp = await page.context().newCDPSession(page);
  await compose(cdp, 'zh');
  await compose(cdp, 'zhang');
  await cdp.send('Input.insertText', { text: '张伟' });
  const input = page.locator('.cpt-live-suggest-input');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('张伟');
  await page.keyboard.press('Escape');
  await expect(live.entryCell('customer')).toHaveText('');
});
