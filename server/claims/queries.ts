import { type Kysely, sql } from 'kysely';
import { CLAIMS_LIST } from '../../domain/claims/list.ts';
import { URGENT_CLAIM_AGE_MS } from '../../domain/claims/rules.ts';
import type { Claim, ClaimCreate, ClaimUpdate } from '../../domain/claims/schema.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type CamelRow, type CamelUpdate, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';
import { caseFrom, caseSelect, findCase } from '../service-cases/queries.ts';
import { type ServiceCaseJoins, toServiceCase } from '../service-cases/row-map.ts';
import type { WithMemberId } from './refs.ts';

type Db = Kysely<Database>;

/** A claim's row as read through the camel view, with its joins and whether it is urgent. */
type ClaimRow = CamelRow<'claims'> & ServiceCaseJoins & { urgent: boolean };

const CLAIM_TABLE = { table: 'claims', alias: 'c' } as const;

/** Open and older than 7 days, in SQL for the list's sort and filter. */
const URGENT = sql<boolean>`(c.status NOT IN ('solved', 'failed')
  AND c.created_at < now() - ${URGENT_CLAIM_AGE_MS} * interval '1 millisecond')`;

export const CLAIM_FROM = caseFrom(CLAIM_TABLE);
const CLAIM_SELECT = caseSelect(CLAIM_TABLE, sql`${URGENT} AS urgent`);

function toClaim(r: ClaimRow): Claim {
  return {
    ...toServiceCase(r),
    claimNumber: r.claimNumber,
    resp: r.resp as Claim['resp'],
    issue: r.issue as Claim['issue'],
    step: r.step,
    action: r.action as Claim['action'],
    refundAmount: r.refundAmount,
    paymentMethod: r.paymentMethod,
    status: r.status,
    orderInfos: r.orderInfos as Record<string, unknown>,
    urgent: r.urgent,
  };
}

const columns = {
  status: { expr: sql.ref('c.status'), notNull: true },
  action: { expr: sql.ref('c.action'), notNull: true },
  issue: { expr: sql.ref('c.issue'), notNull: true },
  resp: { expr: sql.ref('c.resp'), notNull: true },
  community: { expr: sql.ref('c.community_id'), notNull: true },
  customer: { expr: sql.ref('c.customer_id') },
  offer: { expr: sql.ref('c.offer_id') },
  order: { expr: sql.ref('c.order_id'), notNull: true },
  orderID: { expr: sql.ref('o.order_id'), notNull: true },
  urgent: { expr: URGENT, notNull: true },
  customerName: { expr: sql.ref('o.customer_name'), notNull: true },
  createdAt: { expr: sql.ref('c.created_at'), date: 'timestamptz' as const, notNull: true },
  claimNumber: { expr: sql.ref('c.claim_number'), notNull: true },
  step: { expr: sql.ref('c.step'), notNull: true },
  actionETA: { expr: sql.ref('c.action_eta'), date: 'date' as const, notNull: true },
};

export const claimsSource: ListSource<ClaimRow, Claim> = {
  def: defineList(CLAIMS_LIST, columns, 'c.id'),
  from: CLAIM_FROM,
  scope: { expr: sql.ref('c.community_id'), field: 'community' },
  select: CLAIM_SELECT,
  camel: true,
  map: toClaim,
};

export async function findClaim(db: Db, id: string, forUpdate = false): Promise<Claim | undefined> {
  return findCase(db, { from: CLAIM_FROM, select: CLAIM_SELECT, map: toClaim }, CLAIM_TABLE, id, forUpdate);
}

const lineInfo = (l: OrderView['packs'][number]) => ({
  shortName: l.shortName,
  name: l.name,
  quantity: l.quantity,
  price: l.price,
  amount: l.amount,
});

/** The order as it was when the claim was opened or moved to it (`orderInfos`). */
export function orderInfos(o: OrderView) {
  return {
    orderID: o.orderID,
    orderNumber: o.orderNumber,
    channel: o.channel,
    customerName: o.customerName,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    trackingStatus: o.trackingStatus,
    orderDate: o.orderDate,
    deliveryFee: o.deliveryFee,
    totalAmount: o.totalAmount,
    actualAmount: o.actualAmount,
    packs: o.packs.map(lineInfo),
    singleItems: o.singleItems.map(lineInfo),
  };
}

/** The order's context a claim copies: who, where, which offer and supplier, the snapshot. */
export function orderColumns(o: OrderView) {
  return {
    orderId: o.id,
    customerId: o.customer?.id ?? null,
    communityId: o.community,
    offerId: o.offerId,
    supplierId: o.supplier?.id ?? null,
    orderInfos: JSON.stringify(orderInfos(o)),
  } satisfies CamelUpdate<'claims'>;
}

/** The body's keys the order decides: copied from it, never from the body. */
type OrderContextField = 'order' | 'customer' | 'community' | 'offer' | 'supplier';

/** The fields of a body a claim keeps as they come, its team member resolved (teamMemberOf). */
type Fields = WithMemberId<Omit<ClaimUpdate, OrderContextField | 'version'>>;

/**
 * A body's own fields as columns; a field left out stays as it is (the builder leaves undefined
 * out). Two names differ from the camel view's.
 */
function fieldColumns<B extends Fields>(
  body: B,
): Omit<B, 'teamMember' | 'actionETA'> & { teamMemberId: B['teamMember']; actionEta: B['actionETA'] } {
  const { teamMember, actionETA, ...same } = body;
  return { ...same, teamMemberId: teamMember, actionEta: actionETA };
}

export async function insertClaim(db: Db, body: WithMemberId<ClaimCreate>, order: OrderView, userId: string) {
  const {
    status: _s,
    step: _st,
    order: _o,
    customer: _c,
    community: _cm,
    offer: _of,
    supplier: _su,
    ...fields
  } = body;
  const row = await camel(db)
    .insertInto('claims')
    .values({
      ...fieldColumns(fields),
      ...orderColumns(order),
      teamMemberId: body.teamMember ?? userId,
      createdBy: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A PUT's field edits; `order` when the claim moves to another order (its context and snapshot). */
export async function updateClaim(
  db: Db,
  id: string,
  body: WithMemberId<Omit<ClaimUpdate, 'order' | 'version'>>,
  order: OrderView | null,
) {
  const { customer: _c, community: _cm, offer: _of, supplier: _su, ...fields } = body;
  await camel(db)
    .updateTable('claims')
    .set((eb) => ({
      ...fieldColumns(fields),
      ...(order ? orderColumns(order) : {}),
      version: eb('version', '+', 1),
      updatedAt: sql`now()`,
    }))
    .where('id', '=', id)
    .execute();
}

export async function setClaimState(db: Db, id: string, status: Claim['status'], step: number) {
  await camel(db)
    .updateTable('claims')
    .set((eb) => ({ status, step, version: eb('version', '+', 1), updatedAt: sql`now()` }))
    .where('id', '=', id)
    .execute();
}
