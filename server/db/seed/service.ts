import { sql, type Transaction } from 'kysely';
import * as v from 'valibot';
import { applyClaimMove, type ClaimMove, type ClaimState } from '../../../domain/claims/rules.ts';
import { ClaimCreate, type ClaimStatus, claimOrderIssues } from '../../../domain/claims/schema.ts';
import { COMMUNITY_IDS } from '../../../domain/communities.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import type { Actor } from '../../../domain/machine.ts';
import { percentOf } from '../../../domain/money.ts';
import { applyPaymentMove, type PaymentMove } from '../../../domain/orders/payment-status.ts';
import { applyRefundMove, orderMoveForRefund, refundMoveFor } from '../../../domain/refunds/rules.ts';
import { RefundCreate, type RefundStatus, refundOrderIssues } from '../../../domain/refunds/schema.ts';
import { insertClaim, setClaimState } from '../../claims/queries.ts';
import { readOrder } from '../../orders/queries.ts';
import { insertRefund, setRefundStatus } from '../../refunds/queries.ts';
import type { Database } from '../types.ts';
import { demoUserId } from './foundation.ts';
import type { SeedModule } from './index.ts';

type Trx = Transaction<Database>;
const HERO = demoUserId('customer-hero@demo.comptoir');
const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function must<T extends { ok: boolean }>(r: T, what: string): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(`service seed: ${what} refused by the domain rules`);
  return r as Extract<T, { ok: true }>;
}

/** Paid orders of known customers, as the claim and refund rules want them (not the live Kitchen offer's). */
async function paidOrders(trx: Trx, community: string, n: number): Promise<OrderView[]> {
  const r = await sql<{ id: string }>`
    SELECT id FROM orders WHERE community_id = ${community} AND type = 'service' AND status = 'available'
      AND payment_status = 'paid' AND customer_id IS NOT NULL AND actual_amount > 3000
    ORDER BY order_id LIMIT ${n}`.execute(trx);
  return Promise.all(r.rows.map(async (x) => (await readOrder(trx, x.id))!));
}

/** The order's payment status follows its refund, by the payment machine. */
async function followOrder(trx: Trx, order: OrderView, move: PaymentMove, actor: Actor, amount: number) {
  const to = must(applyPaymentMove(order, move, actor), `order ${move}`).to;
  await sql`UPDATE orders SET payment_status = ${to}, refund_amount = ${amount}, version = version + 1
    WHERE id = ${order.id}`.execute(trx);
  return (await readOrder(trx, order.id))!;
}

async function claim(
  trx: Trx,
  order: OrderView,
  c: { resp: string; issue: string; action: string; refund?: number; moves: ClaimMove[]; age: number },
) {
  const created = daysAgo(c.age);
  const body = v.parse(ClaimCreate, {
    order: order.id,
    resp: c.resp,
    issue: c.issue,
    action: c.action,
    actionETA: isoDay(new Date(created.getTime() + 3 * DAY_MS)),
    ...(c.refund ? { refundAmount: c.refund, paymentMethod: order.paymentMethod } : {}),
  });
  if (Object.keys(claimOrderIssues(body, order)).length) throw new Error('service seed: claim order rules');
  const id = await insertClaim(trx, { ...body, teamMember: null }, order, HERO);
  let state: ClaimState = { status: 'new', step: 1 };
  for (const m of c.moves) {
    const r = must(applyClaimMove(state, m, 'customer-hero'), `claim ${m}`);
    state = { status: r.to as ClaimStatus, step: r.patch.step };
  }
  await setClaimState(trx, id, state.status, state.step);
  await sql`UPDATE claims SET created_at = ${created}, updated_at = ${created} WHERE id = ${id}`.execute(trx);
}

