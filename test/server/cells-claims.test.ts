import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '../../domain/claims/schema.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { SERVICE_ROLES } from '../../domain/role-groups.ts';
import { ROLES } from '../../domain/roles.ts';
import { demoUserId } from '../../server/db/seed/foundation.ts';
import { cellsCalls } from './cells-calls.ts';
import { type TestApp, testApp } from './helpers.ts';
import { caseBody, orderIn } from './service-fixtures.ts';

/**
 * POST /api/claims/cells (docs/spreadsheet.md): the claims list's cells, saved by the claim's edit
 * and its moves (next step, solved, failed) and answered as the list shows the claim.
 */
let t: TestApp;
let call: ReturnType<typeof cellsCalls<Claim>>;
beforeAll(async () => {
  t = await testApp();
  call = cellsCalls<Claim>(t, '/api/claims/cells', 'claim');
});
afterAll(() => t.close());

const { kitchen, farm } = COMMUNITY_IDS;

async function claim(community: string = kitchen, extra: Record<string, unknown> = {}) {
  const order = await orderIn(t.db, { community });
  const r = await t.call('POST', '/api/claims', {
    as: 'admin',
    body: { ...caseBody(order.id), action: 'resend', ...extra },
  });
  expect(r.statusCode, r.body).toBe(201);
  return { ...(r.json() as Claim), actualAmount: order.actualAmount };
}

const read = async (id: string) =>
  (await t.call('GET', `/api/claims/${id}/details`, { as: 'admin' })).json() as Claim;

