import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { expect, test } from './csp.ts';
import { LivePageObject } from './pages/live.ts';
import {
  type Api,
  apiAs,
  findCustomer,
  KEY_MS,
  type LookupRow,
  lookup,
  medianP90,
  offerOrders,
  openLive,
  press,
  slow,
  typeText,
} from './pages/live-typing.ts';
import { ownLiveOffer } from './pages/own-offer.ts';

const EMAIL = 'customer-hero@demo.comptoir';

/** Partial names as a hurried typist keys them: no accents, no capitals, a surname's start. */
const PARTIALS = [
  'chloe',
  'lefevre',
  'muller',
  'fernandez',
  'kowal',
  'lea fon',
  'tanaka',
  'rossi',
  'dubois',
  'schneid',
  'thomps',
  'clarke',
  'garcia',
  'wilson',
  'martin',
  'becker',
  'daniel k',
  'brown',
  'laurent',
  'emma',
];
const CHINESE_SURNAMES = ['王', '李', '张', '刘', '陈', '杨'];
const WALK_INS = [
  'Auntie Fang',
  'Mr Zhao 3B',
  'Tante Ursula',
  '老周',
  'Koko at the gate',
  '小林阿姨',
  'Nina K',
];

interface Planned {
  typed: string;
  /** the customer meant, or null for a walk-in named `typed` */
  customer: LookupRow | null;
  namesake: boolean;
}

const tail = (c: LookupRow) => c.contacts[0]?.phone.slice(-4) ?? '';

/** What the typist means by a text: the one customer it names, told apart by a phone tail when needed. */
async function plan(api: Api): Promise<Planned[]> {
  const existing: Planned[] = [];
  const candidates = async (texts: string[], pickLast: boolean) => {
    for (const text of texts) {
      const rows = await lookup(api, text, '[0,49]');
      if (!rows.length) continue;
      const target = pickLast ? rows.at(-1)! : rows[0]!;
      const namesake = rows.filter((r) => r.name === target.name).length > 1;
      if (rows.length === 1) {
        existing.push({ typed: text, customer: target, namesake });
        continue;
      }
      const typed = `${pickLast ? text : target.name} ${tail(target)}`;
      const again = await lookup(api, typed, '[0,49]');
      if (again.length === 1 && again[0]!.id === target.id)
        existing.push({ typed, customer: target, namesake });
    }
  };
  await candidates(PARTIALS, true);
  await candidates(CHINESE_SURNAMES, false);
  const walkIns: Planned[] = [];
  for (const w of WALK_INS)
    if (!(await lookup(api, w)).length) walkIns.push({ typed: w, customer: null, namesake: false });
  const out: Planned[] = [];
  for (let i = 0; out.length < 30; i++) {
    out.push(i % 4 === 3 ? walkIns[i % walkIns.length]! : existing[i % existing.length]!);
  }
  return out;
}

/**
 * Issue "Never the wrong customer", must show: 30 orders keyed at 40 ms a key, Tab and Enter
 * pressed without waiting for any answer (partial and accent-free names of customers, namesakes
 * told apart by a phone tail, walk-ins, Chinese names), then read back from the API: 30 orders,
 * each with exactly the customer meant. Prints the keys and seconds per order (docs/live-page.md).
 */
