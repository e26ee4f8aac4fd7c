import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { QuickReply } from '../../domain/quick-replies/schema.ts';
import type { Role } from '../../domain/roles.ts';
import { cellsOf, saved } from './cells-fixtures.ts';
import { qs, type TestApp, testApp } from './helpers.ts';

/**
 * Quick replies as an attacker tries them: another community's rows through every door, writes
 * by those who may only read, and inputs that must be a 4xx (never a 500) — the unique title
 * included when saves race (the index, not only the check, answers).
 */
let t: TestApp;
let c: ReturnType<typeof cellsOf<QuickReply>>;
let farmRow: QuickReply;
beforeAll(async () => {
  t = await testApp();
  c = cellsOf<QuickReply>(t, '/api/quick-replies/cells');
  farmRow = ((await list('admin', { filter: { community: farm } })).json() as QuickReply[])[0]!;
});
afterAll(() => t.close());

const { kitchen, garden, farm, cellar } = COMMUNITY_IDS;
const MISSING = '00000000-0000-4000-8000-000000000000';
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Attack reply',
  community: kitchen,
  language: 'en',
  body: 'Some text',
  category: 'other',
  active: true,
  ...over,
});
const create = (over: Record<string, unknown> = {}, as: Role = 'customer-hero') =>
  t.call('POST', '/api/quick-replies', { as, body: body(over) });
const put = (id: string, over: Record<string, unknown>, as: Role = 'customer-hero') =>
  t.call('PUT', `/api/quick-replies/${id}`, { as, body: body(over) });
const list = (as: Role, params: Record<string, unknown> = {}) =>
  t.call('GET', `/api/quick-replies${qs({ range: [0, 999], ...params })}`, { as });
const made = async (over: Record<string, unknown>, as: Role = 'customer-hero') => {
  const r = await create(over, as);
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as QuickReply;
};
const rowOf = async (id: string) =>
  (await t.call('GET', `/api/quick-replies/${id}`, { as: 'admin' })).json() as QuickReply;

describe('another community', () => {
  it('lists nothing of it through any filter, search or sort', async () => {
    for (const params of [
      { filter: { community: farm } },
      { filter: { q: farmRow.title } },
      { filter: { q: farmRow.title.slice(0, 4), community: farm } },
      { sort: ['updatedAt', 'DESC'], filter: { active: farmRow.active } },
    ]) {
      const r = await list('customer-hero', params);
      expect(r.statusCode, JSON.stringify(params)).toBe(200);
      expect(
        (r.json() as QuickReply[]).some((q) => q.community === farm),
        JSON.stringify(params),
      ).toBe(false);
    }
  });

  it('refuses its named row to GET, PUT, cells and the history (403)', async () => {
    expect(
      (await t.call('GET', `/api/quick-replies/${farmRow.id}`, { as: 'customer-hero' })).statusCode,
    ).toBe(403);
    // pulling another's row into his own community
    const pull = await put(farmRow.id, {
      title: farmRow.title,
      version: farmRow.version,
      community: kitchen,
    });
    expect(pull.statusCode).toBe(403);
    expect(await c.one('customer-hero', farmRow, { active: !farmRow.active })).toMatchObject({
      ok: false,
      status: 403,
    });
    const history = (as: Role) => t.call('GET', `/api/history/quick-replies/${farmRow.id}`, { as });
    expect((await history('admin')).statusCode).toBe(200);
    expect((await history('customer-hero')).statusCode).toBe(403);
    expect(await rowOf(farmRow.id)).toEqual(farmRow);
  });

  it('cannot be the community of a create, nor of a move by cells', async () => {
    expect((await create({ title: 'Into the farm', community: farm })).statusCode).toBe(403);
    const nowhere = await create({ title: 'Into nowhere', community: MISSING });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().fields).toEqual({ community: 'validation.unknownCommunity' });
    const q = await made({ title: 'Cell mover' });
    const moved = await c.one('customer-hero', q, { community: farm });
    expect(moved).toEqual({
      id: q.id,
      ok: false,
      status: 409,
      message: 'cells.invalid.notYourCommunity',
      field: 'community',
    });
    expect(await c.one('customer-hero', q, { community: MISSING })).toMatchObject({
      ok: false,
      status: 400,
      message: 'validation.unknownCommunity',
    });
    expect(await c.one('customer-hero', q, { community: 'farm' })).toMatchObject({ ok: false, status: 400 });
    expect((await rowOf(q.id)).community).toBe(kitchen);
  });
});