describe('POST /api/claims/cells: the fields', () => {
  it("saves each field by the claim's edit, audited, answered as listed", async () => {
    const c = await claim();
    const set = {
      resp: 'supplier',
      issue: 'defrost',
      action: 'voucher',
      actionETA: '2099-05-01',
      comment: 'called the customer',
    };
    const row = call.saved(await call.one('customer-hero', c, set));
    expect(row).toMatchObject({ ...set, id: c.id, version: c.version + 1, urgent: false });
    expect(await read(c.id)).toMatchObject(set);
    expect(await call.actions(c.id)).toEqual(['create', 'update']);
  });

  it('names the team member by name or e-mail; an unknown or shared name is refused; empty is nobody', async () => {
    const c = await claim();
    const byName = call.saved(await call.one('community-manager', c, { teamMemberName: ' thomas laurent ' }));
    expect(byName).toMatchObject({
      teamMember: demoUserId('product-manager@demo.comptoir'),
      teamMemberName: 'Thomas Laurent',
    });
    const byMail = call.saved(
      await call.one('community-manager', byName, { teamMemberName: 'finance@demo.comptoir' }),
    );
    expect(byMail.teamMember).toBe(demoUserId('finance@demo.comptoir'));
    expect(await call.one('community-manager', byMail, { teamMemberName: 'Nobody Here' })).toEqual({
      id: c.id,
      ok: false,
      status: 400,
      message: 'claim.errors.unknownMember',
      field: 'teamMemberName',
    });
    // a disabled member is nobody's to name
    expect(await call.one('community-manager', byMail, { teamMemberName: 'Marc Lefèvre' })).toMatchObject({
      status: 400,
      message: 'claim.errors.unknownMember',
    });
    await sql`INSERT INTO users (name, email, password_hash, role) VALUES
      ('Thomas Laurent', ${`twin-${randomUUID()}@comptoir.cn`}, 'x', 'logistic')`.execute(t.db);
    expect(await call.one('community-manager', byMail, { teamMemberName: 'Thomas Laurent' })).toMatchObject({
      status: 400,
      message: 'claim.errors.ambiguousMember',
      field: 'teamMemberName',
    });
    const nobody = call.saved(await call.one('community-manager', byMail, { teamMemberName: null }));
    expect(nobody).toMatchObject({ teamMember: null, teamMemberName: null });
  });

  it('a super-admin is nobody to name for anyone else: not by e-mail, name or id; kept when sent back as shown', async () => {
    const c = await claim();
    const hidden = demoUserId('super-admin@demo.comptoir');
    const name = (
      await t.db.selectFrom('users').select('name').where('id', '=', hidden).executeTakeFirstOrThrow()
    ).name;
    for (const typed of ['super-admin@demo.comptoir', name])
      expect(await call.one('customer-hero', c, { teamMemberName: typed })).toMatchObject({
        status: 400,
        message: 'claim.errors.unknownMember',
        field: 'teamMemberName',
      });
    const put = await t.call('PUT', `/api/claims/${c.id}`, {
      as: 'community-manager',
      body: { ...caseBody(c.order), action: 'resend', teamMember: hidden, version: c.version },
    });
    expect(put.statusCode, put.body).toBe(400);
    expect(put.json().fields).toEqual({ teamMember: 'validation.invalid' });
    // the super-admin may name himself, and the claim stays editable by the others
    const mine = call.saved(
      await call.one('super-admin', c, { teamMemberName: 'super-admin@demo.comptoir' }),
    );
    expect(mine.teamMember).toBe(hidden);
    // the others are shown him as the hidden actor with no name: what the cell showed, sent
    // back, keeps him (test/server/hidden-team-member.test.ts), his name is nobody they may name
    const same = call.saved(await call.one('customer-hero', mine, { teamMemberName: null }));
    expect(same).toMatchObject({ teamMember: { hidden: true }, teamMemberName: null });
    expect(await call.one('customer-hero', mine, { teamMemberName: name })).toMatchObject({
      status: 400,
      message: 'claim.errors.unknownMember',
    });
    const kept = await t.call('PUT', `/api/claims/${c.id}`, {
      as: 'community-manager',
      body: {
        ...caseBody(c.order),
        action: 'resend',
        teamMember: { hidden: true },
        comment: 'seen',
        version: mine.version,
      },
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('a refund action needs its amount and method (400 naming the missing one), no more than paid', async () => {
    const c = await claim();
    expect(await call.one('admin', c, { action: 'refund' })).toMatchObject({
      ok: false,
      status: 400,
      message: 'validation.required',
      field: 'refundAmount',
    });
    expect(
      await call.one('admin', c, {
        action: 'refund',
        refundAmount: c.actualAmount + 1,
        paymentMethod: 'wechat',
      }),
    ).toMatchObject({ status: 400, message: 'claim.errors.noMoreThanActualAmount', field: 'refundAmount' });
    const row = call.saved(
      await call.one('admin', c, { action: 'refund', refundAmount: 500, paymentMethod: 'wechat' }),
    );
    expect(row).toMatchObject({ action: 'refund', refundAmount: 500, paymentMethod: 'wechat' });
    expect(await call.one('admin', row, { refundAmount: null })).toMatchObject({
      status: 400,
      message: 'validation.required',
      field: 'refundAmount',
    });
  });
});

describe('POST /api/claims/cells: steps and status through the claim machine', () => {
  it('advances a step at a time, solves after the last one, then the claim is read-only', async () => {
    const c = await claim();
    const two = call.saved(await call.one('customer-hero', c, { step: '2' }));
    expect(two).toMatchObject({ step: 2, status: 'ongoing' });
    expect(await call.one('customer-hero', two, { status: 'solved' })).toMatchObject({
      status: 409,
      message: 'errors.moveNotAllowed',
      field: 'status',
    });
    const three = call.saved(await call.one('customer-hero', two, { step: 3, comment: 'checked' }));
    expect(three).toMatchObject({ step: 3, status: 'ongoing', comment: 'checked' });
    expect(await call.one('customer-hero', three, { status: 'failed' })).toMatchObject({
      status: 409,
      message: 'errors.moveNotAllowed',
    });
    const solved = call.saved(await call.one('customer-hero', three, { status: 'solved' }));
    expect(solved.status).toBe('solved');
    for (const [field, value] of [
      ['comment', 'late'],
      ['status', 'failed'],
      ['step', '2'],
    ] as const)
      expect(await call.one('admin', solved, { [field]: value }), field).toMatchObject({
        status: 403,
        message: 'cells.locked.final',
        field,
      });
    expect(await call.actions(c.id)).toEqual([
      'create',
      'status.next',
      'update',
      'status.next',
      'status.solve',
    ]);
  });

  it('marks failed before the last step; refuses a skipped step and a status the machine has no move to', async () => {
    const c = await claim();
    expect(await call.one('admin', c, { step: '3' })).toMatchObject({ status: 409, field: 'step' });
    expect(await call.one('admin', c, { status: 'standby' })).toMatchObject({ status: 409, field: 'status' });
    expect(await call.one('admin', c, { step: '4' })).toMatchObject({
      status: 400,
      message: 'validation.invalid',
      field: 'step',
    });
    const failed = call.saved(await call.one('admin', c, { status: 'failed' }));
    expect(failed).toMatchObject({ status: 'failed', step: 1 });
    expect((await call.actions(c.id)).at(-1)).toBe('status.fail');
  });

  it('a row whose later move is refused saves nothing of it (one transaction)', async () => {
    const c = await claim();
    const two = call.saved(await call.one('admin', c, { step: '2' }));
    // failed is offered at step 2, but the step moved first makes it step 3, where fail is refused
    expect(await call.one('admin', two, { step: '3', status: 'failed', comment: 'x' })).toMatchObject({
      status: 409,
    });
    expect(await read(c.id)).toMatchObject({ step: 2, status: 'ongoing', comment: '', version: two.version });
  });
});

describe('POST /api/claims/cells: roles, scope, versions, a batch', () => {
  it.each(SERVICE_ROLES)('%s edits and moves a claim of his communities', async (role) => {
    const c = await claim();
    expect(call.saved(await call.one(role, c, { comment: role, step: '2' }))).toMatchObject({
      comment: role,
      step: 2,
    });
  });

  it.each(ROLES.filter((r) => !SERVICE_ROLES.includes(r)))('%s: the whole call is refused', async (role) => {
    const c = await claim();
    const r = await call.send(role, [{ id: c.id, version: c.version, set: { comment: 'x' } }]);
    expect(r.statusCode).toBe(403);
  });

  it("answers another community's claim 403 and an unknown one 404, leaving them be", async () => {
    const c = await claim(farm);
    expect(await call.one('community-manager', c, { comment: 'not mine' })).toEqual({
      id: c.id,
      ok: false,
      status: 403,
      message: 'errors.outOfScope',
    });
    expect(
      await call.one('community-manager', { id: randomUUID(), version: 1 }, { comment: 'x' }),
    ).toMatchObject({
      status: 404,
    });
    expect((await read(c.id)).version).toBe(c.version);
  });

  it('refuses bad values naming the field', async () => {
    const c = await claim();
    const bad: [string, unknown, string][] = [
      ['resp', 'moon', 'validation.invalid'],
      ['issue', 'lost', 'validation.invalid'],
      ['action', 'pray', 'validation.invalid'],
      ['actionETA', '2026-02-30', 'validation.invalidDate'],
      ['actionETA', null, 'validation.required'],
      ['refundAmount', 0, 'validation.min'],
      ['paymentMethod', 'cash', 'validation.invalid'],
      ['comment', 'x'.repeat(2001), 'validation.tooLong'],
      ['teamMemberName', 42, 'validation.invalid'],
    ];
    await call.refusesEach('admin', c, bad);
    expect((await read(c.id)).version).toBe(c.version);
  });

  it('answers a stale row 409 with the current claim; a batch saves its good rows, once per key', async () => {
    const [a, b] = [await claim(), await claim()];
    const theirs = call.saved(await call.one('admin', a, { comment: 'theirs' }));
    expect(await call.one('customer-hero', a, { comment: 'mine' })).toMatchObject({
      status: 409,
      message: 'errors.versionConflict',
      current: { id: a.id, comment: 'theirs', version: theirs.version },
    });
    const rows = [
      { id: a.id, version: a.version, set: { comment: 'stale' } },
      { id: b.id, version: b.version, set: { step: '2' } },
    ];
    const key = `cells-${randomUUID()}`;
    const answer = await call.cells('customer-hero', rows, key);
    expect(answer).toMatchObject({ saved: 1, refused: 1 });
    expect(await call.cells('customer-hero', rows, key)).toEqual(answer);
    expect(await call.actions(b.id)).toEqual(['create', 'status.next']);
  });
});
