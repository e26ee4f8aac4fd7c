import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cellLock } from '../../../domain/cells.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import { ORDER_CELLS } from '../../../domain/orders/cells.ts';
import { leftAsItIs, planCell } from '../../../src/components/ListPage/editing/planEdits.ts';
import { payPlan } from '../../../src/features/live/markPaid.ts';
import type { LiveRow } from '../../../src/features/live/rows.ts';

const order = (o: Partial<OrderView>) =>
  ({
    id: 'o1',
    channel: 'wechat',
    offerId: 'f1',
    offerStatus: 'available',
    status: 'available',
    paymentStatus: 'pending',
    trackingStatus: 'process',
    comment: '',
    ...o,
  }) as OrderView;

/**
 * A pending order of a discontinued offer may only be cancelled (domain/orders/locking.ts
 * isFrozenByOffer): its list cells offer what the server takes, and say why the rest is not.
 */
describe('the order lists’ cells on a pending order of a discontinued offer', () => {
  const frozen = order({ offerStatus: 'discontinued' });
  const { paymentStatus } = ORDER_CELLS.cells;

  it('offer the cancel, not paid, and say why', () => {
    expect(paymentStatus!.options!(frozen, 'admin')).toEqual(['pending', 'ccl']);
    expect(cellLock(ORDER_CELLS, 'paymentStatus', frozen, 'admin')).toBeNull();
    expect(paymentStatus!.narrowedBy!(frozen, 'admin')).toBe('offerDiscontinued');
    expect(planCell(ORDER_CELLS, 'admin', frozen, 'paymentStatus', { value: 'paid' })).toEqual({
      ok: false,
      message: 'cells.locked.offerDiscontinued',
    });
    expect(planCell(ORDER_CELLS, 'admin', frozen, 'paymentStatus', { value: 'ccl' })).toMatchObject({
      ok: true,
    });
  });

  it('lock the comment and the tracking fields with that reason, whoever asks', () => {
    for (const field of ['comment', 'trackingStatus', 'deliveryTrackingID', 'deliveryDate'])
      for (const role of ['admin', 'super-admin', 'customer-hero'] as const)
        expect(cellLock(ORDER_CELLS, field, frozen, role), `${field} ${role}`).toBe('offerDiscontinued');
  });

  it('leave the offer’s paid orders and the orders of an offer on sale as they were', () => {
    const paid = order({ offerStatus: 'discontinued', paymentStatus: 'paid' });
    expect(cellLock(ORDER_CELLS, 'comment', paid, 'admin')).toBeNull();
    expect(paymentStatus!.narrowedBy!(paid, 'admin')).toBeNull();
    expect(paymentStatus!.options!(order({}), 'admin')).toContain('paid');
    expect(paymentStatus!.narrowedBy!(order({}), 'admin')).toBeNull();
    expect(paymentStatus!.narrowedBy!(order({ offerId: null, offerStatus: null }), 'admin')).toBeNull();
  });

  it('name the reason in both languages', () => {
    for (const lang of ['en', 'zh'])
      expect(JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')).cells.locked.offerDiscontinued).toMatch(
        /\S/,
      );
  });
});

describe('mark paid on a pending order of a discontinued offer', () => {
  const frozen = order({ offerStatus: 'discontinued' });
  const open = order({ id: 'o2' });

  it('Shift+P on a list leaves it as it is, with the reason, and pays the others', () => {
    const input = { value: 'paid' };
    expect(leftAsItIs(ORDER_CELLS, 'admin', frozen, 'paymentStatus', input)).toBe('offerDiscontinued');
    expect(leftAsItIs(ORDER_CELLS, 'admin', open, 'paymentStatus', input)).toBeNull();
    expect(leftAsItIs(ORDER_CELLS, 'admin', frozen, 'paymentStatus', { value: 'ccl' })).toBeNull();
  });

  it('Ctrl+M on the live page skips it and counts it apart', () => {
    const plan = payPlan([frozen, open] as LiveRow[], 'admin');
    expect(plan.pay.map((r) => r.id)).toEqual(['o2']);
    expect(plan).toMatchObject({ frozen: 1, other: 0 });
  });
});
