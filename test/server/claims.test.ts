import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '../../domain/claims/schema.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { messageWith } from '../../domain/errors.ts';
import type { Role } from '../../domain/roles.ts';
import { type TestApp, testApp } from './helpers.ts';
import { caseBody, orderIn } from './service-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const { kitchen, farm, garden } = COMMUNITY_IDS;

async function newClaim(
  as: Role = 'customer-hero',
  extra: Record<string, unknown> = {},
  community: string = kitchen,
) {
  const order = await orderIn(t.db, { community });
  const r = await t.call('POST', '/api/claims', {
    as,
    body: { ...caseBody(order.id), action: 'resend', ...extra },
  });
  expect(r.statusCode, r.body).toBe(201);
  return { claim: r.json() as Claim, order };
}

describe('create: required fields and the order rules', () => {
  it('opens a new claim at step 1 with the order snapshot', async () => {
    const { claim, order } = await newClaim('customer-hero', { issueDetail: 'two eggs broken' });
    expect(claim).toMatchObject({
      status: 'new',
      step: 1,
      orderID: order.orderID,
      community: kitchen,
      urgent: false,
    });
    expect(claim.orderInfos).toMatchObject({ orderID: order.orderID, actualAmount: order.actualAmount });
    expect(Array.isArray(claim.orderInfos.packs)).toBe(true);
    const a = await sql<{
      action: string;
    }>`SELECT action FROM audit_log WHERE entity_id = ${claim.id}`.execute(t.db);
    expect(a.rows).toEqual([{ action: 'create' }]);
  });

  it('starts new at step 1: a create asking another state is refused on that field, creating nothing', async () => {
    const order = await orderIn(t.db, { community: kitchen });
    const before = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM claims WHERE order_id = ${order.id}`.execute(t.db);
    for (const [field, value] of [
      ['status', 'solved'],
      ['status', 'failed'],
      ['step', 3],
      ['step', 2],
    ] as const) {
      const r = await t.call('POST', '/api/claims', {
        as: 'admin',
        body: { ...caseBody(order.id), action: 'resend', [field]: value },
      });
      expect(r.statusCode, `${field} ${value}`).toBe(400);
      expect(r.json().fields).toEqual({ [field]: 'claim.errors.startsNew' });
    }
    const after = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM claims WHERE order_id = ${order.id}`.execute(t.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // saying what it will be anyway is no fault
    const { claim } = await newClaim('admin', { status: 'new', step: 1 });
    expect(claim).toMatchObject({ status: 'new', step: 1 });
  });

  it('CREATE_REFUND_SELECT_A_VALID_ORDER without an order or with one that does not exist', async () => {
    const { order: _o, ...rest } = caseBody('x');
    const r = await t.call('POST', '/api/claims', { as: 'admin', body: { ...rest, action: 'resend' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields.order).toBe('claim.errors.selectValidOrder');
    const r2 = await t.call('POST', '/api/claims', {
      as: 'admin',
      body: { ...caseBody('00000000-0000-4000-8000-000000000000'), action: 'resend' },
    });
    expect(r2.json().fields).toEqual({ order: 'claim.errors.selectValidOrder' });
  });

  it('a refund needs a paid order, its amount and method, within the actual amount', async () => {
    const pending = await orderIn(t.db, { community: kitchen, paymentStatus: 'pending' });
    const notPaid = await t.call('POST', '/api/claims', {
      as: 'admin',
      body: { ...caseBody(pending.id), action: 'refund', refundAmount: 100, paymentMethod: 'wechat' },
    });
    expect(notPaid.statusCode).toBe(400);
    expect(notPaid.json()).toMatchObject({
      fields: {
        order: messageWith('claim.errors.refundNotPaid', { status: 'live.paymentStatuses.pending' }),
      },
      details: { status: 'pending' },
    });
    const paid = await orderIn(t.db, { community: kitchen });
    const missing = await t.call('POST', '/api/claims', {
      as: 'admin',
      body: { ...caseBody(paid.id), action: 'refund' },
    });
    expect(missing.json().fields).toEqual({
      refundAmount: 'validation.required',
      paymentMethod: 'validation.required',
    });
    const tooMuch = await t.call('POST', '/api/claims', {
      as: 'admin',
      body: {
        ...caseBody(paid.id),
        action: 'refund',
        refundAmount: paid.actualAmount + 1,
        paymentMethod: 'alipay',
      },
    });
    expect(tooMuch.json().fields).toEqual({ refundAmount: 'claim.errors.noMoreThanActualAmount' });
    const ok = await t.call('POST', '/api/claims', {
      as: 'admin',
      body: {
        ...caseBody(paid.id),
        action: 'refund',
        refundAmount: paid.actualAmount,
        paymentMethod: 'alipay',
      },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('names every missing required field and bad values', async () => {
    const paid = await orderIn(t.db, { community: kitchen });
    const r = await t.call('POST', '/api/claims', { as: 'admin', body: { order: paid.id } });
    expect(Object.keys(r.json().fields).sort()).toEqual(['action', 'actionETA', 'issue', 'resp']);
    const bad = await t.call('POST', '/api/claims', {
      as: 'admin',
      body: { ...caseBody(paid.id), action: 'teleport', resp: 'moon', actionETA: 'soon', extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['action', 'actionETA', 'extra', 'resp']);
  });

  it("designer may not; another community's order is 403", async () => {
    const paid = await orderIn(t.db, { community: kitchen });
    const d = await t.call('POST', '/api/claims', {
      as: 'designer',
      body: { ...caseBody(paid.id), action: 'resend' },
    });
    expect(d.statusCode).toBe(403);
    const far = await orderIn(t.db, { community: farm });
    const r = await t.call('POST', '/api/claims', {
      as: 'customer-hero',
      body: { ...caseBody(far.id), action: 'resend' },
    });
    expect(r.statusCode).toBe(403);
    for (const as of ['logistic', 'finance', 'product-manager', 'community-manager'] as Role[]) {
      const ok = await t.call('POST', '/api/claims', { as, body: { ...caseBody(paid.id), action: 'other' } });
      expect(ok.statusCode, as).toBe(201);
    }
  });
});

describe('edit', () => {
  it('edit only requires the order; a new order takes a new snapshot; final claims are read-only', async () => {
    const { claim } = await newClaim();
    const e = await t.call('PUT', `/api/claims/${claim.id}`, {
      as: 'customer-hero',
      body: { order: claim.order, comment: 'ok', version: claim.version },
    });
    expect(e.statusCode, e.body).toBe(200);
    expect(e.json()).toMatchObject({ comment: 'ok', version: claim.version + 1 });
    const noOrder = await t.call('PUT', `/api/claims/${claim.id}`, {
      as: 'customer-hero',
      body: { comment: 'x', version: e.json().version },
    });
    expect(noOrder.json().fields).toEqual({ order: 'claim.errors.selectValidOrder' });
    const other = await orderIn(t.db, { community: garden });
    const moved = await t.call('PUT', `/api/claims/${claim.id}`, {
      as: 'customer-hero',
      body: { order: other.id, version: e.json().version },
    });
    expect(moved.json()).toMatchObject({ orderID: other.orderID, community: garden });
    expect(moved.json().orderInfos.orderID).toBe(other.orderID);
    const stale = await t.call('PUT', `/api/claims/${claim.id}`, {
      as: 'admin',
      body: { order: other.id, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const toRefund = await t.call('PUT', `/api/claims/${claim.id}`, {
      as: 'admin',
      body: { order: other.id, action: 'refund', version: moved.json().version },
    });
    expect(toRefund.json().fields).toEqual({
      refundAmount: 'validation.required',
      paymentMethod: 'validation.required',
    });
    const failed = await t.call('POST', `/api/claims/${claim.id}/fail`, {
      as: 'admin',
      body: { version: moved.json().version },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const final = await t.call('PUT', `/api/claims/${claim.id}`, {
      as: 'admin',
      body: { order: other.id, comment: 'late', version: failed.json().version },
    });
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toBe('claim.errors.final');
  });
});

describe('steps and status', () => {
  it('next goes 1 → 2 → 3 (ongoing) then solved; solved is final', async () => {
    const { claim } = await newClaim();
    const next = async () =>
      t.call('POST', `/api/claims/${claim.id}/next`, {
        as: 'customer-hero',
        body: { version: await versionNow(t, `/api/claims/${claim.id}/details`) },
      });
    expect((await next()).json()).toMatchObject({ step: 2, status: 'ongoing' });
    expect((await next()).json()).toMatchObject({ step: 3, status: 'ongoing' });
    expect(
      (
        await t.call('POST', `/api/claims/${claim.id}/fail`, {
          as: 'admin',
          body: { version: await versionNow(t, `/api/claims/${claim.id}/details`) },
        })
      ).statusCode,
    ).toBe(409);
    expect((await next()).json()).toMatchObject({ step: 3, status: 'solved' });
    const again = await next();
    expect(again.statusCode).toBe(409);
    expect(
      (
        await t.call('POST', `/api/claims/${claim.id}/fail`, {
          as: 'admin',
          body: { version: await versionNow(t, `/api/claims/${claim.id}/details`) },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('fail at steps 1 and 2 by every service role; designer never', async () => {
    for (const as of [
      'super-admin',
      'admin',
      'product-manager',
      'community-manager',
      'customer-hero',
      'logistic',
      'finance',
    ] as Role[]) {
      const { claim } = await newClaim('admin');
      expect(
        (
          await t.call('POST', `/api/claims/${claim.id}/fail`, {
            as: 'designer',
            body: { version: claim.version },
          })
        ).statusCode,
      ).toBe(403);
      const r = await t.call('POST', `/api/claims/${claim.id}/fail`, {
        as,
        body: { version: claim.version },
      });
      expect(r.statusCode, as).toBe(200);
      expect(r.json().status).toBe('failed');
      expect(
        (await t.call('POST', `/api/claims/${claim.id}/next`, { as, body: { version: r.json().version } }))
          .statusCode,
      ).toBe(409);
    }
  });
});

describe('lists, scoping, urgency, analytics', () => {
  it("scopes lists and rows to the caller's communities", async () => {
    const far = await newClaim('admin', {}, farm);
    const hero = (
      await t.call('GET', '/api/claims/details?range=[0,999]', { as: 'customer-hero' })
    ).json() as Claim[];
    expect(hero.length).toBeGreaterThan(0);
    expect(hero.every((c) => c.community === kitchen || c.community === garden)).toBe(true);
    expect(
      (await t.call('GET', `/api/claims/${far.claim.id}/details`, { as: 'customer-hero' })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('POST', `/api/claims/${far.claim.id}/next`, {
          as: 'customer-hero',
          body: { version: far.claim.version },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/api/claims/${far.claim.id}/details`, { as: 'admin' })).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', '/api/claims/details', { as: 'designer' })).statusCode).toBe(403);
  });

  it('?customer= lists one customer; urgent claims are marked and sort first', async () => {
    const { claim } = await newClaim('admin');
    await sql`UPDATE claims SET created_at = now() - interval '8 days' WHERE id = ${claim.id}`.execute(t.db);
    const c = (await t.call('GET', `/api/claims/${claim.id}/details`, { as: 'admin' })).json() as Claim;
    expect(c.urgent).toBe(true);
    if (c.customer) {
      const mine = (
        await t.call('GET', `/api/claims/details?customer=${c.customer}`, { as: 'admin' })
      ).json() as Claim[];
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((x) => x.customer === c.customer)).toBe(true);
    }
    expect((await t.call('GET', '/api/claims/details?customer=nope', { as: 'admin' })).statusCode).toBe(400);
    const sorted = (
      await t.call('GET', '/api/claims/details?sort=["urgent","DESC"]', { as: 'admin' })
    ).json() as Claim[];
    expect(sorted[0]!.urgent).toBe(true);
    // the Urgent filter is a boolean one: true lists only urgent claims, for a scoped role too
    const urgentOnly = async (as: 'admin' | 'customer-hero', value: unknown) =>
      t.call(
        'GET',
        `/api/claims/details?range=[0,999]&filter=${encodeURIComponent(JSON.stringify({ urgent: value }))}`,
        { as },
      );
    for (const as of ['admin', 'customer-hero'] as const) {
      const r = await urgentOnly(as, true);
      expect(r.statusCode, as).toBe(200);
      const rows = r.json() as Claim[];
      expect(
        rows.every((x) => x.urgent),
        as,
      ).toBe(true);
      if (as === 'admin') expect(rows.map((x) => x.id)).toContain(claim.id);
      const open = (await urgentOnly(as, false)).json() as Claim[];
      expect(
        open.some((x) => x.urgent),
        as,
      ).toBe(false);
    }
    // text is not a boolean: a 400 naming the filter, never a 500
    const text = await urgentOnly('admin', 'true');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ fields: { 'filter.urgent': 'errors.invalidFilter' } });
    const a = (await t.call('GET', '/api/claims/analytics', { as: 'admin' })).json();
    expect(a.urgent).toBeGreaterThan(0);
    expect(a.total).toBe(Object.values(a.byStatus as Record<string, number>).reduce((x, y) => x + y, 0));
    const hero = (await t.call('GET', '/api/claims/analytics', { as: 'customer-hero' })).json();
    expect(hero.total).toBeLessThan(a.total);
  });
});
