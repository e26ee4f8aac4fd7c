import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../domain/actions.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { ROLES } from '../../domain/roles.ts';
import type { Voucher } from '../../domain/vouchers/schema.ts';
import { cellsCalls } from './cells-calls.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer } from './live-fixtures.ts';

/**
 * POST /api/vouchers/cells (docs/spreadsheet.md): the vouchers list's cells, the admins': the
 * status by the voucher machine, the expiration date and the comment by the voucher's field edit.
 */
let t: TestApp;
let call: ReturnType<typeof cellsCalls<Voucher>>;
let customer: string;
beforeAll(async () => {
  t = await testApp();
  call = cellsCalls<Voucher>(t, '/api/vouchers/cells', 'voucher');
  customer = (await anyCustomer(t.db)).id;
});
afterAll(() => t.close());

async function voucher(): Promise<Voucher> {
  const r = await t.call('POST', '/api/vouchers', {
    as: 'customer-hero',
    body: {
      customer,
      reason: 'gift',
      amount: 1000,
      expirationDate: '2099-12-31',
      communities: [COMMUNITY_IDS.kitchen],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

const read = async (id: string) =>
  (await t.call('GET', `/api/vouchers/${id}`, { as: 'admin' })).json() as Voucher;

describe('POST /api/vouchers/cells', () => {
  it('saves the expiration date and the comment, audited; a past date is refused', async () => {
    const v = await voucher();
    const row = call.saved(await call.one('admin', v, { expirationDate: '2099-01-31', comment: 'extended' }));
    expect(row).toMatchObject({ expirationDate: '2099-01-31', comment: 'extended', version: v.version + 1 });
    expect(await read(v.id)).toMatchObject({ expirationDate: '2099-01-31', comment: 'extended' });
    expect(await call.one('admin', row, { expirationDate: '2020-01-01' })).toEqual({
      id: v.id,
      ok: false,
      status: 400,
      message: 'voucher.errors.pastExpiration',
      field: 'expirationDate',
    });
    expect(call.saved(await call.one('super-admin', row, { comment: null })).comment).toBe('');
    expect(await call.actions(v.id)).toEqual(['create', 'update', 'update']);
  });

  it('moves the status as the machine allows: pending → validated or declined, validated → ccl', async () => {
    const [a, b] = [await voucher(), await voucher()];
    expect(await call.one('admin', a, { status: 'ccl' })).toMatchObject({
      status: 409,
      message: 'errors.moveNotAllowed',
      field: 'status',
    });
    expect(await call.one('admin', a, { status: 'used' })).toMatchObject({ status: 409, field: 'status' });
    const validated = call.saved(await call.one('admin', a, { status: 'validated', comment: 'fine' }));
    expect(validated).toMatchObject({ status: 'validated', comment: 'fine' });
    expect(await call.one('admin', validated, { status: 'pending' })).toMatchObject({ status: 409 });
    const ccl = call.saved(await call.one('super-admin', validated, { status: 'ccl' }));
    expect(ccl.status).toBe('ccl');
    const declined = call.saved(await call.one('admin', b, { status: 'declined' }));
    for (const x of [ccl, declined])
      expect(await call.one('admin', x, { comment: 'late' })).toMatchObject({
        status: 403,
        message: 'cells.locked.final',
        field: 'comment',
      });
    expect(await call.actions(a.id)).toEqual(['create', 'update', 'status.validate', 'status.cancel']);
  });

  it('leaves a used voucher as it is', async () => {
    const v = await voucher();
    await sql`UPDATE vouchers SET status = 'used' WHERE id = ${v.id}`.execute(t.db);
    const used = await read(v.id);
    for (const [field, value] of [
      ['status', 'validated'],
      ['expirationDate', '2099-02-01'],
    ] as const)
      expect(await call.one('admin', used, { [field]: value }), field).toMatchObject({
        status: 403,
        message: 'cells.locked.final',
        field,
      });
  });

  it('is the admins’ call: every other role is refused the whole call, nothing changed', async () => {
    const v = await voucher();
    for (const role of ROLES.filter((r) => !can(r, 'voucher.setStatus'))) {
      const r = await call.send(role, [{ id: v.id, version: v.version, set: { comment: 'x' } }]);
      expect(r.statusCode, role).toBe(403);
    }
    expect((await read(v.id)).version).toBe(v.version);
  });

  it('refuses bad values naming the field; an unknown voucher is 404', async () => {
    const v = await voucher();
    const bad: [string, unknown, string][] = [
      ['status', 'lost', 'validation.invalid'],
      ['expirationDate', '2099-02-30', 'validation.invalidDate'],
      ['expirationDate', null, 'validation.required'],
      ['comment', 'x'.repeat(2001), 'validation.tooLong'],
    ];
    for (const [field, value, message] of bad)
      expect(await call.one('admin', v, { [field]: value }), field).toEqual({
        id: v.id,
        ok: false,
        status: 400,
        message,
        field,
      });
    expect(await call.one('admin', { id: randomUUID(), version: 1 }, { comment: 'x' })).toMatchObject({
      status: 404,
    });
  });

  it('answers a stale row 409 with the current voucher; a batch saves its good rows, once per key', async () => {
    const [a, b] = [await voucher(), await voucher()];
    const theirs = call.saved(await call.one('admin', a, { comment: 'theirs' }));
    expect(await call.one('super-admin', a, { comment: 'mine' })).toMatchObject({
      status: 409,
      current: { id: a.id, comment: 'theirs', version: theirs.version },
    });
    const rows = [
      { id: a.id, version: a.version, set: { status: 'validated' } },
      { id: b.id, version: b.version, set: { status: 'validated' } },
    ];
    const key = `cells-${randomUUID()}`;
    const answer = await call.cells('admin', rows, key);
    expect(answer.results.map((r) => r.ok)).toEqual([false, true]);
    expect(await call.cells('admin', rows, key)).toEqual(answer);
    expect(await call.actions(b.id)).toEqual(['create', 'status.validate']);
  });
});
