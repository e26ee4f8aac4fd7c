import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  applyRefundMove,
  isRefundHighlighted,
  needsRefundConfirmation,
  orderMoveForRefund,
  refundBadgeCount,
  refundFieldsEditable,
  refundMoveFor,
  refundMoves,
} from '../../../domain/refunds/rules.ts';
import { RefundCreate, refundOrderIssues } from '../../../domain/refunds/schema.ts';
import { issueFields } from '../../../domain/schemas/common.ts';
import { applyVoucherMove, voucherMoveFor, voucherMoves } from '../../../domain/vouchers/rules.ts';
import { VoucherCreate } from '../../../domain/vouchers/schema.ts';
import { IDS, u } from './fixtures.ts';

const fields = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? {} : issueFields(r.issues);
};

describe('refunds: transitions by role', () => {
  const r = (
    status: 'new' | 'validated' | 'refused' | 'refunded',
    paymentMethod: 'wechat' | 'alipay' = 'wechat',
    paymentInfoMissing = false,
  ) => ({
    status,
    paymentMethod,
    paymentInfoMissing,
  });
  it.each([
    ['new', 'admin', ['validate', 'refuse']],
    ['new', 'super-admin', ['validate', 'refuse']],
    ['new', 'finance', []],
    ['validated', 'finance', ['refund']],
    ['validated', 'admin', ['refund']],
    ['validated', 'customer-hero', []],
    ['refused', 'super-admin', []],
    ['refunded', 'super-admin', []],
  ] as const)('a %s refund: %s may %j', (status, role, moves) => {
    expect(refundMoves({ status }, role)).toEqual(moves);
  });

  it.each([
    [r('validated', 'wechat'), false],
    [r('validated', 'alipay'), true],
    [r('validated', 'wechat', true), true],
  ])('refunding %j needs a confirmation: %s', (refund, needs) => {
    expect(needsRefundConfirmation(refund)).toBe(needs);
    const res = applyRefundMove(refund, 'refund', 'finance');
    expect(res.ok).toBe(!needs);
    expect(applyRefundMove(refund, 'refund', 'finance', { manualConfirmed: true }).ok).toBe(true);
  });

  it("'Payment info is missing. Please refund this order manually.' / 'Are you sure you want to refund this order manually?'", () => {
    expect(applyRefundMove(r('validated', 'wechat', true), 'refund', 'admin')).toEqual({
      ok: false,
      error: 'conflict',
      message: 'refund.errors.paymentInfoMissing',
    });
    expect(applyRefundMove(r('validated', 'alipay'), 'refund', 'admin')).toEqual({
      ok: false,
      error: 'conflict',
      message: 'refund.confirm.manual',
    });
  });

  it('a refund decision moves its order', () => {
    expect([
      orderMoveForRefund('refund'),
      orderMoveForRefund('refuse'),
      orderMoveForRefund('validate'),
    ]).toEqual(['complete_refund', 'refuse_refund', null]);
    expect(refundMoveFor('new', 'validated')).toBe('validate');
    expect(refundMoveFor('new', 'refunded')).toBeNull();
  });

  it.each([
    ['new', 'admin', { fields: true, amount: true }],
    ['validated', 'admin', { fields: true, amount: false }],
    ['new', 'finance', { fields: false, amount: false }],
    ['refunded', 'super-admin', { fields: false, amount: false }],
  ] as const)('a %s refund seen by %s is editable %j', (status, role, editable) => {
    expect(refundFieldsEditable({ status }, role)).toEqual(editable);
  });
});

