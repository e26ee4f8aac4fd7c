import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { QuickReply } from '../../domain/quick-replies/schema.ts';
import type { Role } from '../../domain/roles.ts';
import { auditActions, cellsOf, saved } from './cells-fixtures.ts';
import { qs, type TestApp, testApp } from './helpers.ts';

/**
 * Quick replies (docs/quick-replies.md): the body's rules, one title per community, the scope of
 * a community member (the demo community-manager and customer-hero have kitchen and garden),
 * readers and writers (docs/permissions.md), the version, the list's search and the cells.
 */
let t: TestApp;
let c: ReturnType<typeof cellsOf<QuickReply>>;
beforeAll(async () => {
  t = await testApp();
  c = cellsOf<QuickReply>(t, '/api/quick-replies/cells');
});
afterAll(() => t.close());

const { kitchen, garden, farm, cellar } = COMMUNITY_IDS;
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Pick-up point moved',
  community: kitchen,
  language: 'en',
  body: 'Hello!\nThis week the pick-up point is at the north gate.',
  category: 'delivery',
  active: true,
  ...over,
});
const create = (over: Record<string, unknown> = {}, as: Role = 'customer-hero') =>
  t.call('POST', '/api/quick-replies', { as, body: body(over) });
const list = (as: Role, params: Record<string, unknown> = {}) =>
  t.call('GET', `/api/quick-replies${qs({ range: [0, 999], ...params })}`, { as });
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('creating and reading', () => {
  it('creates (201) with its fields, defaults and audit entry, reads it back', async () => {
    const r = await create({ title: '  Pick-up point moved  ', category: undefined, active: undefined });
    expect(r.statusCode, r.body).toBe(201);
    const q = r.json() as QuickReply;
    expect(q).toMatchObject({ ...body(), category: 'other', version: 1 });
    expect(q.body).toContain('\n');
    expect(await auditActions(t, 'quickReply', q.id)).toEqual(['create']);
    const one = await t.call('GET', `/api/quick-replies/${q.id}`, { as: 'logistic' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(q);
  });

  it('refuses a bad body with 400 naming each field, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'validation.required'],
      [{ title: '   ' }, 'title', 'validation.required'],
      [{ title: 'x'.repeat(81) }, 'title', 'validation.tooLong'],
      [{ title: 42 }, 'title', 'validation.required'],
      [{ body: '' }, 'body', 'validation.required'],
      [{ body: 'x'.repeat(2001) }, 'body', 'validation.tooLong'],
      [{ language: 'fr' }, 'language', 'validation.invalid'],
      [{ category: 'gossip' }, 'category', 'validation.invalid'],
      [{ active: 'yes' }, 'active', 'validation.invalid'],
      [{ community: 'kitchen' }, 'community', 'validation.invalid'],
      [{ community: undefined }, 'community', 'validation.required'],
      [{ community: MISSING }, 'community', 'validation.unknownCommunity'],
    ];
    for (const [over, field, message] of cases) {
      const r = await create({ title: `Bad ${field}`, ...over }, 'admin');
      expect(r.statusCode, `${JSON.stringify(over)} ${r.body}`).toBe(400);
      expect(r.json().fields).toMatchObject({ [field]: message });
    }
    const unknown = await create({ colour: 'red' }, 'admin');
    expect(unknown.statusCode).toBe(400);
    const text = await t.call('POST', '/api/quick-replies', { as: 'admin', body: '{"title": ' });
    expect(text.statusCode).toBe(400);
    const nul = await create({ title: 'Nul', body: 'a\u0000b' }, 'admin');
    expect(nul.statusCode).toBeLessThan(500);
  });

  it('keeps one title per community, ignoring case (409 naming the title); another community may reuse it', async () => {
    expect((await create({ title: 'Bank holiday' })).statusCode).toBe(201);
    const same = await create({ title: 'BANK HOLIDAY', language: 'zh' });
    expect(same.statusCode).toBe(409);
    expect(same.json().fields).toEqual({ title: 'quickReplies.errors.exists' });
    expect((await create({ title: 'Bank holiday', community: garden })).statusCode).toBe(201);
  });
});

