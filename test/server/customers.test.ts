import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Customer } from '../../domain/customers/schema.ts';
import type { CustomerAnalytics, CustomerListRow, CustomerStatsLite } from '../../domain/customers/views.ts';
import type { Role } from '../../domain/roles.ts';
import { nameContains } from '../../server/customers/name-search.ts';
import { qs, type TestApp, testApp } from './helpers.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
let area: string;
/** a seeded customer of the community-manager's communities (kitchen, garden), and one of none of them */
let mine: { id: string; name: string };
let foreign: { id: string; name: string };
const SCOPE: string[] = [COMMUNITY_IDS.kitchen, COMMUNITY_IDS.garden];

beforeAll(async () => {
  t = await testApp();
  area = (await sql<{ id: string }>`SELECT id FROM delivery_areas LIMIT 1`.execute(t.db)).rows[0]!.id;
  const inScope = sql`(EXISTS (SELECT 1 FROM jsonb_array_elements(c.wechat_groups) g WHERE g->>'community' = ANY(${SCOPE}::text[]))
    OR EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.community_id = ANY(${SCOPE}::uuid[])))`;
  mine = (
    await sql<{ id: string; name: string }>`SELECT id, name FROM customers c WHERE ${inScope}
      AND EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id) ORDER BY name LIMIT 1`.execute(t.db)
  ).rows[0]!;
  foreign = (
    await sql<{ id: string; name: string }>`SELECT id, name FROM customers c WHERE NOT ${inScope}
      AND jsonb_array_length(c.wechat_groups) > 0 ORDER BY name LIMIT 1`.execute(t.db)
  ).rows[0]!;
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Léa Fontaine',
  level: 'humble_resident',
  wechatID: 'lea_f',
  status: 'available',
  profilePicture: null,
  addresses: [
    {
      type: 'home',
      city: 'Shanghai',
      area,
      detailedAddress: '12 Wukang Rd',
      phone: '13912345678',
      contact: 'Léa',
    },
    { type: 'office', city: 'Shanghai', area, detailedAddress: '88 Century Ave, 9F' },
  ],
  contacts: [{ name: 'Léa', phone: '13912345678' }],
  fapiaoInformation: 'Fontaine Trading · 91310000MA1XXXX',
  fapiaoImages: [],
  fapiaoEmails: [{ email: 'billing@fontaine.example' }],
  wechatGroups: [
    { community: COMMUNITY_IDS.kitchen, groupNumber: 3 },
    { community: COMMUNITY_IDS.garden, groupNumber: null },
  ],
  pets: [{ name: 'Mochi', type: 'cat', size: 'medium' }],
  flagged: true,
  ...over,
});

