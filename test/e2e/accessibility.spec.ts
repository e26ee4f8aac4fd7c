import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './csp.ts';
import { describe, type Finding, HEADINGS, scan, screenUrls, settled } from './pages/a11y.ts';
import { dailyOrderMaker, productInStock } from './pages/daily-orders.ts';
import { apiAs } from './pages/live-typing.ts';
import { directSalesLine, purchaseOf } from './pages/purchases.ts';
import { demoEmail, signIn } from './pages/session.ts';

type Lang = 'en' | 'zh';
const dictionaries = {
  en: JSON.parse(readFileSync('locales/en.json', 'utf8')),
  zh: JSON.parse(readFileSync('locales/zh.json', 'utf8')),
} as Record<Lang, Record<string, unknown>>;
/** The visible text of a key, as the console shows it in that language. */
const tr = (lang: Lang, key: string): string =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], dictionaries[lang]) as string;

/** Portalled overlays (dialogs, drawers, popovers, the palette) live under these. */
const PORTAL = '.bp6-portal';

/**
 * axe-core over every screen of domain/screens.generated.ts (list, create and edit pages, on demo
 * rows) and the overlays (palette, shortcut sheet, Columns and Views menus, a confirm dialog, the
 * history drawer, each tab of the live page), in English and in Chinese, signed in as the
 * super-admin, who sees everything. Any critical or serious finding fails, named with its
 * elements (docs/client.md, Accessibility). The sweep runs as four parts that the suite's two
 * browsers share (each language's screens in two halves, the overlays with the second); every
 * page it opens is also held to the Content-Security-Policy by the csp.ts fixture.
 */
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1440, height: 900 } });

for (const lang of ['en', 'zh'] as const) {
  for (const half of [0, 1] as const) {
    test(`${lang}: screens ${half + 1} of 2${half ? ' and the overlays' : ''} have no critical or serious axe-core finding`, async ({
      page,
      request,
    }) => {
      test.setTimeout(900_000);
      const answer = await page.request.get('/');
      expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");
      const api = await apiAs(request, demoEmail('super-admin'));
      // the demo data holds no daily order: one is made to open its form
      const daily = await (await dailyOrderMaker(request, api, await productInStock(request)))('Axe', {
        quantity: 1,
        price: 100,
      });
      // nor one purchase order that stays unpaid: finance.spec.ts pays the newest, the first row
      const purchase = await request.post('/api/purchase-orders', {
        data: purchaseOf(await directSalesLine(api.get)),
        headers: { Authorization: `Bearer ${api.token}` },
      });
      expect(purchase.status()).toBe(201);
      const unpaid = ((await purchase.json()) as { id: string }).id;
      const all = await screenUrls(api.get, {
        '/daily-orders/:orderId': daily.id,
        '/finance/:id': unpaid,
        '/finance/:id/edit': unpaid,
      });
      const middle = Math.ceil(all.length / 2);
      const urls = half ? all.slice(middle) : all.slice(0, middle);

      await signIn(page, 'super-admin');
      if (lang === 'zh') {
        // the choice is stored once the dictionary is in: a page opened before would be English
        await page.getByRole('button', { name: '中文', exact: true }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      }
      const found: Finding[] = [];
      for (const url of urls) {
        await open(page, url, lang);
        found.push(...check(await scan(page, `${lang} ${url}`)));
        // every screen in both languages, for a person to look at (docs/testing.md, Screenshots)
        if (process.env.SCREENS_DIR)
          await page.screenshot({
            path: `${process.env.SCREENS_DIR}/${lang}${url.replaceAll(/[/?=]/g, '_')}.png`,
          });
      }
      if (half) {
        const offers = await api.get<{ id: string; channel: string }[]>('/api/offers/details?range=[0,99]');
        const liveOffer = offers.find((o) => o.channel === 'all') ?? offers[0]!;
        const user = all.find((u) => /^\/users\/[^/]+$/.test(u) && !u.endsWith('/create'))!;
        found.push(
          ...(await overlays(page, lang, { user, purchase: `/finance/${unpaid}`, liveOffer: liveOffer.id })),
        );
      }
      expect(found, describe(found)).toEqual([]);
    });
  }
}

/**
 * Opens `url` drawn in `lang`, as the console's own links do once it is loaded (the router follows
 * the history entry): a page load per screen cost as much as the scan itself (0.72 s against
 * 0.08 s, then 0.62 s of axe, at rest). A page whose Chinese dictionary could not be fetched is
 * drawn in English (src/app/i18n.ts): it is loaded again, so that the sweep never scans the other
 * language under this one's name.
 */
async function open(page: Page, url: string, lang: Lang): Promise<void> {
  const want = lang === 'zh' ? 'zh-CN' : 'en';
  let reload = !page.url().startsWith('http');
  // the pointer left where the last click was would hover the next screen's grid: a cell's tooltip
  // scanned while fading in or out reads as faint text (1.88:1)
  await page.mouse.move(0, 0);
  await expect(async () => {
    if (reload) await page.goto(url);
    else {
      // a screen is keyed by its path (src/app/router.tsx): the next one's heading is a new element,
      // and the old one stays drawn until the next screen's code has come
      await page.evaluate(
        ([to, headings]) => {
          for (const h of document.querySelectorAll(headings)) (h as unknown as { old: boolean }).old = true;
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        },
        [url, HEADINGS] as const,
      );
      await page.waitForFunction((headings) => {
        const h = document.querySelector(headings) as unknown as { old?: boolean } | null;
        return !!h && !h.old;
      }, HEADINGS);
    }
    reload = true;
    await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === url);
    await settled(page);
    expect(await page.locator('html').getAttribute('lang')).toBe(want);
  }).toPass({ timeout: 120_000 });
}

