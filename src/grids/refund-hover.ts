import { formatYuan } from '../../domain/money.ts';
import type { Translate } from '../../locales/keys.ts';

/**
 * A payment status cell's hover: a refunded order's refund amount (a refund is final,
 * its amount what staff ask about), one under way the amount asked. The live grid and the
 * order lists show the same.
 */
export function refundHover(
  t: Translate,
  o: { paymentStatus: string; refundAmount: number } | undefined,
): string | undefined {
  if (o?.paymentStatus === 'rfd') return t('refunds.amountHover', { amount: formatYuan(o.refundAmount) });
  if (o?.paymentStatus === 'refunding')
    return t('refunds.pendingAmountHover', { amount: formatYuan(o.refundAmount) });
  return undefined;
}
