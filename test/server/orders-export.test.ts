import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { totalFromContentRange } from '../../domain/list-wire.ts';
import { qs, type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('GET /api/orders/export', () => {
  it("exports every row of the list's filtered view, with translated headers and a BOM", async () => {
    const filter = { community: COMMUNITY_IDS.kitchen };
    const list = await t.call('GET', `/api/orders/details${qs({ filter, range: [0, 0] })}`, { as: 'admin' });
    const total = totalFromContentRange(list.headers['content-range'] as string);
    const r = await t.call('GET', `/api/orders/export${qs({ filter, lang: 'en' })}`, { as: 'admin' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.headers['content-disposition']).toMatch(/attachment; filename="orders-.+\.csv"/);
    expect(r.body.startsWith('\uFEFFOrder ID,Offer ID,')).toBe(true);
    const rows = parseCsv(r.body.slice(1));
    expect(total).toBeGreaterThan(0);
    expect(rows.length - 1).toBe(total);
    expect(new Set(rows.slice(1).map((x) => x[3]))).toEqual(new Set(['Kitchen']));
    const zh = await t.call('GET', `/api/orders/export${qs({ filter, lang: 'zh' })}`, { as: 'admin' });
    expect(parseCsv(zh.body.slice(1))[0]?.slice(0, 2)).toEqual(['订单编号', '团购编号']);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 5, price: 1000 }],
    });
    const created = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: {
        offer: offer.id,
        channel: 'wechat_group',
        customerDaily: { customerName: '=HYPERLINK("http://x","y")' },
        comment: '@SUM(A1:A2), "quoted"',
        packs: [{ id: offer.packs[0]!, quantity: 2 }],
      },
    });
    expect(created.statusCode).toBe(201);
    const r = await t.call('GET', `/api/orders/export${qs({ filter: { offer: offer.id } })}`, {
      as: 'admin',
    });
    const [, row] = parseCsv(r.body.slice(1));
    expect(row?.[5]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(row?.[18]).toBe(`'@SUM(A1:A2), "quoted"`);
    expect(row?.[14]).toBe('A×2');
    expect(row?.[16]).toBe('20.00');
  });

  it('keeps a scoped role to its communities and refuses roles that cannot list orders', async () => {
    const r = await t.call('GET', '/api/orders/export', { as: 'customer-hero' });
    expect(r.statusCode).toBe(200);
    const communities = new Set(
      parseCsv(r.body.slice(1))
        .slice(1)
        .map((x) => x[3]),
    );
    for (const c of communities) expect(['Kitchen', 'Garden']).toContain(c);
    expect((await t.call('GET', '/api/orders/export', { as: 'designer' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/orders/export')).statusCode).toBe(401);
  });

  it('answers 400 naming the parameter for a bad filter, range or language', async () => {
    const bad = await t.call('GET', `/api/orders/export${qs({ filter: { bogus: 1 } })}`, { as: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['filter.bogus']);
    const range = await t.call('GET', `/api/orders/export${qs({ range: [0, 9] })}`, { as: 'admin' });
    expect(range.json().fields).toHaveProperty(['range']);
    const lang = await t.call('GET', '/api/orders/export?lang=fr', { as: 'admin' });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().fields).toHaveProperty(['lang']);
  });
});
