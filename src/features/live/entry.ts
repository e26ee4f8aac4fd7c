import type { OrderView } from '../../../domain/live-views.ts';
import { entryIssue } from '../../../domain/orders/entry.ts';
import { api } from '../../api/client.ts';
import { type LiveRow, linesPayload, sendableAddress } from './rows.ts';
import type { EditAspect } from './saves.ts';

/** POST /api/orders body of the entry row (domain OrderCreate); totals are the server's. */
export function entryBody(e: LiveRow) {
  const lines = linesPayload(e);
  return {
    offer: e.offerId,
    channel: e.channel,
    customer: e.customer?.id ?? null,
    customerDaily: e.customer ? null : { customerName: e.customerName.trim() },
    groupNumber: e.groupNumber,
    comment: e.comment,
    ...lines,
    deliverySelection: e.deliverySelection,
    deliveryFee: e.deliveryFee,
    deliveryDate: e.deliveryDate,
    customerAddress: sendableAddress(e.customerAddress),
    paymentMethod: e.paymentMethod,
    voucherSelection: 'manual' as const,
    vouchers: e.vouchers.map((v) => v.id),
    deliveryTrackingID: e.deliveryTrackingID,
  };
}

/** 'Need a customer' / 'Need at least a pack or an add-on' (domain), or null. */
export function entryProblem(e: LiveRow): ReturnType<typeof entryIssue> {
  const b = entryBody(e);
  return entryIssue({
    customer: b.customer,
    customerDaily: b.customerDaily,
    packs: b.packs,
    singleItems: b.singleItems,
  });
}

/** Sends the entry row once: the Idempotency-Key of this attempt makes a retry answer the same order. */
export function postEntry(e: LiveRow): Promise<OrderView> {
  return api
    .post('orders', { json: entryBody(e), headers: { 'Idempotency-Key': e._key ?? crypto.randomUUID() } })
    .json<OrderView>();
}

/** Undo puts back the fields one edit touched, taken from the row as it was before it. */
export function restoreAspect(cur: LiveRow, before: LiveRow, aspect: EditAspect): LiveRow {
  switch (aspect) {
    case 'lines':
      return { ...cur, packs: before.packs, singleItems: before.singleItems };
    case 'customer':
      return {
        ...cur,
        customer: before.customer,
        customerName: before.customerName,
        customerDaily: before.customerDaily,
        _customer: before._customer,
        groupNumber: before.groupNumber,
        customerAddress: before.customerAddress,
      };
    case 'address':
      return { ...cur, customerAddress: before.customerAddress };
    case 'deliveryFee':
      return { ...cur, deliveryFee: before.deliveryFee, deliverySelection: before.deliverySelection };
    case 'cancel':
      return cur;
    default:
      return { ...cur, [aspect]: before[aspect] };
  }
}
