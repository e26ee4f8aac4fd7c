import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OfferDetails } from '../../domain/live-views.ts';
import { emptyBlock } from '../../domain/offers/editing.ts';
import { offerInputOf } from '../../domain/offers/form-values.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

// The demo offers are what a new user opens first: each must be one the product's own rules
// accept, or its form can never be saved (a started offer's failing fields are locked).
it('every seeded offer, read as its form reads it, saves back unchanged', async () => {
  const ids = await t.db.selectFrom('offers').select('id').orderBy('id').execute();
  expect(ids.length).toBeGreaterThan(0);
  const refused: string[] = [];
  for (const { id } of ids) {
    const got = await t.call('GET', `/api/offers/${id}/details`, { as: 'admin' });
    expect(got.statusCode, got.body).toBe(200);
    const read = offerInputOf(got.json() as OfferDetails);
    const put = await t.call('PUT', `/api/offers/${id}`, {
      as: 'admin',
      body: read as unknown as Record<string, unknown>,
    });
    if (put.statusCode !== 200) refused.push(`${read.internalName}: ${put.body}`);
    // and as the form sends it: an empty block for a channel that has none
    const asForm = {
      ...read,
      version: put.statusCode === 200 ? read.version + 1 : read.version,
      wechatGroup: read.wechatGroup ?? emptyBlock(),
      miniprogram: read.miniprogram ?? emptyBlock(),
    };
    const again = await t.call('PUT', `/api/offers/${id}`, {
      as: 'admin',
      body: asForm as unknown as Record<string, unknown>,
    });
    if (again.statusCode !== 200) refused.push(`${read.internalName} (form): ${again.body}`);
  }
  expect(refused).toEqual([]);
});