test('30 orders keyed at full speed, each with exactly the customer meant', async ({ browser, request }) => {
  test.setTimeout(2_400_000);
  const api = await apiAs(request, EMAIL);
  const offer = await ownLiveOffer(request);
  const orders = await plan(api);
  expect(orders.filter((o) => o.customer === null).length).toBeGreaterThan(3);
  expect(
    orders.some((o) => o.namesake),
    'at least one customer shares a name',
  ).toBe(true);
  expect(
    orders.some((o) => /chlo|lef|mull|fern/.test(o.typed)),
    'accent-free partials',
  ).toBe(true);
  expect(
    orders.some((o) => /[\u4e00-\u9fff]/.test(o.typed)),
    'Chinese names',
  ).toBe(true);
  const before = Math.max(0, ...(await offerOrders(api, offer.id)).map((o) => o.orderNumber));

  const a = new LivePageObject(await (await browser.newContext()).newPage());
  a.page.on('pageerror', (e) => console.log('pageerror', e.message));
  await openLive(a.page, EMAIL, offer.id);
  await slow(a.entryCell('customer')).toBeFocused();

  /** per order: keys pressed, ms from its first key to its Enter, ms waited on the page, Enter's time */
  const per: { keys: number; typingMs: number; waitedMs: number; enterAt: number }[] = [];
  const started = Date.now();
  for (const [i, o] of orders.entries()) {
    const from = Date.now();
    const waited = { ms: 0 };
    let keys = await typeText(a.page, o.typed, waited);
    // every order reaches the offer's minimum amount (50 ¥) within the stock a fresh database
    // has: one pack B (Tab: group, A, B), or two sourdough loaves (Tab: group, A, B, C, eggs,
    // strawberries, loaf); then Enter
    const tabs = i % 2 ? 7 : 3;
    for (let k = 0; k < tabs; k++) await press(a.page, 'Tab');
    await press(a.page, i % 2 ? '2' : '1');
    const enterAt = Date.now();
    await press(a.page, 'Enter');
    keys += tabs + 2;
    per.push({ keys, typingMs: enterAt - from, waitedMs: waited.ms, enterAt });
  }
  const typed = Date.now();
  const made30 = async () => (await offerOrders(api, offer.id)).filter((o) => o.orderNumber > before).length;
  // an order the server refused stays pinned under the entry row: say so at once, not after 10 min
  const refused = a.page.locator('.cpt-live-grid .ag-row.cpt-live-refused');
  for (const until = Date.now() + 600_000; (await made30()) < 30 && Date.now() < until; ) {
    expect(await refused.allInnerTexts(), 'orders refused by the server').toEqual([]);
    await a.page.waitForTimeout(500);
  }
  const settled = Date.now();

  const made = (await offerOrders(api, offer.id)).filter((o) => o.orderNumber > before);
  expect(made).toHaveLength(30);
  const got = made.map((o) =>
    o.customer ? `${o.customer.id} ${o.customerName}` : `walk-in ${o.customerName}`,
  );
  const meant = orders.map((o) =>
    o.customer ? `${o.customer.id} ${o.customer.name}` : `walk-in ${o.typed}`,
  );
  expect(got).toEqual(meant);

  // the same orders in a spreadsheet (Name, Group, A, B, C, eggs, strawberries, loaf): the full
  // name, Tab, the group number, Tab to B (or to the loaves), the quantity, Enter; no address
  const sheet = orders.map((o, i) => (o.customer?.name ?? o.typed).length + (i % 2 ? 10 : 6));
  const seconds = (ms: number) => +(ms / 1000).toFixed(2);
  const stat = (xs: number[], f = (x: number) => x) => {
    const m = medianP90(xs);
    return { median: f(m.median), p90: f(m.p90) };
  };
  const figures = {
    orders: 30,
    keyDelayMs: KEY_MS,
    keysPerOrder: stat(per.map((p) => p.keys)),
    keysPerOrderMean: +(per.reduce((n, p) => n + p.keys, 0) / 30).toFixed(1),
    spreadsheetKeysPerOrder: stat(sheet),
    spreadsheetKeysPerOrderMean: +(sheet.reduce((n, k) => n + k, 0) / 30).toFixed(1),
    // what the typist waited for on the page before a key could go on (the IME's text field)
    secondsWaitedPerOrder: stat(
      per.map((p) => p.waitedMs),
      seconds,
    ),
    // Enter to the order made on the server, while the next order is already being keyed
    secondsEnterToSaved: stat(
      made.map((m, i) => Date.parse(m.createdAt) - per[i]!.enterAt),
      seconds,
    ),
    secondsTypingPerOrder: stat(
      per.map((p) => p.typingMs),
      seconds,
    ),
    secondsAllTyping: seconds(typed - started),
    secondsAfterLastEnter: seconds(settled - typed),
  };
  console.log('live typing figures', JSON.stringify(figures));
  test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });
});

/**
 * An order the server refuses (here: one pack C, below the offer's minimum amount) stays pinned
 * under the entry row with its customer, while the next order is keyed; Enter on it takes it
 * back into the empty entry row, where it is fixed (two loaves more) and sent again.
 */
