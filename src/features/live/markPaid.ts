import type { Role } from '../../../domain/roles.ts';
import type { Translate } from '../../../locales/keys.ts';
import { toast } from '../../app/toaster.ts';
import { paymentChoices } from './columns.ts';
import type { LiveRow } from './rows.ts';
import type { SaveQueue } from './saves.ts';

/**
 * ctrl+m: the pay move on each row where the role's machine allows it (domain paymentMoves, the
 * same choices as the payment-status cell); the server checks each again. The others are
 * counted, not changed, and the toast says how many of each.
 */
export function markPaid(rows: readonly LiveRow[], role: Role, queue: SaveQueue, t: Translate): void {
  let done = 0;
  for (const r of rows) {
    if (r.paymentStatus === 'paid' || !paymentChoices(r, role).includes('paid')) continue;
    queue.change({ ...r, paymentStatus: 'paid' }, 'paymentStatus', r);
    done++;
  }
  const skipped = rows.length - done;
  const message = skipped
    ? `${t('live.markedPaid', { count: done })} · ${t('live.notPayable', { count: skipped })}`
    : t('live.markedPaid', { count: done });
  void toast({
    message,
    intent: done ? 'success' : 'warning',
    icon: done ? 'tick' : 'warning-sign',
    timeout: 3000,
  });
}
