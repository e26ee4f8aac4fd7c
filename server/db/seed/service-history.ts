import { sql, type Transaction } from 'kysely';
import * as v from 'valibot';
import { CLAIM_ISSUES, type ClaimStatus } from '../../../domain/claims/schema.ts';
import { RefundCreate, type RefundStatus } from '../../../domain/refunds/schema.ts';
import { claimSnapshot } from '../../claims/moves.ts';
import { findClaim } from '../../claims/queries.ts';
import { refundSnapshot } from '../../refunds/map.ts';
import { findRefund, insertRefund, setRefundStatus } from '../../refunds/queries.ts';
import { auditRow } from '../audit.ts';
import type { Database } from '../types.ts';
import { demoUserId } from './foundation.ts';
import type { SeedModule } from './index.ts';

type Trx = Transaction<Database>;
const HERO = demoUserId('customer-hero@demo.comptoir');
const ADMIN = demoUserId('admin@demo.comptoir');
const FINANCE = demoUserId('finance@demo.comptoir');
const HOUR_MS = 3_600_000;

/** One history entry at a given time (the seed's rows are dated in the past, so are their entries). */
async function entry(
  trx: Trx,
  at: Date,
  e: { actor: string; entity: string; id: string; action: string; before: object | null; after: object },
) {
  const row = auditRow({
    actorId: e.actor,
    entity: e.entity,
    entityId: e.id,
    action: e.action,
    before: e.before as Record<string, unknown> | null,
    after: e.after as Record<string, unknown>,
  });
  if (row)
    await trx
      .insertInto('audit_log')
      .values({ ...row, at })
      .execute();
}

const later = (from: Date, hours: number) => new Date(Math.min(Date.now(), from.getTime() + hours * HOUR_MS));

/** Who moved a refund from new to its state, and by which audited action. */
const REFUND_PATHS: Record<RefundStatus, [RefundStatus, string, string][]> = {
  new: [],
  validated: [['validated', 'status.validate', ADMIN]],
  refused: [['refused', 'status.refuse', ADMIN]],
  refunded: [
    ['validated', 'status.validate', ADMIN],
    ['refunded', 'status.refund', FINANCE],
  ],
};

async function refundHistory(trx: Trx, id: string) {
  const r = (await findRefund(trx, id))!;
  const created = new Date(r.createdAt);
  let before = { ...refundSnapshot(r), status: 'new' as RefundStatus };
  await entry(trx, created, {
    actor: HERO,
    entity: 'refund',
    id,
    action: 'create',
    before: null,
    after: before,
  });
  let hours = 4;
  for (const [status, action, actor] of REFUND_PATHS[r.status]) {
    const after = { ...before, status };
    await entry(trx, later(created, hours), { actor, entity: 'refund', id, action, before, after });
    before = after;
    hours += 20;
  }
}

async function claimHistory(trx: Trx, id: string) {
  const c = (await findClaim(trx, id))!;
  const created = new Date(c.createdAt);
  const start = { ...claimSnapshot(c), status: 'new' as ClaimStatus, step: 1 };
  await entry(trx, created, {
    actor: HERO,
    entity: 'claim',
    id,
    action: 'create',
    before: null,
    after: start,
  });
  if (c.status === 'new' && c.step === 1) return;
  const action =
    c.status === 'solved' ? 'status.solve' : c.status === 'failed' ? 'status.fail' : 'status.next';
  const after = { ...start, status: c.status, step: c.step };
  await entry(trx, later(created, 24), { actor: HERO, entity: 'claim', id, action, before: start, after });
}

/**
 * The live seed's refund-pending and refunded orders get the refund that put them there (asked by
 * customer-hero; a refunding order's refund new or validated, an rfd order's refunded, the teams
 * having read it), so every refund state of an order has its record, as the server would leave it.
 */
async function refundsForLiveOrders(trx: Trx): Promise<void> {
  const orders = await sql<{
    id: string;
    customer_id: string | null;
    community_id: string;
    offer_id: string | null;
    supplier_id: string | null;
    payment_status: 'refunding' | 'rfd';
    payment_method: 'wechat' | 'alipay';
    actual_amount: number;
    created_at: Date;
    order_id: number;
  }>`SELECT o.id, o.customer_id, o.community_id, o.offer_id, o.supplier_id, o.payment_status, o.payment_method,
      o.actual_amount, o.created_at, o.order_id
    FROM orders o WHERE o.payment_status IN ('refunding', 'rfd') AND o.actual_amount > 0
      AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id)
    ORDER BY o.order_id`.execute(trx);
  const finished: string[] = [];
  for (const [i, o] of orders.rows.entries()) {
    const created = later(o.created_at, 30);
    const body = v.parse(RefundCreate, {
      order: o.id,
      resp: (['supplier', 'delivery', 'customer'] as const)[i % 3],
      issue: CLAIM_ISSUES[i % CLAIM_ISSUES.length],
      actionETA: later(created, 72).toISOString().slice(0, 10),
      refundAmount: o.actual_amount,
      paymentMethod: o.payment_method,
      outTradeNo: o.payment_method === 'wechat' ? `42000${o.order_id}` : '',
    });
    const ctx = {
      customerId: o.customer_id,
      community: o.community_id,
      offerId: o.offer_id,
      supplierId: o.supplier_id,
    };
    const id = await insertRefund(trx, { ...body, teamMember: null }, ctx, HERO);
    const status: RefundStatus = o.payment_status === 'rfd' ? 'refunded' : i % 2 ? 'validated' : 'new';
    await setRefundStatus(trx, id, status);
    await sql`UPDATE refunds SET created_at = ${created}, updated_at = ${created} WHERE id = ${id}`.execute(
      trx,
    );
    await sql`UPDATE orders SET refund_amount = ${o.actual_amount} WHERE id = ${o.id}`.execute(trx);
    if (status === 'refunded') finished.push(id);
  }
  await sql`INSERT INTO refund_reads (user_id, refund_id)
    SELECT u.id, r FROM users u, unnest(${finished}::uuid[]) r
    WHERE u.role IN ('community-manager', 'customer-hero') ON CONFLICT DO NOTHING`.execute(trx);
}

/**
 * Demo customer service, completed: refunds behind the live seed's refund states, and a history
 * (audit entries, dated as the rows are) for every seeded claim and refund that has none, so the
 * history drawer of a demo row is not empty.
 */
export const serviceHistorySeed: SeedModule = {
  name: 'service-history',
  order: 85,
  run: async (trx) => {
    await refundsForLiveOrders(trx);
    const bare = (entity: 'claim' | 'refund', table: 'claims' | 'refunds') =>
      sql<{ id: string }>`SELECT t.id FROM ${sql.table(table)} t WHERE NOT EXISTS (
        SELECT 1 FROM audit_log a WHERE a.entity = ${entity} AND a.entity_id = t.id::text) ORDER BY t.created_at`.execute(
        trx,
      );
    for (const r of (await bare('claim', 'claims')).rows) await claimHistory(trx, r.id);
    for (const r of (await bare('refund', 'refunds')).rows) await refundHistory(trx, r.id);
  },
};
