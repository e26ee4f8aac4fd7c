import type { APIRequestContext } from '@playwright/test';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { QuickReply } from '../../domain/quick-replies/schema.ts';
import { expect, type Page, test } from './csp.ts';
import { arrowTo, focusedCol } from './pages/grid-cursor.ts';
import { type Api, apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn, signInAt } from './pages/session.ts';

/**
 * A quick reply's community is a cell like the others (docs/quick-replies.md): chosen among the
 * member's own communities, named in the console's language; another one pasted is refused in
 * the cell, with its reason, and nothing is sent.
 */
const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));
const gridRow = (page: Page, id: string) => page.locator(`.cpt-grid .ag-row[row-id="${id}"]`);
const WORDS = {
  en: { garden: 'Garden', kitchen: 'Kitchen', farm: 'Farm', notYours: 'Not one of your communities' },
  zh: { garden: '花园', kitchen: '厨房', farm: '农场', notYours: '不是您所在的社群' },
} as const;

/** A one-line reply of the kitchen, made by the admin through the API. */
async function kitchenReply(request: APIRequestContext, api: Api, title: string, language = 'en') {
  const made = await request.post('/api/quick-replies', {
    headers: { Authorization: `Bearer ${api.token}` },
    data: { title, community: COMMUNITY_IDS.kitchen, language, body: 'One line.' },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as QuickReply;
}

/** The community a reply has now, as the API reads it. */
async function storedCommunity(request: APIRequestContext, api: Api, id: string) {
  const back = await request.get(`/api/quick-replies/${id}`, {
    headers: { Authorization: `Bearer ${api.token}` },
  });
  return ((await back.json()) as QuickReply).community;
}

/** g, the grid's first cell; then arrows to the right onto the Community column. */
async function reachCommunity(page: Page) {
  await page.keyboard.press('g');
  await expect.poll(() => focusedCol(page)).not.toBe('');
  await arrowTo(page, 'community');
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a reply moved to another of the member’s communities from its cell, in English and Chinese', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await apiAs(request, demoEmail('admin'));
  await signIn(page, 'customer-hero');
  for (const lang of ['en', 'zh'] as const) {
    const title = `Moved ${lang} ${Date.now() % 100_000}`;
    const reply = await kitchenReply(request, api, title, lang);
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/quick-replies?filter=${q({ q: title })}`);
    const cell = gridRow(page, reply.id).locator('[col-id="community"]');
    await slow(cell).toHaveText(lang === 'en' ? 'Kitchen' : '厨房');
    await reachCommunity(page);

    // the farm, pasted by its name, is not hers: refused in the cell with its reason, nothing sent
    let sent = 0;
    const count = () => sent++;
    page.on('request', (r) => r.url().endsWith('/api/quick-replies/cells') && count());
    await page.evaluate((text) => navigator.clipboard.writeText(text), WORDS[lang].farm);
    await page.keyboard.press('Control+v');
    await expect(cell.locator('[aria-invalid="true"]')).toContainText(WORDS[lang].notYours);
    // the cell shows what was pasted, as it was
    await expect(cell.locator('[aria-invalid="true"]')).toContainText(WORDS[lang].farm);
    expect(sent).toBe(0);
    // Escape puts the row's value back
    await page.keyboard.press('Escape');
    await expect(cell).toHaveText(lang === 'en' ? 'Kitchen' : '厨房');

    // the garden is offered (her other community): chosen from the cell's list, saved by the cells call
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/quick-replies/cells') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    await expect(page.locator('.ag-select-list-item')).toHaveText(
      lang === 'en' ? ['Kitchen', 'Garden'] : ['厨房', '花园'],
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const r = await answer;
    expect(r.status()).toBe(200);
    expect((await r.json()).results[0]).toMatchObject({ ok: true });
    await expect(cell).toHaveText(WORDS[lang].garden);
    await page.reload();
    await slow(cell).toHaveText(WORDS[lang].garden);
    expect(await storedCommunity(request, api, reply.id)).toBe(COMMUNITY_IDS.garden);
  }
});

test('a community pasted by its name, and set on several rows, by a member', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('admin'));
  const stamp = `Named ${Date.now() % 100_000}`;
  const replies = [
    await kitchenReply(request, api, `${stamp} 1`),
    await kitchenReply(request, api, `${stamp} 2`),
  ];
  const [a, b] = replies as [QuickReply, QuickReply];
  await signInAt(page, 'customer-hero', `/quick-replies?filter=${q({ q: stamp })}`);
  const cellOf = (r: QuickReply) => gridRow(page, r.id).locator('[col-id="community"]');
  await slow(cellOf(b)).toHaveText('Kitchen');
  await reachCommunity(page);
  // her own garden, pasted by its name as a spreadsheet writes it: saved
  await page.evaluate((text) => navigator.clipboard.writeText(text), 'garden');
  const pasteSaved = page.waitForResponse(
    (r) => r.url().endsWith('/api/quick-replies/cells') && r.request().method() === 'POST',
  );
  await page.keyboard.press('Control+v');
  await expect(cellOf(a)).toHaveText('Garden');
  expect((await pasteSaved).status()).toBe(200);
  // the kitchen's name copied from a colleague's Chinese page, on this English one: taken too
  await page.evaluate((text) => navigator.clipboard.writeText(text), WORDS.zh.kitchen);
  const chineseSaved = page.waitForResponse(
    (r) => r.url().endsWith('/api/quick-replies/cells') && r.request().method() === 'POST',
  );
  await page.keyboard.press('Control+v');
  await expect(cellOf(a)).toHaveText('Kitchen');
  expect((await chineseSaved).status()).toBe(200);
  expect(await storedCommunity(request, api, a.id)).toBe(COMMUNITY_IDS.kitchen);
  // both rows selected, "Set Community…" offers her two communities and sets them
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await page.keyboard.press('Alt+s');
  const items = page.locator('.cpt-setcol [role="menuitem"]');
  await expect(items).toHaveText(['Kitchen', 'Garden']);
  // the cell shows the value at once; the rows are read back once the cells call has answered
  const setSaved = page.waitForResponse(
    (r) => r.url().endsWith('/api/quick-replies/cells') && r.request().method() === 'POST',
  );
  await items.filter({ hasText: 'Garden' }).click();
  await expect(cellOf(b)).toHaveText('Garden');
  expect((await setSaved).status()).toBe(200);
  for (const r of replies) expect(await storedCommunity(request, api, r.id)).toBe(COMMUNITY_IDS.garden);
});
