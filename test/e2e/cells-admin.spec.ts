import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp.ts';
import { arrowTo } from './pages/grid-cursor.ts';
import { directSalesLine, purchaseOf } from './pages/purchases.ts';
import { demoEmail, PASSWORD, signIn } from './pages/session.ts';

/**
 * The admin lists edit their declared cells in place from the keyboard alone (docs/spreadsheet.md):
 * team, offers, delivery templates, purchase orders (/direct-sales and /finance) and invoices. Each
 * test reaches the cell with g and the arrows, types, presses Enter, waits for the save, reloads
 * and reads the value back, in English and in Chinese.
 */
const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));
const LANGS = ['en', 'zh'] as const;
type Lang = (typeof LANGS)[number];

/** The API as a demo member, for the rows a test makes and reads. */
async function apiAs(request: APIRequestContext, role: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: demoEmail(role), password: PASSWORD },
  });
  const token = ((await login.json()) as { token: string }).token;
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const r = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
    if (!r.ok()) throw new Error(`${method} ${path}: ${r.status()} ${await r.text()}`);
    return (await r.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, data: unknown) => call<T>('POST', path, data),
  };
}

interface Edit {
  /** the list's address, filtered down to the row */
  url: string;
  row: string;
  col: string;
  value: string;
  /** the cells call the save goes to, e.g. 'users/cells' */
  call: string;
  lang: Lang;
}

/**
 * g to the grid, the arrows to the cell, the value typed (typing starts the edit; the Chinese is
 * put in as an input method would), Enter, the save answered, the page reloaded, the value read.
 */
async function editByKeyboard(page: Page, e: Edit) {
  await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), e.lang);
  await page.goto(e.url);
  const cell = page.locator(`.cpt-grid .ag-row[row-id="${e.row}"] [col-id="${e.col}"]`).first();
  await slow(page.locator(`.cpt-grid .ag-row[row-id="${e.row}"]`).first()).toBeVisible();
  await page.keyboard.press('g');
  await arrowTo(page, e.col);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/${e.call}`) && r.request().method() === 'POST',
  );
  if (e.lang === 'en') await page.keyboard.type(e.value);
  else {
    await page.keyboard.type('x');
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(e.value);
  }
  await page.keyboard.press('Enter');
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect((await answer.json()).results[0]).toMatchObject({ id: e.row, ok: true });
  await expect(cell).toHaveText(e.value);
  await page.reload();
  await slow(page.locator(`.cpt-grid .ag-row[row-id="${e.row}"]`).first()).toBeVisible();
  await page.keyboard.press('g');
  await arrowTo(page, e.col);
  await expect(cell).toHaveText(e.value);
}

const stamp = () => String(Date.now() % 1_000_000);

test.describe.configure({ timeout: 240_000 });
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('team: a member renamed in place by an admin', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  await signIn(page, 'admin');
  for (const lang of LANGS) {
    // the name search reads the e-mail too: the row stays listed once renamed
    const email = `cells-${lang}-${stamp()}@demo.comptoir`;
    const m = await api.post<{ id: string }>('/api/users', {
      name: `Cells ${lang}`,
      email,
      role: 'customer-hero',
      city: 'Shanghai',
      password: 'correct horse',
    });
    const value = lang === 'en' ? `Renamed ${stamp()}` : `改名 ${stamp()}`;
    await editByKeyboard(page, {
      url: `/users?filter=${q({ name: email })}`,
      row: m.id,
      col: 'name',
      value,
      call: 'users/cells',
      lang,
    });
    expect((await api.get<{ name: string }>(`/api/users/${m.id}`)).name).toBe(value);
  }
});

test('offers: a coming offer renamed in place by a community manager', async ({ page, request }) => {
  const api = await apiAs(request, 'community-manager');
  const [product] = await api.get<{ id: string }[]>(
    `/api/products/details?range=[0,0]&filter=${q({ status: 'available' })}`,
  );
  const [area] = await api.get<{ id: string }[]>('/api/delivery-areas');
  const hour = 3_600_000;
  const at = (h: number) => new Date(Math.ceil(Date.now() / hour) * hour + h * hour).toISOString();
  await signIn(page, 'community-manager');
  for (const lang of LANGS) {
    const o = await api.post<{ id: string; offerID: number; community: string }>('/api/offers', {
      internalName: `Cells offer ${stamp()}`,
      community: 'c0000000-0000-4000-8000-000000000001',
      channel: 'wechat_group',
      name: { en: 'Cells week', zh: '表格周' },
      startingDate: at(48),
      endingDate: at(96),
      fees: [{ area: area!.id, rules: [{ type: 'flat', fee: 1000 }] }],
      deliveryDates: [at(120).slice(0, 10)],
      wechatGroup: {
        packs: [
          {
            id: crypto.randomUUID(),
            name: { en: 'Pack', zh: '套餐' },
            stock: 5,
            price: 5000,
            products: [{ product: product!.id, quantity: 1, weight: 1, weightType: 'piece' }],
          },
        ],
      },
    });
    const value = lang === 'en' ? `Spring box ${stamp()}` : `春季礼盒 ${stamp()}`;
    await editByKeyboard(page, {
      url: `/offers?filter=${q({ offerID: o.offerID })}#tab=coming`,
      row: o.id,
      col: 'internalName',
      value,
      call: 'offers/cells',
      lang,
    });
  }
});