describe('a community id written in capitals', () => {
  // a uuid may be written either way (isKnownCommunity): the member's own community in capitals
  // is his community, not another's, and the admin's is one of his
  it('is the same community to the cells, the edit and the create', async () => {
    const q = await made({ title: 'Capital move' });
    expect(saved(await c.one('customer-hero', q, { community: garden.toUpperCase() })).community).toBe(
      garden,
    );
    const row = await rowOf(q.id);
    // the row's own community in capitals changes nothing
    expect(await c.one('customer-hero', row, { community: garden.toUpperCase() })).toMatchObject({
      ok: true,
    });
    expect(saved(await c.one('admin', row, { community: cellar.toUpperCase() })).community).toBe(cellar);
    const back = await rowOf(q.id);
    const r = await t.call('PUT', `/api/quick-replies/${q.id}`, {
      as: 'admin',
      body: body({ title: back.title, community: kitchen.toUpperCase(), version: back.version }),
    });
    expect(r.statusCode, r.body).toBe(200);
    const mine = await put(q.id, {
      title: back.title,
      community: garden.toUpperCase(),
      version: back.version + 1,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().community).toBe(garden);
    const made2 = await create({ title: 'Capital create', community: kitchen.toUpperCase() });
    expect(made2.statusCode, made2.body).toBe(201);
    expect(made2.json().community).toBe(kitchen);
    // another community stays another, whatever its case
    expect((await create({ title: 'Capital farm', community: farm.toUpperCase() })).statusCode).toBe(403);
  });
});

describe('readers who may not write', () => {
  it('refuses logistic and designer on create, PUT and cells (403), the row unchanged', async () => {
    const q = await made({ title: 'Read only' });
    for (const as of ['logistic', 'designer'] as Role[]) {
      expect((await create({ title: `By ${as}` }, as)).statusCode, as).toBe(403);
      expect((await put(q.id, { title: 'Hijacked', version: q.version }, as)).statusCode, as).toBe(403);
      expect((await c.send(as, [{ id: q.id, version: q.version, set: { title: 'x' } }])).statusCode, as).toBe(
        403,
      );
    }
    expect(await rowOf(q.id)).toEqual(q);
    expect((await t.call('GET', '/api/quick-replies', {})).statusCode).toBe(401);
  });

  it('has no PATCH or DELETE (405)', async () => {
    const q = await made({ title: 'No delete' });
    for (const method of ['PATCH', 'DELETE'] as const) {
      const r = await t.call(method, `/api/quick-replies/${q.id}`, { as: 'admin', body: { title: 'x' } });
      expect(r.statusCode, method).toBe(405);
    }
  });
});

describe('inputs that must not be a 500', () => {
  it('refuses odd bodies and ids with a 4xx', async () => {
    // each refused with a 400 naming the field (`_` for the body as a whole)
    const bads: [unknown, string][] = [
      [null, '_'],
      [[], '_'],
      [42, '_'],
      [{ ...body(), title: null }, 'title'],
      [{ ...body(), title: ['a'] }, 'title'],
      [{ ...body(), title: { en: 'a' } }, 'title'],
      [{ ...body(), body: 'x'.repeat(100_000) }, 'body'],
      [{ ...body(), id: MISSING }, 'id'],
      [{ ...body(), createdAt: '2020-01-01' }, 'createdAt'],
      [{ ...body(), community: kitchen.toUpperCase().replace(/-/g, '') }, 'community'],
      [{ ...body(), language: 'EN' }, 'language'],
      [{ ...body(), active: 1 }, 'active'],
    ];
    for (const [b, field] of bads) {
      const r = await t.call('POST', '/api/quick-replies', {
        as: 'admin',
        body: b as Record<string, unknown>,
      });
      expect(r.statusCode, JSON.stringify(b).slice(0, 80)).toBe(400);
      expect(Object.keys(r.json().fields ?? {}), JSON.stringify(b).slice(0, 80)).toEqual([field]);
    }
    const text = await t.call('POST', '/api/quick-replies', { as: 'admin', body: 'text' as never });
    expect(text.json()).toMatchObject({ message: 'errors.malformedJson' });
    for (const id of ['nope', `${MISSING}0`, "1' OR '1'='1", '%00']) {
      const r = await t.call('GET', `/api/quick-replies/${encodeURIComponent(id)}`, { as: 'admin' });
      expect(r.statusCode, id).toBe(404);
    }
    // an address longer than the server reads is refused before any route
    expect((await t.call('GET', `/api/quick-replies/${'x'.repeat(5000)}`, { as: 'admin' })).statusCode).toBe(
      414,
    );
    expect((await put(MISSING, { version: 1 }, 'admin')).statusCode).toBe(404);
    expect((await put('nope', { version: 1 }, 'admin')).statusCode).toBe(404);
  });

  it('refuses a NUL in the title, text or search with a 400', async () => {
    expect((await create({ title: 'Nul\u0000title' }, 'admin')).statusCode).toBe(400);
    expect((await create({ title: 'Nul text', body: 'a\u0000b' }, 'admin')).statusCode).toBe(400);
    const q = await made({ title: 'Nul cell' });
    const cell = await c.send('customer-hero', [{ id: q.id, version: q.version, set: { body: 'x\u0000' } }]);
    expect(cell.statusCode).toBe(400);
    expect(cell.json().fields).toEqual({ 'rows.0.set.body': 'validation.invalidCharacter' });
    expect((await rowOf(q.id)).body).toBe('Some text');
    const search = await list('admin', { filter: { q: 'a\u0000b' } });
    expect(search.statusCode).toBe(400);
    expect(search.json().fields).toEqual({ 'filter.q': 'errors.invalidCharacter' });
  });

  it('keeps unicode and the length limits of the title', async () => {
    const zh = await made({ title: '  付款提醒 🧧  ', body: '请在周五前付款。\n谢谢！' });
    expect(zh).toMatchObject({ title: '付款提醒 🧧', body: '请在周五前付款。\n谢谢！' });
    expect((await create({ title: 'a'.repeat(80) })).statusCode).toBe(201);
    // 80 characters of JavaScript (40 emoji) are stored; 41 emoji are refused before PostgreSQL
    expect((await create({ title: '😀'.repeat(40) })).statusCode).toBe(201);
    expect((await create({ title: '😀'.repeat(41) })).statusCode).toBe(400);
    expect((await create({ title: `  ${'b'.repeat(80)}  ` })).statusCode).toBe(201);
  });

  it('answers a bad list query with a 400, and searches % and _ as themselves', async () => {
    for (const params of [
      { filter: { community: 'kitchen' } },
      { filter: { active: 'maybe' } },
      { filter: { colour: 'red' } },
      { sort: ['community', 'ASC'] },
      { sort: ['title', 'SIDEWAYS'] },
      { range: [5, 1] },
      { range: 'x' },
      { filter: '{' },
    ]) {
      const r = await list('admin', params);
      expect(r.statusCode, JSON.stringify(params)).toBe(400);
    }
    // a search longer than any title or text is the caller's mistake
    expect((await list('admin', { filter: { q: 'x'.repeat(10_000) } })).statusCode).toBe(400);
    for (const q of ['x'.repeat(200), "'; DROP TABLE quick_replies; --", '\\', '😀']) {
      const r = await list('admin', { filter: { q } });
      expect(r.statusCode, q.slice(0, 20)).toBe(200);
    }
    expect((await list('admin', { filter: { q: '%' } })).json()).toEqual([]);
    expect((await list('admin', { filter: { q: '_' } })).json()).toEqual([]);
    expect((await list('admin', { range: [0, 1_000_000] })).json()).toMatchObject({
      message: 'errors.invalidRange',
    });
  });

  it('refuses a bad version with a 400, a stale one with a 409', async () => {
    const q = await made({ title: 'Versions' });
    for (const version of ['1', -1, 1.5, null, 2 ** 60])
      expect((await put(q.id, { title: 'Versions', version }, 'admin')).statusCode, String(version)).toBe(
        400,
      );
    expect((await put(q.id, { title: 'Versions', version: 2 ** 40 }, 'admin')).statusCode).toBe(409);
    expect((await put(q.id, { title: 'Versions', version: 0 }, 'admin')).statusCode).toBe(409);
  });
});

describe('one title per community', () => {
  it('is a 409 whatever the case or the spaces at its ends', async () => {
    await made({ title: 'Rainy day' });
    for (const title of ['RAINY DAY', '  rainy day ', 'Rainy day\u00a0', '\tRainy Day\n'])
      expect((await create({ title }, 'admin')).statusCode, JSON.stringify(title)).toBe(409);
  });

  // a staff member who types two spaces makes a second reply nobody tells apart in the list
  it('is a 409 for a title differing only by the spaces inside it', async () => {
    await made({ title: 'Late delivery' });
    expect((await create({ title: 'Late  delivery' })).statusCode).toBe(409);
  });

  it('keeps the one-space title it saved, and finds the other spelling taken', async () => {
    const row = await made({ title: 'Door  code   please' });
    expect(row.title).toBe('Door code please');
    expect((await create({ title: 'door code please' })).statusCode).toBe(409);
  });

  // the cell's editor is one line: a text of several lines saved from it would lose its breaks
  it('refuses the text cell of a text of several lines, and keeps the text', async () => {
    const row = await made({ title: 'Two lines', body: 'First line.\nSecond line.' });
    expect(await c.one('customer-hero', row, { body: 'First line. Second line.!' })).toMatchObject({
      status: 403,
      message: 'cells.locked.multiline',
      field: 'body',
    });
    expect((await rowOf(row.id)).body).toBe('First line.\nSecond line.');
    // lines broken otherwise than by \n (only the API stores them): as many lines, as much lost
    for (const [i, br] of ['\r', '\u2028', '\u2029'].entries()) {
      const body = `First line.${br}Second line.`;
      const other = await made({ title: `Broken ${i}`, body });
      expect(await c.one('customer-hero', other, { body: 'One line!' }), JSON.stringify(br)).toMatchObject({
        status: 403,
        message: 'cells.locked.multiline',
      });
      expect((await rowOf(other.id)).body).toBe(body);
    }
    const flat = await made({ title: 'One line', body: 'Only one line.' });
    expect(await c.one('customer-hero', flat, { body: 'Only one line!' })).toMatchObject({ ok: true });
  });

  it('holds under racing creates: one 201, the others 409', async () => {
    const titles = ['Race', 'RACE', 'race', 'Race ', ' rAcE', 'Race', 'RACE', 'race'];
    const rs = await Promise.all(titles.map((title) => create({ title, community: garden })));
    const codes = rs.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of rs.filter((x) => x.statusCode === 409))
      expect(r.json().fields).toEqual({ title: 'quickReplies.errors.exists' });
  });

  it('holds under racing renames and cells: one saved, the others 409', async () => {
    const rows = await Promise.all(['R1', 'R2', 'R3', 'R4'].map((title) => made({ title })));
    const puts = await Promise.all(
      rows.slice(0, 2).map((q) => put(q.id, { title: 'Renamed', version: q.version })),
    );
    expect(puts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const cells = await Promise.all(rows.slice(2).map((q) => c.one('customer-hero', q, { title: 'Celled' })));
    expect(cells.map((r) => (r.ok ? 200 : r.status)).sort()).toEqual([200, 409]);
  });

  it('holds when a reply moves into a community that has the title', async () => {
    await made({ title: 'Moving title', community: garden });
    const q = await made({ title: 'moving TITLE', community: kitchen });
    const r = await put(q.id, { title: 'moving TITLE', community: garden, version: q.version });
    expect(r.statusCode).toBe(409);
    expect(r.json().fields).toEqual({ title: 'quickReplies.errors.exists' });
  });

  it('holds in one cells call renaming two rows to one title', async () => {
    const [a, b] = await Promise.all([made({ title: 'Pair A' }), made({ title: 'Pair B' })]);
    const r = await c.send('customer-hero', [
      { id: a!.id, version: a!.version, set: { title: 'Pair' } },
      { id: b!.id, version: b!.version, set: { title: 'PAIR' } },
    ]);
    expect(r.statusCode).toBe(200);
    const results = (r.json() as { results: { ok: boolean; status?: number }[] }).results;
    expect(results.map((x) => (x.ok ? 200 : x.status))).toEqual([200, 409]);
  });
});
