import { describe, expect, it } from 'vitest';
import { cellLock } from '../../../domain/cells.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import { ORDER_CELLS } from '../../../domain/orders/cells.ts';
import { changedFields, lockedRefusal } from '../../../domain/orders/locked-edits.ts';
import { ROLES } from '../../../domain/roles.ts';

const LINE = 'aaaaaaaa-0000-4000-8000-000000000001';
const order = (o: Partial<OrderView> = {}) =>
  ({
    id: 'o1',
    type: 'normal',
    channel: 'wechat_group',
    offerId: 'f1',
    offerStatus: 'available',
    community: 'c1',
    supplier: null,
    customer: null,
    customerName: 'Walk-in',
    customerDaily: { customerName: 'Walk-in' },
    customerAddress: null,
    groupNumber: null,
    comment: 'as sold',
    status: 'discontinued',
    paymentStatus: 'ccl',
    paymentMethod: 'wechat',
    trackingStatus: 'process',
    deliveryTrackingID: '',
    deliveryDate: null,
    deliveryFee: 0,
    deliverySelection: 'manual',
    voucherSelection: 'manual',
    packs: [{ lineId: LINE, quantity: 2 }],
    singleItems: [],
    vouchers: [],
    fapiao: false,
    fapiaoEmail: '',
    orderDate: '2026-05-01T02:00:00.000Z',
    ...o,
  }) as OrderView;

describe('an edit of a locked order', () => {
  it('counts only the values that differ from the order: its own sent again are no change', () => {
    const o = order();
    const again = {
      version: 3,
      paymentStatus: 'paid',
      comment: 'as sold',
      customer: null,
      customerDaily: { customerName: 'Walk-in', fapiaoInformation: '' },
      packs: [{ id: LINE.toUpperCase(), quantity: 2 }],
      singleItems: [{ id: LINE, quantity: 0 }],
      deliveryTrackingID: null,
      deliveryDate: null,
      vouchers: [],
      orderDate: '2026-05-01',
      groupNumber: null,
    };
    expect(changedFields(o, again)).toEqual([]);
    expect(lockedRefusal(o, again)).toBeNull();
    expect(changedFields(o, { ...again, comment: 'late', packs: [{ id: LINE, quantity: 1 }] })).toEqual([
      'comment',
      'packs',
    ]);
    // a field the rule does not know is a change
    expect(changedFields(o, { somethingNew: 1 })).toEqual(['somethingNew']);
  });

  it('is refused naming each changed field: 403 locked, or 409 when its refund owns it', () => {
    expect(lockedRefusal(order(), { comment: 'late' })).toEqual({
      code: 'forbidden',
      message: 'order.errors.locked',
      fields: { comment: 'order.errors.locked' },
    });
    expect(lockedRefusal(order({ paymentStatus: 'rfd', status: 'available' }), { groupNumber: 2 })).toEqual({
      code: 'conflict',
      message: 'order.errors.refundOwned',
      fields: { groupNumber: 'order.errors.refundOwned' },
    });
    expect(lockedRefusal(order({ paymentStatus: 'paid', status: 'available' }), { comment: 'x' })).toBeNull();
  });

  it("locks every list cell for every role but the admins' payment status", () => {
    for (const o of [order(), order({ paymentStatus: 'pending' })])
      for (const role of ROLES) {
        if (ORDER_CELLS.cells.comment!.roles.includes(role))
          expect(cellLock(ORDER_CELLS, 'comment', o, role), role).toBe('orderLocked');
        const pay = cellLock(ORDER_CELLS, 'paymentStatus', o, role);
        if (role === 'admin' || role === 'super-admin') expect(pay, role).toBeNull();
        else if (ORDER_CELLS.cells.paymentStatus!.roles.includes(role)) expect(pay, role).toBe('orderLocked');
      }
  });
});