/** A refund asked by customer-hero, then moved by `path` (who does each move), the order following. */
async function refund(
  trx: Trx,
  order: OrderView,
  r: { amount: number; issue: string; path: [RefundStatus, Actor][]; age: number },
): Promise<{ id: string; status: RefundStatus }> {
  const created = daysAgo(r.age);
  const body = v.parse(RefundCreate, {
    order: order.id,
    resp: 'supplier',
    issue: r.issue,
    actionETA: isoDay(new Date(created.getTime() + 2 * DAY_MS)),
    refundAmount: r.amount,
    paymentMethod: order.paymentMethod,
  });
  if (Object.keys(refundOrderIssues(body, order)).length) throw new Error('service seed: refund order rules');
  const ctx = {
    customerId: order.customer?.id ?? null,
    community: order.community,
    offerId: order.offerId,
    supplierId: order.supplier?.id ?? null,
  };
  const id = await insertRefund(trx, { ...body, teamMember: null }, ctx, HERO);
  let current = await followOrder(trx, order, 'request_refund', 'customer-hero', r.amount);
  let status: RefundStatus = 'new';
  for (const [to, actor] of r.path) {
    const move = refundMoveFor(status, to);
    if (!move) throw new Error(`service seed: no refund move ${status} → ${to}`);
    status = must(
      applyRefundMove({ ...body, status, paymentInfoMissing: false }, move, actor, { manualConfirmed: true }),
      `refund ${move}`,
    ).to;
    const orderMove = orderMoveForRefund(move);
    if (orderMove)
      current = await followOrder(
        trx,
        current,
        orderMove,
        'system',
        orderMove === 'complete_refund' ? r.amount : 0,
      );
  }
  await setRefundStatus(trx, id, status);
  await sql`UPDATE refunds SET created_at = ${created}, updated_at = ${created} WHERE id = ${id}`.execute(
    trx,
  );
  return { id, status };
}

const half = (o: OrderView) => percentOf(o.actualAmount, 50);

/**
 * Demo claims in every state (one urgent: open and older than 7 days) and refunds new, validated,
 * refunded and refused, on paid orders of the Garden and Farm offers, each made by the domain's
 * schemas and machines. The finished refunds are marked read by the community teams, so their
 * badge starts at zero and counts only what happens after the seed.
 */
export const serviceSeed: SeedModule = {
  name: 'service',
  order: 80,
  run: async (trx) => {
    const garden = await paidOrders(trx, COMMUNITY_IDS.garden, 6);
    const farm = await paidOrders(trx, COMMUNITY_IDS.farm, 3);
    const [g0, g1, g2, g3, g4, g5] = garden;
    const [f0, f1, f2] = farm;
    if (!g0 || !g1 || !g2 || !g3 || !g4 || !g5 || !f0 || !f1 || !f2) return;
    const A = 'admin' as const;
    await claim(trx, g0, {
      resp: 'delivery',
      issue: 'item_missing',
      action: 'refund',
      refund: half(g0),
      moves: ['next'],
      age: 2,
    });
    await refund(trx, g0, { amount: half(g0), issue: 'item_missing', path: [], age: 1 });
    await claim(trx, g1, {
      resp: 'supplier',
      issue: 'product_damaged',
      action: 'refund',
      refund: half(g1),
      moves: ['next', 'next', 'solve'],
      age: 12,
    });
    const done = [
      await refund(trx, g1, {
        amount: half(g1),
        issue: 'product_damaged',
        path: [
          ['validated', A],
          ['refunded', 'finance'],
        ],
        age: 11,
      }),
    ];
    await claim(trx, g2, { resp: 'delivery', issue: 'delay', action: 'voucher', moves: [], age: 9 });
    await claim(trx, g3, {
      resp: 'customer',
      issue: 'wrong_address',
      action: 'resend',
      moves: ['next', 'standby'],
      age: 4,
    });
    await claim(trx, g4, {
      resp: 'supplier',
      issue: 'defrost',
      action: 'gift_giving',
      moves: ['fail'],
      age: 15,
    });
    await claim(trx, g5, { resp: 'ziko', issue: 'packaging', action: 'other', moves: [], age: 0 });
    await refund(trx, f0, { amount: half(f0), issue: 'wrong_item', path: [['validated', A]], age: 3 });
    done.push(
      await refund(trx, f1, {
        amount: f1.actualAmount,
        issue: 'defrost',
        path: [
          ['validated', A],
          ['refunded', 'finance'],
        ],
        age: 8,
      }),
    );
    done.push(
      await refund(trx, f2, { amount: half(f2), issue: 'customer_mistake', path: [['refused', A]], age: 6 }),
    );
    await sql`INSERT INTO refund_reads (user_id, refund_id)
      SELECT u.id, r FROM users u, unnest(${done.map((d) => d.id)}::uuid[]) r
      WHERE u.role IN ('community-manager', 'customer-hero') ON CONFLICT DO NOTHING`.execute(trx);
  },
};
