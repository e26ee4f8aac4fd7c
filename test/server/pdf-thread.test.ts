import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { type TestApp, testApp } from './helpers.ts';
import { offerWithOrders } from './offer-documents-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('PDF rendering', () => {
  it('leaves the server answering other calls while a long document renders', async () => {
    const busy = Array.from({ length: 90 }, (_, i) => ({
      name: `顾客 ${i} Jean-Baptiste`,
      packs: [1, i % 2],
      day: '2026-12-05',
    }));
    const o = await offerWithOrders(t, COMMUNITY_IDS.kitchen, [{ name: 'Warm-up', packs: [1, 0] }, ...busy]);
    const packing = (day: string) =>
      t.call('GET', `/api/offers/${o.id}/packing-list?deliveryDate=${day}&lang=zh`, { as: 'admin' });
    // fonts and the rendering thread are ready before what is measured
    expect((await packing('2026-12-01')).statusCode).toBe(200);

    let done = false;
    let answeredMeanwhile = 0;
    const pdf = packing('2026-12-05').finally(() => {
      done = true;
    });
    // a user polling the API every 10 ms while the document renders: rendered on the server's
    // own thread, react-pdf's layout (hundreds of ms for these eight pages) would hold every one
    while (!done) {
      await new Promise((r) => setTimeout(r, 10));
      const h = await t.call('GET', '/api/health');
      if (!done && h.statusCode === 200) answeredMeanwhile++;
    }
    const r = await pdf;
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(answeredMeanwhile).toBeGreaterThan(10);
  });
});
