import { Button } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import type { Refund } from '../../../domain/refunds/schema.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { canOpen } from '../../../domain/routes.ts';
import { VOUCHERS } from '../../../domain/vouchers/resource.ts';
import { userAtom } from '../../app/session.ts';

/**
 * A refund's vouchers (`refundVouchers`): "Give a refund voucher" opens the voucher form
 * for the refund's customer and order, reason refund; the voucher then joins the refund's list.
 */
export function RefundVoucherLink({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  if (!user || !refund.customer || !can(user.role, 'voucher.create')) return null;
  if (!canOpen(user.role, VOUCHERS.screens.create.path)) return null;
  const to = screenUrl(
    VOUCHERS.screens.create,
    {},
    { customer: refund.customer, order: refund.order, refund: refund.id },
  );
  return (
    <div className="cpt-claim-links">
      <Button variant="outlined" icon="tag" onClick={() => void navigate(to)}>
        {t('refunds.giveVoucher')}
      </Button>
      {refund.refundVouchers.length > 0 && (
        <span className="cpt-refund-vouchers">
          {t('refunds.vouchersGiven', { count: refund.refundVouchers.length })}
        </span>
      )}
    </div>
  );
}