describe('refund validation', () => {
  const refund = {
    order: u(1),
    resp: 'delivery',
    issue: 'delay',
    actionETA: '2025-03-12',
    refundAmount: 1000,
    paymentMethod: 'wechat',
  };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["'Please select a valid Order'", { order: 'nope' }, { order: 'refund.errors.selectValidOrder' }],
    ['no order at all', { order: undefined }, { order: 'refund.errors.selectValidOrder' }],
    ['refund amount required', { refundAmount: undefined }, { refundAmount: 'validation.required' }],
    ['payment method required', { paymentMethod: undefined }, { paymentMethod: 'validation.required' }],
    ['resp required', { resp: undefined }, { resp: 'validation.required' }],
    ['issue required', { issue: undefined }, { issue: 'validation.required' }],
    ['action ETA required', { actionETA: undefined }, { actionETA: 'validation.required' }],
  ])('%s', (_n, over, expected) => {
    expect(fields(RefundCreate, { ...refund, ...over })).toEqual(expected);
  });
  it("'No more than actual amount'", () => {
    expect(refundOrderIssues({ refundAmount: 1001 }, { paymentStatus: 'paid', actualAmount: 1000 })).toEqual({
      refundAmount: 'refund.errors.noMoreThanActualAmount',
    });
    expect(refundOrderIssues({ refundAmount: 1 }, null)).toEqual({ order: 'refund.errors.selectValidOrder' });
  });
});

describe('the refund badge per role', () => {
  const K = IDS.community;
  const other = u(902);
  const refunds = [
    { id: u(1), status: 'new' as const, community: K },
    { id: u(2), status: 'validated' as const, community: K },
    { id: u(3), status: 'validated' as const, community: other },
    { id: u(4), status: 'refunded' as const, community: K },
    { id: u(5), status: 'refused' as const, community: K },
    { id: u(6), status: 'refunded' as const, community: other },
  ];
  it.each([
    ['super-admin', 3],
    ['admin', 3], // new + validated, every community
    ['finance', 1], // validated in own communities
    ['community-manager', 1], // refunded + refused in own, minus read (u(4) read)
    ['customer-hero', 1],
    ['product-manager', 0],
    ['logistic', 0],
    ['designer', 0],
  ] as const)('%s counts %d', (role, count) => {
    expect(refundBadgeCount(role, refunds, { communities: [K], readIds: new Set([u(4)]) })).toBe(count);
  });
  it('unread refunded or refused rows are highlighted for community-manager and customer-hero', () => {
    const ctx = { communities: [K], readIds: new Set([u(4)]) };
    expect(isRefundHighlighted('customer-hero', refunds[4]!, ctx)).toBe(true);
    expect(isRefundHighlighted('customer-hero', refunds[3]!, ctx)).toBe(false);
    expect(isRefundHighlighted('admin', refunds[4]!, ctx)).toBe(false);
  });
});

describe('vouchers', () => {
  it.each([
    ['pending', 'admin', ['validate', 'decline']],
    ['pending', 'customer-hero', []],
    ['validated', 'super-admin', ['cancel']],
    ['validated', 'system', ['use']],
    ['used', 'system', ['release']],
    ['declined', 'admin', []],
    ['ccl', 'system', []],
  ] as const)('a %s voucher: %s may %j', (status, actor, moves) => {
    expect(voucherMoves({ status }, actor)).toEqual(moves);
  });
  it('maps the status select to moves', () => {
    expect(voucherMoveFor('validated', 'ccl')).toBe('cancel');
    expect(voucherMoveFor('declined', 'validated')).toBeNull();
    expect(applyVoucherMove({ status: 'pending' }, 'validate', 'finance')).toMatchObject({
      ok: false,
      error: 'forbidden',
    });
  });
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['reason', { reason: undefined }, { reason: 'validation.required' }],
    ['amount', { amount: undefined }, { amount: 'validation.required' }],
    ['expiration date', { expirationDate: undefined }, { expirationDate: 'validation.required' }],
    ['communities', { communities: [] }, { communities: 'validation.required' }],
    [
      'a refund voucher keeps the reason refund',
      { refund: u(3), reason: 'gift' },
      { reason: 'voucher.errors.refundReasonFixed' },
    ],
  ])('%s', (_n, over, expected) => {
    const voucher = {
      customer: u(1),
      reason: 'claim',
      amount: 2000,
      expirationDate: '2025-06-30',
      communities: [IDS.community],
    };
    expect(fields(VoucherCreate, { ...voucher, ...over })).toEqual(expected);
  });
});
