import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { TEAM_EDITORS } from '../../domain/role-groups.ts';
import { ROLES } from '../../domain/roles.ts';
import type { User } from '../../domain/users/schema.ts';
import { demoUserId } from '../../server/db/seed/foundation.ts';
import { cellsCalls } from './cells-calls.ts';
import { demoEmail, type TestApp, testApp } from './helpers.ts';

/**
 * POST /api/users/cells (docs/spreadsheet.md): name, role and city typed on the team list, each
 * row saved by the member's own edit with the team form's rules.
 */
let t: TestApp;
let c: ReturnType<typeof cellsCalls<User>>;
beforeAll(async () => {
  t = await testApp();
  c = cellsCalls<User>(t, '/api/users/cells', 'user');
});
afterAll(() => t.close());

const member = async (over: Record<string, unknown> = {}) => {
  const r = await t.call('POST', '/api/users', {
    as: 'admin',
    body: {
      name: 'Cell Member',
      email: `cells-${randomUUID().slice(0, 8)}@comptoir.cn`,
      // a role the product-manager may give, so only the rule a test is about refuses him
      role: 'logistic',
      city: 'Shanghai',
      communities: [COMMUNITY_IDS.kitchen],
      password: 'correct horse',
      ...over,
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as User;
};

const read = async (id: string) => {
  const r = await t.call('GET', `/api/users/${id}`, { as: 'super-admin' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as User;
};

const me = async (role: (typeof ROLES)[number]) => read(demoUserId(demoEmail(role)));

describe('POST /api/users/cells', () => {
  it('saves name, role and city through the member edit, audited, read back', async () => {
    const u = await member();
    const row = c.saved(
      await c.one('admin', u, { name: '  Wang Lei ', role: 'designer', city: 'Guangzhou' }),
    );
    expect(row).toMatchObject({ id: u.id, name: 'Wang Lei', role: 'designer', city: 'Guangzhou' });
    expect(row.version).toBe(u.version + 1);
    expect(await read(u.id)).toMatchObject({ name: 'Wang Lei', role: 'designer', version: row.version });
    expect(await c.actions(u.id)).toEqual(['create', 'update']);
  });

  it.each(ROLES.filter((r) => !TEAM_EDITORS.includes(r)))(
    '%s, no team editor, is refused the whole call and the row is unchanged',
    async (role) => {
      const u = await member();
      const r = await c.send(role, [{ id: u.id, version: u.version, set: { name: 'nope' } }]);
      expect(r.statusCode).toBe(403);
      expect((await read(u.id)).version).toBe(u.version);
    },
  );

  it("refuses the hidden member's neutral label as a name (create, edit, cell): another member would pass for him", async () => {
    const reserved = { name: 'validation.nameReserved' };
    // as it reads: full-width letters, a zero-width character or a doubled space change nothing shown
    const lookAlikes = [
      'Ｓｙｓｔｅｍ ａｄｍｉｎｉｓｔｒａｔｏｒ',
      'System\u200b administrator',
      'System  administrator',
      '系统\u200d管理员',
      // letters of other scripts drawn like the Latin ones: Cyrillic а е і о с ѕ у т м, Greek α ε ι ο τ
      'Ѕуѕtеm аdmіnіѕtrаtоr',
      'SYSTEM ΑDΜΙΝΙSΤRΑΤΟR',
      'sуstεm αdmιnιstrατοr',
    ];
    for (const name of ['System administrator', ' system ADMINISTRATOR ', '系统管理员', ...lookAlikes]) {
      const made = await t.call('POST', '/api/users', {
        as: 'admin',
        body: {
          name,
          email: `cells-${randomUUID().slice(0, 8)}@comptoir.cn`,
          role: 'logistic',
          password: 'correct horse',
        },
      });
      expect(made.statusCode, made.body).toBe(400);
      expect(made.json().fields).toEqual(reserved);
      const u = await member();
      const put = await t.call('PUT', `/api/users/${u.id}`, {
        as: 'admin',
        body: { name, version: u.version },
      });
      expect(put.statusCode, put.body).toBe(400);
      expect(put.json().fields).toEqual(reserved);
      expect(await c.one('admin', u, { name })).toMatchObject({
        ok: false,
        status: 400,
        message: 'validation.nameReserved',
        field: 'name',
      });
      expect((await read(u.id)).version).toBe(u.version);
    }
    // a name that only contains the words is a name
    expect(c.saved(await c.one('admin', await member(), { name: 'System administrator Li' })).name).toBe(
      'System administrator Li',
    );
  });

  it('refuses the neutral label written backwards behind a right-to-left override: it is drawn as the label', async () => {
    const drawnAsLabel = [
      '\u202erotartsinimda metsyS',
      'System \u202erotartsinimda',
      '\u202e员理管统系',
      '\u2067\u202erotartsinimda metsyS\u202c\u2069',
    ];
    for (const name of drawnAsLabel) {
      expect(await c.one('admin', await member(), { name }), JSON.stringify(name)).toMatchObject({
        ok: false,
        status: 400,
        message: 'validation.nameReserved',
        field: 'name',
      });
    }
    // the label's words the other way round, as two overridden runs draw them, is a name
    const swapped = '\u202erotartsinimda\u202c \u202emetsyS\u202c';
    expect(c.saved(await c.one('admin', await member(), { name: swapped })).name).toBe(swapped);
  });

  it('refuses the neutral label with invisible marks or blank letters in it: they read as it', async () => {
    const hidden = [
      // a combining grapheme joiner, a variation selector: no mark at all
      'Sys\u034ftem administrator',
      '系统\ufe0f管理员',
      'System administrator\u{e0100}',
      // letters drawn blank, where a space stands: Braille's blank, Hangul fillers
      'System\u2800administrator',
      'System\u3164administrator',
      'System\u115fadministrator',
      'System\uffa0administrator',
    ];
    for (const name of hidden) {
      const u = await member();
      expect(await c.one('admin', u, { name }), JSON.stringify(name)).toMatchObject({
        ok: false,
        status: 400,
        message: 'validation.nameReserved',
        field: 'name',
      });
      const made = await t.call('POST', '/api/users', {
        as: 'admin',
        body: {
          name,
          email: `cells-${randomUUID().slice(0, 8)}@comptoir.cn`,
          role: 'logistic',
          password: 'correct horse',
        },
      });
      expect(made.statusCode, made.body).toBe(400);
    }
    // a name written with marks of its own is a name
    expect(c.saved(await c.one('admin', await member(), { name: 'Nguyễn Thị Hằng' })).name).toBe(
      'Nguyễn Thị Hằng',
    );
  });

  it("keeps an admin's row to the admins and the admin role to them", async () => {
    const admin = await member({ role: 'admin' });
    const values = { name: 'x', role: 'finance', city: 'Guangzhou' };
    for (const [field, value] of Object.entries(values))
      expect(await c.one('product-manager', admin, { [field]: value })).toEqual({
        id: admin.id,
        ok: false,
        status: 403,
        message: 'cells.locked.locked',
        field,
      });
    const u = await member();
    expect(await c.one('product-manager', u, { role: 'admin' })).toMatchObject({
      status: 409,
      message: 'errors.moveNotAllowed',
      field: 'role',
    });
    expect(c.saved(await c.one('admin', u, { role: 'admin' })).role).toBe('admin');
    expect((await read(admin.id)).version).toBe(admin.version);
  });

  it('lets nobody change his own role, but his own name; a product-manager raises only within his communities', async () => {
    const own = await me('product-manager');
    expect(await c.one('product-manager', own, { role: 'finance' })).toMatchObject({
      status: 403,
      message: 'cells.locked.self',
      field: 'role',
    });
    const renamed = c.saved(await c.one('product-manager', own, { name: 'Thomas L.' }));
    c.saved(await c.one('product-manager', renamed, { name: own.name }));
    // pet corner is not his: the member raised to product-manager could grant it back to him
    const pet = await member({ communities: [COMMUNITY_IDS.petCorner] });
    expect(await c.one('product-manager', pet, { role: 'product-manager' })).toMatchObject({
      status: 409,
      message: 'errors.moveNotAllowed',
      field: 'role',
    });
    expect(c.saved(await c.one('product-manager', pet, { role: 'designer' })).role).toBe('designer');
    const kitchen = await member();
    expect(c.saved(await c.one('product-manager', kitchen, { role: 'product-manager' })).role).toBe(
      'product-manager',
    );
  });

  it('answers a super-admin 404 to anyone else, and an unknown member 404', async () => {
    const sa = await me('super-admin');
    expect(await c.one('admin', sa, { name: 'x' })).toMatchObject({ id: sa.id, ok: false, status: 404 });
    expect(await c.one('admin', { id: randomUUID(), version: 1 }, { name: 'x' })).toMatchObject({
      status: 404,
    });
    expect((await read(sa.id)).name).toBe(sa.name);
  });

  it('refuses a bad value on its row, naming the field', async () => {
    const u = await member();
    const bad: [string, unknown, string][] = [
      ['name', ' ', 'validation.required'],
      ['name', 'x'.repeat(121), 'validation.tooLong'],
      ['name', null, 'validation.required'],
      ['role', 'super-admin', 'validation.invalid'],
      ['city', 'Paris', 'validation.invalid'],
    ];
    for (const [field, value, message] of bad)
      expect(await c.one('admin', u, { [field]: value }), field).toEqual({
        id: u.id,
        ok: false,
        status: 400,
        message,
        field,
      });
    expect((await read(u.id)).version).toBe(u.version);
  });

  it('answers a stale row 409 with the current one; a mixed batch saves the good rows only', async () => {
    const [stale, good, other] = [await member(), await member(), await member()];
    const put = await t.call('PUT', `/api/users/${stale.id}`, {
      as: 'admin',
      body: { version: stale.version, city: 'Guangzhou' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const answer = await c.cells('product-manager', [
      { id: stale.id, version: stale.version, set: { name: 'mine' } },
      { id: good.id, version: good.version, set: { city: 'All' } },
      { id: other.id, version: other.version, set: { role: 'admin' } },
    ]);
    expect(answer).toMatchObject({ saved: 1, refused: 2 });
    expect(answer.results[0]).toMatchObject({
      ok: false,
      status: 409,
      message: 'errors.versionConflict',
      current: { id: stale.id, city: 'Guangzhou', name: stale.name },
    });
    expect(answer.results[2]).toMatchObject({ status: 409, field: 'role' });
    expect(await c.actions(good.id)).toEqual(['create', 'update']);
    expect(await c.actions(other.id)).toEqual(['create']);
  });

  it('is done once per Idempotency-Key', async () => {
    const u = await member();
    const key = `cells-${randomUUID()}`;
    const rows = [{ id: u.id, version: u.version, set: { city: 'All' } }];
    const first = await c.cells('admin', rows, key);
    expect(await c.cells('admin', rows, key)).toEqual(first);
    expect(await c.actions(u.id)).toEqual(['create', 'update']);
  });
});
