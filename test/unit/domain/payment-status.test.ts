import { describe, expect, it } from 'vitest';
import {
  dailyLinesEditable,
  isHiddenFromLiveGrid,
  isOrderLocked,
  type OrderState,
} from '../../../domain/orders/locking.ts';
import {
  applyPaymentMove,
  offersRefundOption,
  type PaymentMove,
  payAgainRefusal,
  paymentMoveFor,
  paymentMoves,
  VOUCHERS_GIVEN_BACK_MSG,
} from '../../../domain/orders/payment-status.ts';
import type { ROLES } from '../../../domain/roles.ts';

const o = (
  paymentStatus: OrderState['paymentStatus'],
  status: OrderState['status'] = 'available',
): OrderState => ({
  paymentStatus,
  status,
});

describe('locked orders', () => {
  it.each([
    [o('pending'), false, false],
    [o('paid'), false, false],
    [o('ccl', 'discontinued'), true, false],
    [o('refunding'), true, false],
    [o('rfd'), true, false],
    [o('pending', 'discontinued'), true, true], // leaves the live grid
    [o('paid', 'discontinued'), true, false],
  ])('%j locked %s, hidden from the live grid %s', (order, locked, hidden) => {
    expect(isOrderLocked(order)).toBe(locked);
    expect(isHiddenFromLiveGrid(order)).toBe(hidden);
  });

  it('a daily order’s products are editable only while pending', () => {
    expect(dailyLinesEditable(o('pending'))).toBe(true);
    expect(dailyLinesEditable(o('paid'))).toBe(false);
  });
});

