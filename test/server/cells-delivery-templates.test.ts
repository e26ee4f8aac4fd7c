import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryTemplate } from '../../domain/delivery/schema.ts';
import { DELIVERY_ROLES } from '../../domain/role-groups.ts';
import { ROLES } from '../../domain/roles.ts';
import { demoAreaId } from '../../server/db/seed/foundation.ts';
import { cellsCalls } from './cells-calls.ts';
import { type TestApp, testApp } from './helpers.ts';

/** POST /api/delivery-templates/cells (docs/spreadsheet.md): the name typed on the templates list. */
let t: TestApp;
let c: ReturnType<typeof cellsCalls<DeliveryTemplate>>;
beforeAll(async () => {
  t = await testApp();
  c = cellsCalls<DeliveryTemplate>(t, '/api/delivery-templates/cells', 'delivery_template');
});
afterAll(() => t.close());

const AREAS = [{ area: demoAreaId('Shanghai/Pudong'), rules: [{ type: 'flat', fee: 800 }] }];

const template = async () => {
  const r = await t.call('POST', '/api/delivery-templates', {
    as: 'admin',
    body: { name: `Template ${randomUUID().slice(0, 6)}`, areas: AREAS },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as DeliveryTemplate;
};

const read = async (id: string) => {
  const r = await t.call('GET', `/api/delivery-templates/${id}/details`, { as: 'admin' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as DeliveryTemplate;
};

describe('POST /api/delivery-templates/cells', () => {
  it.each(DELIVERY_ROLES)('%s renames a template, its areas kept, audited as its edit', async (role) => {
    const tp = await template();
    const row = c.saved(await c.one(role, tp, { name: ` Pudong ${role} ` }));
    expect(row).toMatchObject({
      id: tp.id,
      name: `Pudong ${role}`,
      areas: tp.areas,
      version: tp.version + 1,
    });
    expect(await read(tp.id)).toMatchObject({ name: `Pudong ${role}`, areas: tp.areas });
    expect(await c.actions(tp.id)).toEqual(['create', 'update']);
  });

  it.each(ROLES.filter((r) => !DELIVERY_ROLES.includes(r)))(
    '%s, no delivery role, is refused the whole call',
    async (role) => {
      const tp = await template();
      const r = await c.send(role, [{ id: tp.id, version: tp.version, set: { name: 'nope' } }]);
      expect(r.statusCode).toBe(403);
      expect((await read(tp.id)).version).toBe(tp.version);
    },
  );

  it('refuses a bad name, a stale row (409 with the current one) and an unknown one, in one batch', async () => {
    const [empty, long, stale] = [await template(), await template(), await template()];
    const other = await t.call('PUT', `/api/delivery-templates/${stale.id}`, {
      as: 'admin',
      body: { name: 'theirs', areas: AREAS, version: stale.version },
    });
    expect(other.statusCode, other.body).toBe(200);
    const gone = randomUUID();
    const answer = await c.cells('logistic', [
      { id: empty.id, version: empty.version, set: { name: '  ' } },
      { id: long.id, version: long.version, set: { name: 'x'.repeat(121) } },
      { id: stale.id, version: stale.version, set: { name: 'mine' } },
      { id: gone, version: 1, set: { name: 'x' } },
    ]);
    expect(answer).toMatchObject({ saved: 0, refused: 4 });
    expect(answer.results).toMatchObject([
      { id: empty.id, status: 400, field: 'name', message: 'validation.required' },
      { id: long.id, status: 400, field: 'name', message: 'validation.tooLong' },
      { id: stale.id, status: 409, message: 'errors.versionConflict', current: { name: 'theirs' } },
      { id: gone, status: 404 },
    ]);
    expect((await read(empty.id)).version).toBe(empty.version);
  });

  it('is done once per Idempotency-Key', async () => {
    const tp = await template();
    const key = `cells-${randomUUID()}`;
    const rows = [{ id: tp.id, version: tp.version, set: { name: 'Once' } }];
    const first = await c.cells('admin', rows, key);
    expect(await c.cells('admin', rows, key)).toEqual(first);
    expect(await c.actions(tp.id)).toEqual(['create', 'update']);
  });
});