const list = async (filter: Record<string, unknown>, as: Role = 'admin', range = [0, 79]) => {
  const r = await t.call('GET', `/api/customers/details${qs({ filter, range })}`, { as });
  expect(r.statusCode).toBe(200);
  return { rows: r.json() as CustomerListRow[], range: r.headers['content-range'] };
};
const create = async (over: Record<string, unknown> = {}, as: Role = 'admin') => {
  const r = await t.call('POST', '/api/customers', { as, body: body(over) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as Customer;
};

describe('POST and PUT /api/customers', () => {
  it('creates every field of the record: groups without a number dropped, never flagged, pet size read canonically', async () => {
    const c = await create();
    const got = (await t.call('GET', `/api/customers/${c.id}/details`, { as: 'admin' })).json() as Customer;
    expect(got).toMatchObject({
      name: 'Léa Fontaine',
      level: 'humble_resident',
      flagged: false,
      version: 1,
      fapiaoInformation: 'Fontaine Trading · 91310000MA1XXXX',
      fapiaoEmails: [{ email: 'billing@fontaine.example' }],
      wechatGroups: [{ community: COMMUNITY_IDS.kitchen, groupNumber: 3 }],
      pets: [{ name: 'Mochi', type: 'cat', size: 'middle' }],
    });
    expect(got.addresses).toHaveLength(2);
  });

  it('defaults: status available, level tourist', async () => {
    const r = await t.call('POST', '/api/customers', { as: 'customer-hero', body: { name: 'Bare Minimum' } });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ status: 'available', level: 'tourist', pets: [], addresses: [] });
  });

  it('edits with the version read: raises it, audits, and refuses a stale version with 409 and the current record', async () => {
    const c = await create();
    const ok = await t.call('PUT', `/api/customers/${c.id}`, {
      as: 'admin',
      body: {
        ...body({ name: 'Léa Fontaine-Roy' }),
        version: 1,
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Léa Fontaine-Roy', version: 2, flagged: false });
    const stale = await t.call('PUT', `/api/customers/${c.id}`, {
      as: 'admin',
      body: { ...body(), version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details).toMatchObject({ name: 'Léa Fontaine-Roy', version: 2 });
    const audits = await sql<{ action: string }>`
      SELECT action FROM audit_log WHERE entity = 'customer' AND entity_id = ${c.id} ORDER BY at`.execute(
      t.db,
    );
    expect(audits.rows.map((a) => a.action)).toEqual(['create', 'update']);
    const history = await t.call('GET', `/api/history/customers/${c.id}`, { as: 'admin' });
    expect(history.statusCode).toBe(200);
  });

  it('gives every role of the customer pages the area tree the address cascader reads', async () => {
    for (const as of [
      'super-admin',
      'admin',
      'product-manager',
      'community-manager',
      'customer-hero',
      'logistic',
      'finance',
    ] as const)
      expect((await t.call('GET', '/api/delivery-areas', { as })).statusCode, as).toBe(200);
  });

  it('leaves editing to the sellers: logistic and designer get 403, an unknown customer 404', async () => {
    const c = await create();
    for (const as of ['logistic', 'designer'] as const) {
      expect(
        (
          await t.call('PUT', `/api/customers/${c.id}`, {
            as,
            body: { version: await versionNow(t, `/api/customers/${c.id}/details`), ...body() },
          })
        ).statusCode,
      ).toBe(403);
      expect((await t.call('POST', '/api/customers', { as, body: body() })).statusCode).toBe(403);
    }
    // a well-formed edit (with a version) of a customer that does not exist
    const none = await t.call('PUT', '/api/customers/00000000-0000-4000-8000-000000000000', {
      as: 'admin',
      body: { version: 1, ...body() },
    });
    expect(none.statusCode).toBe(404);
    const version = await versionNow(t, `/api/customers/${c.id}/details`);
    expect((await t.call('PUT', `/api/customers/${c.id}`, { body: { version, ...body() } })).statusCode).toBe(
      401,
    );
  });
});

describe('bad input: a 400 naming the field', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['name required', { name: '  ' }, 'name'],
    ['status in available, discontinued', { status: 'closed' }, 'status'],
    ['level in the dictionary', { level: 'emperor' }, 'level'],
    [
      'address type',
      { addresses: [{ city: 'Shanghai', area: 'x', detailedAddress: 'a' }] },
      'addresses.0.type',
    ],
    ['address city', { addresses: [{ type: 'home', area: 'x', detailedAddress: 'a' }] }, 'addresses.0.city'],
    [
      'address area',
      { addresses: [{ type: 'home', city: 'Shanghai', detailedAddress: 'a' }] },
      'addresses.0.area',
    ],
    [
      'address detailed address',
      { addresses: [{ type: 'home', city: 'Shanghai', area: 'x', detailedAddress: '' }] },
      'addresses.0.detailedAddress',
    ],
    ['pet name', { pets: [{ type: 'dog', size: 'small' }] }, 'pets.0.name'],
    ['pet type', { pets: [{ name: 'Rex', type: 'hamster', size: 'small' }] }, 'pets.0.type'],
    ['pet size', { pets: [{ name: 'Rex', type: 'dog', size: 'huge' }] }, 'pets.0.size'],
    ['fapiao e-mail', { fapiaoEmails: [{ email: 'not-an-email' }] }, 'fapiaoEmails.0.email'],
    [
      'group community',
      { wechatGroups: [{ community: 'nope', groupNumber: 2 }] },
      'wechatGroups.0.community',
    ],
    [
      'group number',
      { wechatGroups: [{ community: COMMUNITY_IDS.kitchen, groupNumber: 0 }] },
      'wechatGroups.0.groupNumber',
    ],
    [
      'profile picture is a stored file',
      { profilePicture: { name: 'x', uri: 'https://evil.example/x.png' } },
      'profilePicture.uri',
    ],
  ];
  it.each(cases)('%s', async (_label, over, field) => {
    const c = await create();
    for (const [method, url] of [
      ['POST', '/api/customers'],
      ['PUT', `/api/customers/${c.id}`],
    ] as const) {
      const r = await t.call(method, url, { as: 'admin', body: body(over) });
      expect(r.statusCode, r.body).toBe(400);
      expect(Object.keys(r.json().fields ?? {})).toContain(field);
    }
  });

  it('an area that does not exist is named', async () => {
    const r = await t.call('POST', '/api/customers', {
      as: 'admin',
      body: body({
        addresses: [
          {
            type: 'home',
            city: 'Shanghai',
            area: '00000000-0000-4000-8000-000000000000',
            detailedAddress: 'x',
          },
        ],
      }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ 'addresses.0.area': 'validation.unknownArea' });
  });
});

describe('GET /api/customers/details', () => {
  it('searches by name without accents or case, and by any phone fragment', async () => {
    const c = await create({ name: 'Zoé Marchetti', contacts: [{ name: 'Zoé', phone: '13755501234' }] });
    expect((await list({ name: 'zoe MARCH' })).rows.map((r) => r.id)).toEqual([c.id]);
    expect((await list({ phone: '5550123' })).rows.map((r) => r.id)).toEqual([c.id]);
    const row = (await list({ name: 'zoe march' })).rows[0]!;
    expect(row).toMatchObject({
      phone: '13755501234',
      ordersCount: 0,
      voucherCount: 0,
      claimCount: 0,
      status: 'available',
    });
  });

  it('lists discontinued customers too, newest first, with a content-range total', async () => {
    const c = await create({ name: 'Gone Customer', status: 'discontinued' });
    const { rows, range } = await list({}, 'admin', [0, 4]);
    expect(rows[0]!.id).toBe(c.id);
    expect(range).toMatch(/^customers 0-4\/\d+$/);
  });

  it('counts a customer’s orders and sales', async () => {
    const n = await sql<{
      n: number;
      s: number;
    }>`SELECT count(*)::int AS n, coalesce(sum(total_amount), 0)::bigint AS s
      FROM orders o WHERE customer_id = ${mine.id} AND status = 'available' AND payment_status NOT IN ('ccl', 'rfd')`.execute(
      t.db,
    );
    const row = (await list({ name: mine.name })).rows.find((r) => r.id === mine.id)!;
    expect(row.ordersCount).toBe(n.rows[0]!.n);
    expect(row.ordersTotalSales).toBe(n.rows[0]!.s);
  });

  it('counts a customer’s claims as his stats-lite does, over the claims the caller may see', async () => {
    const claimed = await sql<{ id: string; name: string; n: number }>`SELECT c.id, c.name, count(*)::int AS n
      FROM claims cl JOIN customers c ON c.id = cl.customer_id GROUP BY c.id, c.name ORDER BY c.name LIMIT 3`.execute(
      t.db,
    );
    expect(claimed.rows.length).toBeGreaterThan(0);
    for (const c of claimed.rows) {
      const row = (await list({ name: c.name }, 'admin', [0, 99])).rows.find((r) => r.id === c.id)!;
      expect(row.claimCount).toBe(c.n);
      for (const role of ['customer-hero', 'finance'] as const) {
        const lite = await t.call('GET', `/api/customers/${c.id}/stats-lite`, { as: role });
        if (lite.statusCode !== 200) continue;
        const seen = (await list({ name: c.name }, role, [0, 99])).rows.find((r) => r.id === c.id)!;
        expect(seen.claimCount).toBe((lite.json() as CustomerStatsLite).claimCount);
      }
    }
  });

  it('keeps a community-manager to his communities’ customers, and a customer of none yet', async () => {
    const fresh = await create({ name: 'Nobody Yet', wechatGroups: [] });
    const cm = (await list({}, 'community-manager', [0, 999])).rows.map((r) => r.id);
    expect(cm).toContain(mine.id);
    expect(cm).toContain(fresh.id);
    expect(cm).not.toContain(foreign.id);
    expect((await list({ name: foreign.name }, 'community-manager')).rows.map((r) => r.id)).not.toContain(
      foreign.id,
    );
  });

  it('is closed to the designer; bad filters are 400', async () => {
    expect((await t.call('GET', '/api/customers/details', { as: 'designer' })).statusCode).toBe(403);
    const bad = await t.call('GET', `/api/customers/details${qs({ filter: { city: 'x' } })}`, {
      as: 'admin',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reads the name and phone searches off their trigram indexes at scale (no sequential scan)', async () => {
    await sql`INSERT INTO customers (name, contacts)
      SELECT 'Bulk ' || g, jsonb_build_array(jsonb_build_object('phone', (13000000000 + g)::text))
      FROM generate_series(1, 20000) g`.execute(t.db);
    await sql`ANALYZE customers`.execute(t.db);
    for (const where of [
      sql`search_fold(c.name) LIKE '%' || search_fold('marchett') || '%'`,
      sql`c.phones LIKE '%5550123%'`,
    ]) {
      const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT c.id FROM customers c WHERE ${where}
        ORDER BY c.created_at DESC, c.id DESC LIMIT 80`.execute(t.db);
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).not.toContain('Seq Scan');
      expect(text).toMatch(/customers_list_name_fold_trgm|customers_phones_trgm/);
    }
  });

  it('finds a name of one or two typed characters (王芳, 芳) off the name pieces index, not a scan', async () => {
    const wang = await create({ name: '王芳' });
    await create({ name: 'Fang Wang' });
    // enough customers that reading them all costs more than the index (20,000 Chinese names)
    await sql`INSERT INTO customers (name)
      SELECT (ARRAY['张','李','刘','陈'])[1 + g % 4] || (ARRAY['伟','娜','敏','静','强'])[1 + g % 5] || g
      FROM generate_series(1, 20000) g`.execute(t.db);
    // VACUUM too: the 20,000 names wait in the GIN index's pending list until a vacuum moves them
    // in, and the planner prices that list in; whether autovacuum had come by decided the plan
    // (a whole run at load 10 saw a scan for 'é')
    await sql`VACUUM ANALYZE customers`.execute(t.db);
    for (const typed of ['王芳', '芳', ' 王芳 ']) {
      const r = await t.call('GET', `/api/customers/details${qs({ filter: { name: typed } })}`, {
        as: 'admin',
      });
      expect(r.statusCode, `${typed}: ${r.body}`).toBe(200);
      const found = r.json() as { id: string; name: string }[];
      expect(found.map((c) => c.id)).toContain(wang.id);
      for (const c of found) expect(c.name).toContain(typed.trim());
    }
    const lookup = await t.call('GET', `/api/customers/areas${qs({ filter: { name: '王芳' } })}`, {
      as: 'admin',
    });
    const names = (lookup.json() as { id: string; name: string }[]).map((c) => c.name);
    expect(names).toContain('王芳');
    for (const n of names) expect(n).toContain('王芳');
    for (const typed of ['王芳', 'é']) {
      const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT c.id FROM customers c
        WHERE ${nameContains(typed)} ORDER BY c.created_at DESC, c.id DESC LIMIT 80`.execute(t.db);
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).not.toContain('Seq Scan');
      expect(text).toContain('customers_name_grams');
    }
  });
});

describe('one customer: details, stats-lite, analytics', () => {
  it('gives a community-manager only his customers (404 otherwise) and only his communities’ groups', async () => {
    expect(
      (await t.call('GET', `/api/customers/${foreign.id}/details`, { as: 'community-manager' })).statusCode,
    ).toBe(404);
    for (const p of ['stats-lite', 'analytics'])
      expect(
        (await t.call('GET', `/api/customers/${foreign.id}/${p}`, { as: 'community-manager' })).statusCode,
      ).toBe(404);
    expect(
      (
        await t.call('PUT', `/api/customers/${foreign.id}`, {
          as: 'community-manager',
          body: { version: await versionNow(t, `/api/customers/${foreign.id}/details`), ...body() },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/history/customers/${foreign.id}`, { as: 'community-manager' })).statusCode,
    ).toBe(404);
    const got = (
      await t.call('GET', `/api/customers/${mine.id}/details`, { as: 'community-manager' })
    ).json() as Customer;
    expect(got.wechatGroups.every((g) => SCOPE.includes(g.community))).toBe(true);
    expect((await t.call('GET', `/api/customers/${foreign.id}/details`, { as: 'logistic' })).statusCode).toBe(
      200,
    );
  });

  it('lets a community-manager edit his groups, keeps the groups he does not see, refuses adding another community’s', async () => {
    const c = await create({
      wechatGroups: [
        { community: COMMUNITY_IDS.kitchen, groupNumber: 1 },
        { community: COMMUNITY_IDS.cellar, groupNumber: 7 },
      ],
    });
    const seen = (
      await t.call('GET', `/api/customers/${c.id}/details`, { as: 'community-manager' })
    ).json() as Customer;
    expect(seen.wechatGroups).toEqual([{ community: COMMUNITY_IDS.kitchen, groupNumber: 1 }]);
    const edit = await t.call('PUT', `/api/customers/${c.id}`, {
      as: 'community-manager',
      body: {
        ...body({ wechatGroups: [{ community: COMMUNITY_IDS.kitchen, groupNumber: 2 }] }),
        version: seen.version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().wechatGroups).toEqual([{ community: COMMUNITY_IDS.kitchen, groupNumber: 2 }]);
    const all = (await t.call('GET', `/api/customers/${c.id}/details`, { as: 'admin' })).json() as Customer;
    expect(all.wechatGroups).toEqual([
      { community: COMMUNITY_IDS.kitchen, groupNumber: 2 },
      { community: COMMUNITY_IDS.cellar, groupNumber: 7 },
    ]);
    const widen = await t.call('PUT', `/api/customers/${c.id}`, {
      as: 'community-manager',
      body: {
        version: await versionNow(t, `/api/customers/${c.id}/details`),
        ...body({ wechatGroups: [{ community: COMMUNITY_IDS.cellar, groupNumber: 9 }] }),
      },
    });
    expect(widen.statusCode).toBe(400);
    expect(widen.json().fields).toEqual({ 'wechatGroups.0.community': 'validation.outOfScope' });
  });

  it('answers another community’s group alike whatever its number: its number is not told by a 200', async () => {
    const c = await create({
      wechatGroups: [
        { community: COMMUNITY_IDS.kitchen, groupNumber: 1 },
        { community: COMMUNITY_IDS.cellar, groupNumber: 7 },
      ],
    });
    // the cellar's group is not shown to the kitchen's manager; guessing its number must not tell it
    for (const groupNumber of [6, 7]) {
      const guess = await t.call('PUT', `/api/customers/${c.id}`, {
        as: 'community-manager',
        body: {
          version: await versionNow(t, `/api/customers/${c.id}/details`),
          ...body({
            wechatGroups: [
              { community: COMMUNITY_IDS.kitchen, groupNumber: 1 },
              { community: COMMUNITY_IDS.cellar, groupNumber },
            ],
          }),
        },
      });
      expect(guess.statusCode, `${groupNumber}`).toBe(400);
      expect(guess.json().fields).toEqual({ 'wechatGroups.1.community': 'validation.outOfScope' });
    }
    // the list's cells save the record with the groups kept as they are
    const row = (await t.call('GET', `/api/customers/${c.id}/details`, { as: 'community-manager' })).json();
    const cells = await t.call('POST', '/api/customers/cells', {
      as: 'community-manager',
      body: { rows: [{ id: c.id, version: row.version, set: { name: 'Renamed by cell' } }] },
    });
    expect(cells.json().results[0], cells.body).toMatchObject({ ok: true });
    const all = (await t.call('GET', `/api/customers/${c.id}/details`, { as: 'admin' })).json() as Customer;
    expect(all).toMatchObject({
      name: 'Renamed by cell',
      wechatGroups: [
        { community: COMMUNITY_IDS.kitchen, groupNumber: 1 },
        { community: COMMUNITY_IDS.cellar, groupNumber: 7 },
      ],
    });
  });

  it('stats-lite and analytics agree with the orders and vouchers, scoped for non-admins', async () => {
    const lite = (
      await t.call('GET', `/api/customers/${mine.id}/stats-lite`, { as: 'admin' })
    ).json() as CustomerStatsLite;
    expect(lite).toMatchObject({ claimCount: 0 });
    expect(typeof lite.monthlyOrder).toBe('number');
    const a = (
      await t.call('GET', `/api/customers/${mine.id}/analytics`, { as: 'admin' })
    ).json() as CustomerAnalytics;
    const o = await sql<{
      n: number;
      first: Date;
    }>`SELECT count(*)::int AS n, min(order_date) AS first FROM orders
      WHERE customer_id = ${mine.id} AND status = 'available' AND payment_status NOT IN ('ccl', 'rfd')`.execute(
      t.db,
    );
    expect(a.orderCount).toBe(o.rows[0]!.n);
    expect(a.firstOrder).toBe(o.rows[0]!.first ? new Date(o.rows[0]!.first).toISOString() : null);
    const sum = (x: Record<string, { count: number }>) => Object.values(x).reduce((s, g) => s + g.count, 0);
    expect(sum(a.orderByChannel)).toBe(a.orderCount);
    expect(sum(a.orderByCommunity)).toBe(a.orderCount);
    const v = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM vouchers WHERE customer_id = ${mine.id}
      AND status NOT IN ('declined', 'ccl')`.execute(t.db);
    expect(a.voucherCount).toBe(v.rows[0]!.n);
    const scoped = (
      await t.call('GET', `/api/customers/${mine.id}/analytics`, { as: 'community-manager' })
    ).json() as CustomerAnalytics;
    expect(Object.keys(scoped.orderByCommunity).every((c) => SCOPE.includes(c))).toBe(true);
    expect(scoped.orderCount).toBeLessThanOrEqual(a.orderCount);
  });
});

describe('the vouchers a customer screen counts', () => {
  it('count and amount agree: declined and cancelled vouchers are in neither', async () => {
    const c = await create({ name: 'Voucher Counter', wechatID: 'v_counter' });
    const give = async (amount: number) => {
      const r = await t.call('POST', '/api/vouchers', {
        as: 'admin',
        body: {
          customer: c.id,
          reason: 'gift',
          amount,
          expirationDate: '2099-12-31',
          communities: [COMMUNITY_IDS.kitchen],
        },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json() as { id: string };
    };
    const move = async (id: string, status: string) => {
      const r = await t.call('PUT', `/api/vouchers/${id}`, {
        as: 'admin',
        body: { status, version: await versionNow(t, `/api/vouchers/${id}`) },
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    await give(1000); // pending: given, not yet validated
    await move((await give(2000)).id, 'declined');
    const cancelled = await give(4000);
    await move(cancelled.id, 'validated');
    await move(cancelled.id, 'ccl');
    await move((await give(800)).id, 'validated');
    const counted = { voucherCount: 2 };
    const a = (await t.call('GET', `/api/customers/${c.id}/analytics`, { as: 'admin' })).json();
    expect(a).toMatchObject({ ...counted, voucherAmount: 1800 });
    const lite = (await t.call('GET', `/api/customers/${c.id}/stats-lite`, { as: 'admin' })).json();
    expect(lite).toMatchObject(counted);
    const row = (await list({ name: 'Voucher Counter' })).rows.find((r) => r.id === c.id);
    expect(row).toMatchObject(counted);
  });
});

describe('GET /api/vouchers/details?filter={customer}', () => {
  it('lists a customer’s vouchers; a community-manager only those valid in his communities', async () => {
    const owner = (
      await sql<{
        customer_id: string;
      }>`SELECT customer_id FROM vouchers GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`.execute(t.db)
    ).rows[0]!.customer_id;
    const r = await t.call('GET', `/api/vouchers/details${qs({ filter: { customer: owner } })}`, {
      as: 'admin',
    });
    expect(r.statusCode).toBe(200);
    const all = r.json() as { customer: string; communities: string[] }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((x) => x.customer === owner)).toBe(true);
    const cm = (
      await t.call('GET', `/api/vouchers/details${qs({ filter: { customer: owner } })}`, {
        as: 'community-manager',
      })
    ).json() as { communities: string[] }[];
    expect(cm.every((x) => x.communities.some((c) => SCOPE.includes(c)))).toBe(true);
    expect((await t.call('GET', '/api/vouchers/details', { as: 'designer' })).statusCode).toBe(403);
  });
});
