import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ProductStockRow } from '../../../domain/stock/views.ts';
import { apiAs } from './live-typing.ts';
import { demoEmail, mainMenu, PASSWORD } from './session.ts';

/** Signs in like session.ts's signIn, with room for a loaded machine (the shell waits on a KDF). */
export async function signInPatiently(page: Page, role: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demoEmail(role));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(mainMenu(page)).toBeVisible({ timeout: 60_000 });
}

/** A figure of the stats bar or of a product's figures, as a number. */
export async function figure(page: Page, key: string): Promise<number> {
  const dd = page.locator(`dd[data-stat="${key}"]`).first();
  await expect(dd).not.toHaveText('–', { timeout: 90_000 });
  return Number((await dd.textContent())?.replace(/\D/g, ''));
}

/**
 * Stock rows as logistic reads them, by product ID from one end of the catalogue: each stock test
 * types on rows of its own (`range`), since the files run side by side on one database.
 */
export async function stockRows(
  request: APIRequestContext,
  sort: 'ASC' | 'DESC',
  range: readonly [number, number],
): Promise<ProductStockRow[]> {
  const api = await apiAs(request, demoEmail('logistic'));
  const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));
  return api.get<ProductStockRow[]>(
    `/api/product-stocks/details?sort=${q(['productId', sort])}&range=${q(range)}`,
  );
}