test('a refused order stays on screen, is taken back with Enter and fixed', async ({ browser, request }) => {
  test.setTimeout(900_000);
  const api = await apiAs(request, EMAIL);
  const offer = await ownLiveOffer(request);
  const a = new LivePageObject(await (await browser.newContext()).newPage());
  await openLive(a.page, EMAIL, offer.id);
  await slow(a.entryCell('customer')).toBeFocused();
  const name = `Below min ${Date.now() % 100_000}`;
  const next = `Right after ${Date.now() % 100_000}`;

  // the refusal's toast names the order (it lasts 6 s: watched from now on)
  const told = a.page.locator('.bp6-toast', { hasText: name }).waitFor({ timeout: 600_000 });
  // one C (40 ¥ < 50 ¥), then at once the next order (one B)
  await typeText(a.page, name);
  for (let k = 0; k < 4; k++) await press(a.page, 'Tab');
  await press(a.page, '1');
  await press(a.page, 'Enter');
  await typeText(a.page, next);
  for (let k = 0; k < 3; k++) await press(a.page, 'Tab');
  await press(a.page, '1');
  await press(a.page, 'Enter');

  const refused = a.page.locator('.cpt-live-grid .ag-row.cpt-live-refused [col-id="customer"]');
  await slow(refused).toHaveText(name);
  // its total is the one it was refused for, beside the offer's minimum, never 0,00
  await expect(a.page.locator('.cpt-live-grid .ag-row.cpt-live-refused [col-id="totalAmount"]')).toHaveText(
    /^[1-9]\d*,\d\d \/ ≥ 50,00$/,
  );
  await told;
  await slow
    .poll(async () => (await offerOrders(api, offer.id)).some((o) => o.customerName === next))
    .toBe(true);
  expect((await offerOrders(api, offer.id)).some((o) => o.customerName === name)).toBe(false);

  // ↓ from the empty entry row to the refused order, Enter: back in the entry row
  await slow(a.entryCell('customer')).toBeFocused();
  await press(a.page, 'ArrowDown');
  await press(a.page, 'Enter');
  await slow(refused).toHaveCount(0);
  await slow(a.entryCell('customer')).toHaveText(name);
  await slow(a.entryCell('customer')).toBeFocused();
  // Tab to the loaves (group, A, B, C, eggs, strawberries, loaf), two, Enter
  for (let k = 0; k < 7; k++) await press(a.page, 'Tab');
  await press(a.page, '2');
  await press(a.page, 'Enter');
  await slow
    .poll(async () => (await offerOrders(api, offer.id)).some((o) => o.customerName === name))
    .toBe(true);
  await expect(refused).toHaveCount(0);
});

/**
 * The customer lookup answers while the group cell is being passed through with Tab: its answer
 * fills the group number, which the group editor, opened before it on an empty cell, must not
 * blank when Tab leaves it; a group number typed before the answer stays the typed one. The
 * answers are held by the test until the cursor is in the group cell, so the race is not left
 * to the machine's speed.
 */
test('a group number is neither blanked nor overwritten by a late lookup answer', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const api = await apiAs(request, EMAIL);
  const offer = await ownLiveOffer(request);
  const groupOf = (c: { wechatGroups: LookupRow['wechatGroups'] }) =>
    c.wechatGroups.find((g) => g.community === COMMUNITY_IDS.kitchen)?.groupNumber;
  const cased = (c: LookupRow) => c.name !== c.name.toLowerCase();
  const first = await findCustomer(api, PARTIALS, (c) => cased(c) && !!groupOf(c));
  const second = await findCustomer(
    api,
    [...PARTIALS].reverse(),
    (c) => c.id !== first.id && cased(c) && !!groupOf(c) && groupOf(c) !== 7,
  );
  const before = Math.max(0, ...(await offerOrders(api, offer.id)).map((o) => o.orderNumber));
  const a = new LivePageObject(await (await browser.newContext()).newPage());
  await openLive(a.page, EMAIL, offer.id);
  await slow(a.entryCell('customer')).toBeFocused();
  // every lookup request waits while `holding`, then all are answered at once
  let holding = true;
  const gates: (() => void)[] = [];
  await a.page.route('**/api/customers/areas?**', async (route) => {
    if (holding) await new Promise<void>((go) => gates.push(go));
    await route.continue();
  });
  const answerNow = () => {
    holding = false;
    for (const go of gates.splice(0)) go();
  };
  const groupEditor = a.page.locator('.cpt-live-text-editor input[aria-label="Group"]');

  // Tab into the group cell, then the answer fills it under the open editor (the name typed in
  // lower case shows the customer's own once the answer is in), Tab on: the customer's group
  // number is stored
  await typeText(a.page, first.name.toLowerCase());
  await press(a.page, 'Tab');
  await slow(groupEditor).toBeFocused();
  answerNow();
  await slow(a.entryCell('customer')).toHaveText(first.name);
  for (let k = 0; k < 2; k++) await press(a.page, 'Tab');
  await slow(a.page.locator('.cpt-live-text-editor input')).toBeFocused();
  await press(a.page, '1');
  await press(a.page, 'Enter');

  // a group number typed before the answer is the one stored
  await slow(a.entryCell('customer')).toBeFocused();
  holding = true;
  await typeText(a.page, second.name.toLowerCase());
  await press(a.page, 'Tab');
  await slow(groupEditor).toBeFocused();
  await press(a.page, '7');
  answerNow();
  await slow(a.entryCell('customer')).toHaveText(second.name);
  for (let k = 0; k < 2; k++) await press(a.page, 'Tab');
  await slow(a.page.locator('.cpt-live-text-editor input')).toBeFocused();
  await press(a.page, '1');
  await press(a.page, 'Enter');

  const made = async () => (await offerOrders(api, offer.id)).filter((o) => o.orderNumber > before);
  await slow.poll(async () => (await made()).length).toBe(2);
  const group = async (id: string) => (await made()).find((o) => o.customer?.id === id)?.groupNumber;
  expect(await group(first.id)).toBe(groupOf(first));
  expect(await group(second.id)).toBe(7);
});
