import type { CDPSession, TestInfo } from '@playwright/test';
import { expect, type Page, test } from './csp.ts';
import { demoEmail, mainMenu, PASSWORD, signIn } from './pages/session.ts';

/**
 * What Chromium transfers to show the login, sign in and show the shell with its landing page, on
 * a cold cache: every response's bytes on the wire (headers and compressed body, CDP's
 * encodedDataLength) and the live socket's frames, until the network has been quiet for a while,
 * so the preloads the shell starts once idle (the Ctrl+K palette) are counted too.
 */
/**
 * 300 KB until the icons only screens draw were bundled (src/app/icon-names.ts): they cost the
 * entry ~0.3 KB and the login + shell measured 300.6 KB, where a list without them fetched
 * Blueprint's whole icon set (76 KB). Then 322 KB once luxon became the console's one date
 * library (docs/domain.md, "Dates"): the landing card draws without it and fetches it after, for
 * its last-update row (~22 KB, which every list fetches anyway). 304 KB once the console's
 * scripts and stylesheets stopped carrying the document headers (server/http/built-assets.ts);
 * 288 KB once Blueprint's list of all icon names left the entry (vite.config.ts, 8 KB).
 * The margin is for headers and the API's answers.
 */
const BUDGET_KB = 310;
const QUIET_MS = 2000;

interface Transfer {
  /** requestId → [url, bytes] */
  done: Map<string, [string, number]>;
  pending: Set<string>;
  last: number;
}

async function watchTransfer(page: Page): Promise<{ cdp: CDPSession; t: Transfer }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const t: Transfer = { done: new Map(), pending: new Set(), last: Date.now() };
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    t.pending.add(e.requestId);
    t.last = Date.now();
  });
  const answered = new Set<string>();
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId) ?? '?';
    // an API call made again (a list refetched because another test wrote to it meanwhile) is what
    // other users' work costs, not what opening the screen does: its first answer counts
    const again = url.includes('/api/') && answered.has(url);
    answered.add(url);
    if (!again) t.done.set(e.requestId, [url, e.encodedDataLength]);
    t.pending.delete(e.requestId);
    t.last = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    t.pending.delete(e.requestId);
    t.last = Date.now();
  });
  let frame = 0;
  cdp.on('Network.webSocketFrameReceived', (e) => {
    t.done.set(`ws-${frame++}`, ['live socket frame', e.response.payloadData.length]);
    t.last = Date.now();
  });
  return { cdp, t };
}

/** Until no request is in flight and none has started or ended for QUIET_MS. */
async function quiet(t: Transfer): Promise<void> {
  await expect
    .poll(() => t.pending.size === 0 && Date.now() - t.last >= QUIET_MS, {
      timeout: 30_000,
      intervals: [250],
    })
    .toBe(true);
}

