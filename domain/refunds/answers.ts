import * as v from 'valibot';
import { cellsAnswer } from '../responses/cells.ts';
import { bool, countAmount, fen, int, list, nil, rec, str, uuid } from '../responses/common.ts';
import { serviceFields } from '../service-cases/answers.ts';

export const RefundAnswer = rec({
  ...serviceFields,
  refundNumber: int,
  customer: nil(uuid),
  refundAmount: fen,
  paymentInfoMissing: bool,
  // the ids of the vouchers the refund gave
  refundVouchers: list(uuid),
  orderPaymentStatus: str,
  orderActualAmount: fen,
});
export const RefundAnalytics = rec({ total: int, totalAmount: fen, byStatus: v.record(str, countAmount) });
export const RefundBadge = rec({ count: int });
export const RefundCellsAnswer = cellsAnswer(RefundAnswer);
