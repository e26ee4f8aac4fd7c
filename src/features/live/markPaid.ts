import { isFrozenByOffer } from '../../../domain/orders/locking.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Translate } from '../../../locales/keys.ts';
import { toast } from '../../app/toaster.ts';
import { paymentChoices } from './columns.ts';
import type { LiveRow } from './rows.ts';
import type { SaveQueue } from './saves.ts';

/**
 * The rows ctrl+m pays, and those it leaves: a pending order of a discontinued offer is only
 * cancelled (the server refuses its payment), the others where the role's machine has no pay move.
 */
export function payPlan(rows: readonly LiveRow[], role: Role) {
  const pay: LiveRow[] = [];
  let frozen = 0;
  for (const r of rows) {
    if (isFrozenByOffer(r, r.offerStatus)) frozen++;
    else if (r.paymentStatus !== 'paid' && paymentChoices(r, role).includes('paid')) pay.push(r);
  }
  return { pay, frozen, other: rows.length - pay.length - frozen };
}

/**
 * ctrl+m: the pay move on each row where the role's machine allows it (domain paymentMoves, the
 * same choices as the payment-status cell); the server checks each again. The others are
 * counted, not changed, and the toast says how many of each, and why for a discontinued offer's.
 */
export function markPaid(rows: readonly LiveRow[], role: Role, queue: SaveQueue, t: Translate): void {
  const { pay, frozen, other } = payPlan(rows, role);
  for (const r of pay) queue.change({ ...r, paymentStatus: 'paid' }, 'paymentStatus', r);
  const done = pay.length;
  const parts = [t('live.markedPaid', { count: done })];
  if (other) parts.push(t('live.notPayable', { count: other }));
  if (frozen)
    parts.push(`${t('live.notPayable', { count: frozen })} (${t('cells.locked.offerDiscontinued')})`);
  void toast({
    message: parts.join(' · '),
    intent: done ? 'success' : 'warning',
    icon: done ? 'tick' : 'warning-sign',
    timeout: 3000,
  });
}
