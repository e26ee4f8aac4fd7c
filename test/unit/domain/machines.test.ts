import { describe, expect, it } from 'vitest';
import { applyClaimMove, CLAIM_MACHINE } from '../../../domain/claims/rules.ts';
import { type Actor, type Machine, movesFor, step } from '../../../domain/machine.ts';
import { applyPaymentMove, PAYMENT_MACHINE, paymentMoves } from '../../../domain/orders/payment-status.ts';
import { applyTrackingMove, TRACKING_MACHINE } from '../../../domain/orders/tracking.ts';
import { PO_PAYMENT_MACHINE, PO_STOCK_MACHINE } from '../../../domain/purchase-orders/rules.ts';
import { applyRefundMove, REFUND_MACHINE } from '../../../domain/refunds/rules.ts';
import { ROLES } from '../../../domain/roles.ts';
import { applyVoucherMove, VOUCHER_MACHINE } from '../../../domain/vouchers/rules.ts';

const ACTORS: readonly Actor[] = [...ROLES, 'system'];
// biome-ignore lint/suspicious/noExplicitAny: a table of machines of different state types
const MACHINES: [string, Machine<any, any>, string[]][] = [
  ['payment status', PAYMENT_MACHINE, ['rfd']],
  ['tracking', TRACKING_MACHINE, ['delivered']],
  ['claim', CLAIM_MACHINE, ['solved', 'failed']],
  ['refund', REFUND_MACHINE, ['refused', 'refunded']],
  ['voucher', VOUCHER_MACHINE, ['declined', 'ccl']],
  ['purchase-order stock', PO_STOCK_MACHINE, ['received']],
  ['purchase-order payment', PO_PAYMENT_MACHINE, ['paid']],
];

describe.each(MACHINES)('%s machine', (_name, machine, finals) => {
  it('declares the final states of the spec', () => {
    expect([...machine.final].sort()).toEqual([...finals].sort());
  });

  it('has no transition out of a final state in its table', () => {
    for (const t of machine.transitions) for (const f of machine.final) expect(t.from).not.toContain(f);
  });

  const moves = [...new Set(machine.transitions.map((t) => t.move))];
  const cases = machine.final.flatMap((s) => ACTORS.flatMap((a) => moves.map((m) => [s, a, m] as const)));
  it.each(cases)('from final %s, %s cannot %s', (state, actor, move) => {
    expect(movesFor(machine, state, actor)).toEqual([]);
    const r = step(machine, state, move, actor);
    expect(r.ok).toBe(false);
  });

  it('every move leads to a declared state', () => {
    for (const t of machine.transitions) expect(machine.states).toContain(t.to);
  });
});

describe('the wrappers the server calls refuse every move out of a final state too', () => {
  const payMoves = ['pay', 'cancel', 'request_refund', 'complete_refund', 'refuse_refund'] as const;
  it.each(ACTORS.flatMap((a) => payMoves.map((m) => [a, m] as const)))(
    'rfd order: %s cannot %s',
    (actor, move) => {
      expect(applyPaymentMove({ paymentStatus: 'rfd', status: 'available' }, move, actor).ok).toBe(false);
      expect(paymentMoves({ paymentStatus: 'rfd', status: 'available' }, actor)).toEqual([]);
    },
  );
  const claimMovesAll = ['next', 'solve', 'fail', 'standby', 'resume'] as const;
  it.each(
    (['solved', 'failed'] as const).flatMap((s) =>
      ACTORS.flatMap((a) => claimMovesAll.map((m) => [s, a, m] as const)),
    ),
  )('%s claim: %s cannot %s', (status, actor, move) => {
    for (const stepNo of [1, 2, 3])
      expect(applyClaimMove({ status, step: stepNo }, move, actor).ok).toBe(false);
  });
  it.each((['refused', 'refunded'] as const).flatMap((s) => ACTORS.map((a) => [s, a] as const)))(
    '%s refund: %s cannot move it',
    (status, actor) => {
      for (const move of ['validate', 'refuse', 'refund'] as const) {
        expect(
          applyRefundMove({ status, paymentMethod: 'wechat' }, move, actor, { manualConfirmed: true }).ok,
        ).toBe(false);
      }
    },
  );
  it.each((['declined', 'ccl'] as const).flatMap((s) => ACTORS.map((a) => [s, a] as const)))(
    '%s voucher: %s cannot move it',
    (status, actor) => {
      for (const move of ['validate', 'decline', 'cancel', 'use', 'release'] as const) {
        expect(applyVoucherMove({ status }, move, actor).ok).toBe(false);
      }
    },
  );
  it.each(ACTORS)('delivered: %s cannot move the tracking', (actor) => {
    for (const to of ['process', 'prepared', 'on_the_way', 'delayed', 'delivered'] as const) {
      expect(applyTrackingMove('delivered', to, actor).ok).toBe(false);
    }
  });
});
