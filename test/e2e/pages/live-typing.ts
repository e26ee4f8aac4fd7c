import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { PASSWORD } from './live.ts';

/** keys 40 ms apart: a practised typist, who never waits for the screen */
export const KEY_MS = 40;

export interface Api {
  token: string;
  get: <T>(path: string) => Promise<T>;
}

export async function apiAs(request: APIRequestContext, email: string): Promise<Api> {
  const login = async () =>
    (await (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).json())
      .token as string;
  let token = await login();
  const get = async <T>(path: string, again = true): Promise<T> => {
    const r = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    // a slow run outlives the access token: sign in again, as the console renews it
    if (r.status() === 401 && again) {
      token = await login();
      return get<T>(path, false);
    }
    if (!r.ok()) throw new Error(`${path}: ${r.status()} ${await r.text()}`);
    return (await r.json()) as T;
  };
  return { token, get };
}

export interface LookupRow {
  id: string;
  name: string;
  contacts: { phone: string }[];
  wechatGroups: { community: string; groupNumber: number }[];
  vouchers: { id: string; amount: number; communities: string[]; status: string }[];
  addresses: { phone?: string; area?: string | null; detailedAddress?: string; city?: string }[];
}

export const lookup = (api: Api, text: string, range = '[0,4]') =>
  api.get<LookupRow[]>(
    `/api/customers/areas?range=${range}&filter=${encodeURIComponent(JSON.stringify({ name: text }))}`,
  );

export interface OrderRow {
  id: string;
  orderNumber: number;
  customer: { id: string } | null;
  customerName: string;
  paymentStatus: string;
  paymentMethod: string;
  status: string;
  createdAt: string;
  groupNumber: number | null;
  totalAmount: number;
  customerAddress: { area: string | null; detailedAddress: string; phone: string } | null;
  vouchers: { id: string }[];
}

/**
 * The first customer of some partial names that `pick` accepts (given the customers the lookup
 * finds under his exact name) and that is the first suggestion for his full name (the one Tab
 * takes).
 */
export async function findCustomer(
  api: Api,
  partials: readonly string[],
  pick: (c: LookupRow, sameName: LookupRow[]) => boolean,
): Promise<LookupRow> {
  for (const text of partials) {
    for (const c of await lookup(api, text, '[0,49]')) {
      if (!pick(c, [c])) continue;
      const answer = await lookup(api, c.name);
      const sameName = answer.filter((r) => r.name.toLowerCase() === c.name.toLowerCase());
      if (answer[0]?.id === c.id && pick(c, sameName)) return c;
    }
  }
  throw new Error('no seeded customer fits');
}

export const offerOrders = (api: Api, offerId: string) =>
  api.get<OrderRow[]>(
    `/api/orders/details?sort=${encodeURIComponent('["orderNumber","ASC"]')}&range=[0,9999]&filter=${encodeURIComponent(
      JSON.stringify({ offer: offerId, channel: 'wechat_group' }),
    )}`,
  );

export async function liveOffer(api: Api): Promise<{ id: string; offerID: number }> {
  const filter = encodeURIComponent(JSON.stringify({ timing: 'live' }));
  const offers = await api.get<{ id: string; offerID: number; internalName: string }[]>(
    `/api/offers/details?filter=${filter}`,
  );
  const o = offers.find((x) => x.internalName.startsWith('Weekend farm box'));
  if (!o) throw new Error('the seeded live Kitchen offer');
  return o;
}

/** One key held for the typist's 40 ms; nothing waits for the page. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key, { delay: KEY_MS });
}

/**
 * Text at 40 ms a key. Characters off the keyboard (Chinese) come through an input method,
 * which composes only in a text field: for them the customer editor is opened with F2 and its
 * field is waited for, as the IME itself waits (that wait is added to `waited.ms`); the keys
 * after it do not wait. Returns the keys pressed.
 */
export async function typeText(page: Page, text: string, waited?: { ms: number }): Promise<number> {
  if (/^[\x20-\x7e]*$/.test(text)) {
    await page.keyboard.type(text, { delay: KEY_MS });
    return text.length;
  }
  await page.keyboard.press('F2');
  const from = Date.now();
  await page.locator('.cpt-live-suggest-input').waitFor({ state: 'visible' });
  if (waited) waited.ms += Date.now() - from;
  await page.keyboard.insertText(text);
  return 1 + text.length;
}

/**
 * Keys a walk-in on the entry row without waiting: name, one B, the address and phone, then the
 * area cell, ↓ to its second choice and Enter Enter (the first takes the area, the second sends
 * the row). The caller waits for the order.
 */
export async function keyWalkInWithArea(page: Page, name: string): Promise<void> {
  const packs = await page.locator('.ag-header-cell[col-id^="pack:"]').count();
  const items = await page.locator('.ag-header-cell[col-id^="item:"]').count();
  await typeText(page, name);
  for (let k = 0; k < 3; k++) await press(page, 'Tab');
  await press(page, '1');
  for (let k = 0; k < packs - 2 + items + 2; k++) await press(page, 'Tab');
  await page.keyboard.type('Wukang Rd 12', { delay: KEY_MS });
  await press(page, 'Tab');
  await page.keyboard.type('13800001111', { delay: KEY_MS });
  await press(page, 'Tab');
  await press(page, 'Tab');
  await press(page, 'ArrowDown');
  await press(page, 'Enter');
  await press(page, 'Enter');
}

/** The median and the 90th percentile (nearest rank) of some figures. */
export function medianP90(xs: readonly number[]): { median: number; p90: number } {
  const s = [...xs].sort((a, b) => a - b);
  const rank = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? 0;
  const mid = s.length % 2 ? rank(0.5) : ((s[s.length / 2 - 1] ?? 0) + (s[s.length / 2] ?? 0)) / 2;
  return { median: mid, p90: rank(0.9) };
}

/** The machine running the suite may be loaded: the waits that are not about speed are generous. */
export const slow = expect.configure({ timeout: 150_000 });

/** Signs in with the keyboard and opens the live page of an offer, connected. */
export async function openLive(page: Page, email: string, offerId: string): Promise<void> {
  await page.goto('/');
  await slow(page.locator('#login-email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await slow(page.locator('.cpt-topbar')).toBeVisible();
  await page.goto(`/offers/${offerId}/orders`);
  await slow(page.locator('.cpt-live-conn')).toHaveAttribute('data-state', 'open');
  // a typist starts where the page puts the cursor, the entry row's customer, once it is there: the
  // socket can open before the grid is drawn, and a key pressed on no cell goes nowhere ("Pay0"
  // keyed as "ay0" in a loaded run)
  await slow
    .poll(() =>
      page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-id') ?? null),
    )
    .toBe('__entry__');
}
