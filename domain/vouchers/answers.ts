import { cellsAnswer } from '../responses/cells.ts';
import { day, fen, instant, int, list, rec, str, uuid } from '../responses/common.ts';

export const VoucherAnswer = rec({
  id: uuid,
  voucherID: int,
  customer: uuid,
  customerName: str,
  reason: str,
  comment: str,
  amount: fen,
  expirationDate: day,
  communities: list(uuid),
  status: str,
  createdAt: instant,
  version: int,
});
export const VoucherCellsAnswer = cellsAnswer(VoucherAnswer);