test('delivery templates: a template renamed in place by logistic', async ({ page, request }) => {
  const api = await apiAs(request, 'logistic');
  const [area] = await api.get<{ id: string }[]>('/api/delivery-areas');
  await signIn(page, 'logistic');
  for (const lang of LANGS) {
    // the old and the new name share a word the list is filtered by: the row stays listed
    const word = `tpl${stamp()}`;
    const tp = await api.post<{ id: string }>('/api/delivery-templates', {
      name: `Cells ${word}`,
      areas: [{ area: area!.id, rules: [{ type: 'flat', fee: 800 }] }],
    });
    const value = lang === 'en' ? `Express ${word}` : `快递模板 ${word}`;
    await editByKeyboard(page, {
      url: `/delivery?filter=${q({ name: word })}`,
      row: tp.id,
      col: 'name',
      value,
      call: 'delivery-templates/cells',
      lang,
    });
  }
});

test('purchase orders: a bank transfer id typed in place on /direct-sales and /finance', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'admin');
  const line = await directSalesLine(api.get);
  await signIn(page, 'admin');
  for (const [lang, list] of [
    ['en', '/direct-sales'],
    ['zh', '/finance'],
  ] as const) {
    const po = await api.post<{ id: string; poId: string }>('/api/purchase-orders', purchaseOf(line));
    const value = lang === 'en' ? `TRX-${stamp()}` : `转账-${stamp()}`;
    await editByKeyboard(page, {
      url: `${list}?filter=${q({ poId: po.poId })}`,
      row: po.id,
      col: 'bankTransferID',
      value,
      call: 'purchase-orders/cells',
      lang,
    });
    expect((await api.get<{ bankTransferID: string }>(`/api/purchase-orders/${po.id}`)).bankTransferID).toBe(
      value,
    );
  }
});

test('invoices: a bank transfer id typed in place on the invoices tab by finance', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'finance');
  // an invoice of its own for each language, of the finished offers that ended first (finance.spec.ts
  // invoices the latest ones)
  const open = await api.get<{ id: string; finished: boolean }[]>(
    `/api/offers/services?filter=${q({ invoiced: false })}&sort=${q(['endingDate', 'ASC'])}&range=[0,19]`,
  );
  const offers = open.filter((o) => o.finished).slice(0, 2);
  expect(offers.length).toBe(2);
  await signIn(page, 'finance');
  for (const [i, lang] of LANGS.entries()) {
    const [inv] = await api.post<{ id: string; poId: string }[]>('/api/purchase-orders/generate', {
      offers: [offers[i]!.id],
    });
    const value = lang === 'en' ? `WIRE-${stamp()}` : `汇款-${stamp()}`;
    await editByKeyboard(page, {
      url: `/services?tabState=invoices&filter=${q({ poId: inv!.poId })}`,
      row: inv!.id,
      col: 'bankTransferID',
      value,
      call: 'purchase-orders/cells',
      lang,
    });
  }
});
