import { describe, expect, it } from 'vitest';
import { cellLock, cellRoles } from '../../../domain/cells.ts';
import { CLAIM_CELLS } from '../../../domain/claims/cells.ts';
import type { Claim } from '../../../domain/claims/schema.ts';
import { CUSTOMER_CELLS } from '../../../domain/customers/cells.ts';
import type { CustomerListRow } from '../../../domain/customers/views.ts';
import { REFUND_CELLS } from '../../../domain/refunds/cells.ts';
import type { Refund } from '../../../domain/refunds/schema.ts';
import { DAILY_ORDER_EDITORS, REFUND_ROLES, SERVICE_ROLES } from '../../../domain/role-groups.ts';
import { VOUCHER_CELLS } from '../../../domain/vouchers/cells.ts';
import type { Voucher } from '../../../domain/vouchers/schema.ts';

describe('service lists edited in place', () => {
  it('the cells calls are open to the roles of the single edits and moves, no more', () => {
    expect(cellRoles(CUSTOMER_CELLS).sort()).toEqual([...DAILY_ORDER_EDITORS].sort());
    expect(cellRoles(CLAIM_CELLS).sort()).toEqual([...SERVICE_ROLES].sort());
    expect(cellRoles(REFUND_CELLS).sort()).toEqual([...REFUND_ROLES].sort());
    expect(cellRoles(VOUCHER_CELLS).sort()).toEqual(['admin', 'super-admin']);
  });

  it("a claim's step and status offer the machine's moves only; a final claim is read-only", () => {
    const at = (step: number, status: Claim['status'] = 'ongoing') => ({ step, status }) as Claim;
    const { step, status } = CLAIM_CELLS.cells;
    expect(step!.options!(at(1, 'new'), 'customer-hero')).toEqual(['1', '2']);
    expect(status!.options!(at(1, 'new'), 'customer-hero')).toEqual(['new', 'failed']);
    expect(step!.options!(at(3), 'logistic')).toEqual(['3']);
    expect(status!.options!(at(3), 'logistic')).toEqual(['ongoing', 'solved']);
    expect(cellLock(CLAIM_CELLS, 'step', at(3), 'admin')).toBe('noMove');
    expect(cellLock(CLAIM_CELLS, 'comment', at(2, 'solved'), 'admin')).toBe('final');
    expect(status!.confirm!(at(1), 'failed')).toBe('claims.failConfirm');
    expect(status!.confirm!(at(3), 'solved')).toBeNull();
  });

  it("a refund's status follows the machine by role; a manual refund is asked; the amount only while new", () => {
    const r = (status: Refund['status'], o: Partial<Refund> = {}) =>
      ({ status, paymentMethod: 'wechat', paymentInfoMissing: false, ...o }) as Refund;
    const { status } = REFUND_CELLS.cells;
    expect(status!.options!(r('new'), 'admin')).toEqual(['new', 'validated', 'refused']);
    expect(cellLock(REFUND_CELLS, 'status', r('new'), 'finance')).toBe('noMove');
    expect(status!.options!(r('validated'), 'finance')).toEqual(['validated', 'refunded']);
    expect(cellLock(REFUND_CELLS, 'status', r('validated'), 'customer-hero')).toBe('role');
    expect(status!.confirm!(r('validated'), 'refunded')).toBeNull();
    expect(status!.confirm!(r('validated', { paymentMethod: 'alipay' }), 'refunded')).toBe(
      'refund.confirm.manual',
    );
    expect(status!.confirm!(r('validated', { paymentInfoMissing: true }), 'refunded')).toBe(
      'refund.confirm.manual',
    );
    expect(cellLock(REFUND_CELLS, 'refundAmount', r('new'), 'customer-hero')).toBeNull();
    expect(cellLock(REFUND_CELLS, 'refundAmount', r('validated'), 'customer-hero')).toBe('locked');
    expect(cellLock(REFUND_CELLS, 'comment', r('refunded'), 'admin')).toBe('final');
    expect(cellLock(REFUND_CELLS, 'comment', r('new'), 'finance')).toBe('role');
  });

  it("a voucher's status: pending → validated or declined, validated → ccl (asked); used ones are read-only", () => {
    const x = (status: Voucher['status']) => ({ status }) as Voucher;
    const { status } = VOUCHER_CELLS.cells;
    expect(status!.options!(x('pending'), 'admin')).toEqual(['pending', 'validated', 'declined']);
    expect(status!.options!(x('validated'), 'super-admin')).toEqual(['validated', 'ccl']);
    expect(status!.confirm!(x('validated'), 'ccl')).toBe('vouchers.cancelCellQuestion');
    for (const s of ['used', 'declined', 'ccl'] as const)
      expect(cellLock(VOUCHER_CELLS, 'comment', x(s), 'admin'), s).toBe('final');
    expect(cellLock(VOUCHER_CELLS, 'comment', x('pending'), 'community-manager')).toBe('role');
  });

  it("a customer's flag is only taken off", () => {
    const c = (flagged: boolean) => ({ flagged, level: 'tourist', status: 'available' }) as CustomerListRow;
    expect(cellLock(CUSTOMER_CELLS, 'flagged', c(true), 'customer-hero')).toBeNull();
    expect(cellLock(CUSTOMER_CELLS, 'flagged', c(false), 'customer-hero')).toBe('noMove');
    expect(cellLock(CUSTOMER_CELLS, 'level', c(false), 'logistic')).toBe('role');
    expect(CUSTOMER_CELLS.cells.level!.options!(c(false), 'admin')[0]).toBe('tourist');
  });
});