describe('roles and communities', () => {
  it('lets the readers list and the writers write; the designer and logistic are refused', async () => {
    expect((await list('designer')).statusCode).toBe(403);
    expect((await t.call('GET', `/api/quick-replies/${MISSING}`, { as: 'designer' })).statusCode).toBe(403);
    for (const as of ['logistic', 'finance', 'customer-hero', 'community-manager'] as Role[])
      expect((await list(as)).statusCode, as).toBe(200);
    for (const as of ['logistic', 'designer'] as Role[])
      expect((await create({ title: `Refused ${as}` }, as)).statusCode, as).toBe(403);
    expect((await create({ title: 'By finance', community: cellar }, 'finance')).statusCode).toBe(201);
    expect((await list('admin', { filter: { q: 'Refused' } })).json()).toEqual([]);
  });

  it('shows a member only his communities and refuses another community’s row (403)', async () => {
    const rows = (await list('customer-hero')).json() as QuickReply[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.community))).toEqual(new Set([kitchen, garden]));
    const all = (await list('admin')).json() as QuickReply[];
    expect(all.some((r) => r.community === farm)).toBe(true);
    const farmRow = all.find((r) => r.community === farm)!;
    expect(
      (await t.call('GET', `/api/quick-replies/${farmRow.id}`, { as: 'customer-hero' })).statusCode,
    ).toBe(403);
    const put = await t.call('PUT', `/api/quick-replies/${farmRow.id}`, {
      as: 'customer-hero',
      body: { ...body({ title: 'Mine now' }), community: farm, version: farmRow.version },
    });
    expect(put.statusCode).toBe(403);
    // asking for a community not his own in the filter gives nothing, not another's rows
    expect((await list('customer-hero', { filter: { community: farm } })).json()).toEqual([]);
    expect((await create({ title: 'For the farm', community: farm })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/quick-replies/${MISSING}`, { as: 'admin' })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/quick-replies/nope', { as: 'admin' })).statusCode).toBe(404);
  });

  it('does not let a member move his reply to a community he does not reach', async () => {
    const q = (await create({ title: 'Moving out' })).json() as QuickReply;
    const r = await t.call('PUT', `/api/quick-replies/${q.id}`, {
      as: 'customer-hero',
      body: { ...body({ title: 'Moving out' }), community: farm, version: q.version },
    });
    expect(r.statusCode).toBe(403);
    const moved = await t.call('PUT', `/api/quick-replies/${q.id}`, {
      as: 'customer-hero',
      body: { ...body({ title: 'Moving out' }), community: garden, version: q.version },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ community: garden, version: 2 });
  });
});

describe('editing', () => {
  it('saves on the current version, refuses a stale or missing one', async () => {
    const q = (await create({ title: 'Weekend hours' })).json() as QuickReply;
    const put = (over: Record<string, unknown>) =>
      t.call('PUT', `/api/quick-replies/${q.id}`, {
        as: 'community-manager',
        body: body({ title: 'Weekend hours', ...over }),
      });
    const ok = await put({ body: 'Open 10:00–18:00 on weekends.', version: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ body: 'Open 10:00–18:00 on weekends.', version: 2 });
    const stale = await put({ active: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', details: { version: 2, active: true } });
    const missing = await put({ active: false });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ version: 'validation.required' });
    const taken = await put({ title: 'Bank holiday', version: 2 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ title: 'quickReplies.errors.exists' });
    expect(await auditActions(t, 'quickReply', q.id)).toEqual(['create', 'update']);
  });
});

describe('the list', () => {
  it('finds a reply by a word of its title or text, sorted by title, filtered by category and language', async () => {
    const byTitle = (await list('admin', { filter: { q: 'pick-up' } })).json() as QuickReply[];
    expect(byTitle.map((r) => r.title)).toContain('Pick-up point moved');
    const byBody = (await list('admin', { filter: { q: 'north gate' } })).json() as QuickReply[];
    expect(byBody.map((r) => r.title)).toContain('Pick-up point moved');
    expect(byBody.every((r) => r.body.includes('north gate'))).toBe(true);
    const zh = (await list('admin', { filter: { q: '付款', language: 'zh', community: kitchen } })).json();
    expect((zh as QuickReply[]).length).toBeGreaterThan(0);
    const pay = (await list('admin', { filter: { category: 'payment' } })).json() as QuickReply[];
    expect(pay.every((r) => r.category === 'payment')).toBe(true);
    const titles = (await list('admin', { filter: { community: kitchen } })).json() as QuickReply[];
    const sorted = titles.map((r) => r.title.toLowerCase());
    expect(sorted).toEqual([...sorted].sort());
    expect((await list('admin', { filter: { category: 'gossip' } })).statusCode).toBe(400);
  });
});

describe('cells', () => {
  it('saves title, text, category, language, active and community through the edit; a member only on his rows and communities', async () => {
    // a text of one line: a text of several lines is edited in the form only
    const q = (await create({ title: 'Cells reply', body: 'One line.' })).json() as QuickReply;
    let row = saved(await c.one('customer-hero', q, { title: 'Cells reply (edited)', category: 'claim' }));
    expect(row).toMatchObject({ title: 'Cells reply (edited)', category: 'claim', version: 2 });
    row = saved(await c.one('customer-hero', row, { active: false, language: 'zh', body: '新的内容' }));
    expect(row).toMatchObject({ active: false, language: 'zh', body: '新的内容', version: 3 });
    await c.refusesEach('customer-hero', row, [
      ['title', '', 'validation.required'],
      ['category', 'gossip', 'validation.invalid'],
    ]);
    const taken = await c.one('customer-hero', row, { title: 'bank holiday' });
    expect(taken).toMatchObject({ ok: false, status: 409 });
    const stale = await c.one('customer-hero', { id: q.id, version: 1 }, { title: 'Late' });
    expect(stale).toMatchObject({ ok: false, status: 409 });
    const farmRow = ((await list('admin', { filter: { community: farm } })).json() as QuickReply[])[0]!;
    expect(await c.one('customer-hero', farmRow, { title: 'Not mine' })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect((await c.send('logistic', [{ id: q.id, version: 3, set: { title: 'x' } }])).statusCode).toBe(403);
    // moved to another of the member's communities, where its title must be free too
    row = saved(await c.one('customer-hero', row, { community: garden }));
    expect(row).toMatchObject({ community: garden, version: 4 });
    await create({ title: 'Cells reply (edited)', community: kitchen });
    expect(await c.one('customer-hero', row, { community: kitchen })).toMatchObject({
      ok: false,
      status: 409,
      field: 'title',
    });
    // the admin reaches every community
    row = saved(await c.one('admin', row, { community: cellar }));
    expect(row.community).toBe(cellar);
    expect(await auditActions(t, 'quickReply', q.id)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'update',
    ]);
  });
});