/** Each scan is named in the report as it fails, and the sweep goes on to the next screen. */
function check(findings: Finding[]): Finding[] {
  expect.soft(findings, describe(findings)).toEqual([]);
  return findings;
}

async function overlays(
  page: Page,
  lang: Lang,
  at: { user: string; purchase: string; liveOffer: string },
): Promise<Finding[]> {
  const found: Finding[] = [];
  const portal = async (what: string) => {
    // scanned once its opening transition is over: a fading dialog's text is lighter than it ends
    await expect(
      page.locator(`${PORTAL} [class*="-enter-active"], ${PORTAL} [class*="-appear-active"]`),
    ).toHaveCount(0);
    found.push(...check(await scan(page, `${lang} ${what}`, PORTAL)));
  };

  await open(page, '/users', lang);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('listbox', { name: tr(lang, 'palette.placeholder') })).toBeVisible();
  await portal('palette (Ctrl+K)');
  await page.keyboard.press('Escape');

  // the palette gives the focus back where it was; '?' opens the sheet from outside a text box
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: tr(lang, 'shortcuts.title') })).toBeVisible();
  await portal('shortcut sheet (?)');
  await page.keyboard.press('Escape');

  // each menu's closing transition is waited for: the next one's popover would be the second
  await page.getByRole('button', { name: tr(lang, 'list.columns') }).click();
  await expect(page.locator('.bp6-popover')).toBeVisible();
  await portal('Columns menu');
  await page.keyboard.press('Escape');
  await expect(page.locator('.bp6-popover')).toHaveCount(0);

  await page.getByRole('button', { name: tr(lang, 'views.title') }).click();
  await expect(page.locator('.bp6-popover')).toBeVisible();
  await portal('Views menu');
  await page.keyboard.press('Escape');
  await expect(page.locator('.bp6-popover')).toHaveCount(0);

  await open(page, at.user, lang);
  await page.keyboard.press('Alt+h');
  await expect(page.locator('.cpt-history')).toBeVisible();
  await settled(page);
  await portal('history drawer (Alt+H)');
  await page.keyboard.press('Escape');

  await open(page, at.purchase, lang);
  await page.getByRole('button', { name: tr(lang, 'purchaseOrder.markPaid') }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await portal('confirm dialog');
  await page.getByRole('button', { name: tr(lang, 'app.cancel') }).click();

  // the live page, each tab the super-admin may open (a channel the offer is not on is disabled)
  await open(page, `/offers/${at.liveOffer}/orders`, lang);
  const tabs = page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    if ((await tab.getAttribute('aria-disabled')) === 'true') continue;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    found.push(...check(await scan(page, `${lang} live page, tab ${await tab.innerText()}`)));
  }
  return found;
}
