import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITIES, COMMUNITY_IDS } from '../../domain/communities.ts';
import { CSV_BOM, csvRow } from '../../domain/csv.ts';
import { BUSINESS_ZONE, type Locale } from '../../domain/dates.ts';
import { parseListQuery } from '../../domain/list-protocol.ts';
import { toYuanString } from '../../domain/money.ts';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { copyCsv, crlfLineEnds, inlineParameters } from '../../server/db/copy-csv.ts';
import { createDb, type Db } from '../../server/db/pool.ts';
import { type CommunityScope, type ListSource, listQuerySql } from '../../server/lists/runner.ts';
import { EXPORT_COLUMNS } from '../../server/orders/export.ts';
import { ordersSource } from '../../server/orders/list.ts';
import { qs, type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';

let t: TestApp;
let pool: Db;
beforeAll(async () => {
  t = await testApp();
  pool = createDb(t.url, 2);
});
afterAll(async () => {
  await pool.close();
  await t.close();
});

/** The whole CSV of a COPY through the export's path (inlined values, CRLF). */
async function copied(select: { sql: string; parameters: readonly unknown[] }): Promise<string> {
  const copy = await copyCsv(pool.pool, inlineParameters(select));
  const parts: Buffer[] = [];
  for await (const c of copy.chunks()) parts.push(c);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * The export as it was written before PostgreSQL wrote it: raw values from the same list query,
 * formatted row by row in JavaScript (community name, toYuanString, csvRow).
 */
async function formattedInJs(filter: Record<string, unknown>, lang: Locale, scope: CommunityScope) {
  const q = parseListQuery(
    ordersSource.def.spec,
    Object.keys(filter).length ? { filter: JSON.stringify(filter) } : {},
  );
  if (!q.ok) throw new Error(q.error.message);
  const src: ListSource = {
    def: ordersSource.def,
    scope: ordersSource.scope,
    from: sql`orders o LEFT JOIN offers f ON f.id = o.offer_id`,
    select: sql`o.order_id c0, f.offer_id c1, o.order_number c2, o.community_id c3, o.channel c4,
      o.customer_name c5, o.payment_status c6, o.payment_method c7, o.tracking_status c8,
      o.delivery_tracking_id c9, o.delivery_date::text c10, o.group_number c11,
      o.customer_address->>'city' c12, o.customer_address->>'detailedAddress' c13,
      (SELECT string_agg(coalesce(e->>'letter', e->>'shortName') || '×' || (e->>'quantity'), ' ')
         FROM jsonb_array_elements(o.packs || o.single_items) e) c14,
      o.delivery_fee c15, o.total_amount c16,
      to_char(o.order_date AT TIME ZONE ${sql.lit(BUSINESS_ZONE)}, 'YYYY-MM-DD HH24:MI') c17, o.comment c18`,
  };
  const { rows } = await listQuerySql(src as ListSource<never, unknown>, q.value, scope, {
    page: false,
  }).execute(t.db);
  const names = new Map<string, string>(COMMUNITIES.map((c) => [c.id, c.name[lang]]));
  const headers = EXPORT_COLUMNS.map((k) => ({ en, zh })[lang].ordersExport.columns[k]);
  let out = CSV_BOM + csvRow(headers);
  for (const row of rows as Record<string, unknown>[]) {
    const r = EXPORT_COLUMNS.map((_, i) => row[`c${i}`]) as (string | number | null)[];
    r[3] = names.get(r[3] as string) ?? (r[3] as string);
    r[15] = toYuanString(Number(r[15]));
    r[16] = toYuanString(Number(r[16]));
    out += csvRow(r);
  }
  return out;
}

/** Text that reaches every branch: formula starts, plain numbers, quoting, CR/LF, CJK, digits of other scripts. */
const cellText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      '"',
      ',',
      "'",
      '.',
      ' ',
      '0',
      '7',
      '9',
      '１',
      '٣',
      '中',
      '文',
      '\\',
      '$1',
    ),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((s) => !s.includes('\0')),
  ),
  maxLength: 12,
});