const total = (t: Transfer) => [...t.done.values()].reduce((a, [, n]) => a + n, 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function report(
  testInfo: TestInfo,
  t: Transfer,
  login: number,
  what = 'login + shell',
): Promise<string> {
  const rows = [...t.done.values()].sort((a, b) => b[1] - a[1]);
  const base = /^https?:\/\/[^/]+/;
  const lines = [
    `login screen: ${kb(login)}; ${what}: ${kb(total(t))} in ${rows.length} responses`,
    ...rows.map(([url, n]) => `${kb(n).padStart(9)}  ${url.replace(base, '')}`),
  ];
  await testInfo.attach('transfer', { body: lines.join('\n'), contentType: 'text/plain' });
  return lines[0]!;
}

/** Opens the login (its bytes returned once the network is quiet) and signs the admin in. */
async function signInWatched(page: Page, t: Transfer): Promise<number> {
  await page.goto('/');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await quiet(t);
  const login = total(t);
  await page.getByLabel('E-mail').fill(demoEmail('admin'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(mainMenu(page)).toBeVisible();
  return login;
}

test('the login and the shell transfer under their budget in Chromium', async ({ page }, testInfo) => {
  const { t } = await watchTransfer(page);
  const login = await signInWatched(page, t);
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeEnabled();
  await quiet(t);
  const summary = await report(testInfo, t, login);
  console.log(summary);
  const urls = [...t.done.values()].map(([url]) => url);
  // the idle preload of the palette came (it is part of the figure), its searches did not
  expect(urls.some((u) => /\/assets\/CommandPalette-/.test(u))).toBe(true);
  expect(urls.filter((u) => /\/assets\/(PaletteSources|ag-grid|zh|gridLocaleZh)-/.test(u))).toEqual([]);
  expect(total(t) / 1024, summary).toBeLessThan(BUDGET_KB);
});

/**
 * Login → the services orders list, as a user goes (the menu after the landing page): the budget
 * holds what was won (the lists fetched Blueprint's whole icon set, 76 KB, for two icons it did
 * not bundle: 783 KB then). AG Grid (220 KB of it) has a floor of about 150 KB on the wire even
 * with one module registered, so the 300 KB is out of reach with it (docs/benchmarks.md).
 */
// 697 KB before the scripts' lean headers and popper.js's departure, 645 KB after, 595 KB once
// the day filter's calendar came only when opened; 601 KB here when the day filter brought the
// form library (12 KB), 594 KB without it, 588 KB without Blueprint's list of all icon names
const LIST_BUDGET_KB = 630;

test('login → the orders list stays under its budget and fetches no whole icon set', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { t } = await watchTransfer(page);
  const login = await signInWatched(page, t);
  await quiet(t);
  await mainMenu(page).locator('a[href="/orders-services"]').click();
  await expect(page.locator('.cpt-grid .ag-row').first()).toBeVisible({ timeout: 30_000 });
  await quiet(t);
  const summary = await report(testInfo, t, login, 'login → orders list');
  console.log(summary);
  const urls = [...t.done.values()].map(([url]) => url);
  // icons/lib/esm/generated/*/paths/index.js: what Blueprint's loader fetches for an unbundled icon
  expect(urls.filter((u) => /\/assets\/paths-/.test(u))).toEqual([]);
  // the Chinese grid table comes with the Chinese dictionary, never to an English page
  expect(urls.filter((u) => /\/assets\/gridLocaleZh-/.test(u))).toEqual([]);
  // the list's day filter is typed; its calendar (~40 KB) comes when one is opened
  expect(urls.filter((u) => /\/assets\/DayCalendar-/.test(u))).toEqual([]);
  // the form's state library (react-hook-form in the Field chunk) comes with a form, not with a filter
  expect(urls.filter((u) => /\/assets\/Field-/.test(u))).toEqual([]);
  expect(total(t) / 1024, summary).toBeLessThan(LIST_BUDGET_KB);
  await page.getByLabel('Order date from').press('ArrowDown');
  await expect(page.getByRole('dialog', { name: 'Calendar' }).locator('.rdp-day_today')).toBeFocused();
  expect([...t.done.values()].some(([url]) => /\/assets\/DayCalendar-/.test(url))).toBe(true);
});

test('what the first download leaves out comes when asked: the palette’s searches, the shortcut sheet, the picture form, Chinese', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // the shortcut sheet's dialog loads at the first `?`
  await page.keyboard.press('Shift+?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toContainText('Ctrl');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // the palette's record search loads with its first opening; the first keys still reach it
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Emma', { delay: 0 });
  await expect(page.locator('.cpt-palette input')).toHaveValue('Emma');
  await expect(page.getByRole('option', { name: /Emma Petit/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Change picture' }).click();
  const drawer = page.locator('.bp6-drawer').filter({ hasText: 'My picture' });
  await expect(drawer.locator('.cpt-upload-zone')).toHaveAccessibleName('Picture');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: '中文' }).first().click();
  await expect(mainMenu(page).getByRole('link', { name: '团队', exact: true })).toBeVisible();
  // a reload in Chinese draws Chinese from the first frame (the dictionary is fetched before)
  await page.reload();
  await expect(mainMenu(page).getByRole('link', { name: '团队', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText('Team', { exact: true })).toHaveCount(0);
});