describe('payment moves and their effects', () => {
  it.each<[string, OrderState, PaymentMove, string, Record<string, unknown>]>([
    [
      'choosing paid sets status available',
      o('pending'),
      'pay',
      'customer-hero',
      { paymentStatus: 'paid', status: 'available' },
    ],
    [
      'cancelling a pending order clears lines, fee, vouchers; delivery manual; status discontinued; stays pending',
      o('pending'),
      'cancel',
      'customer-hero',
      {
        paymentStatus: 'pending',
        status: 'discontinued',
        packs: [],
        singleItems: [],
        deliveryFee: 0,
        deliverySelection: 'manual',
        vouchers: [],
        voucherSelection: 'manual',
      },
    ],
    [
      'a paid order cancelled becomes ccl and discontinued',
      o('paid'),
      'cancel',
      'customer-hero',
      { paymentStatus: 'ccl', status: 'discontinued', vouchers: [], voucherSelection: 'manual' },
    ],
    [
      'saving the refund form makes it refunding',
      o('paid'),
      'request_refund',
      'community-manager',
      { paymentStatus: 'refunding' },
    ],
    [
      'a refunded refund makes it rfd',
      o('refunding'),
      'complete_refund',
      'finance',
      { paymentStatus: 'rfd' },
    ],
    [
      'a refused refund returns it to paid',
      o('refunding'),
      'refuse_refund',
      'admin',
      { paymentStatus: 'paid' },
    ],
    [
      'admin may select paid after cancellation',
      o('ccl', 'discontinued'),
      'pay',
      'admin',
      { paymentStatus: 'paid', status: 'available' },
    ],
    [
      'super-admin may revive a cancelled pending order as paid',
      o('pending', 'discontinued'),
      'pay',
      'super-admin',
      { paymentStatus: 'paid', status: 'available' },
    ],
  ])('%s', (_n, order, move, role, patch) => {
    const r = applyPaymentMove(order, move, role as (typeof ROLES)[number]);
    expect(r).toEqual({ ok: true, to: patch.paymentStatus, patch });
  });

  it.each<[string, OrderState, PaymentMove, string, 'forbidden' | 'conflict']>([
    [
      'only admin selects paid after other states',
      o('ccl', 'discontinued'),
      'pay',
      'customer-hero',
      'forbidden',
    ],
    ['a locked order is admin-only', o('pending', 'discontinued'), 'pay', 'community-manager', 'forbidden'],
    ['designer edits no order', o('pending'), 'pay', 'designer', 'forbidden'],
    ['logistic has no refund option', o('paid'), 'request_refund', 'logistic', 'forbidden'],
    // a paid order's menu is the refund-option roles'; the others see a read-only badge
    ['a product-manager does not cancel a paid order', o('paid'), 'cancel', 'product-manager', 'forbidden'],
    ['finance cannot refuse a refund', o('refunding'), 'refuse_refund', 'finance', 'forbidden'],
    ['refunding cannot be changed from the dropdown', o('refunding'), 'cancel', 'super-admin', 'conflict'],
    ['refunding cannot be paid directly', o('refunding'), 'pay', 'super-admin', 'conflict'],
    ['rfd is final', o('rfd'), 'pay', 'super-admin', 'conflict'],
    ['pending cannot be refunded', o('pending'), 'request_refund', 'admin', 'conflict'],
    [
      'a cancelled pending order is not cancelled twice',
      o('pending', 'discontinued'),
      'cancel',
      'admin',
      'conflict',
    ],
  ])('%s', (_n, order, move, role, error) => {
    const r = applyPaymentMove(order, move, role as (typeof ROLES)[number]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(error);
  });

  it.each([
    ['pending', 'customer-hero', ['pay', 'cancel']],
    ['paid', 'customer-hero', ['cancel', 'request_refund']],
    ['paid', 'finance', ['cancel', 'request_refund']],
    ['paid', 'product-manager', []],
    ['pending', 'product-manager', ['pay', 'cancel']],
    // logistic ships orders, it does not sell: no payment move at all
    ['pending', 'logistic', []],
    ['paid', 'logistic', []],
    ['paid', 'designer', []],
    ['ccl', 'admin', ['pay']],
    ['ccl', 'finance', []],
    ['refunding', 'admin', ['complete_refund', 'refuse_refund']],
    ['refunding', 'customer-hero', []],
    ['rfd', 'super-admin', []],
  ] as const)('the dropdown on a %s order for %s offers %j', (ps, role, moves) => {
    const order = o(ps, ps === 'ccl' ? 'discontinued' : 'available');
    expect(paymentMoves(order, role)).toEqual(moves);
  });

  it.each([
    ['super-admin', true],
    ['admin', true],
    ['finance', true],
    ['community-manager', true],
    ['customer-hero', true],
    ['product-manager', false],
    ['logistic', false],
    ['designer', false],
  ] as const)('refund option on a paid order for %s: %s', (role, shown) => {
    expect(offersRefundOption(o('paid'), role)).toBe(shown);
    expect(offersRefundOption(o('pending'), role)).toBe(false);
  });
});

describe('what a PUT asks for, as a move', () => {
  it.each([
    [o('pending'), { paymentStatus: 'paid' }, 'pay'],
    [o('pending'), { paymentStatus: 'ccl' }, 'cancel'],
    [o('paid'), { status: 'discontinued' }, 'cancel'],
    [o('paid'), { paymentStatus: 'paid' }, 'noop'],
    [o('paid'), {}, 'noop'],
    [o('paid'), { paymentStatus: 'pending' }, 'invalid'],
    [o('pending', 'discontinued'), { status: 'available' }, 'invalid'],
    [o('paid'), { paymentStatus: 'refunding' }, 'invalid'],
    [o('refunding'), { paymentStatus: 'paid' }, 'invalid'],
    [o('refunding'), { paymentStatus: 'rfd' }, 'invalid'],
    [o('refunding'), { status: 'discontinued' }, 'cancel'],
  ] as const)('%j with %j -> %s', (order, req, move) => {
    expect(paymentMoveFor(order, req)).toBe(move);
  });
});

describe('a cancelled paid order whose vouchers went back', () => {
  const ccl = { ...o('ccl', 'discontinued'), totalAmount: 3000, actualAmount: 2500 };
  it('is not offered, nor taken, paid again: its paid amount would rise by them', () => {
    expect(paymentMoves(ccl, 'admin')).not.toContain('pay');
    expect(payAgainRefusal(ccl, 'pay')).toBe(VOUCHERS_GIVEN_BACK_MSG);
  });
  it('paid without vouchers, it still is', () => {
    const plain = { ...ccl, actualAmount: 3000 };
    expect(paymentMoves(plain, 'admin')).toContain('pay');
    expect(payAgainRefusal(plain, 'pay')).toBeNull();
    expect(payAgainRefusal(ccl, 'cancel')).toBeNull();
  });
});
