import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_EDITORS } from '../../domain/role-groups.ts';
import { ROLES } from '../../domain/roles.ts';
import type { Supplier } from '../../domain/suppliers/schema.ts';
import { auditActions, cellsOf, saved } from './cells-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * POST /api/suppliers/cells (docs/spreadsheet.md): the suppliers list's cells, each row saved by
 * the supplier's edit (PUT /api/suppliers/{id}) and answered on its own.
 */
let t: TestApp;
let c: ReturnType<typeof cellsOf<Supplier>>;
beforeAll(async () => {
  t = await testApp();
  c = cellsOf<Supplier>(t, '/api/suppliers/cells');
});
afterAll(() => t.close());

let n = 0;
/** A new supplier of the type, with one contact, as the form creates it. */
const supplier = async (type: 'direct_sales' | 'services' = 'direct_sales') => {
  const r = await t.call('POST', '/api/suppliers', {
    as: 'admin',
    body: {
      name: `Cells supplier ${++n} ${randomUUID().slice(0, 6)}`,
      type,
      phone: '021 5555 0101',
      contacts: [{ contactName: 'Wang Fang' }],
      paymentTerm: '30days',
      vat: type === 'direct_sales' ? 13 : null,
      commission: type === 'services' ? 12.5 : null,
      status: 'available',
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as Supplier;
};

const read = async (id: string) =>
  (await t.call('GET', `/api/suppliers/${id}`, { as: 'admin' })).json() as Supplier;

describe('POST /api/suppliers/cells', () => {
  it('saves every cell through the supplier edit, audited, read back; a services supplier its commission', async () => {
    const s = await supplier();
    const set = { name: `${s.name} renamed`, phone: '', paymentTerm: '60days', vat: 9, status: 'ongoing' };
    const row = saved(await c.one('logistic', s, set));
    expect(row).toMatchObject({ ...set, id: s.id, version: s.version + 1 });
    expect(await read(s.id)).toMatchObject({ ...set, version: row.version });
    expect(await auditActions(t, 'supplier', s.id)).toEqual(['create', 'update']);
    const services = await supplier('services');
    expect(saved(await c.one('finance', services, { commission: 15.25, phone: null }))).toMatchObject({
      commission: 15.25,
      phone: '',
    });
  });

  it('lets only the supplier editors in; the percentage of the other type is read-only', async () => {
    const s = await supplier();
    let version = s.version;
    for (const role of ROLES) {
      const r = await c.send(role, [{ id: s.id, version, set: { phone: role } }]);
      expect(r.statusCode, role).toBe(SUPPLIER_EDITORS.includes(role) ? 200 : 403);
      if (r.statusCode === 200) version = saved(c.first(r)).version;
      expect((await read(s.id)).version, role).toBe(version);
    }
    const now = await read(s.id);
    expect([now.version, now.phone]).toEqual([s.version + SUPPLIER_EDITORS.length, SUPPLIER_EDITORS.at(-1)]);
    expect(await c.one('admin', now, { commission: 5 })).toEqual({
      id: s.id,
      ok: false,
      status: 403,
      message: 'cells.locked.notEditable',
      field: 'commission',
    });
  });

  it("keeps the form's rules: a name another supplier has (any case) is 409 on the name; bad values 400", async () => {
    const [a, b] = [await supplier(), await supplier()];
    expect(await c.one('admin', b, { name: ` ${a.name.toUpperCase()} ` })).toEqual({
      id: b.id,
      ok: false,
      status: 409,
      message: 'supplier.errors.exists',
      field: 'name',
    });
    expect(saved(await c.one('admin', b, { name: b.name.toUpperCase() })).name).toBe(b.name.toUpperCase());
    const now = await read(b.id);
    const bad: [string, unknown, string][] = [
      ['name', '  ', 'validation.required'],
      ['vat', 101, 'validation.max'],
      ['vat', 12.345, 'validation.invalid'],
      ['paymentTerm', 'weekly', 'validation.invalid'],
      ['status', 'paused', 'validation.invalid'],
      ['phone', 'x'.repeat(41), 'validation.tooLong'],
    ];
    for (const [field, value, message] of bad)
      expect(await c.one('admin', now, { [field]: value }), field).toEqual({
        id: b.id,
        ok: false,
        status: 400,
        message,
        field,
      });
    expect((await read(b.id)).version).toBe(now.version);
  });

  it('answers a stale row 409 with the row as it stands, an unknown one 404, a mixed batch row by row', async () => {
    const [a, b] = [await supplier(), await supplier()];
    const moved = saved(await c.one('admin', a, { phone: '1' }));
    expect(await c.one('admin', a, { phone: '2' })).toMatchObject({
      ok: false,
      status: 409,
      message: 'errors.versionConflict',
      current: { id: a.id, phone: '1', version: moved.version },
    });
    const gone = randomUUID();
    const answer = await c.cells('product-manager', [
      { id: b.id, version: b.version, set: { status: 'discontinued' } },
      { id: gone, version: 1, set: { status: 'discontinued' } },
      { id: a.id, version: moved.version, set: { vat: 200 } },
    ]);
    expect([answer.saved, answer.refused]).toEqual([1, 2]);
    expect(answer.results.map((r) => (r.ok ? 200 : r.status))).toEqual([200, 404, 400]);
    expect(await auditActions(t, 'supplier', a.id)).toEqual(['create', 'update']);
  });

  it('is done once per Idempotency-Key', async () => {
    const s = await supplier();
    const key = randomUUID();
    const rows = [{ id: s.id, version: s.version, set: { phone: 'once' } }];
    const first = await c.cells('admin', rows, key);
    expect(await c.cells('admin', rows, key)).toEqual(first);
    expect((await read(s.id)).version).toBe(s.version + 1);
  });
});
