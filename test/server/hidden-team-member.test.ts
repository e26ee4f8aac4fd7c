import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '../../domain/claims/schema.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Refund } from '../../domain/refunds/schema.ts';
import type { Role } from '../../domain/roles.ts';
import type { Voucher } from '../../domain/vouchers/schema.ts';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { cellsOf, saved } from './cells-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { expectNoTraceOfHim, HIDDEN, SUPER, SUPER_NAME } from './hidden-fixtures.ts';
import { anyCustomer } from './live-fixtures.ts';
import { caseBody, orderIn } from './service-fixtures.ts';

/**
 * The team member a claim, a refund or a voucher names ("taken by", "given by") is a super-admin
 * only to a super-admin: to every other reader he is the neutral hidden actor, no id and no name,
 * on the list, the detail, the answers of every write and a stale write's current row, as the
 * record's history shows him. What the reader was shown, sent back, keeps him.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const READERS = ['admin', 'customer-hero'] as const satisfies readonly Role[];
const { kitchen } = COMMUNITY_IDS;

/** What a super-admin's case is to a reader who may not know of him. */
const shownHidden = { teamMember: HIDDEN, teamMemberName: null };

async function superClaim(): Promise<Claim> {
  const order = await orderIn(t.db, { community: kitchen });
  const r = await t.call('POST', '/api/claims', {
    as: 'super-admin',
    body: { ...caseBody(order.id), action: 'resend' },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

async function superRefund(): Promise<Refund> {
  const order = await orderIn(t.db, { community: kitchen });
  const r = await t.call('POST', '/api/refunds', {
    as: 'super-admin',
    body: { ...caseBody(order.id), refundAmount: 1000, paymentMethod: 'alipay', outTradeNo: '' },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

async function superVoucher(): Promise<Voucher> {
  const r = await t.call('POST', '/api/vouchers', {
    as: 'super-admin',
    body: {
      customer: (await anyCustomer(t.db)).id,
      reason: 'gift',
      amount: 1000,
      expirationDate: '2099-12-31',
      communities: [kitchen],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

/** The stored team member, whatever any reader is told. */
const stored = async (table: 'claims' | 'refunds' | 'vouchers', id: string) =>
  (await t.db.selectFrom(table).select('team_member_id').where('id', '=', id).executeTakeFirstOrThrow())
    .team_member_id;

const listPath = (resource: string, filter: Record<string, unknown>) =>
  `/api/${resource}/details?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]`;

describe('a super-admin as the team member of a record', () => {
  const cases = [
    { resource: 'claims', make: superClaim, one: (id: string) => `/api/claims/${id}/details` },
    { resource: 'refunds', make: superRefund, one: (id: string) => `/api/refunds/${id}/details` },
    { resource: 'vouchers', make: superVoucher, one: (id: string) => `/api/vouchers/${id}` },
  ] as const;

  for (const c of cases)
    it(`${c.resource}: the list and the detail show him only to a super-admin`, async () => {
      const made = await c.make();
      // the creator is told it was him
      expect(made).toMatchObject({ teamMember: SUPER, teamMemberName: SUPER_NAME });
      const filter = c.resource === 'vouchers' ? { customer: made.customer } : { order: made.order };
      for (const role of READERS) {
        const list = await t.call('GET', listPath(c.resource, filter), { as: role });
        expect(list.statusCode, `${role} ${list.body}`).toBe(200);
        const row = (list.json() as { id: string }[]).find((r) => r.id === made.id);
        expect(row, role).toMatchObject(shownHidden);
        expectNoTraceOfHim(list.body);
        const one = await t.call('GET', c.one(made.id), { as: role });
        expect(one.statusCode, one.body).toBe(200);
        expect(one.json(), role).toMatchObject(shownHidden);
        expectNoTraceOfHim(one.body);
      }
      const own = await t.call('GET', c.one(made.id), { as: 'super-admin' });
      expect(own.json()).toMatchObject({ teamMember: SUPER, teamMemberName: SUPER_NAME });
      const ownList = await t.call('GET', listPath(c.resource, filter), { as: 'super-admin' });
      expect((ownList.json() as { id: string }[]).find((r) => r.id === made.id)).toMatchObject({
        teamMember: SUPER,
        teamMemberName: SUPER_NAME,
      });
    });
});

describe('what a reader who may not see him writes keeps him', () => {
  it('claims: a cell of another field, and what the member cell showed sent back, leave him', async () => {
    const claim = await superClaim();
    const cells = cellsOf<Claim>(t, '/api/claims/cells');
    const edited = saved(await cells.one('admin', claim, { comment: 'called back' }));
    expect(edited).toMatchObject({ ...shownHidden, comment: 'called back' });
    expect(await stored('claims', claim.id)).toBe(SUPER);
    // the member cell as it was shown, sent with another cell: empty, or the neutral label in either language
    let row = edited;
    // (pasted from a page, a label may come back full-width or with a zero-width space: it reads the same)
    const fullWidth = en.history.systemAdministrator
      .normalize('NFKD')
      .replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const labels = [
      en.history.systemAdministrator,
      zh.history.systemAdministrator,
      fullWidth,
      `系统\u200b管理员`,
    ];
    for (const shown of [null, '', ...labels]) {
      const r = await cells.one('customer-hero', row, { teamMemberName: shown, comment: `seen ${shown}` });
      row = saved(r);
      expect(row, String(shown)).toMatchObject(shownHidden);
      expect(await stored('claims', claim.id), String(shown)).toBe(SUPER);
    }
    // his name or e-mail typed is a member the reader may not name, as for anyone unknown: no probe
    for (const typed of [SUPER_NAME, 'super-admin@demo.comptoir'])
      expect(await cells.one('admin', row, { teamMemberName: typed })).toMatchObject({
        ok: false,
        status: 400,
        message: 'claim.errors.unknownMember',
        field: 'teamMemberName',
      });
    // a stale row's current state does not name him either
    const stale = await cells.send('admin', [
      { id: claim.id, version: claim.version, set: { comment: 'old' } },
    ]);
    expect(cells.first(stale)).toMatchObject({ ok: false, status: 409, current: shownHidden });
    expectNoTraceOfHim(stale.body);
    // another member typed takes the case
    const given = saved(await cells.one('admin', row, { teamMemberName: 'Thomas Laurent' }));
    expect(given).toMatchObject({ teamMemberName: 'Thomas Laurent' });
  });

  it('claims: the form save and the moves keep him and answer him hidden; his id is nobody to send', async () => {
    const claim = await superClaim();
    const put = (body: Record<string, unknown>, version: number) =>
      t.call('PUT', `/api/claims/${claim.id}`, {
        as: 'admin',
        body: { ...caseBody(claim.order), action: 'resend', ...body, version },
      });
    const form = await put({ comment: 'form save' }, claim.version);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toMatchObject(shownHidden);
    expectNoTraceOfHim(form.body);
    expect(await stored('claims', claim.id)).toBe(SUPER);
    // sent back as shown: kept
    const back = await put({ teamMember: HIDDEN, comment: 'sent back' }, form.json().version);
    expect(back.statusCode, back.body).toBe(200);
    expect(await stored('claims', claim.id)).toBe(SUPER);
    // his id, which the reader was never told, is refused as any member he may not name
    const byId = await put({ teamMember: SUPER }, back.json().version);
    expect(byId.statusCode, byId.body).toBe(400);
    expect(byId.json().fields).toEqual({ teamMember: 'validation.invalid' });
    // a stale save answers the current claim without him
    const stale = await put({ comment: 'stale' }, claim.version);
    expect(stale.statusCode, stale.body).toBe(409);
    expectNoTraceOfHim(stale.body);
    const next = await t.call('POST', `/api/claims/${claim.id}/next`, {
      as: 'customer-hero',
      body: { version: back.json().version },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject(shownHidden);
    expectNoTraceOfHim(next.body);
    expect(await stored('claims', claim.id)).toBe(SUPER);
  });

  it('a hidden actor sent for a case that names a member the reader sees is refused', async () => {
    const order = await orderIn(t.db, { community: kitchen });
    const made = await t.call('POST', '/api/claims', {
      as: 'admin',
      body: { ...caseBody(order.id), action: 'resend', teamMember: HIDDEN },
    });
    expect(made.statusCode, made.body).toBe(400);
    expect(made.json().fields).toEqual({ teamMember: 'validation.invalid' });
  });

  it('refunds: a cell and the form save keep him, answered hidden', async () => {
    const refund = await superRefund();
    const cells = cellsOf<Refund>(t, '/api/refunds/cells');
    const edited = saved(await cells.one('customer-hero', refund, { comment: 'on it' }));
    expect(edited).toMatchObject({ ...shownHidden, comment: 'on it' });
    expect(await stored('refunds', refund.id)).toBe(SUPER);
    const put = await t.call('PUT', `/api/refunds/${refund.id}`, {
      as: 'admin',
      body: { comment: 'form save', version: edited.version },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject(shownHidden);
    expectNoTraceOfHim(put.body);
    expect(await stored('refunds', refund.id)).toBe(SUPER);
  });

  it('vouchers: a cell and a status move keep him, answered hidden', async () => {
    const voucher = await superVoucher();
    const cells = cellsOf<Voucher>(t, '/api/vouchers/cells');
    const edited = saved(await cells.one('admin', voucher, { comment: 'checked' }));
    expect(edited).toMatchObject({ ...shownHidden, comment: 'checked' });
    const ok = await t.call('POST', `/api/vouchers/${voucher.id}/validate`, {
      as: 'admin',
      body: { version: edited.version },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject(shownHidden);
    expectNoTraceOfHim(ok.body);
    expect(await stored('vouchers', voucher.id)).toBe(SUPER);
  });
});
