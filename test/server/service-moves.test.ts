import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { ROLES, type Role } from '../../domain/roles.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer } from './live-fixtures.ts';
import { caseBody, orderIn } from './service-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

/**
 * Every person-made move of claims, refunds and vouchers, tried by every role:
 * allowed ones answer 200 and are audited, the others 403 (the role) or 409 (the state), with
 * the reason as the message; nothing changes on a refusal.
 */
let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await testApp();
  customer = (await anyCustomer(t.db)).id;
});
afterAll(() => t.close());

const { kitchen, garden } = COMMUNITY_IDS;
let turn = 0;
// kitchen and garden are in every demo member's communities: scope is not what these tests try
const nextCommunity = () => (turn++ % 2 === 0 ? kitchen : garden);

async function auditActions(id: string): Promise<string[]> {
  const r = await sql<{
    action: string;
  }>`SELECT action FROM audit_log WHERE entity_id = ${id} ORDER BY id`.execute(t.db);
  return r.rows.map((x) => x.action);
}

describe('claims: next and fail per role', () => {
  async function claim() {
    const order = await orderIn(t.db, { community: nextCommunity() });
    const r = await t.call('POST', '/api/claims', {
      as: 'admin',
      body: { ...caseBody(order.id), action: 'other' },
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: string; version: number };
  }

  for (const role of ROLES) {
    const allowed = role !== 'designer';
    it(`${role}: next ${allowed ? 'advances' : 'is refused'}, fail ${allowed ? 'fails' : 'is refused'}`, async () => {
      const c = await claim();
      const next = await t.call('POST', `/api/claims/${c.id}/next`, {
        as: role,
        body: { version: c.version },
      });
      const fail = await t.call('POST', `/api/claims/${c.id}/fail`, {
        as: role,
        body: { version: next.statusCode === 200 ? next.json().version : c.version },
      });
      if (!allowed) {
        expect([next.statusCode, fail.statusCode]).toEqual([403, 403]);
        expect(next.json().message).toBe('errors.forbidden');
        expect(await auditActions(c.id)).toEqual(['create']);
        return;
      }
      expect(next.json()).toMatchObject({ status: 'ongoing', step: 2 });
      expect(fail.json()).toMatchObject({ status: 'failed', step: 2 });
      // failed is final: neither move again
      for (const m of ['next', 'fail']) {
        const again = await t.call('POST', `/api/claims/${c.id}/${m}`, {
          as: role,
          body: { version: fail.json().version },
        });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('errors.moveNotAllowed');
      }
      expect(await auditActions(c.id)).toEqual(['create', 'status.next', 'status.fail']);
    });
  }
});

describe('refunds: validate, refuse and refund per role', () => {
  async function refund(validated = false) {
    const order = await orderIn(t.db, { community: nextCommunity() });
    const r = await t.call('POST', '/api/refunds', {
      as: 'admin',
      body: { ...caseBody(order.id), refundAmount: 100, paymentMethod: 'alipay' },
    });
    expect(r.statusCode, r.body).toBe(201);
    const id = r.json().id as string;
    if (validated)
      expect(
        (
          await t.call('PUT', `/api/refunds/${id}`, {
            as: 'admin',
            body: { status: 'validated', version: r.json().version },
          })
        ).statusCode,
      ).toBe(200);
    return { id, order: order.id };
  }
  const payStatus = async (order: string) =>
    (
      await t.db
        .selectFrom('orders')
        .select('payment_status')
        .where('id', '=', order)
        .executeTakeFirstOrThrow()
    ).payment_status;

  const DECIDERS: Role[] = ['super-admin', 'admin'];
  const PAYERS: Role[] = ['super-admin', 'admin', 'finance'];
  for (const role of ROLES) {
    it(`${role}: validate ${DECIDERS.includes(role) ? 'yes' : 'no'}, refuse ${DECIDERS.includes(role) ? 'yes' : 'no'}, refund ${PAYERS.includes(role) ? 'yes' : 'no'}`, async () => {
      const cases: [string, boolean, boolean, string][] = [
        ['validated', false, DECIDERS.includes(role), 'refunding'],
        ['refused', false, DECIDERS.includes(role), 'paid'],
        ['refunded', true, PAYERS.includes(role), 'rfd'],
      ];
      for (const [to, validated, allowed, orderAfter] of cases) {
        const r = await refund(validated);
        const before = await auditActions(r.id);
        const put = await t.call('PUT', `/api/refunds/${r.id}`, {
          as: role,
          body: { status: to, manual: true, version: await versionNow(t, `/api/refunds/${r.id}/details`) },
        });
        if (allowed) {
          expect(put.statusCode, `${role} → ${to}: ${put.body}`).toBe(200);
          expect(put.json().status).toBe(to);
          expect(await payStatus(r.order)).toBe(orderAfter);
          expect((await auditActions(r.id)).slice(before.length)).toHaveLength(1);
        } else {
          expect(put.statusCode, `${role} → ${to}`).toBe(403);
          // the route's roles (errors.forbidden) or the machine's (errors.moveForbidden)
          expect(put.json().message).toMatch(/^errors\.(forbidden|moveForbidden)$/);
          expect(await payStatus(r.order)).toBe('refunding');
          expect(await auditActions(r.id)).toEqual(before);
        }
      }
    });
  }

  it('no move skips a state, goes back, or leaves a final state (409 with the reason)', async () => {
    const fresh = await refund();
    const skip = await t.call('PUT', `/api/refunds/${fresh.id}`, {
      as: 'super-admin',
      body: {
        status: 'refunded',
        manual: true,
        version: await versionNow(t, `/api/refunds/${fresh.id}/details`),
      },
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('errors.moveNotAllowed');
    const v = await refund(true);
    for (const to of ['new', 'refused']) {
      const r = await t.call('PUT', `/api/refunds/${v.id}`, {
        as: 'super-admin',
        body: { status: to, version: await versionNow(t, `/api/refunds/${v.id}/details`) },
      });
      expect(r.statusCode, to).toBe(409);
    }
  });
});

describe('vouchers: create, validate, decline, cancel per role', () => {
  const body = () => ({
    customer,
    reason: 'gift',
    amount: 800,
    expirationDate: '2099-12-31',
    communities: [kitchen],
  });
  const CREATORS: Role[] = [
    'super-admin',
    'admin',
    'product-manager',
    'community-manager',
    'customer-hero',
    'finance',
  ];
  const SETTERS: Role[] = ['super-admin', 'admin'];
  async function voucher(status: 'pending' | 'validated' = 'pending') {
    const r = await t.call('POST', '/api/vouchers', { as: 'admin', body: body() });
    expect(r.statusCode, r.body).toBe(201);
    const id = r.json().id as string;
    if (status === 'validated') {
      const v = await t.call('POST', `/api/vouchers/${id}/validate`, {
        as: 'admin',
        body: { version: r.json().version },
      });
      expect(v.statusCode, v.body).toBe(200);
    }
    return id;
  }
  const statusOf = async (id: string) =>
    (await t.db.selectFrom('vouchers').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  for (const role of ROLES) {
    it(`${role}: create ${CREATORS.includes(role) ? 'yes' : 'no'}; status moves ${SETTERS.includes(role) ? 'yes' : 'no'}`, async () => {
      const made = await t.call('POST', '/api/vouchers', { as: role, body: body() });
      expect(made.statusCode, role).toBe(CREATORS.includes(role) ? 201 : 403);
      if (made.statusCode === 201) expect(made.json()).toMatchObject({ status: 'pending' });
      const moves: [string, 'pending' | 'validated', () => [string, string, unknown?], string][] = [
        ['validate', 'pending', () => ['POST', 'validate'], 'validated'],
        ['decline', 'pending', () => ['POST', 'decline'], 'declined'],
        ['ccl', 'validated', () => ['PUT', '', { status: 'ccl' }], 'ccl'],
        ['validate by PUT', 'pending', () => ['PUT', '', { status: 'validated' }], 'validated'],
      ];
      for (const [name, from, how, to] of moves) {
        const id = await voucher(from);
        const [method, path, payload] = how();
        const url = path ? `/api/vouchers/${id}/${path}` : `/api/vouchers/${id}`;
        const version = await versionNow(t, `/api/vouchers/${id}`);
        const r = await t.call(method as 'POST' | 'PUT', url, {
          as: role,
          body: { ...(payload as object), version } as never,
        });
        if (SETTERS.includes(role)) {
          expect(r.statusCode, `${role} ${name}: ${r.body}`).toBe(200);
          expect(await statusOf(id)).toBe(to);
          expect((await auditActions(id)).at(-1)).toMatch(/^status\./);
        } else {
          expect(r.statusCode, `${role} ${name}`).toBe(403);
          expect(await statusOf(id)).toBe(from);
        }
      }
    });
  }

  it('declined and ccl are final; a pending voucher is not cancelled; used is the server’s', async () => {
    const declined = await voucher();
    const dec = await t.call('POST', `/api/vouchers/${declined}/decline`, {
      as: 'admin',
      body: { version: await versionNow(t, `/api/vouchers/${declined}`) },
    });
    expect(dec.statusCode, dec.body).toBe(200);
    for (const [method, url, payload] of [
      ['POST', `/api/vouchers/${declined}/validate`, {}],
      ['PUT', `/api/vouchers/${declined}`, { status: 'validated' }],
      ['PUT', `/api/vouchers/${declined}`, { status: 'pending' }],
    ] as const) {
      const r = await t.call(method, url, {
        as: 'super-admin',
        body: { ...payload, version: dec.json().version },
      });
      expect(r.statusCode, url).toBe(409);
      expect(r.json().message).toBe('errors.moveNotAllowed');
    }
    const pending = await voucher();
    const ccl = await t.call('PUT', `/api/vouchers/${pending}`, {
      as: 'super-admin',
      body: { status: 'ccl', version: await versionNow(t, `/api/vouchers/${pending}`) },
    });
    expect(ccl.statusCode).toBe(409);
    const validated = await voucher('validated');
    const used = await t.call('PUT', `/api/vouchers/${validated}`, {
      as: 'super-admin',
      body: { status: 'used', version: await versionNow(t, `/api/vouchers/${validated}`) },
    });
    expect(used.statusCode).toBe(403);
    expect(await statusOf(validated)).toBe('validated');
  });
});
