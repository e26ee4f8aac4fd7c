import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from './csp.ts';
import { settled } from './pages/a11y.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signInAt } from './pages/session.ts';

/**
 * The page's structure as axe-core reads it (moderate findings, which the sweep of
 * accessibility.spec.ts does not fail on): one h1 on every screen, the live page's too; headings
 * one level at a time in drawers and on the customer page; the top bar (language switch, the
 * member's name) inside a landmark; each region of the offer form named once, the WeChat and the
 * mini-programme blocks holding the same groups.
 */
const RULES = ['page-has-heading-one', 'heading-order', 'region', 'landmark-unique'];

test.use({ viewport: { width: 1440, height: 900 } });

async function structure(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    // the options first: they replace the whole set, the rules' list with them
    .options({ resultTypes: ['violations'] })
    .withRules(RULES)
    .analyze();
  return violations.map(
    (v) =>
      `${where}: ${v.id} — ${v.nodes
        .slice(0, 4)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: the live page, the offer form, the customer page and the drawers have a heading structure and named landmarks`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const api = await apiAs(request, demoEmail('super-admin'));
    const offers = await api.get<{ id: string; channel: string }[]>('/api/offers/details?range=[0,99]');
    // an offer on both channels: its form holds both blocks
    const offer = offers.find((o) => o.channel === 'all') ?? offers[0]!;
    const [customer] = await api.get<{ id: string }[]>('/api/customers/details?range=[0,0]');
    const [claim] = await api.get<{ id: string }[]>('/api/claims/details?range=[0,0]');
    const [user] = await api.get<{ id: string }[]>('/api/users/details?range=[0,0]');
    await page.addInitScript((l) => localStorage.setItem('comptoir.lang', l), lang);
    await signInAt(page, 'super-admin', `/offers/${offer.id}/orders`);
    const found: string[] = [];
    const screens = [
      `/offers/${offer.id}/orders`,
      `/offers/${offer.id}`,
      `/customers/${customer!.id}`,
      `/claims/${claim!.id}`,
      '/users',
    ];
    for (const url of screens) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
      await settled(page);
      found.push(...(await structure(page, url)));
    }
    // the history drawer over a form
    await page.goto(`/users/${user!.id}`);
    await settled(page);
    await page.keyboard.press('Alt+h');
    await expect(page.locator('.cpt-history')).toBeVisible();
    await settled(page);
    found.push(...(await structure(page, 'history drawer')));
    expect(found, found.join('\n')).toEqual([]);
  });
}