describe('CSV written by PostgreSQL', () => {
  it('csv_text and COPY write each cell as csvRow does (formula starts, quoting, empty, NULL)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(cellText, fc.option(cellText, { nil: null }), cellText), {
          minLength: 1,
          maxLength: 30,
        }),
        async (rows) => {
          const cols = [0, 1, 2].map((i) => rows.map((r) => r[i] ?? null));
          const select = sql`SELECT csv_text(a), csv_text(b), csv_text(c)
            FROM unnest(${cols[0]}::text[], ${cols[1]}::text[], ${cols[2]}::text[]) WITH ORDINALITY AS x(a, b, c, n)
            ORDER BY n`.compile(t.db);
          expect(await copied(select)).toBe(rows.map((r) => csvRow(r)).join(''));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('csv_yuan writes fen as toYuanString does, negatives and zero included', async () => {
    const edge = [0, 1, -1, 5, -5, 99, -99, 100, -100, 101, -101, 123456, -123456, Number.MAX_SAFE_INTEGER];
    const amounts = [...edge, ...fc.sample(fc.maxSafeInteger(), 300), ...fc.sample(fc.integer(), 300)];
    const { rows } = await sql<{
      y: string;
    }>`SELECT csv_yuan(f) AS y FROM unnest(${amounts.map(String)}::bigint[]) WITH ORDINALITY AS x(f, n) ORDER BY n`.execute(
      t.db,
    );
    expect(rows.map((r) => r.y)).toEqual(amounts.map(toYuanString));
  });

  it('adds CR before each LF outside quotes, wherever the chunks are cut', () => {
    const text = Buffer.from('a,"x\ny""\n",b\nc,"""",d\n"\n"\n');
    const want = 'a,"x\ny""\n",b\r\nc,"""",d\r\n"\n"\r\n';
    for (let cut = 0; cut <= text.length; cut++) {
      const crlf = crlfLineEnds();
      const out = Buffer.concat([crlf(text.subarray(0, cut)), crlf(text.subarray(cut))]).toString();
      expect(out).toBe(want);
    }
  });

  it('inlines values as literals, once, whatever quotes, backslashes or "$2" they hold', async () => {
    const values = ["O'Brien \\ $2", '$1', "E'x'", '中文'];
    const select =
      sql`SELECT ${values[0]}::text, ${values[1]}::text, ${values[2]}::text, ${values[3]}::text`.compile(
        t.db,
      );
    expect(await copied(select)).toBe(csvRow(values));
  });
});

describe('GET /api/orders/export, written by PostgreSQL', () => {
  it('is byte for byte the file the JavaScript formatter wrote, on hostile values', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.garden,
      packs: [{ stock: 50, price: 1000 }],
    });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await t.call('POST', '/api/orders', {
        as: 'admin',
        body: {
          offer: offer.id,
          channel: 'wechat_group',
          customerDaily: { customerName: `Buyer ${i}` },
          packs: [{ id: offer.packs[0]!, quantity: 1 + i }],
        },
      });
      expect(r.statusCode, r.body).toBe(201);
      ids.push(r.json().id);
    }
    const hostile = [
      {
        name: '=HYPERLINK("http://x","y")',
        comment: 'line one\nline two, "quoted"',
        city: '上海, 浦东',
        address: '',
      },
      { name: '-12.50', comment: '+cmd|calc', city: '@city', address: '\tTabbed' },
      { name: '李 "小明"', comment: '', city: '\rcr', address: '-', tracking: '=1+1' },
      { name: '-', comment: '"', city: ',', address: 'a\r\nb', tracking: '' },
      { name: "'already", comment: '-3', city: '１２', address: '-1,5', total: -1234 },
      { name: '  spaced  ', comment: '=', city: null, address: null, total: 0, orderNumber: null },
    ];
    for (const [i, h] of hostile.entries()) {
      await sql`UPDATE orders SET customer_name = ${h.name}, comment = ${h.comment},
        customer_address = ${h.city === null ? null : JSON.stringify({ city: h.city, detailedAddress: h.address })}::jsonb,
        delivery_tracking_id = ${h.tracking ?? ''}, total_amount = ${h.total ?? 100 * i + 7},
        order_number = ${h.orderNumber === undefined ? sql`order_number` : null}
        WHERE id = ${ids[i]}`.execute(t.db);
    }
    for (const lang of ['en', 'zh'] as const) {
      const filter = { offer: offer.id };
      const r = await t.call('GET', `/api/orders/export${qs({ filter, lang })}`, { as: 'admin' });
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(await formattedInJs(filter, lang, null));
      const all = await t.call('GET', `/api/orders/export${qs({ lang })}`, { as: 'community-manager' });
      const scope = [COMMUNITY_IDS.kitchen, COMMUNITY_IDS.garden];
      expect(all.body).toBe(await formattedInJs({}, lang, scope));
    }
  });

  it('rejects before the first byte when the statement fails, and gives its connection back', async () => {
    for (let i = 0; i < 3; i++) {
      // the pool has two connections: one kept by a failed COPY would make the third wait forever
      const failed = copyCsv(pool.pool, `SELECT '2026-02-30'::date`);
      await expect(failed).rejects.toMatchObject({ code: '22008' });
    }
    expect(await copied(sql`SELECT 1`.compile(t.db))).toBe('1\r\n');
    const r = await t.call('GET', `/api/orders/export${qs({ filter: { bogus: 1 } })}`, { as: 'admin' });
    expect(r.statusCode).toBe(400);
    expect(r.headers['content-type']).toMatch(/json/);
  });

  it('ends the COPY and its backend when the reader stops early', async () => {
    const copy = await copyCsv(
      pool.pool,
      `SELECT g, repeat('x', 200) AS comptoir_abandoned_copy FROM generate_series(1, 500000) g`,
    );
    for await (const _ of copy.chunks()) break;
    const running = () =>
      sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE query LIKE '%comptoir_abandoned_copy%' AND pid <> pg_backend_pid()`.execute(t.db);
    while ((await running()).rows[0]!.n > 0) await new Promise((r) => setTimeout(r, 50));
    expect(await copied(sql`SELECT 2`.compile(t.db))).toBe('2\r\n');
  });
});
