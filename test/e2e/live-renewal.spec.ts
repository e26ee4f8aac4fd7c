import { expect, type Page, test } from './csp.ts';
import { LivePageObject, PASSWORD, signIn } from './pages/live.ts';

const EMAIL = 'customer-hero@demo.comptoir';
/** the second server of playwright.config.ts: its access tokens last 35 s */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3900) + 1}`;

/**
 * The server ends a live stream when the token it was opened with expires; the page subscribes
 * again on the same socket with a fresh token before that. Two tabs of one session renew at the
 * same moment, and only one of them may spend the refresh token. Across more than two token
 * lifetimes both sockets stay open, the lights stay green, and an order made afterwards arrives.
 */
test('the live page keeps its stream across token renewals', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const login = async () =>
    (await (
      await request.post(`${BASE}/api/auth/login`, { data: { email: EMAIL, password: PASSWORD } })
    ).json()) as {
      token: string;
    };
  const { token } = await login();
  const filter = encodeURIComponent(JSON.stringify({ timing: 'live' }));
  const offers = await (
    await request.get(`${BASE}/api/offers/details?filter=${filter}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const offer = offers.find((o: { internalName: string }) => o.internalName.startsWith('Weekend farm box'));
  expect(offer).toBeTruthy();

  // two tabs of one browser: one session in localStorage, and both renew at the same moment
  const context = await browser.newContext({ baseURL: BASE });
  const closes: number[] = [];
  const subscribes: string[] = [];
  const watch = (page: Page) =>
    page.on('websocket', (ws) => {
      ws.on('close', () => closes.push(Date.now()));
      ws.on('framesent', (f) => {
        if (typeof f.payload === 'string' && f.payload.includes('"type":"offer"')) subscribes.push(f.payload);
      });
    });
  const page = await context.newPage();
  watch(page);
  await signIn(page, EMAIL);
  const second = await context.newPage();
  watch(second);
  const live = new LivePageObject(page);
  const other = new LivePageObject(second);
  await live.open(offer.id);
  await other.open(offer.id);

  // 80 s: the tabs' token (35 s) runs out more than twice; refresh tokens rotate on every use, so
  // two tabs refreshing with the same one would end the session (replay detection)
  await page.waitForTimeout(80_000);
  expect(closes).toEqual([]);
  expect(subscribes.length).toBeGreaterThanOrEqual(6);
  await expect(live.connection).toHaveAttribute('data-state', 'open');
  await expect(other.connection).toHaveAttribute('data-state', 'open');
  await expect(second.locator('.cpt-topbar')).toBeVisible();

  // and the stream still carries what happens: an order made elsewhere appears within a second
  const fresh = await login();
  const details = await (
    await request.get(`${BASE}/api/offers/${offer.id}/details`, {
      headers: { Authorization: `Bearer ${fresh.token}` },
    })
  ).json();
  const name = `Renewal walk-in ${Date.now() % 100_000}`;
  const posted = await request.post(`${BASE}/api/orders`, {
    headers: { Authorization: `Bearer ${fresh.token}` },
    data: {
      offer: offer.id,
      channel: 'wechat_group',
      customerDaily: { customerName: name },
      packs: [{ id: details.wechatGroup.packs[1].id, quantity: 1 }],
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await expect(live.bodyRow(0)).toContainText(name, { timeout: 15_000 });
  await expect(other.bodyRow(0)).toContainText(name, { timeout: 15_000 });
});
